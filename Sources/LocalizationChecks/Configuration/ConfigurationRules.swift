import LocalizationCatalog

/// Rules of the lint configuration reader (`config.*`). Every finding carries the file's path,
/// line:column and the JSON pointer of the member it is about; any of them stops the run with
/// exit status 2, so a typo never silently turns a check off or on.
extension DiagnosticRule {
    public static let configInvalidJSON = DiagnosticRule(
        id: "config.invalid-json", severity: .error,
        summary: "The lint configuration is not valid JSON (RFC 8259) or not UTF-8.",
        rationale: "A configuration that cannot be read would leave every setting unknown; the run stops instead of guessing, so CI never passes with the wrong rules.",
        source: "RFC 8259 §2–§8; `LintConfiguration` (the file's schema).",
        examples: [
            .triggering(ExampleFile(".l10n-check.json", "{ \"rules\": { \"text.*\": \"off\", ↓} }\n")),
            .accepted(ExampleFile(".l10n-check.json", "{ \"rules\": { \"text.*\": \"off\" } }\n")),
        ])
    public static let configDuplicateMember = DiagnosticRule(
        id: "config.duplicate-member", severity: .error,
        summary: "A member of the lint configuration is given twice.",
        rationale: "JSON readers disagree on which of two equal names wins; a setting written twice is reported instead of one of them being dropped without a word.",
        source: "RFC 8259 §4 (names within an object should be unique).",
        examples: [
            .triggering(ExampleFile(".l10n-check.json", "{ \"locales\": [\"de\"], ↓\"locales\": [\"fr\"] }\n")),
            .accepted(ExampleFile(".l10n-check.json", "{ \"locales\": [\"de\", \"fr\"] }\n")),
        ])
    public static let configUnknownMember = DiagnosticRule(
        id: "config.unknown-member", severity: .error,
        summary: "The lint configuration has a member it does not define (a misspelling is named).",
        rationale: "A misspelt member (`\"rule\"` for `\"rules\"`) would otherwise be ignored, and the checks it meant to change would run as before with nobody told.",
        source: "`LintConfiguration` (the file's schema); SwiftLint reports unknown configuration keys the same way.",
        examples: [
            .triggering(ExampleFile(".l10n-check.json", "{ ↓\"rule\": { \"text.*\": \"off\" } }\n")),
            .accepted(ExampleFile(".l10n-check.json", "{ \"rules\": { \"text.*\": \"off\" } }\n")),
        ])
    public static let configInvalidType = DiagnosticRule(
        id: "config.invalid-type", severity: .error,
        summary: "A member of the lint configuration has the wrong JSON type.",
        rationale: "`\"locales\": \"de\"` where a list is meant, or a number for a severity, has no single reading; it is reported at the value rather than coerced.",
        source: "`LintConfiguration` (the file's schema).",
        examples: [
            .triggering(ExampleFile(".l10n-check.json", "{ \"locales\": ↓\"de\" }\n")),
            .accepted(ExampleFile(".l10n-check.json", "{ \"locales\": [\"de\"] }\n")),
        ])
    public static let configUnknownRule = DiagnosticRule(
        id: "config.unknown-rule", severity: .error,
        summary: "The lint configuration names a rule (or rule area) `l10n-check rules` does not list.",
        rationale: "Rule IDs are stable, so an unknown one is a typo or a rule from another tool: turning it off would turn nothing off. The closest ID is suggested.",
        source: "`l10n-check rules` (the registry of rule IDs).",
        examples: [
            .triggering(ExampleFile(".l10n-check.json", "{ \"rules\": { ↓\"catalog.identical-translations\": \"off\" } }\n")),
            .accepted(ExampleFile(".l10n-check.json", "{ \"rules\": { \"catalog.identical-translation\": \"off\", \"text.*\": \"note\" } }\n")),
        ])
    public static let configInvalidValue = DiagnosticRule(
        id: "config.invalid-value", severity: .error,
        summary: "A value of the lint configuration is not one it accepts (a severity, a language identifier, a path pattern).",
        rationale: "A severity must be off, note, warning or error; a locale a language identifier; a path pattern not empty. Anything else is reported where it is written.",
        source: "`LintConfiguration` (the file's schema); BCP 47 for language identifiers.",
        examples: [
            .triggering(ExampleFile(".l10n-check.json", "{ \"rules\": { \"text.*\": ↓\"disabled\" } }\n")),
            .triggering(ExampleFile(".l10n-check.json", "{ \"locales\": [↓\"German\"] }\n")),
            .accepted(ExampleFile(".l10n-check.json", "{ \"rules\": { \"text.*\": \"off\" }, \"locales\": [\"de\"] }\n")),
        ])

    /// The configuration reader's rules.
    public static let configuration: [DiagnosticRule] = [
        configInvalidJSON, configDuplicateMember, configUnknownMember, configInvalidType, configUnknownRule,
        configInvalidValue,
    ]
}
