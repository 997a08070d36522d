/// The order in which Xcode writes the members of every object in a String Catalog.
///
/// Xcode writes catalogs the way Foundation's `JSONSerialization` does with `.sortedKeys`: keys
/// compared with `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], locale: .system)`,
/// which is a Unicode Collation Algorithm (ICU root) comparison, not byte order. Evidence: both
/// corpus catalogs (IceCubesApp, Whisky) are reproduced byte for byte by swift-corelibs-foundation's
/// `JSONSerialization.data(withJSONObject:options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])`
/// (checked on Swift 6.3.1, Linux), and their `strings` keys are in neither byte order
/// (`"Account"` follows `"accessibility.…"`) nor plain lower-cased order (`"• [EmojiText]…"` comes
/// before `"accessibility…"`, because punctuation and symbols sort before digits and letters).
///
/// This type encodes that rule without ICU:
/// 1. Primary level, character by character: ignorable control characters are skipped; then
///    spaces and ASCII punctuation in UCA order `` _-,;:!?.'"()[]{}@*/\&#%`^+<=>|~$``, then other
///    symbols and punctuation (by scalar value), then numbers — runs of ASCII digits compare by
///    numeric value (`item 2` < `item 10`) — then letters, case-insensitively (`a` = `A`).
/// 2. Case: at the first position where only case differs, lower case first (`ab` < `aB` < `Ab`).
/// 3. Digit runs of equal value: the shorter (fewer leading zeros) first (`a9` < `a09`).
/// 4. Forced ordering: Unicode scalar order, so no two distinct keys compare equal.
///
/// Known difference from ICU: letters outside ASCII are ordered after `z` by their lower-cased
/// scalar value, whereas ICU sorts `ä` with `a`, `ß` with `ss` and full-width `Ａ` with `a`. The
/// corpus catalogs contain no key where this matters (see XcodeKeyOrderTests).
public enum XcodeKeyOrder {
    /// True when `a` sorts before `b` in Xcode's order.
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Negative, zero (equal strings only) or positive.
    public static func compare(_ a: String, _ b: String) -> Int {
        if a == b { return 0 }
        let ka = keys(a), kb = keys(b)
        // 1. primary
        var i = 0
        while i < ka.count && i < kb.count {
            let x = ka[i], y = kb[i]
            if x.group != y.group { return x.group < y.group ? -1 : 1 }
            if x.group == Group.number {
                if x.digits.count != y.digits.count { return x.digits.count < y.digits.count ? -1 : 1 }
                if x.digits != y.digits { return x.digits.lexicographicallyPrecedes(y.digits) ? -1 : 1 }
            } else if x.weight != y.weight {
                return x.weight < y.weight ? -1 : 1
            }
            i += 1
        }
        if ka.count != kb.count { return ka.count < kb.count ? -1 : 1 }
        // 2. case
        for (x, y) in zip(ka, kb) where x.upper != y.upper { return x.upper ? 1 : -1 }
        // 3. leading zeros
        for (x, y) in zip(ka, kb) where x.length != y.length { return x.length < y.length ? -1 : 1 }
        // 4. forced ordering
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) ? -1 : 1
    }

    private enum Group {
        static let punctuation = 1
        static let number = 2
        static let letter = 3
    }

    private struct Key {
        var group: Int
        var weight: UInt32
        /// Significant digits of a number run (no leading zeros).
        var digits: [UInt8] = []
        /// The run's length as written (for the leading-zero tie break).
        var length = 1
        var upper = false
    }

    /// ASCII punctuation and symbols in the order ICU's root collation gives them.
    private static let asciiPunctuation: [UInt8] = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)

    private static func keys(_ s: String) -> [Key] {
        var result: [Key] = []
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            let v = c.value
            if v >= 0x30 && v <= 0x39 {
                var j = i
                var digits: [UInt8] = []
                while j < scalars.count, scalars[j].value >= 0x30, scalars[j].value <= 0x39 {
                    let d = UInt8(scalars[j].value - 0x30)
                    if !(digits.isEmpty && d == 0) { digits.append(d) }
                    j += 1
                }
                result.append(Key(group: Group.number, weight: 0, digits: digits, length: j - i))
                i = j
                continue
            }
            i += 1
            if v < 0x80 {
                let byte = UInt8(v)
                if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") {
                    result.append(Key(group: Group.letter, weight: v))
                } else if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                    result.append(Key(group: Group.letter, weight: v + 0x20, upper: true))
                } else if let rank = asciiPunctuation.firstIndex(of: byte) {
                    result.append(Key(group: Group.punctuation, weight: UInt32(rank)))
                }
                // Control characters and DEL are ignorable.
                continue
            }
            let properties = c.properties
            if properties.isAlphabetic {
                let lower = properties.lowercaseMapping.unicodeScalars.first ?? c
                result.append(Key(group: Group.letter, weight: 0x1_0000 + lower.value, upper: lower != c))
            } else if let number = properties.numericValue, properties.numericType != nil {
                // Non-ASCII numbers (½, ₂) sort among numbers by value.
                let whole = Int(max(0, min(number, 1e9)))
                let digits = whole == 0 ? [] : Array(String(whole).utf8).map { $0 - 0x30 }
                result.append(Key(group: Group.number, weight: 0, digits: digits, length: 1))
            } else {
                result.append(Key(group: Group.punctuation, weight: 0x100 + v))
            }
        }
        return result
    }
}
