/// Rules of the JSON parser (`json.*`) and the String Catalog reader (`xcstrings.*`).
///
/// Schema source: Apple, "Localizing and varying text with a string catalog", and
/// shared/spec/apple-semantics.md §6.3 (cross-checked against Xcode-written catalogs).
extension DiagnosticRule {
    public static let jsonSyntax = DiagnosticRule(
        id: "json.syntax", severity: .error,
        summary: "The text is not valid JSON (RFC 8259); values after the error are not read.")
    public static let jsonNestingTooDeep = DiagnosticRule(
        id: "json.nesting-too-deep", severity: .error,
        summary: "Arrays and objects nest deeper than the reader's limit; the rest of the file is not read.")
    public static let jsonDuplicateMember = DiagnosticRule(
        id: "json.duplicate-member", severity: .warning,
        summary: "An object has two members with the same name; only the first is read.")
    public static let jsonInvalidSurrogate = DiagnosticRule(
        id: "json.invalid-surrogate", severity: .warning,
        summary: "A \\u escape is an unpaired UTF-16 surrogate; it is read as U+FFFD.")

    public static let xcstringsMissingVersion = DiagnosticRule(
        id: "xcstrings.missing-version", severity: .error,
        summary: "The catalog has no top-level \"version\"; Xcode writes one in every catalog.")
    public static let xcstringsUnknownVersion = DiagnosticRule(
        id: "xcstrings.unknown-version", severity: .warning,
        summary: "The catalog's \"version\" is not one this reader knows (1.0, 1.1).")
    public static let xcstringsMissingSourceLanguage = DiagnosticRule(
        id: "xcstrings.missing-source-language", severity: .error,
        summary: "The catalog has no top-level \"sourceLanguage\".")
    public static let xcstringsMissingStrings = DiagnosticRule(
        id: "xcstrings.missing-strings", severity: .error,
        summary: "The catalog has no top-level \"strings\" object.")
    public static let xcstringsUnknownMember = DiagnosticRule(
        id: "xcstrings.unknown-member", severity: .warning,
        summary: "An object has a member the String Catalog schema does not define; it is ignored.")
    public static let xcstringsInvalidType = DiagnosticRule(
        id: "xcstrings.invalid-type", severity: .error,
        summary: "A member has the wrong JSON type (for example a number where a string is expected).")
    public static let xcstringsUnknownState = DiagnosticRule(
        id: "xcstrings.unknown-state", severity: .warning,
        summary: "A stringUnit state is not translated, needs_review, new or stale; it is kept as written.")
    public static let xcstringsMissingState = DiagnosticRule(
        id: "xcstrings.missing-state", severity: .warning,
        summary: "A stringUnit has no \"state\".")
    public static let xcstringsMissingValue = DiagnosticRule(
        id: "xcstrings.missing-value", severity: .error,
        summary: "A stringUnit has no \"value\".")
    public static let xcstringsUnknownExtractionState = DiagnosticRule(
        id: "xcstrings.unknown-extraction-state", severity: .note,
        summary: "An extractionState is not manual, extracted_with_value, migrated or stale; it is kept as written.")
    public static let xcstringsUnknownPluralCategory = DiagnosticRule(
        id: "xcstrings.unknown-plural-category", severity: .error,
        summary: "A plural variation is not a CLDR category (zero, one, two, few, many, other); it is not read.")
    public static let xcstringsUnknownDevice = DiagnosticRule(
        id: "xcstrings.unknown-device", severity: .warning,
        summary: "A device variation names an unknown device class; it is not read.")
    public static let xcstringsInvalidArgumentNumber = DiagnosticRule(
        id: "xcstrings.invalid-argument-number", severity: .error,
        summary: "A substitution's argNum is not a positive integer.")
    public static let xcstringsEmptyLocalization = DiagnosticRule(
        id: "xcstrings.empty-localization", severity: .warning,
        summary: "A localization has neither a stringUnit nor variations.")

    public static let xcstringsDiscardedTranslation = DiagnosticRule(
        id: "xcstrings.discarded-translation", severity: .warning,
        summary: "An entry marked \"shouldTranslate\": false has translations; such entries are built in the source language only, so users of other languages see the source text, not these.")

    /// Every rule the JSON parser and the String Catalog reader report.
    public static let xcstrings: [DiagnosticRule] = [
        .jsonSyntax, .jsonNestingTooDeep, .jsonDuplicateMember, .jsonInvalidSurrogate,
        .xcstringsMissingVersion, .xcstringsUnknownVersion, .xcstringsMissingSourceLanguage, .xcstringsMissingStrings,
        .xcstringsUnknownMember, .xcstringsInvalidType, .xcstringsUnknownState, .xcstringsMissingState,
        .xcstringsMissingValue, .xcstringsUnknownExtractionState, .xcstringsUnknownPluralCategory,
        .xcstringsUnknownDevice, .xcstringsInvalidArgumentNumber, .xcstringsEmptyLocalization,
        .xcstringsDiscardedTranslation,
    ]
}
