import Dialogs
import LocalizationCatalog

/// Rules about a table as a whole: how its localizations relate to each other.
extension DiagnosticRule {
    public static let developmentLanguageMissing = DiagnosticRule(
        id: "catalog.development-language-missing", severity: .warning,
        summary: "The development language given has no localization in the table, so nothing can be compared with it.")
    public static let keyNotInDevelopmentLanguage = DiagnosticRule(
        id: "catalog.key-not-in-development-language", severity: .warning,
        summary: "A gettext catalog has an entry its .pot template does not; no code looks it up.")
    public static let stringsdictShadowsStrings = DiagnosticRule(
        id: "catalog.stringsdict-shadows-strings", severity: .warning,
        summary: "A .strings translation Apple never shows: its localization has no .stringsdict, and the one Apple uses instead (Base or the development language) defines the key.")
    public static let severalTemplates = DiagnosticRule(
        id: "catalog.several-templates", severity: .warning,
        summary: "A gettext domain has more than one .pot template; only the first is compared with, the others are not used.")
    public static let localeMismatch = DiagnosticRule(
        id: "catalog.locale-mismatch", severity: .warning,
        summary: "A gettext file's Language header names another language than its path.")

    /// The rules of `TableChecks`.
    public static let table: [DiagnosticRule] = [
        .developmentLanguageMissing, .keyNotInDevelopmentLanguage, .localeMismatch, .severalTemplates, .stringsdictShadowsStrings,
    ]
}

/// Every rule `l10n-check` reports (the lint's, and `render`'s for dialog manifests), sorted by
/// identifier.
public enum LintRules {
    public static var all: [DiagnosticRule] {
        (DiagnosticRule.all + DiagnosticRule.table + DiagnosticRule.format + DiagnosticRule.pluralForms
            + DiagnosticRule.gettextNewlines + DiagnosticRule.manifest
            + DiagnosticRule.dialog)
            .sorted { $0.id < $1.id }
    }
}
