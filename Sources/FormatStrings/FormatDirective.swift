/// One directive of a format string, with where it is and what it reads.
///
/// Shapes (printf syntax `%[n$][flags][width][.precision][length]conversion`, spec §7):
/// - `%1$-5.2lf` → `argument: .number(1)`, `isPositional: true`, `flags: [.leftJustify]`,
///   `width: .literal(5)`, `precision: .literal(2)`, `length: .l`, `conversion: "f"`,
///   `kind: .double`;
/// - `%%` → `conversion: "%"`, no argument;
/// - `%#@files@` → `variable: "files"`, `conversion: "@"`, the argument of the variable (its
///   kind comes from the variable's format specifier, so `kind` is nil here);
/// - `%(name)s` (Python) → `argument: .name("name")`; `{0[key]}` (brace) → `.name("0[key]")`;
/// - `%arg` inside a String Catalog substitution variant → `isArgumentPlaceholder`.
///
/// `byteRange` counts UTF-8 bytes from the start of the string; `column` is 1-based and counts
/// Unicode scalars, as `SourceLocation` does.
public struct FormatDirective: Sendable, Hashable {
    public var byteRange: Range<Int>
    public var column: Int
    /// The conversion character (`d`, `@`, `%`, `s`); nil for brace fields and `%arg`.
    public var conversion: Unicode.Scalar?
    public var flags: FormatFlags
    public var width: FormatAmount?
    public var precision: FormatAmount?
    public var length: LengthModifier?
    /// The argument the directive formats; nil for `%%` and `{{`.
    public var argument: ArgumentKey?
    /// True when the argument is written (`%2$d`, `%(name)s`, `{0}`), false when it is the next
    /// one in sequence.
    public var isPositional: Bool
    /// What the argument must be; nil for variables and `%arg` (known from the substitution).
    public var kind: ArgumentKind?
    /// `name` of a `%#@name@` variable.
    public var variable: String?
    public var isArgumentPlaceholder: Bool

    public init(
        byteRange: Range<Int>, column: Int, conversion: Unicode.Scalar?, flags: FormatFlags = [],
        width: FormatAmount? = nil, precision: FormatAmount? = nil, length: LengthModifier? = nil,
        argument: ArgumentKey? = nil, isPositional: Bool = false, kind: ArgumentKind? = nil, variable: String? = nil,
        isArgumentPlaceholder: Bool = false
    ) {
        self.byteRange = byteRange
        self.column = column
        self.conversion = conversion
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.argument = argument
        self.isPositional = isPositional
        self.kind = kind
        self.variable = variable
        self.isArgumentPlaceholder = isArgumentPlaceholder
    }

    /// True when the directive is probably a literal percent sign that happens to parse, such as
    /// `% d` in `100% daily`: its flags include a space (gettext format-python.c counts a
    /// directive with a space as not "likely intentional").
    public var looksLikeLiteralPercent: Bool { flags.contains(.space) && variable == nil }
}

/// Which argument a directive or a width/precision `*` reads: a 1-based number (printf
/// positions, Python tuple items) or a name (Python mapping keys, brace fields).
public enum ArgumentKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    case number(Int)
    case name(String)

    public var description: String {
        switch self {
        case .number(let n): "\(n)"
        case .name(let name): "'\(name)'"
        }
    }

    public static func < (lhs: ArgumentKey, rhs: ArgumentKey) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): a < b
        case (.name(let a), .name(let b)): a < b
        case (.number, .name): true
        case (.name, .number): false
        }
    }
}

/// printf flags: `-` left-justify, `+` sign, space, `#` alternate form, `0` zero padding, `'`
/// thousands grouping (POSIX).
public struct FormatFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let leftJustify = FormatFlags(rawValue: 1 << 0)
    public static let sign = FormatFlags(rawValue: 1 << 1)
    public static let space = FormatFlags(rawValue: 1 << 2)
    public static let alternate = FormatFlags(rawValue: 1 << 3)
    public static let zeroPad = FormatFlags(rawValue: 1 << 4)
    public static let grouping = FormatFlags(rawValue: 1 << 5)
    /// glibc's `I`: digits of the locale (`outdigits`); accepted in gettext translations only.
    public static let localeDigits = FormatFlags(rawValue: 1 << 6)

    /// The flag a character stands for, or nil.
    static func flag(_ byte: UInt8) -> FormatFlags? {
        switch byte {
        case UInt8(ascii: "-"): .leftJustify
        case UInt8(ascii: "+"): .sign
        case UInt8(ascii: " "): .space
        case UInt8(ascii: "#"): .alternate
        case UInt8(ascii: "0"): .zeroPad
        case UInt8(ascii: "'"): .grouping
        default: nil
        }
    }
}

/// A width or precision: digits, `*` (the next argument in sequence, an `int`; the parser
/// gives its number), or `*n$` (argument `n`).
public enum FormatAmount: Sendable, Hashable {
    case literal(Int)
    case nextArgument(Int)
    case argument(Int)

    /// The argument the amount reads, if any.
    public var argumentNumber: Int? {
        switch self {
        case .literal: nil
        case .nextArgument(let n), .argument(let n): n
        }
    }
}

/// printf length modifiers (C11 7.21.6.1; `q` is BSD's `ll`).
public enum LengthModifier: String, Sendable, Hashable, CaseIterable {
    case hh, h, l, ll, q, z, t, j, L
}
