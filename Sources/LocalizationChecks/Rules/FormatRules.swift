import LocalizationCatalog

/// Rules about format strings: a translation must read the arguments its source passes, as the
/// source reads them (gettext manual, "Checking PO Files" and `msgfmt -c`; Apple, "String
/// Format Specifiers" and "Localizing strings that contain plurals").
extension DiagnosticRule {
    public static let formatMissingArgument = DiagnosticRule(
        id: "format.missing-argument", severity: .error,
        summary: "A translation does not use an argument its source uses (`%d files` → `Dateien`); gettext's msgfmt -c rejects it.")
    public static let formatExtraArgument = DiagnosticRule(
        id: "format.extra-argument", severity: .error,
        summary: "A translation reads an argument its source does not pass (`%@` → `%@ %@`): garbage or a crash at run time.")
    public static let formatKindMismatch = DiagnosticRule(
        id: "format.kind-mismatch", severity: .error,
        summary: "A translation reads an argument as another kind than its source (`%lld` → `%d`, `%@` → `%s`, a mapping → a tuple).")
    public static let formatMixedPositional = DiagnosticRule(
        id: "format.mixed-positional", severity: .error,
        summary: "Positional (`%1$@`) and sequential (`%@`) directives, or named and unnamed ones, are mixed in one string: the arguments they read are undefined.")
    public static let formatLiteralPercent = DiagnosticRule(
        id: "format.literal-percent", severity: .error,
        summary: "A literal percent sign parses as a directive (`100% daily` → `% d`, a space flag and `d`) and reads an argument; write it as `%%`.")
    public static let formatInvalidDirective = DiagnosticRule(
        id: "format.invalid-directive", severity: .error,
        summary: "A directive that is not valid in the string's format language: an unknown conversion, a lone `%` at the end, `%n`, an absurd width, an unterminated `%(name` or `{name`.")

    /// The rules of `FormatChecks`.
    public static let format: [DiagnosticRule] = [
        .formatMissingArgument, .formatExtraArgument, .formatKindMismatch, .formatMixedPositional, .formatLiteralPercent,
        .formatInvalidDirective,
    ]
}
