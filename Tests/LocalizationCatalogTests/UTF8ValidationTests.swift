import Testing
@testable import LocalizationCatalog

@Suite struct UTF8ValidationTests {
    /// The first bad byte as the standard library's UTF-8 parser finds it.
    static func reference(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    static func check(_ bytes: [UInt8]) -> UTF8Validation.Result {
        bytes.withUnsafeBufferPointer { UTF8Validation.check($0) }
    }

    /// Valid text of every length up to 100 bytes, with ASCII runs before it (the sixteen-byte
    /// steps start at the first byte that is not ASCII, wherever it falls), then the same text
    /// with one byte changed to a byte at an edge of table 3-7, at every offset.
    @Test func agreesWithTheStandardLibraryOnTextWithOneBadByte() {
        let scalars: [Unicode.Scalar] = [
            "a", "\u{7F}", "\u{80}", "é", "\u{7FF}", "\u{800}", "Я", "世", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}",
            "\u{10000}", "👋", "\u{10FFFF}", " ",
        ]
        let edges: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF,
                              0xF0, 0xF4, 0xF5, 0xFF]
        var generator = SystemRandomNumberGenerator()
        var disagreements: [[UInt8]] = []
        var checked = 0
        for _ in 0..<3_000 {
            let asciiRun = Int.random(in: 0...40, using: &generator)
            var bytes = Array(String(repeating: "x", count: asciiRun).utf8)
            let target = asciiRun + Int.random(in: 0...100, using: &generator)
            while bytes.count < target { bytes += Array(String(scalars.randomElement(using: &generator)!).utf8) }
            // The text as made, valid.
            let valid = Self.check(bytes)
            if valid.firstInvalid != nil || valid.isASCII != bytes.allSatisfy({ $0 < 0x80 }) { disagreements.append(bytes) }
            // One byte changed, at an offset chosen at random.
            guard !bytes.isEmpty else { continue }
            var changed = bytes
            changed[Int.random(in: 0..<changed.count, using: &generator)] = edges.randomElement(using: &generator)!
            let result = Self.check(changed)
            if result.firstInvalid != Self.reference(changed) { disagreements.append(changed) }
            if result.firstInvalid == nil, result.isASCII != changed.allSatisfy({ $0 < 0x80 }) { disagreements.append(changed) }
            // The text cut one byte short: a character may be left open at the end.
            let cut = Array(changed.dropLast())
            if Self.check(cut).firstInvalid != Self.reference(cut) { disagreements.append(cut) }
            checked += 3
        }
        #expect(checked > 8_000)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagree; the first: \(disagreements.first ?? [])")
    }

    @Test func findsTheBadByteInEachPlaceOfALongText() {
        let text = Array(String(repeating: "Привет, мир! 世界 👋 ", count: 4).utf8)
        for offset in text.indices {
            // A continuation byte where a lead or ASCII byte was, or a lead where a continuation was.
            var changed = text
            changed[offset] = text[offset] & 0xC0 == 0x80 ? 0x41 : 0x80
            #expect(Self.check(changed).firstInvalid == Self.reference(changed), "offset \(offset)")
        }
        #expect(Self.check(text).firstInvalid == nil)
        #expect(Self.check(text).isASCII == false)
        #expect(Self.check(Array("plain ASCII text, longer than sixteen bytes".utf8)).isASCII)
    }

    @Test func stringsMadeFromCheckedBytesEqualDecodedOnes() {
        for text in ["", "short", "ASCII longer than fifteen bytes", "Grüße", "Сохранить изменения перед закрытием?", "👋🏽"] {
            let bytes = Array(text.utf8)
            let result = Self.check(bytes)
            let made = bytes.withUnsafeBufferPointer { UTF8Validation.string(validated: $0, isASCII: result.isASCII) }
            #expect(made == text)
            #expect(made.utf8.count == bytes.count)
            #expect(made.count == text.count)
        }
    }

    /// Every length up to 40 bytes, all ASCII and with one byte at or above 0x80 at each offset:
    /// the short paths read overlapping words, and the long one a last overlapping step.
    @Test func isASCIIFindsAHighByteAtEveryOffsetAndLength() {
        var wrong: [String] = []
        for count in 0...40 {
            let ascii = [UInt8](repeating: 0x7F, count: count)
            if !ascii.withUnsafeBufferPointer(UTF8Validation.isASCII) { wrong.append("\(count) all ASCII") }
            for offset in 0..<count {
                for high: UInt8 in [0x80, 0xFF] {
                    var bytes = ascii
                    bytes[offset] = high
                    if bytes.withUnsafeBufferPointer(UTF8Validation.isASCII) { wrong.append("\(count) 0x\(String(high, radix: 16)) at \(offset)") }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// Pieces of checked text cut at ASCII bytes, as the `.strings` parser makes its strings.
    @Test func piecesOfCheckedTextEqualDecodedOnes() {
        let text = Array("\"Save\" = \"Sichern\"; \"Сохранить изменения перед закрытием?\" = \"保存\";".utf8)
        let quotes = text.indices.filter { text[$0] == UInt8(ascii: "\"") }
        var pieces: [String] = []
        text.withUnsafeBufferPointer { buffer in
            for k in stride(from: 0, to: quotes.count, by: 2) {
                pieces.append(UTF8Validation.string(validPiece: UnsafeBufferPointer(rebasing: buffer[(quotes[k] + 1)..<quotes[k + 1]])))
            }
        }
        #expect(pieces == ["Save", "Sichern", "Сохранить изменения перед закрытием?", "保存"])
        #expect(pieces.map(\.count) == [4, 7, 36, 2])
    }
}
