/// A problem met while formatting, reported next to the text instead of crashing or throwing.
///
/// Stable identifiers (`id`):
/// - `formatting.missing-argument`: a directive reads argument N but fewer were given;
/// - `formatting.argument-kind`: the argument cannot feed the directive (a string for `%d`, an
///   integer for `%@`, a float for `%lld`);
/// - `formatting.refused-directive`: `%n`, or a width or precision over the limit;
/// - `formatting.invalid-directive`: not a directive (`%y`, a lone trailing `%`);
/// - `formatting.mixed-positional`: `%1$@` and `%@` in one format (CF: undefined);
/// - `formatting.skipped-argument`: positions with a hole (`%2$@` and no `%1$…`): CF then reads
///   the arguments at the wrong offsets, so the app prints another argument or garbage (here the
///   argument named is printed, and the hole reported);
/// - `formatting.unresolved-variable`: a `%#@name@` with no variable of that name;
/// - `formatting.missing-variant`: a plural with neither the number's category nor `other`, or
///   a Plural-Forms index the entry has no `msgstr[N]` for (the first form is shown);
/// - `formatting.expansion-limit`: variables nested deeper than `SafeFormatter.maximumDepth`;
/// - `resolution.missing-key`: the key is not in the table of the chosen localization (the
///   default value or the key is shown, as Apple does);
/// - `resolution.development-language-fallback`: the key came from the development language
///   because the environment asked for per-key fallback;
/// - `resolution.other-localization`: the text is in another language than the chosen
///   localization, because that localization lacks the file of the table holding the key (a
///   missing `.stringsdict` while the development language has one), as Apple does.
///
/// `column` is 1-based in the format being rendered (a variant's own text when the problem is
/// inside a plural variant); `directive` is the directive as written.
public struct FormattingIssue: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case missingArgument = "formatting.missing-argument"
        case argumentKind = "formatting.argument-kind"
        case refusedDirective = "formatting.refused-directive"
        case invalidDirective = "formatting.invalid-directive"
        case mixedPositional = "formatting.mixed-positional"
        case skippedArgument = "formatting.skipped-argument"
        case unresolvedVariable = "formatting.unresolved-variable"
        case missingVariant = "formatting.missing-variant"
        case expansionLimit = "formatting.expansion-limit"
        case missingKey = "resolution.missing-key"
        case developmentLanguageFallback = "resolution.development-language-fallback"
        case otherLocalization = "resolution.other-localization"
    }

    public var kind: Kind
    public var directive: String
    public var column: Int
    public var message: String

    public init(_ kind: Kind, directive: String, column: Int, message: String) {
        self.kind = kind
        self.directive = directive
        self.column = column
        self.message = message
    }

    public var id: String { kind.rawValue }
    public var description: String { "\(message) [\(id)]" }
}

/// Formatted text and what went wrong on the way; `text` is always complete: a directive that
/// could not be rendered appears as written (`%2$lld`), so the problem stays visible.
public struct FormattedText: Sendable, Hashable {
    public var text: String
    public var issues: [FormattingIssue]

    public init(text: String, issues: [FormattingIssue] = []) {
        self.text = text
        self.issues = issues
    }
}
