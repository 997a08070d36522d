import Testing
@testable import LocalizationCatalog

@Suite struct SourceDecoderTests {
    @Test func utf16LittleEndianWithBOMDecodes() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x22, 0x00, 0xE9, 0x00, 0x22, 0x00]
        let (text, diagnostics) = SourceDecoder.decode(bytes, path: "a.strings")
        #expect(String(decoding: text.utf8, as: UTF8.self) == "\"é\"")
        #expect(text.encoding == .utf16LittleEndian(byteOrderMark: true))
        #expect(diagnostics.isEmpty)
    }

    @Test func utf16WithoutBOMIsReported() {
        let bytes: [UInt8] = [0x61, 0x00, 0x3B, 0x00]
        let (text, diagnostics) = SourceDecoder.decode(bytes, path: "a.strings")
        #expect(String(decoding: text.utf8, as: UTF8.self) == "a;")
        #expect(diagnostics.map(\.rule) == ["encoding.utf16-without-bom"])
    }

    /// A file cut inside a code unit reads as its whole units, as Apple's loader reads it, and
    /// says so at the end of the text.
    @Test func utf16OddByteIsReportedAtTheEnd() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x0A, 0x00, 0x3B]
        let (text, diagnostics) = SourceDecoder.decode(bytes, path: "a.strings")
        #expect(String(decoding: text.utf8, as: UTF8.self) == "a\n")
        #expect(diagnostics.map(\.rule) == ["encoding.invalid-unicode"])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.location == SourceLocation(file: "a.strings", line: 2, column: 1))
    }

    /// An unpaired surrogate reads as U+FFFD and is reported where that character is; a pair is not.
    @Test func utf16UnpairedSurrogateIsReportedWhereItIs() {
        // "é😀", then a lone high surrogate, then "x", big-endian.
        let bytes: [UInt8] = [0xFE, 0xFF, 0x00, 0xE9, 0xD8, 0x3D, 0xDE, 0x00, 0xD8, 0x3D, 0x00, 0x78]
        let (text, diagnostics) = SourceDecoder.decode(bytes, path: "a.strings")
        #expect(String(decoding: text.utf8, as: UTF8.self) == "é😀\u{FFFD}x")
        #expect(diagnostics.map(\.rule) == ["encoding.invalid-unicode"])
        #expect(diagnostics.first?.location.column == 3)
        #expect(diagnostics.first?.message.contains("U+D83D") == true)
    }

    @Test func invalidUTF8IsLocatedAtTheBadByte() {
        let bytes: [UInt8] = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";\n".utf8)
        let (text, diagnostics) = SourceDecoder.decode(bytes, path: "a.strings")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].rule == "encoding.invalid-utf8")
        #expect(diagnostics[0].location.line == 2)
        #expect(diagnostics[0].location.column == 8)
        #expect(String(decoding: text.utf8, as: UTF8.self).hasSuffix("\"\u{FFFD}\";\n"))
    }

    /// The validator against the standard library's UTF-8 parser, on random bytes weighted
    /// towards the edges of table 3-7 (overlong forms, surrogates, values past U+10FFFF, cut
    /// sequences) and on every two- and three-byte prefix of those edges.
    /// Damaged UTF-16 and UTF-32 is reported once, at its first damaged character (found by the
    /// `strings` fuzz harness: a lone surrogate became U+FFFD without a word).
    @Test func damagedUTF16AndUTF32AreReportedWhereTheyAre() {
        func utf16(_ units: [UInt16]) -> [UInt8] { [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let loneSurrogate = SourceDecoder.decode(utf16([0x61, 0x0A, 0x62, 0xD83D, 0x63, 0xDE00]), path: "a.strings")
        #expect(loneSurrogate.diagnostics.map(\.rule) == ["encoding.invalid-unicode"])
        #expect(loneSurrogate.diagnostics.first?.location.line == 2)
        #expect(loneSurrogate.diagnostics.first?.location.column == 2)
        #expect(loneSurrogate.diagnostics.first?.message.contains("lone UTF-16 surrogate U+D83D") == true)
        #expect(String(decoding: loneSurrogate.text.utf8, as: UTF8.self) == "a\nb\u{FFFD}c\u{FFFD}")

        let pair = SourceDecoder.decode(utf16([0x61, 0xD83D, 0xDE00]), path: "a.strings")
        #expect(pair.diagnostics.isEmpty)
        let cutShort = SourceDecoder.decode(utf16([0x61, 0x62]) + [0x63], path: "a.strings")
        #expect(cutShort.diagnostics.map(\.rule) == ["encoding.invalid-unicode"])
        #expect(cutShort.diagnostics.first?.location.column == 3)

        let utf32: [UInt8] = [0xFF, 0xFE, 0x00, 0x00, 0x61, 0, 0, 0, 0x00, 0x00, 0x11, 0x00, 0x62, 0, 0, 0]
        let beyond = SourceDecoder.decode(utf32, path: "a.strings")
        #expect(beyond.diagnostics.map(\.rule) == ["encoding.invalid-unicode"])
        #expect(beyond.diagnostics.first?.location.column == 2)
        #expect(beyond.diagnostics.first?.message.contains("0x110000") == true)
    }

    @Test func firstInvalidByteAgreesWithTheStandardLibrary() {
        let reference = UTF8ValidationTests.reference
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
                              0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF7, 0xF8, 0xFF]
        var generator = SystemRandomNumberGenerator()
        var cases: [[UInt8]] = []
        for a in edges { for b in edges { cases.append([a, b]); for c in [UInt8(0x80), 0xBF, 0x41] { cases.append([a, b, c, 0x80]) } } }
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...24, using: &generator)
            cases.append((0..<count).map { _ in
                Bool.random(using: &generator) ? edges.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            })
        }
        // Long ASCII runs around the multi-byte text exercise the eight-byte path.
        cases.append(Array(String(repeating: "abcdefgh", count: 5).utf8) + Array("Привет, 世界 👋".utf8) + [0xED, 0xA0, 0x80])
        var disagreements: [[UInt8]] = []
        for bytes in cases where SourceDecoder.firstInvalidUTF8Offset(bytes[...]) != reference(bytes) {
            disagreements.append(bytes)
        }
        #expect(disagreements.isEmpty, "first: \(disagreements.prefix(3))")
        #expect(SourceDecoder.firstInvalidUTF8Offset(cases.last![...]) == 40 + Array("Привет, 世界 👋".utf8).count)
    }

    @Test func columnsCountCharactersNotBytes() {
        let text = SourceText(path: "x", text: "ab\n请在\"x")
        let offset = Array("ab\n请在".utf8).count
        #expect(text.location(at: offset) == SourceLocation(file: "x", line: 2, column: 3))
    }

    @Test func encodingRoundTripsUTF16() {
        let utf8 = Array("\"k\" = \"ü\";\n".utf8)
        let encoded = TextEncoding.utf16LittleEndian(byteOrderMark: true).encode(utf8)
        let (text, _) = SourceDecoder.decode(encoded, path: "x")
        #expect(text.utf8 == utf8)
    }
}

@Suite struct LocalizationMapTests {
    static let de = Translation(value: .text("Sichern"))
    static let fr = Translation(value: .text("Enregistrer"))

    @Test func behavesAsADictionary() {
        var map: LocalizationMap = ["de": Self.de]
        #expect(map.count == 1)
        #expect(map["de"] == Self.de)
        #expect(map["fr"] == nil)
        map["fr"] = Self.fr
        #expect(map.count == 2)
        #expect(Set(map.keys) == ["de", "fr"])
        #expect(map.removeValue(forKey: "de") == Self.de)
        #expect(map.keys == ["fr"])
        map["de"] = Self.de
        #expect(map.dictionary == ["de": Self.de, "fr": Self.fr])
        map["fr"] = nil
        map["de"] = nil
        #expect(map.isEmpty)
    }

    @Test func equalityIgnoresOrder() {
        var a = LocalizationMap()
        a["de"] = Self.de
        a["fr"] = Self.fr
        var b = LocalizationMap()
        b["fr"] = Self.fr
        b["de"] = Self.de
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != ["de": Self.de])
    }
}
