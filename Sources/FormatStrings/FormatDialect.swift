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
        guard let dialect = Self(flagName: Self.dropping(["possible-"], from: flag)) else { return nil }
        self = dialect
    }

    /// The dialect whose `gettextFlag` is `name`. A switch, not a search of `allCases`: it runs
    /// for every flag of every PO entry.
    private init?(flagName name: Substring) {
        switch name {
        case "objc-format": self = .foundation
        case "c-format": self = .c
        case "python-format": self = .python
        case "python-brace-format": self = .pythonBrace
        default: return nil
        }
    }

    /// The dialects a PO entry's `#,` flags ask to check, as msgfmt -c decides (gettext
    /// message.h `possible_format_p`, format.c `check_msgid_msgstr_format`): `x-format` and
    /// `possible-x-format` turn a dialect on, `no-x-format` and `impossible-x-format` turn it off,
    /// the last flag of a dialect wins, and an entry with no flag for a dialect is not checked.
    ///
    /// `["fuzzy", "python-format"]` → `[.python]`; `["c-format", "no-c-format"]` → `[]`.
    public static func gettextDialects(flags: [String]) -> [FormatDialect] {
        var result: [FormatDialect] = []
        for flag in flags where flag.utf8.suffix(7).elementsEqual("-format".utf8) {
            if let dialect = FormatDialect(gettextFlag: flag) {
                if !result.contains(dialect) { result.append(dialect) }
            } else if let dialect = Self(flagName: dropping(["no-", "impossible-"], from: flag)) {
                result.removeAll { $0 == dialect }
            }
        }
        return result
    }

    /// `flag` without those of `prefixes` it starts with, in order. Compared as bytes: flags are
    /// ASCII, and `String.hasPrefix` (which compares characters) showed in profiles.
    private static func dropping(_ prefixes: [StaticString], from flag: String) -> Substring {
        var name = Substring(flag)
        for prefix in prefixes {
            let bytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            if name.utf8.starts(with: bytes) { name = Substring(name.utf8.dropFirst(bytes.count)) }
        }
        return name
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
