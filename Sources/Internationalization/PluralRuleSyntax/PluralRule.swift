/// One category's rule in CLDR's plural rule syntax (UTS #35 Part 3, "Plural rules syntax"):
/// a condition and its sample lists.
///
/// ```
/// v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4, 22~24, 32~34, … @decimal …
/// ```
///
/// The condition is an `or` of `and`s of relations; an empty condition (the `other` rule) is
/// always true. Both spellings are read: CLDR's (`=`, `!=`, `%`) and the older one babel prints
/// (`is`, `is not`, `in`, `not in`, `within`, `not within`, `mod`).
public struct PluralRule: Sendable, Hashable, CustomStringConvertible {
    /// Alternatives (`or`), each a conjunction (`and`) of relations; empty means always true.
    public var condition: [[PluralRelation]]
    public var integerSamples: PluralSamples?
    public var decimalSamples: PluralSamples?

    public init(condition: [[PluralRelation]], integerSamples: PluralSamples? = nil, decimalSamples: PluralSamples? = nil) {
        self.condition = condition
        self.integerSamples = integerSamples
        self.decimalSamples = decimalSamples
    }

    /// Reads a rule; the error names the 1-based column of the first offending character.
    public static func parse(_ text: String) -> Result<PluralRule, PluralRuleSyntaxError> {
        var parser = PluralRuleParser(text)
        return parser.parse()
    }

    /// Whether the number with these operands satisfies the condition.
    public func matches(_ operands: PluralOperands) -> Bool {
        condition.isEmpty || condition.contains { $0.allSatisfy { $0.matches(operands) } }
    }

    /// The condition in CLDR's current spelling, then the samples.
    public var description: String {
        var parts = [condition.map { $0.map(\.description).joined(separator: " and ") }.joined(separator: " or ")]
        if let integerSamples { parts.append("@integer \(integerSamples)") }
        if let decimalSamples { parts.append("@decimal \(decimalSamples)") }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

/// A plural operand name (UTS #35 Part 3, "Plural Operand Meanings").
public enum PluralOperand: String, Sendable, Hashable, CaseIterable {
    case n, i, v, w, f, t, e, c
}

/// `operand [% modulus] (= | != | in | not in | within | not within | is | is not) ranges`.
public struct PluralRelation: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// `=`, `in`, `is`: the value is one of the listed integers or inside an integer range.
        case `in`
        /// `within`: like `in`, but a range also contains the non-integers between its ends.
        case within
    }

    public var operand: PluralOperand
    public var modulus: UInt64?
    public var kind: Kind
    /// `!=`, `not in`, `not within`, `is not`.
    public var isNegated: Bool
    /// Single values are ranges with equal ends.
    public var ranges: [ClosedRange<UInt64>]

    public init(operand: PluralOperand, modulus: UInt64? = nil, kind: Kind = .in, isNegated: Bool = false, ranges: [ClosedRange<UInt64>]) {
        self.operand = operand
        self.modulus = modulus
        self.kind = kind
        self.isNegated = isNegated
        self.ranges = ranges
    }

    public func matches(_ operands: PluralOperands) -> Bool {
        // The operand's value as an integer part and whether a fraction follows (only n has one).
        var whole: UInt64
        var hasFraction = false
        switch operand {
        case .n:
            whole = operands.integerDigits
            hasFraction = !operands.isInteger
        case .i: whole = operands.integerDigits
        case .v: whole = UInt64(operands.visibleFractionDigitCount)
        case .w: whole = UInt64(operands.visibleFractionDigitCountWithoutTrailingZeros)
        case .f: whole = operands.fractionDigits
        case .t: whole = operands.fractionDigitsWithoutTrailingZeros
        case .e, .c: whole = UInt64(operands.exponent)
        }
        // (i + fraction) mod m = (i mod m) + fraction; a zero modulus never matches (CLDR has none).
        if let modulus {
            guard modulus != 0 else { return isNegated }
            whole %= modulus
        }
        let found = ranges.contains { range in
            if !hasFraction { return range.contains(whole) }
            // A non-integer is in no value and no integer range; `within` takes the real interval.
            return kind == .within && range.lowerBound <= whole && whole < range.upperBound
        }
        return found != isNegated
    }

    /// CLDR's spelling: `i % 100 != 12..14`, `n within 0..2` (as `within` has no symbol).
    public var description: String {
        let left = modulus.map { "\(operand.rawValue) % \($0)" } ?? operand.rawValue
        let list = ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)" }
            .joined(separator: ",")
        switch kind {
        case .in: return "\(left) \(isNegated ? "!=" : "=") \(list)"
        case .within: return "\(left) \(isNegated ? "not within" : "within") \(list)"
        }
    }
}
