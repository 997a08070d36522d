/// The plural operands of a decimal number (UTS #35 Part 3, "Plural Operand Meanings").
///
/// | operand | meaning | `1.50` | `1.2c3` (1200) |
/// |---|---|---|---|
/// | `n` | absolute value | 1.5 | 1200 |
/// | `i` | integer digits | 1 | 1200 |
/// | `v` | number of visible fraction digits, with trailing zeros | 2 | 0 |
/// | `w` | number of visible fraction digits, without trailing zeros | 1 | 0 |
/// | `f` | visible fraction digits, with trailing zeros | 50 | 0 |
/// | `t` | visible fraction digits, without trailing zeros | 5 | 0 |
/// | `e`, `c` | compact decimal exponent | 0 | 3 |
///
/// Operands come from the number as written, so `"1.0"` (v = 1) differs from `"1"` (v = 0).
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// `i`.
    public var integerDigits: UInt64
    /// `f`.
    public var fractionDigits: UInt64
    /// `v`.
    public var visibleFractionDigitCount: Int
    /// `e` (and `c`, its synonym).
    public var exponent: Int

    /// The most fraction digits kept (`f` must fit 64 bits).
    public static let maximumFractionDigits = 18

    public init(integerDigits: UInt64, fractionDigits: UInt64 = 0, visibleFractionDigitCount: Int = 0, exponent: Int = 0) {
        self.integerDigits = integerDigits
        self.fractionDigits = fractionDigits
        self.visibleFractionDigitCount = visibleFractionDigitCount
        self.exponent = exponent
    }

    /// The operands of an integer (`v = 0`).
    public init(_ integer: UInt64) {
        self.init(integerDigits: integer)
    }

    /// The operands of a number written in CLDR's sample syntax: digits, an optional `.` and
    /// fraction digits, an optional `c` or `e` and exponent digits (`"1.50"`, `"1c6"`, `"1.2e3"`).
    /// A leading `-` is ignored (`n` is the absolute value). Nil when the text is not such a
    /// number, its integer part does not fit 64 bits, or it has more than 18 fraction digits
    /// after the exponent is applied.
    public init?(_ text: String) {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        var mantissa = scalars
        var exponent = 0
        if let marker = scalars.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            mantissa = scalars[..<marker]
            let digits = scalars[scalars.index(after: marker)...]
            guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
            exponent = Int(String(String.UnicodeScalarView(digits)))!
        }
        var integer = mantissa
        var fraction = mantissa[mantissa.endIndex...]
        if let dot = mantissa.firstIndex(of: ".") {
            integer = mantissa[..<dot]
            fraction = mantissa[mantissa.index(after: dot)...]
            guard !fraction.isEmpty else { return nil }
        }
        guard !integer.isEmpty,
            integer.allSatisfy({ ("0"..."9").contains($0) }), fraction.allSatisfy({ ("0"..."9").contains($0) })
        else { return nil }
        // Shift the decimal point right by the exponent: digits move from the fraction to the integer.
        var integerDigits = Array(integer)
        var fractionDigits = Array(fraction)
        let moved = min(exponent, fractionDigits.count)
        integerDigits += fractionDigits.prefix(moved)
        fractionDigits.removeFirst(moved)
        integerDigits += Array(repeating: "0", count: exponent - moved)
        guard fractionDigits.count <= Self.maximumFractionDigits else { return nil }
        guard let i = Self.number(integerDigits), let f = Self.number(fractionDigits) else { return nil }
        self.init(integerDigits: i, fractionDigits: f, visibleFractionDigitCount: fractionDigits.count, exponent: exponent)
    }

    private static func number(_ digits: [Unicode.Scalar]) -> UInt64? {
        var value: UInt64 = 0
        for digit in digits {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(digit.value - 0x30))
            if o1 || o2 { return nil }
            value = sum
        }
        return value
    }

    /// `w`.
    public var visibleFractionDigitCountWithoutTrailingZeros: Int {
        guard fractionDigits != 0 else { return 0 }
        var t = fractionDigits, count = visibleFractionDigitCount
        while t % 10 == 0 { t /= 10; count -= 1 }
        return count
    }

    /// `t`.
    public var fractionDigitsWithoutTrailingZeros: UInt64 {
        guard fractionDigits != 0 else { return 0 }
        var t = fractionDigits
        while t % 10 == 0 { t /= 10 }
        return t
    }

    /// Whether `n` is a whole number (`f = 0`).
    public var isInteger: Bool { fractionDigits == 0 }

    /// `n = 1.50 i = 1 v = 2 w = 1 f = 50 t = 5 e = 0`.
    public var description: String {
        let fraction = visibleFractionDigitCount == 0 ? "" : "." + String(repeating: "0", count: visibleFractionDigitCount - String(fractionDigits).count) + String(fractionDigits)
        return "n = \(integerDigits)\(fraction) i = \(integerDigits) v = \(visibleFractionDigitCount) "
            + "w = \(visibleFractionDigitCountWithoutTrailingZeros) f = \(fractionDigits) t = \(fractionDigitsWithoutTrailingZeros) e = \(exponent)"
    }
}
