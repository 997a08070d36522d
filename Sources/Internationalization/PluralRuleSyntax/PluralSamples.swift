/// A sample list after `@integer` or `@decimal` (UTS #35 Part 3, "Samples"):
/// `0, 2~16, 100, 1000, 1c6, …`.
///
/// `a~b` is every number from a to b in steps of the last visible digit (`0.0~1.5` is 0.0, 0.1,
/// …, 1.5); a trailing `…` (or `...`) says that more numbers follow which the list does not name.
public struct PluralSamples: Sendable, Hashable, CustomStringConvertible {
    /// A sample or a range of samples, as written (`"1.5"`, `"1c6"`).
    public struct Range: Sendable, Hashable, CustomStringConvertible {
        public var start: String
        /// Nil for a single sample.
        public var end: String?

        public init(_ start: String, _ end: String? = nil) {
            self.start = start
            self.end = end
        }

        public var description: String { end.map { "\(start)~\($0)" } ?? start }
    }

    public var ranges: [Range]
    /// The list ends with `…`: the category has more numbers than these.
    public var isOpenEnded: Bool

    public init(ranges: [Range], isOpenEnded: Bool) {
        self.ranges = ranges
        self.isOpenEnded = isOpenEnded
    }

    /// The largest number of samples one expansion returns.
    public static let defaultExpansionLimit = 1000

    /// Every sample, ranges spelled out with the start's number of fraction digits, as strings
    /// that ``PluralOperands/init(_:)`` reads. Stops after `limit` samples.
    public func expanded(limit: Int = defaultExpansionLimit) -> [String] {
        var result: [String] = []
        for range in ranges {
            guard result.count < limit else { break }
            guard let end = range.end, let (first, digits) = Self.scaled(range.start), let (last, _) = Self.scaled(end), first <= last else {
                result.append(range.start)
                continue
            }
            var value = first
            while value <= last, result.count < limit {
                result.append(Self.text(value, fractionDigits: digits))
                if value == UInt64.max { break }
                value += 1
            }
        }
        return result
    }

    /// A plain decimal as an integer count of its last digit's unit, e.g. "1.5" → (15, 1).
    static func scaled(_ text: String) -> (UInt64, Int)? {
        guard let operands = PluralOperands(text), operands.exponent == 0 else { return nil }
        var scale: UInt64 = 1
        for _ in 0..<operands.visibleFractionDigitCount {
            let (next, overflow) = scale.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            scale = next
        }
        let (integer, o1) = operands.integerDigits.multipliedReportingOverflow(by: scale)
        let (sum, o2) = integer.addingReportingOverflow(operands.fractionDigits)
        return o1 || o2 ? nil : (sum, operands.visibleFractionDigitCount)
    }

    static func text(_ scaled: UInt64, fractionDigits: Int) -> String {
        guard fractionDigits > 0 else { return String(scaled) }
        var digits = String(scaled)
        if digits.count <= fractionDigits { digits = String(repeating: "0", count: fractionDigits + 1 - digits.count) + digits }
        let point = digits.index(digits.endIndex, offsetBy: -fractionDigits)
        return digits[..<point] + "." + digits[point...]
    }

    public var description: String {
        (ranges.map(\.description) + (isOpenEnded ? ["…"] : [])).joined(separator: ", ")
    }
}
