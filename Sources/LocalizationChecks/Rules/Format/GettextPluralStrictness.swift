import LocalizationCatalog

/// Which plural forms of a gettext catalog msgfmt -c checks leniently.
///
/// msgfmt evaluates the `Plural-Forms` expression for n = 0…1000 (msgl-check.c
/// `check_plural_eval`); a form chosen fewer than 5 times serves only a few numbers (msgstr[0]
/// of `plural=(n != 1)` serves only 1), so its translation may omit the number's directive
/// ("one hour" for "%d hours"). Every other form is checked strictly. When the header is missing
/// a usable expression or the catalog's plural forms do not fit it, msgfmt has no distribution
/// and checks every form of a plural entry leniently.
enum GettextPluralStrictness {
    /// The forms that serve only a few numbers, or nil when the distribution is unknown (every
    /// form is then lenient).
    static func formsServingFewNumbers(in file: CatalogFile) -> Set<Int>? {
        if file.diagnostics.contains(where: { broken.contains($0.rule) }) { return nil }
        guard let header = file.headerValue("Plural-Forms") else {
            // No Plural-Forms: msgfmt uses the Germanic `n != 1` (plural entries are an error then,
            // reported above as a missing Plural-Forms).
            return [0]
        }
        // `PluralFormsEvaluation` evaluates each header value once for the whole run.
        guard case .success(let evaluation) = PluralFormsEvaluation.of(header),
              case .success(let distribution) = evaluation.distribution else { return nil }
        return Set((0..<evaluation.forms.nplurals).filter { !distribution.isOftenUsed($0) })
    }

    /// Findings that leave the file's plural forms unknown.
    private static let broken: Set<String> = [
        DiagnosticRule.poPluralCountMismatch.id, DiagnosticRule.poPluralIndexOutOfRange.id,
        DiagnosticRule.poInvalidPluralFormsSyntax.id, DiagnosticRule.poMissingPluralForms.id, DiagnosticRule.poMissingHeader.id,
        DiagnosticRule.poInvalidPluralExpression.id, DiagnosticRule.poPluralExpressionFails.id,
    ]
}
