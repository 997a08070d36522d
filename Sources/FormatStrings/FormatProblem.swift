/// Something wrong with a format string on its own, before any comparison.
///
/// - `unknownConversion`: `%` followed by a character that is no conversion (`%y`, `%ó`);
/// - `trailingPercent`: a lone `%` ends the string (`100%`);
/// - `refusedConversion`: `%n`, which writes through a pointer; Foundation swallows it and the
///   checks refuse it (CFString.c; it is the classic format-string attack);
/// - `excessiveWidth`/`excessivePrecision`: over `FormatStringParser.amountLimit` (10,000):
///   a typo or an attempt to allocate huge output;
/// - `mixedPositionalAndSequential`: `%1$@ %@`; CFString.c: "It is actually incorrect to
///   reorder some specs and not all"; gettext format-c.c rejects it;
/// - `mixedNamedAndUnnamed`: Python `%(name)s` with `%s` (format-python.c), brace `{0}` with `{}`
///   (format-python-brace.c);
/// - `unterminated`: a directive cut off by the end of the string (`%(name`, `{name`, `%#@var`);
/// - `invalidField`: a brace field gettext does not accept (`{ name}`, `{0[}`);
/// - `skippedArgument`: C positions with a hole (`%2$s` without `%1$…`), which gettext
///   format-c.c rejects ("refers to argument number 2 but ignores argument number 1");
/// - `incompatibleReuse`: one Python name used with two kinds (`%(n)d %(n)s`);
/// - `brokenVariable`: `%# @name @` — not a `%#@name@` token, so Foundation formats it as `%@`.
public struct FormatProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case unknownConversion(Unicode.Scalar)
        case trailingPercent
        case refusedConversion(Unicode.Scalar)
        case excessiveWidth(Int)
        case excessivePrecision(Int)
        case mixedPositionalAndSequential
        case mixedNamedAndUnnamed
        case unterminated
        case invalidField
        case skippedArgument(Int)
        case incompatibleReuse(ArgumentKey)
        /// `%# @name@`: something between `#` and `@`, so no variable token (Foundation reads `%@`).
        case brokenVariable
    }

    public var kind: Kind
    public var byteRange: Range<Int>
    public var column: Int
    /// The text of `byteRange` as written, filled by `FormatStringParser.parse`.
    public var written: String?

    public init(_ kind: Kind, byteRange: Range<Int>, column: Int) {
        self.kind = kind
        self.byteRange = byteRange
        self.column = column
    }

    /// One line for a person: "'%y' at column 5 is not a format directive".
    public var message: String {
        switch kind {
        case .unknownConversion(let c):
            "'\(written ?? "%\(Character(c))")' at character \(column) is not a format directive; write a literal percent sign as %%"
        case .trailingPercent: "the string ends in a lone '%' (character \(column)); write a literal percent sign as %%"
        case .refusedConversion(let c): "'%\(Character(c))' at character \(column) writes through a pointer and is refused"
        case .excessiveWidth(let n): "the width \(n) at character \(column) is absurdly large"
        case .excessivePrecision(let n): "the precision \(n) at character \(column) is absurdly large"
        case .mixedPositionalAndSequential:
            "positional (%1$@) and sequential (%@) directives are mixed (character \(column)); the arguments they read are undefined"
        case .mixedNamedAndUnnamed: "named and unnamed directives are mixed (character \(column))"
        case .unterminated: "the directive at character \(column) is not terminated"
        case .invalidField: "the field at character \(column) is not a valid replacement field"
        case .skippedArgument(let n): "the directives skip argument \(n) (character \(column))"
        case .incompatibleReuse(let key): "argument \(key) is used with two different kinds (character \(column))"
        case .brokenVariable:
            "'\(written ?? "%#@")' at character \(column) is not a variable token: write %#@name@ with nothing between '#' and '@' (Foundation reads this as %@, an object)"
        }
    }
}

/// A parsed format string: its directives in order and its problems.
public struct ParsedFormat: Sendable, Hashable {
    public var dialect: FormatDialect
    public var directives: [FormatDirective]
    public var problems: [FormatProblem]
    /// Set when parsing stopped at `FormatStringParser.parse`'s `directiveLimit`: the string goes
    /// on with more directives, from here, that `directives` and `problems` do not hold.
    public var truncation: FormatTruncation?

    public init(dialect: FormatDialect, directives: [FormatDirective] = [], problems: [FormatProblem] = []) {
        self.dialect = dialect
        self.directives = directives
        self.problems = problems
    }

    /// True when the string has no problems (gettext would call it a valid format string).
    public var isValid: Bool { problems.isEmpty }

    /// True when some directive reads an argument (or names a variable): the string is meant as
    /// a format.
    public var hasArguments: Bool { directives.contains { $0.argument != nil || $0.variable != nil || $0.isArgumentPlaceholder } }
}

/// Where parsing stopped because a string has more directives than the parse was asked to read
/// (`FormatStringParser.parse(_:dialect:directiveLimit:)`).
public struct FormatTruncation: Sendable, Hashable {
    /// How many directives (and invalid ones, `%` by `%`) were read before stopping.
    public var limit: Int
    /// The byte offset of the first directive not read.
    public var byteOffset: Int
    /// Its character column (1-based), as `FormatDirective.column` counts.
    public var column: Int

    public init(limit: Int, byteOffset: Int, column: Int) {
        self.limit = limit
        self.byteOffset = byteOffset
        self.column = column
    }
}
