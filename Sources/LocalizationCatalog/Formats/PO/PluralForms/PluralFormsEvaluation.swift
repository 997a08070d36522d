
/// A `Plural-Forms` header value read and evaluated for n = 0…1000 (msgfmt's `check_plural_eval`
/// range) and for `PluralForms.largeSamples`, once per distinct value for the whole process.
///
/// The catalogs of a project share a few headers, and the reader's checks, the format checks'
/// strictness and the CLDR comparison each need the same thousand evaluations of them; evaluated
/// separately, a Django run spent 40 M instructions on the same numbers four times over.
public struct PluralFormsEvaluation: Sendable {
    public let forms: PluralForms
    /// The form of each n = 0…1000, or the first n that has none.
    public let smallForms: Result<[Int], PluralFormsDistributionFailure>
    /// The form of each of `PluralForms.largeSamples`, or the first that has none.
    public let largeForms: Result<[Int], PluralFormsDistributionFailure>
    /// How the forms share n = 0…1000.
    public let distribution: Result<PluralFormsDistribution, PluralFormsDistributionFailure>

    init(_ forms: PluralForms) {
        self.forms = forms
        smallForms = forms.forms(for: Array(0...1000))
        largeForms = forms.forms(for: PluralForms.largeSamples)
        distribution = smallForms.map { PluralFormsDistribution(range: 0...1000, forms: $0, nplurals: forms.nplurals) }
    }

    /// The evaluation of `headerValue` (the text after `Plural-Forms:`), or why it cannot be read.
    public static func of(_ headerValue: String) -> Result<PluralFormsEvaluation, PluralFormsError> {
        if let known = cache.withLock({ $0[headerValue] }) { return known }
        let result = PluralForms.parse(headerValue).map(PluralFormsEvaluation.init)
        cache.withLock { cache in
            // Bounded: a run over many unrelated projects must not grow it without end.
            if cache.count >= 4096 { cache.removeAll(keepingCapacity: true) }
            cache[headerValue] = result
        }
        return result
    }

    private static let cache = Locked<[String: Result<PluralFormsEvaluation, PluralFormsError>]>([:])
}
