import Testing
@testable import LocalizationCatalog

@Suite struct StringsWriterTests {
    static let samples: [String] = [
        "",
        "\n",
        "/* only a comment */",
        "/* Header */\n\n/* Title */\n\"title\" = \"Titel\";\n\n/* Body */\n\"body\" = \"Text \\\"quoted\\\" \\n \\U00e9\";\n",
        "a = b;\r\n'c' = 'it\\'s';\r\n\"short\";\r\n\"x\" /* c */ = /* d */ \"y\" /* e */ ;",
        "\"no-final-newline\" = \"v\";",
        "\"dup\" = \"1\";\n\"dup\" = \"2\";\n",
        "\"a\" = \"1\"\n\"b\" = \"2\";\n",
        "\"k\" = \"请在\"通知\"页\";\n\"after\" = \"ok\";\n# junk\n",
    ]

    @Test(arguments: samples)
    func unchangedUTF8RoundTripsByteForByte(_ source: String) {
        let bytes = Array(source.utf8)
        let (document, _) = StringsDocument.parse(bytes)
        #expect(StringsWriter.write(document) == bytes)
    }

    @Test(arguments: [
        TextEncoding.utf8(byteOrderMark: true), .utf16LittleEndian(byteOrderMark: true),
        .utf16BigEndian(byteOrderMark: true), .utf16LittleEndian(byteOrderMark: false),
    ])
    func unchangedEncodedFilesRoundTripByteForByte(_ encoding: TextEncoding) {
        let bytes = encoding.encode(Array(Self.samples[3].utf8))
        let (document, _) = StringsDocument.parse(bytes)
        #expect(document.encoding == encoding)
        #expect(StringsWriter.write(document) == bytes)
    }

    @Test func writerSerialisesTheModelNotTheInput() {
        var (document, _) = StringsDocument.parse(Array("\"a\" = \"1\";\n".utf8))
        document.entries[0].afterKey = ""
        document.entries[0].afterEquals = ""
        #expect(StringsWriter.write(document) == Array("\"a\"=\"1\";\n".utf8))
    }

    @Test func changingOneValueReescapesItAndKeepsEverythingElse() {
        let source = "/* Title */\n\"title\" = \"Titel\";\n\n/* Body */\n\"body\"  =  \"Alt \\U00e9\";\n"
        var (document, _) = StringsDocument.parse(Array(source.utf8))
        document.setValue("Er sagte \"Hallo\"\\\n\tund é 😀", forKey: "body")
        let expected = "/* Title */\n\"title\" = \"Titel\";\n\n/* Body */\n\"body\"  =  \"Er sagte \\\"Hallo\\\"\\\\\\n\\tund é 😀\";\n"
        #expect(StringsWriter.write(document) == Array(expected.utf8))
        let reread = readStrings(expected)
        #expect(reread.value("body") == "Er sagte \"Hallo\"\\\n\tund é 😀")
        #expect(reread.value("title") == "Titel")
    }

    @Test func changingValuesKeepsTheirQuoting() {
        var (document, _) = StringsDocument.parse(Array("a = b;\n'c' = 'd';\n\"s\";\nu = v;".utf8))
        document.setValue("it's", forKey: "c")
        document.setValue("new", forKey: "s")
        document.setValue("two words", forKey: "u")
        document.setValue("\u{1}", forKey: "a")
        #expect(StringsWriter.write(document) == Array("a = \"\\U0001\";\n'c' = 'it\\'s';\n\"s\" = \"new\";\nu = \"two words\";".utf8))
    }

    @Test func changingAValueInAUTF16File() {
        let encoding = TextEncoding.utf16LittleEndian(byteOrderMark: true)
        var (document, _) = StringsDocument.parse(encoding.encode(Array("\"a\" = \"1\";\n".utf8)))
        document.setValue("ü", forKey: "a")
        #expect(StringsWriter.write(document) == [0xFF, 0xFE] + Array("\"a\" = \"ü\";\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }

    @Test func duplicateKeysChangeTheLastOne() {
        var (document, _) = StringsDocument.parse(Array("\"d\" = \"1\";\n\"d\" = \"2\";\n".utf8))
        document.setValue("3", forKey: "d")
        #expect(document.value(forKey: "d") == "3")
        #expect(StringsWriter.write(document) == Array("\"d\" = \"1\";\n\"d\" = \"3\";\n".utf8))
    }

    @Test func addingEntries() {
        var (document, _) = StringsDocument.parse(Array("/* A */\n\"a\" = \"1\";\n".utf8))
        document.append(key: "b", value: "zwei \"2\"", comment: "Second")
        document.append(key: "c", value: "3")
        let expected = "/* A */\n\"a\" = \"1\";\n\n/* Second */\n\"b\" = \"zwei \\\"2\\\"\";\n\"c\" = \"3\";\n"
        #expect(StringsWriter.write(document) == Array(expected.utf8))
        #expect(readStrings(expected).entries.map(\.comments.extracted) == [["A"], ["Second"], []])
    }

    @Test func addingToAnEmptyOrCommentOnlyFile() {
        var empty = StringsDocument()
        empty.append(key: "a", value: "1")
        #expect(StringsWriter.write(empty) == Array("\"a\" = \"1\";\n".utf8))
        var (header, _) = StringsDocument.parse(Array("/* Header */\n".utf8))
        header.append(key: "a", value: "1")
        #expect(StringsWriter.write(header) == Array("/* Header */\n\"a\" = \"1\";\n".utf8))
    }

    @Test func removingEntriesTakesTheirCommentAndKeepsAFileHeader() {
        let source = "/* Header */\n\n/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\";\n\"c\" = \"3\";\n"
        var (document, _) = StringsDocument.parse(Array(source.utf8))
        #expect(document.removeEntries(forKey: "a") == 1)
        #expect(StringsWriter.write(document) == Array("/* Header */\n\n/* B */\n\"b\" = \"2\";\n\"c\" = \"3\";\n".utf8))
        #expect(document.removeEntries(forKey: "c") == 1)
        #expect(document.removeEntries(forKey: "missing") == 0)
        #expect(StringsWriter.write(document) == Array("/* Header */\n\n/* B */\n\"b\" = \"2\";\n".utf8))
    }

    @Test func documentCommentMatchesTheReader() {
        let source = "/* Header */\n\n/* A */\n\"a\" = \"1\";\n/* far */\n\n\"b\" = \"2\";"
        let (document, diagnostics) = StringsDocument.parse(Array(source.utf8))
        #expect(diagnostics.isEmpty)
        #expect(document.entries.map(\.comment) == ["A", nil])
    }

    @Test func literalsSpellTheirText() {
        #expect(StringsLiteral("a.b-c", quoting: .none).raw == "a.b-c")
        #expect(StringsLiteral("a b", quoting: .none).raw == "\"a b\"")
        #expect(StringsLiteral("", quoting: .none).raw == "\"\"")
        #expect(StringsLiteral("x'\"y").raw == "\"x'\\\"y\"")
        #expect(StringsLiteral("x'\"y", quoting: .single).raw == "'x\\'\"y'")
        #expect(StringsLiteral("\r\u{7F}").raw == "\"\\r\\U007F\"")
    }
}
