import Testing
@testable import LocalizationCatalog

/// Byte N of a decoded value, placed at its file line and column in each format.
@Suite struct StringPositionsTests {
    func place(_ source: String, _ start: (Int, Int), byte: Int, _ format: CatalogFormat) -> String? {
        let text = SourceText(path: "f", text: source)
        return StringPositions.location(
            ofByte: byte, inValueAt: SourceLocation(file: "f", line: start.0, column: start.1), format: format, text: text
        ).map { "\($0.line):\($0.column)" }
    }

    /// "内存 %@%": the lone '%' is byte 9 of the value (3 + 3 + 1 + 2), column 19 of the line.
    @Test func stringsLiteralCountsCharactersAndEscapes() {
        #expect(place(#""Mem %@%" = "内存 %@%";"#, (1, 13), byte: 9, .strings) == "1:19")
        // \n and \" take two source characters for one byte; \U00e9 six for two.
        #expect(place(#""k" = "a\n\"\U00e9%d";"#, (1, 7), byte: 5, .strings) == "1:19")
        // A value over two lines: the directive on the second line.
        #expect(place("\"k\" = \"first line\nthen %d\";", (1, 7), byte: 16, .strings) == "2:6")
    }

    @Test func poJoinsContinuationLines() {
        let po = "msgid \"x\"\nmsgstr \"\"\n\"Erste Zeile\\n\"\n\"dann %d Dateien\"\n"
        #expect(place(po, (2, 1), byte: 17, .po) == "4:7")
        #expect(place("msgstr[1] \"%d \\x41 %s\"", (1, 1), byte: 5, .po) == "1:20")
    }

    @Test func jsonStringEscapes() {
        let json = #"{ "value" : "\u00e9\t%@" }"#
        #expect(place(json, (1, 13), byte: 3, .xcstrings) == "1:22")
    }

    @Test func xmlEntitiesAndCDATA() {
        #expect(place("<string>a &amp; b %d</string>", (1, 1), byte: 6, .stringsdict) == "1:19")
        #expect(place("<string>&#233;<![CDATA[<%d>]]></string>", (1, 1), byte: 3, .stringsdict) == "1:25")
        #expect(place("<string/>", (1, 1), byte: 1, .stringsdict) == nil)
    }

    @Test func aStartThatIsNoLiteralGivesNil() {
        #expect(place("\"k\" = value;", (1, 7), byte: 3, .xcstrings) == nil)
        #expect(place("abc", (5, 1), byte: 1, .strings) == nil)
    }
}
