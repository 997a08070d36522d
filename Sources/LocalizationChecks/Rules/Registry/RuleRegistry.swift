import Dialogs
import LocalizationCatalog

/// Every rule `l10n-check` reports: the readers' syntax rules, the semantic checks, and
/// `render`'s manifest and dialog rules. `l10n-check rules`, `docs/rules.md` and the example
/// tests all come from here.
public enum RuleRegistry {
    /// The checks the linter runs over each table, in this order.
    public static let checks: [any TableRule.Type] = [
        TableChecks.self,
        FormatChecks.self,
        VariableBinding.self,
        IntegerWidth.self,
        UndoubledPercentInKey.self,
        PluralFormsChecks.self,
        GettextNewlineChecks.self,
        MissingTranslation.self,
        EmptyTranslation.self,
        IdenticalTranslation.self,
        FuzzyTranslation.self,
        NeedsReview.self,
        StaleString.self,
        NewTranslation.self,
        MissingPluralCategory.self,
        PluralFormOmitsNumber.self,
        StringsDictMissingOther.self,
        UnusedPluralCategory.self,
        WhitespaceMismatch.self,
        MarkdownMismatch.self,
        ControlCharacter.self,
        UnbalancedBidiControl.self,
        MovedClosingPunctuation.self,
        ArgumentNotIsolated.self,
        RegionalOnlyLocalization.self,
        KeyWithoutSymbolName.self,
    ]

    /// The checks run over a dialog manifest's dialogs in every localization (`--dialogs`).
    public static let dialogChecks: [any DialogRule.Type] = [
        ButtonLabelLength.self,
        InconsistentActionTranslation.self,
        TitlePunctuation.self,
    ]

    /// The checks the linter runs over all tables at once, after the tables' own.
    public static let catalogChecks: [any CatalogRule.Type] = [
        TableNameCase.self,
        InconsistentTranslation.self,
    ]

    /// Rules reported while reading: the catalog readers', the dialog manifest reader's, the
    /// lint configuration reader's and the baseline's.
    public static let readerRules: [DiagnosticRule] = DiagnosticRule.all + DiagnosticRule.manifest + DiagnosticRule.configuration
        + DiagnosticRule.baseline

    /// Every rule, sorted by identifier.
    public static let all: [DiagnosticRule] = (readerRules + checks.flatMap { $0.rules } + catalogChecks.flatMap { $0.rules }
        + dialogChecks.flatMap { $0.rules } + DiagnosticRule.dialog)
        .sorted { $0.id < $1.id }

    /// The rule with this identifier.
    public static func rule(id: String) -> DiagnosticRule? {
        all.first { $0.id == id }
    }
}
