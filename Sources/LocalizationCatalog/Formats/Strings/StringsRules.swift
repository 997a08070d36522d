/// Rules the `.strings` reader reports (spec §6.1 and its errata; behaviour from CF's
/// `CFOldStylePList.c`, checked against the toolchain's `plutil`).
///
/// Every error here makes Apple's loader drop the whole table at run time, except
/// `strings.trailing-content` (the loader keeps the entries before the junk and silently drops
/// the rest) and `strings.unterminated-comment` after a complete entry (same).
extension DiagnosticRule {
    public static let stringsUnterminatedString = DiagnosticRule(
        id: "strings.unterminated-string", severity: .error,
        summary: "A quoted string has no closing quote.")
    public static let stringsUnescapedQuote = DiagnosticRule(
        id: "strings.unescaped-quote", severity: .error,
        summary: "A quote inside a string ends it early; write it as \\\" (or use “ ” typographic quotes).")
    public static let stringsUnterminatedComment = DiagnosticRule(
        id: "strings.unterminated-comment", severity: .error,
        summary: "A /* comment has no closing */.")
    public static let stringsMissingEquals = DiagnosticRule(
        id: "strings.missing-equals", severity: .error,
        summary: "A key is followed by something other than '=' or ';'.")
    public static let stringsMissingValue = DiagnosticRule(
        id: "strings.missing-value", severity: .error,
        summary: "'=' is not followed by a quoted or unquoted string.")
    public static let stringsMissingSemicolon = DiagnosticRule(
        id: "strings.missing-semicolon", severity: .error,
        summary: "An entry does not end with ';'.")
    public static let stringsUnexpectedCharacter = DiagnosticRule(
        id: "strings.unexpected-character", severity: .error,
        summary: "A character that cannot start a key where a key is expected.")
    public static let stringsTrailingContent = DiagnosticRule(
        id: "strings.trailing-content", severity: .error,
        summary: "Junk after a complete entry; Apple's loader silently ignores the rest of the file.")
    public static let stringsUnsupportedValue = DiagnosticRule(
        id: "strings.unsupported-value", severity: .error,
        summary: "An array, dictionary or data value; a localized string table needs string values.")
    public static let stringsDuplicateKey = DiagnosticRule(
        id: "strings.duplicate-key", severity: .warning,
        summary: "A key appears more than once; the last value wins.")

    /// Rules the `.strings` reader may report (besides `common`).
    public static let strings: [DiagnosticRule] = [
        .stringsUnterminatedString, .stringsUnescapedQuote, .stringsUnterminatedComment, .stringsMissingEquals,
        .stringsMissingValue, .stringsMissingSemicolon, .stringsUnexpectedCharacter, .stringsTrailingContent,
        .stringsUnsupportedValue, .stringsDuplicateKey,
    ]
}
