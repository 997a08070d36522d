import Testing
@testable import LocalizationCatalog

/// Each malformed input: the rule, its line:column, and what is still read around it.
@Suite struct StringsMalformedTests {
    @Test func unterminatedStringAtTheEnd() {
        let file = readStrings("\"a\" = \"1\";\n\"b\" = \"2;\n")
        #expect(file.findings == ["strings.unterminated-string@2:7"])
        #expect(file.values == ["a": "1"])
    }

    @Test func unterminatedStringBeforeMoreEntries() {
        let file = readStrings("\"a\" = \"1\";\n\"b\" = \"2;\n\"c\" = \"3\";\n")
        #expect(file.findings == ["strings.unterminated-string@2:7"])
        #expect(file.values == ["a": "1", "c": "3"])
    }

    @Test func missingSemicolonAtTheEndOfALine() {
        let file = readStrings("\"a\" = \"1\"\n\"b\" = \"2\";\n")
        #expect(file.findings == ["strings.missing-semicolon@1:10"])
        #expect(file.errors.first?.notes.first?.message.contains("whole file") == true)
        #expect(file.values == ["a": "1", "b": "2"])
    }

    @Test func missingSemicolonAfterTheLastEntry() {
        let file = readStrings("\"a\" = \"1\";\n\"b\" = \"2\"")
        #expect(file.findings == ["strings.missing-semicolon@2:10"])
        #expect(file.values == ["a": "1", "b": "2"])
    }

    @Test func missingSemicolonInsideALine() {
        let file = readStrings("\"a\" = \"1\" x \"b\" = \"2\";\n\"c\" = \"3\";")
        #expect(file.findings == ["strings.missing-semicolon@1:10"])
        #expect(file.values == ["c": "3"])
    }

    @Test func unescapedQuotesInAChineseValue() {
        let source = """
            "settings.title" = "设置";
            "settings.hint" = "请在"通知"页面中开启提醒。";
            "settings.done" = "完成";
            """
        let file = readStrings(source)
        #expect(file.findings == ["strings.unescaped-quote@2:22"])
        #expect(file.errors.count == 1)
        #expect(file.values == ["settings.title": "设置", "settings.done": "完成"])
        #expect(file.entries.map { $0.location.line } == [1, 3])
    }

    @Test func unescapedQuoteInAKey() {
        let file = readStrings("\"a\"b\" = \"1\";\n\"c\" = \"2\";")
        #expect(file.findings == ["strings.unescaped-quote@1:3"])
        #expect(file.values == ["c": "2"])
    }

    @Test func invalidUTF8() {
        let bytes = Array("\"a\" = \"1\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";\n\"d\" = \"2\";\n".utf8)
        let file = StringsReader.read(bytes, path: "x.strings", options: ReadOptions(locale: "en"))
        #expect(file.findings == ["encoding.invalid-utf8@2:8"])
        #expect(file.errors.count == 1)
        #expect(file.values == ["a": "1", "c": "\u{FFFD}", "d": "2"])
    }

    @Test func utf16LittleEndianWithBOMReadsNormally() {
        let utf8 = Array("/* Comment */\n\"a\" = \"é😀\";\n\"b\" = \"2\";\n".utf8)
        let bytes = TextEncoding.utf16LittleEndian(byteOrderMark: true).encode(utf8)
        #expect(bytes.starts(with: [0xFF, 0xFE, 0x2F, 0x00]))
        let file = StringsReader.read(bytes, path: "x.strings", options: ReadOptions(locale: "en"))
        #expect(file.diagnostics.isEmpty)
        #expect(file.encoding == .utf16LittleEndian(byteOrderMark: true))
        #expect(file.byteCount == bytes.count)
        #expect(file.values == ["a": "é😀", "b": "2"])
        #expect(file.entries[0].comments.extracted == ["Comment"])
        #expect(file.entries[1].location.line == 3)
    }

    @Test func utf16BigEndianWithBOMReadsNormally() {
        let bytes = TextEncoding.utf16BigEndian(byteOrderMark: true).encode(Array("\"a\" = \"ü\";".utf8))
        let file = StringsReader.read(bytes, path: "x.strings", options: ReadOptions(locale: "en"))
        #expect(file.diagnostics.isEmpty)
        #expect(file.values == ["a": "ü"])
    }

    @Test(arguments: [true, false])
    func utf16WithoutBOM(littleEndian: Bool) {
        let utf8 = Array("\"a\" = \"é\";\n".utf8)
        let encoding: TextEncoding = littleEndian
            ? .utf16LittleEndian(byteOrderMark: false) : .utf16BigEndian(byteOrderMark: false)
        let file = StringsReader.read(encoding.encode(utf8), path: "x.strings", options: ReadOptions(locale: "en"))
        #expect(file.findings == ["encoding.utf16-without-bom@1:1"])
        #expect(file.errors.count == 1)
        #expect(file.encoding == encoding)
        #expect(file.values == ["a": "é"])
    }

    @Test func emptyFile() {
        let file = StringsReader.read([], path: "x.strings", options: ReadOptions(locale: "en"))
        #expect(file.findings == ["io.empty-file@1:1"])
        #expect(file.diagnostics[0].severity == .warning)
        #expect(file.entries.isEmpty)
    }

    @Test func junkAfterACompleteEntry() {
        let file = readStrings("\"a\" = \"1\";\n# junk\n\"b\" = \"2\";\n")
        #expect(file.findings == ["strings.trailing-content@2:1"])
        #expect(file.errors[0].message.contains("ignores everything after line 1"))
        #expect(file.values == ["a": "1", "b": "2"])
    }

    @Test func secondSemicolonIsTrailingContent() {
        let file = readStrings("\"a\" = \"1\";;")
        #expect(file.findings == ["strings.trailing-content@1:11"])
        #expect(file.values == ["a": "1"])
    }

    @Test func unterminatedCommentAfterAnEntry() {
        let file = readStrings("\"a\" = \"1\";\n  /* open\n\"b\" = \"2\";")
        #expect(file.findings == ["strings.unterminated-comment@2:3"])
        #expect(file.errors[0].message.contains("after line 1"))
        #expect(file.values == ["a": "1"])
    }

    @Test func strayCharacterAtTheStart() {
        let file = readStrings("# comment\n\"a\" = \"1\";")
        #expect(file.findings == ["strings.unexpected-character@1:1"])
        #expect(file.values == ["a": "1"])
    }

    @Test func missingEquals() {
        let file = readStrings("\"a\" \"1\";\n\"b\" = \"2\";")
        #expect(file.findings == ["strings.missing-equals@1:5"])
        #expect(file.values == ["b": "2"])
    }

    @Test func unquotedCharacterOutsideTheClass() {
        let file = readStrings("a+b = \"1\";\n\"b\" = \"2\";")
        #expect(file.findings == ["strings.missing-equals@1:2"])
        #expect(file.values == ["b": "2"])
    }

    @Test func missingValue() {
        let file = readStrings("\"a\" = ;\n\"b\" = \"2\";")
        #expect(file.findings == ["strings.missing-value@1:7"])
        #expect(file.values == ["b": "2"])
    }

    @Test func arrayValueIsUnsupported() {
        let file = readStrings("\"a\" = (\"x\", \"y\");\n\"b\" = \"2\";")
        #expect(file.findings == ["strings.unsupported-value@1:7"])
        #expect(file.values == ["b": "2"])
    }

    @Test func everyPrefixOfABrokenFileIsReadWithoutTrapping() {
        let source = "/* c */\n\"a\" = 'x\\U00e9\\351';\nb;\n\"k\" = \"请在\"通知\"页\";\n\"d\" /* x */ = v // y\n;\n\"e\" = \"\\"
        let bytes = Array(source.utf8)
        for length in 0...bytes.count {
            let prefix = Array(bytes[..<length])
            let file = StringsReader.read(prefix, path: "p.strings")
            #expect(file.entries.count <= 5)
            let (document, _) = StringsDocument.parse(prefix, path: "p.strings")
            #expect(StringsWriter.write(document) == prefix || String(validating: prefix, as: UTF8.self) == nil)
        }
    }

    @Test func fiftyMegabyteFileIsReadFully() {
        var text: [UInt8] = []
        text.reserveCapacity(52 << 20)
        var count = 0
        while text.count < 50 << 20 {
            if count % 10 == 0 { text += Array("\n/* Comment for entry \(count) */\n".utf8) }
            text += Array("\"key.\(count)\" = \"Value number \(count) with some text, é and \\\"quotes\\\".\";\n".utf8)
            count += 1
        }
        let file = StringsReader.read(text, path: "big.strings", options: ReadOptions(locale: "en"))
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.count == count)
        #expect(file.entries.last?.key == "key.\(count - 1)")
        #expect(file.value("key.7") == "Value number 7 with some text, é and \"quotes\".")
    }
}
