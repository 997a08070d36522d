import LocalizationCatalog

/// A finding's identity that survives edits elsewhere in its file: the rule, the file, where in
/// the file's structure it sits (the JSON pointer for String Catalogs, else the text of its line
/// with the surrounding whitespace trimmed), and the message with its digits removed (messages
/// quote line and column numbers, which shift). Findings equal in all of these are told apart by
/// their order in the file.
///
/// Written as 16 lower-case hex digits of FNV-1a 64 (a hash that is the same in every process,
/// unlike Swift's seeded `Hasher`). SARIF carries it as `partialFingerprints["l10nFinding/v1"]`
/// (code scanning keeps its own line hash beside it; see GitHub's "SARIF support for code
/// scanning").
public struct FindingFingerprint: Sendable, Hashable, CustomStringConvertible {
    public let value: UInt64

    public var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// One fingerprint per diagnostic, in order. `lineText` gives the text of a file's line
    /// (1-based), or nil when it is not at hand.
    public static func all(_ diagnostics: some Sequence<Diagnostic>, lineText: (String, Int) -> String?) -> [FindingFingerprint] {
        let bases = diagnostics.map { d in
            var hash = FNV1a()
            hash.add(d.rule)
            hash.add(d.location.file)
            if let pointer = d.location.jsonPointer {
                hash.add(pointer)
            } else {
                hash.add(lineText(d.location.file, d.location.line).map(trimmed) ?? "")
            }
            hash.add(withoutDigits(d.message))
            return hash.value
        }
        // Each finding's occurrence among those of equal base, in order: the positions sorted by
        // base (ties by position) put them side by side, in less memory than a table of counts.
        let order = bases.indices.sorted { (bases[$0], $0) < (bases[$1], $1) }
        var fingerprints = [FindingFingerprint](repeating: FindingFingerprint(value: 0), count: bases.count)
        var occurrence = 0
        for (rank, position) in order.enumerated() {
            occurrence = rank > 0 && bases[order[rank - 1]] == bases[position] ? occurrence + 1 : 0
            var hash = FNV1a(value: bases[position])
            hash.add(String(occurrence))
            fingerprints[position] = FindingFingerprint(value: hash.value)
        }
        return fingerprints
    }

    /// 16 hex digits of FNV-1a 64 over `message` without its digits (line and column numbers,
    /// counts), for identities that must survive edits elsewhere in a file.
    public static func messageHash(_ message: String) -> String {
        var hash = FNV1a()
        hash.add(withoutDigits(message))
        return FindingFingerprint(value: hash.value).description
    }

    private static func withoutDigits(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !("0"..."9").contains($0) }))
    }

    private static func trimmed(_ line: String) -> String {
        let scalars = line.unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}

/// FNV-1a, 64 bits; each added string is followed by a 0xFF byte, which UTF-8 never holds, so
/// ("ab", "c") and ("a", "bc") differ.
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    init() {}

    /// Continues a hash whose state so far is `value`.
    init(value: UInt64) { self.value = value }

    mutating func add(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0xFF)
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01B3
    }
}
