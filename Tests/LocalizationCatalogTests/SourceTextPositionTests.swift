import Testing
@testable import LocalizationCatalog

/// Positions on long lines come from the character index; they must equal a scan from the
/// line's start, for every byte of lines with one-, two-, three- and four-byte characters.
@Suite struct SourceTextPositionTests {
    /// Line and column of `offset` by walking the text from its start.
    func scanned(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for i in 0..<offset {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
        }
        if offset < bytes.count, bytes[offset] & 0xC0 == 0x80, column > 1 { column -= 1 }
        return (line, column)
    }

    static let texts: [String] = [
        String(repeating: "a", count: 2_000),
        String(repeating: "é€a😀", count: 300) + "\n" + String(repeating: "ж", count: 900) + "\nend",
        "short\n" + String(repeating: "𝄞x", count: 700),
    ]

    @Test(arguments: texts.indices)
    func locationEqualsAScan(_ i: Int) {
        let text = SourceText(path: "f", text: Self.texts[i])
        for offset in stride(from: 0, through: text.utf8.count, by: 7) {
            let expected = scanned(text.utf8, offset)
            let found = text.location(at: offset)
            #expect(found.line == expected.line && found.column == expected.column, "offset \(offset)")
        }
    }

    @Test(arguments: texts.indices)
    func byteOffsetInvertsLocation(_ i: Int) {
        let text = SourceText(path: "f", text: Self.texts[i])
        for offset in text.utf8.indices where text.utf8[offset] & 0xC0 != 0x80 && offset % 5 == 0 {
            let location = text.location(at: offset)
            #expect(text.byteOffset(line: location.line, column: location.column) == offset, "offset \(offset)")
        }
        // A column past the end of a line is no offset.
        #expect(text.byteOffset(line: 1, column: 100_000) == nil)
    }
}
