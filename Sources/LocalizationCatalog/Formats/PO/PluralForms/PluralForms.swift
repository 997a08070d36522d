/// A gettext `Plural-Forms` header: how many forms a translation has and which one a number takes.
///
/// The header value reads `nplurals=N; plural=EXPRESSION;` (GNU gettext manual, "Plural forms");
/// `plural` gives the index of the `msgstr[i]` to use for the number `n`:
///
/// ```swift
/// let russian = try PluralForms.parse(
///     "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
/// ).get()
/// russian.form(for: 21)   // .success(0)
/// russian.form(for: 12)   // .success(2)
/// ```
///
/// The value is read as gettext's `extract_plural_expression` reads it: `nplurals=` and `plural=`
/// are found by their text, in either order, and the expression ends at `;`. `nplurals` must be
/// 1…``maximumFormCount`` (the project's `po.invalid-plural-forms-syntax` bound).
public struct PluralForms: Sendable, Hashable, CustomStringConvertible {
    /// The number of forms, `msgstr[0]` … `msgstr[nplurals - 1]`.
    public var nplurals: Int
    public var expression: PluralFormsExpression

    /// Counts above msgfmt's n = 0…1000 that the checks evaluate too: powers of ten up to 10⁹ and
    /// the millions where CLDR's rules change (French `many`), since gettext evaluates the
    /// expression for whatever count a program asks.
    public static let largeSamples: [UInt64] = [
        10_000, 100_000, 1_000_000, 1_000_001, 2_000_000, 10_000_000, 100_000_000, 1_000_000_000, 1_001_000, 1_100_000,
    ]

    /// The largest `nplurals` accepted.
    public static let maximumFormCount = 1000
    /// The most operands and operators one expression may have (real ones have under 60).
    public static let maximumNodeCount = 1000
    /// The deepest nesting of parentheses, operators and `?:` accepted.
    public static let maximumDepth = 100

    public init(nplurals: Int, expression: PluralFormsExpression) {
        self.nplurals = nplurals
        self.expression = expression
    }

    /// Reads a `Plural-Forms` header value (the text after `Plural-Forms:`).
    ///
    /// Errors carry a 1-based column inside `headerValue`. Never traps, whatever the input.
    public static func parse(_ headerValue: String) -> Result<PluralForms, PluralFormsError> {
        let scalars = Array(headerValue.unicodeScalars)
        guard let npluralsAt = find("nplurals=", in: scalars) else {
            return .failure(PluralFormsError(.missingNplurals, column: 1, "no 'nplurals=' in Plural-Forms"))
        }
        var i = npluralsAt + 9
        // gettext skips C white space after "nplurals=".
        while i < scalars.count, [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"].contains(scalars[i]) { i += 1 }
        let digitsStart = i
        var count = 0
        while i < scalars.count, ("0"..."9").contains(scalars[i]) {
            if count <= maximumFormCount { count = count * 10 + Int(scalars[i].value - 0x30) }
            i += 1
        }
        guard i > digitsStart else {
            return .failure(PluralFormsError(.invalidNplurals, column: digitsStart + 1, "'nplurals=' is not followed by a number"))
        }
        guard count >= 1, count <= maximumFormCount else {
            let digits = String(String.UnicodeScalarView(scalars[digitsStart..<i]))
            return .failure(PluralFormsError(
                .npluralsOutOfRange, column: digitsStart + 1, "nplurals=\(digits) is out of range 1…\(maximumFormCount)"))
        }
        guard let pluralAt = find("plural=", in: scalars) else {
            return .failure(PluralFormsError(.missingPlural, column: scalars.count + 1, "no 'plural=' expression in Plural-Forms"))
        }
        var parser = PluralFormsParser(scalars, start: pluralAt + 7)
        return parser.parse().map { PluralForms(nplurals: count, expression: $0) }
    }

    /// The form index (`msgstr[i]`) for `n`, or why there is none: a zero divisor, a negative
    /// value, or a value that is not below `nplurals` (gettext's runtime then uses msgstr[0]).
    public func form(for n: UInt64) -> Result<Int, PluralFormsEvaluationError> {
        expression.evaluate(n).flatMap { Self.formIndex($0, nplurals: nplurals) }
    }

    /// `value` as a form index, or why it is none (msgfmt's order: negative, then too large).
    static func formIndex(_ value: UInt64, nplurals: Int) -> Result<Int, PluralFormsEvaluationError> {
        if value > UInt64(Int64.max) { return .failure(.negativeValue(value)) }
        guard value < UInt64(nplurals) else { return .failure(.formIndexOutOfRange(value: value, nplurals: nplurals)) }
        return .success(Int(value))
    }

    /// `nplurals=N; plural=EXPRESSION;`, with the expression in parentheses unless it is `n` or a number.
    public var description: String {
        switch expression {
        case .n, .literal: "nplurals=\(nplurals); plural=\(expression);"
        default: "nplurals=\(nplurals); plural=(\(expression));"
        }
    }

    private static func find(_ needle: String, in scalars: [Unicode.Scalar]) -> Int? {
        let needle = Array(needle.unicodeScalars)
        guard needle.count <= scalars.count else { return nil }
        for start in 0...(scalars.count - needle.count) where scalars[start] == needle[0] {
            if scalars[start..<start + needle.count].elementsEqual(needle) { return start }
        }
        return nil
    }
}
