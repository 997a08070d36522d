/// Which numbers each form of a `Plural-Forms` expression serves, over a range of `n`.
///
/// `msgfmt -c` builds the same table (`check_plural_eval` in gettext-tools' `msgl-check.c`): it
/// evaluates the expression for n = 0…1000 and calls a form *often used* when at least 5 numbers
/// select it. Format checks are strict only for often-used forms: a form that serves one number
/// (English `msgstr[0]` for 1) may leave out the number's directive (`"One file"`), but a form
/// that also serves 21, 31, … (Serbian `msgstr[0]`) must keep it.
public struct PluralFormsDistribution: Sendable, Hashable {
    /// The numbers evaluated.
    public var range: ClosedRange<UInt64>
    /// How many numbers of `range` select each form index (`counts.count == nplurals`).
    public var counts: [Int]
    /// The first few numbers (up to ``sampleLimit``) that select each form, ascending.
    public var samples: [[UInt64]]

    /// How many numbers `samples` keeps per form.
    public static let sampleLimit = 6
    /// msgfmt's threshold: a form selected this many times is treated as selected infinitely often.
    public static let oftenThreshold = 5

    /// Form indices selected by exactly one number of `range`.
    public var formsServingOneNumber: [Int] { counts.indices.filter { counts[$0] == 1 } }
    /// Form indices no number of `range` selects.
    public var unusedForms: [Int] { counts.indices.filter { counts[$0] == 0 } }
    /// Whether msgfmt would check `form` strictly (selected at least 5 times in 0…1000).
    public func isOftenUsed(_ form: Int) -> Bool { counts.indices.contains(form) && counts[form] >= Self.oftenThreshold }
}

extension PluralFormsDistribution {
    /// The distribution of `forms`, the form of each number of `range` in order (each below `nplurals`).
    init(range: ClosedRange<UInt64>, forms: [Int], nplurals: Int) {
        var counts = Array(repeating: 0, count: nplurals)
        var samples = Array(repeating: [UInt64](), count: nplurals)
        for (n, form) in zip(range, forms) {
            counts[form] += 1
            if samples[form].count < Self.sampleLimit { samples[form].append(n) }
        }
        self.init(range: range, counts: counts, samples: samples)
    }
}

/// Why a distribution could not be built: the expression fails for `n`.
public struct PluralFormsDistributionFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The first number for which the expression fails.
    public var n: UInt64
    public var error: PluralFormsEvaluationError

    public var description: String { "for n = \(n): \(error)" }
}

extension PluralForms {
    /// Evaluates every `n` in `range` (msgfmt uses 0…1000) and counts the numbers per form.
    /// Stops at the first number whose form fails (zero divisor, negative value, index ≥ nplurals),
    /// as msgfmt does. The work is one evaluation per number of `range`.
    public func distribution(over range: ClosedRange<UInt64> = 0...1000) -> Result<PluralFormsDistribution, PluralFormsDistributionFailure> {
        forms(for: Array(range)).map { PluralFormsDistribution(range: range, forms: $0, nplurals: nplurals) }
    }

    /// The form index for each of `numbers`, as `form(for:)` gives it, or the first number that
    /// has none and why. Evaluated by a flattened program (`PluralFormsProgram`): many numbers
    /// cost a small fraction of calling `form(for:)` for each.
    public func forms(for numbers: [UInt64]) -> Result<[Int], PluralFormsDistributionFailure> {
        PluralFormsProgram(expression).forms(for: numbers, nplurals: nplurals)
    }

    /// The form indices that exactly one `n` in 0…`upTo` selects (English: form 0, for 1 only).
    public func formsServingOneNumber(upTo: UInt64 = 1000) -> Result<[Int], PluralFormsDistributionFailure> {
        distribution(over: 0...upTo).map(\.formsServingOneNumber)
    }
}
