/// How one ICU number formatter with the skeleton `precision-integer` writes an `Int64`, as
/// parts: the locale's ten digits, its grouping separator, the primary and secondary grouping
/// sizes, the minimum grouping digits (CLDR `minimumGroupingDigits`: `1234` stays `1234` in
/// Spanish, where `12345` is `12.345`), and the text around a negative number (`-`, `−`, or a
/// sign with bidi marks).
///
/// The parts are read from the formatter's own output (0…9, -1, `Int64.max`, powers of ten),
/// then the parts are checked against the formatter on probe values; when the output does not
/// have this shape (an algorithmic numbering system, an affix on positive numbers, mixed
/// separators) or a probe differs, there is no value and the formatter keeps calling ICU.
/// Writing an integer from the parts costs a small fraction of a pass through ICU's number
/// pipeline, which a resolve with a count otherwise spends most of its time in.
struct PlainIntegerFormat: Sendable {
    /// The UTF-8 of digits 0…9, `digitWidth` bytes each.
    private let digits: [UInt8]
    private let digitWidth: Int
    private let separator: [UInt8]
    private let negativePrefix: [UInt8]
    private let negativeSuffix: [UInt8]
    /// Digits in the rightmost group; 0 when the locale does not group.
    private let primaryGroup: Int
    /// Digits in each further group (2 in Indian grouping, `12,34,567`).
    private let secondaryGroup: Int
    /// How many digits beyond the primary group a number needs before it is grouped.
    private let minimumGrouping: Int
    /// The longest text `format` can write, in bytes.
    private let capacity: Int

    /// The parts of what `icu` writes, or nil when its output does not fit them. `icu` formats
    /// one integer, nil on failure.
    init?(reading icu: (Int64) -> String?) {
        var digits: [UInt8] = []
        var width = 0
        for digit in 0...9 {
            guard let text = icu(Int64(digit)), text.unicodeScalars.count == 1 else { return nil }
            let bytes = Array(text.utf8)
            if digit == 0 { width = bytes.count } else if bytes.count != width { return nil }
            digits += bytes
        }
        // Digits that could be mistaken for one another would make the reading below ambiguous.
        let table = (0...9).map { Array(digits[($0 * width)..<(($0 + 1) * width)]) }
        guard Set(table).count == 10 else { return nil }

        guard let minusOne = icu(-1).map({ Array($0.utf8) }),
              let one = Self.firstRange(of: table[1], in: minusOne) else { return nil }
        let negativePrefix = Array(minusOne[..<one.lowerBound])
        let negativeSuffix = Array(minusOne[one.upperBound...])

        // The grouping of the longest number shows the separator and both group sizes.
        guard let longest = icu(Int64.max).map({ Array($0.utf8) }),
              let reading = Self.groups(of: longest, digits: table, width: width),
              reading.digits == String(Int64.max).utf8.map({ Int($0 - UInt8(ascii: "0")) }) else { return nil }
        var primary = 0, secondary = 0, minimum = 1
        if let separator = reading.separator {
            let sizes = reading.groupSizes  // left to right
            guard sizes.count >= 3 else { return nil }
            primary = sizes[sizes.count - 1]
            secondary = sizes[sizes.count - 2]
            guard sizes.dropFirst().dropLast().allSatisfy({ $0 == secondary }), sizes[0] <= secondary else { return nil }
            // The shortest power of ten that is grouped gives the minimum grouping digits.
            var power: Int64 = 1, length = 1
            while length <= 19 {
                guard let text = icu(power).map({ Array($0.utf8) }) else { return nil }
                if Self.firstRange(of: separator, in: text) != nil { break }
                length += 1
                if length <= 19 { power *= 10 }
            }
            guard length <= 19, length > primary else { return nil }
            minimum = length - primary
        }
        self.digits = digits
        digitWidth = width
        separator = reading.separator ?? []
        self.negativePrefix = negativePrefix
        self.negativeSuffix = negativeSuffix
        primaryGroup = primary
        secondaryGroup = max(secondary, 1)
        minimumGrouping = minimum
        capacity = negativePrefix.count + negativeSuffix.count + 20 * width + 19 * separator.count
        for value in Self.probes where format(value) != icu(value) { return nil }
    }

    /// `value` as the formatter writes it.
    func format(_ value: Int64) -> String {
        var magnitude = value.magnitude
        var count = 1
        var rest = magnitude / 10
        while rest != 0 { count += 1; rest /= 10 }
        let grouped = primaryGroup > 0 && count - primaryGroup >= minimumGrouping
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            // Written from the right, as ICU inserts them.
            var start = capacity
            func put(_ bytes: [UInt8]) {
                start -= bytes.count
                for (offset, byte) in bytes.enumerated() { buffer[start + offset] = byte }
            }
            if value < 0 { put(negativeSuffix) }
            for position in 0..<count {
                if grouped, position >= primaryGroup, (position - primaryGroup) % secondaryGroup == 0 { put(separator) }
                let digit = Int(magnitude % 10)
                magnitude /= 10
                if digitWidth == 1 {
                    start -= 1
                    buffer[start] = digits[digit]
                } else {
                    start -= digitWidth
                    for offset in 0..<digitWidth { buffer[start + offset] = digits[digit * digitWidth + offset] }
                }
            }
            if value < 0 { put(negativePrefix) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<capacity]), as: UTF8.self)
        }
    }

    /// The values the parts are checked on: every digit count and grouping boundary, both signs
    /// and both ends of `Int64`.
    static let probes: [Int64] = {
        var values: [Int64] = Array(0...21) + [99, 100, 101, 999, 1000, 1001, 1234, 9999, 12_345, 123_456, 1_234_567]
        var power: Int64 = 10
        for _ in 1...18 {
            values += [power - 1, power, power + 1]
            if power <= Int64.max / 10 { power *= 10 }
        }
        values += values.map { -$0 }
        return values + [Int64.max, Int64.min, Int64.min + 1]
    }()

    /// A formatted number read as digits (most significant first), its group sizes (left to
    /// right) and its one separator; nil when anything else appears or separators differ.
    private static func groups(
        of text: [UInt8], digits table: [[UInt8]], width: Int
    ) -> (digits: [Int], groupSizes: [Int], separator: [UInt8]?)? {
        var digits: [Int] = []
        var sizes: [Int] = [0]
        var separator: [UInt8]?
        var pending: [UInt8] = []
        var index = 0
        while index < text.count {
            let digit = index + width <= text.count ? table.firstIndex(where: { $0[...] == text[index..<(index + width)] }) : nil
            guard let digit else {
                pending.append(text[index])
                index += 1
                continue
            }
            if !pending.isEmpty {
                guard !digits.isEmpty, separator == nil || separator == pending else { return nil }
                separator = pending
                pending = []
                sizes.append(0)
            }
            digits.append(digit)
            sizes[sizes.count - 1] += 1
            index += width
        }
        guard pending.isEmpty, !digits.isEmpty else { return nil }
        return (digits, sizes, separator)
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }
}
