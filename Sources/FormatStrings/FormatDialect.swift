/// A family of format strings: which directives exist and what arguments they take.
///
/// - `foundation`: `String(format:)`, `NSString`, `CFString` (CFString.c `__CFParseFormatSpec`;
///   spec §7): printf plus `%@`, CF's `%D %U %O`, and stringsdict/xcstrings variables `%#@name@`.
///   gettext calls it `objc-format`. Apple's tables are always read in this dialect.
/// - `c`: ISO C / POSIX `printf` (gettext `c-format`): no `%@`, no variables; positional `%n$`
///   arguments may not leave holes (gettext format-c.c).
/// - `python`: Python's `%` operator (gettext `python-format`, format-python.c): `%s`, `%d`,
///   `%(name)s`, `%%`; named and unnamed directives may not be mixed.
/// - `pythonBrace`: `str.format` (PEP 3101; gettext `python-brace-format`, format-python-brace.c):
///   `{0}`, `{name}`, `{name.attr}`, `{0[key]}`, `{name!r:>10}`, `{{` and `}}` as literal braces.
public enum FormatDialect: String, Sendable, Hashable, CaseIterable {
    case foundation
    case c
    case python
    case pythonBrace

    /// The gettext flag naming the dialect (`#, c-format`): `objc-format`, `c-format`,
    /// `python-format`, `python-brace-format`.
    public var gettextFlag: String {
        switch self {
        case .foundation: "objc-format"
        case .c: "c-format"
        case .python: "python-format"
        case .pythonBrace: "python-brace-format"
        }
    }

    /// The dialect a gettext flag turns on: `c-format` and `possible-c-format` give `.c`;
    /// `no-c-format`, `impossible-…` and other languages' flags give nil.
    public init?(gettextFlag flag: String) {
        guard let (dialect, on) = Self.effect(of: flag), on else { return nil }
        self = dialect
    }

    /// The dialects a PO entry's `#,` flags ask to check, as msgfmt -c decides (gettext
    /// message.h `possible_format_p`, format.c `check_msgid_msgstr_format`): `x-format` and
    /// `possible-x-format` turn a dialect on, `no-x-format` and `impossible-x-format` turn it off,
    /// the last flag of a dialect wins, and an entry with no flag for a dialect is not checked.
    ///
    /// `["fuzzy", "python-format"]` → `[.python]`; `["c-format", "no-c-format"]` → `[]`.
    public static func gettextDialects(flags: [String]) -> [FormatDialect] {
        var result: [FormatDialect] = []
        for flag in flags {
            guard let (dialect, on) = effect(of: flag) else { continue }
            if on {
                if !result.contains(dialect) { result.append(dialect) }
            } else {
                result.removeAll { $0 == dialect }
            }
        }
        return result
    }

    /// The dialect a flag names and whether it turns it on (`x-format`, `possible-x-format`) or
    /// off (`no-x-format`, `impossible-x-format`); nil for other flags. Read as bytes: it runs for
    /// every flag of every PO entry, and substring comparisons cost hundreds of instructions each.
    private static func effect(of flag: String) -> (FormatDialect, on: Bool)? {
        // dropping and equal compare a prefix only after checking the bytes are at least that long.
        flag.utf8.withContiguousStorageIfAvailable { bytes -> (FormatDialect, on: Bool)? in
            if let dialect = named(dropping("possible-", from: bytes)) { return (dialect, true) }
            if let dialect = named(dropping("impossible-", from: dropping("no-", from: bytes))) { return (dialect, false) }
            return nil
        } ?? effect(of: String(decoding: Array(flag.utf8), as: UTF8.self))
    }

    /// The dialect whose `gettextFlag` is `name`.
    private static func named(_ name: UnsafeBufferPointer<UInt8>) -> FormatDialect? {
        allCases.first { equal($0.gettextFlagLiteral, name) }
    }

    /// `gettextFlag` as a static string, for byte comparisons.
    private var gettextFlagLiteral: StaticString {
        switch self {
        case .foundation: "objc-format"
        case .c: "c-format"
        case .python: "python-format"
        case .pythonBrace: "python-brace-format"
        }
    }

    private static func equal(_ literal: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard literal.utf8CodeUnitCount == bytes.count else { return false }
        let start = literal.utf8Start
        for i in 0..<bytes.count where start[i] != bytes[i] { return false }
        return true
    }

    /// `bytes` without `prefix` when it starts with it.
    private static func dropping(_ prefix: StaticString, from bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count, equal(prefix, UnsafeBufferPointer(rebasing: bytes[..<count])) else { return bytes }
        return UnsafeBufferPointer(rebasing: bytes[count...])
    }

    /// The name gettext prints for the dialect ("'msgstr' is not a valid Python format string").
    public var displayName: String {
        switch self {
        case .foundation: "Objective-C"
        case .c: "C"
        case .python: "Python"
        case .pythonBrace: "Python brace"
        }
    }
}
