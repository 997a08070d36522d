import Testing
@testable import LocalizationCatalog

@Suite struct StringsReaderTests {
    @Test(arguments: [
        (#"\a"#, "\u{07}"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"), (#"\n"#, "\n"), (#"\r"#, "\r"),
        (#"\t"#, "\t"), (#"\v"#, "\u{0B}"), (#"\""#, "\""), (#"\'"#, "'"), (#"\\"#, "\\"),
        ("\\\n", "\n"), (#"\x41"#, "x41"), (#"\u00e9"#, "u00e9"),
        (#"\U00e9"#, "é"), (#"\U0041"#, "A"), (#"\U41z"#, "Az"), (#"\U000411"#, "\u{04}11"), (#"\Uxyz"#, "\u{0}xyz"),
        (#"\UD83D\UDE00"#, "😀"), (#"x\UD83Dy"#, "x\u{FFFD}y"),
        (#"\101"#, "A"), (#"\0101"#, "\u{08}1"), (#"\1010"#, "A0"), (#"\0"#, "\u{0}"),
        (#"\351"#, "Ø"), (#"\200"#, "\u{A0}"), (#"\377"#, "\u{0}"), (#"\341"#, "Æ"),
        ("plain é 请", "plain é 请"),
    ])
    func escape(_ written: String, _ expected: String) {
        let file = readStrings("\"k\" = \"\(written)\";\n")
        #expect(file.errors.isEmpty)
        #expect(file.value("k") == expected, "\(written)")
    }

    @Test func unquotedKeysAndValues() {
        let file = readStrings("key_A-1.$/:x = val;\nb = \"q\";\n\"c\" = 12.5;\n")
        #expect(file.errors.isEmpty)
        #expect(file.values == ["key_A-1.$/:x": "val", "b": "q", "c": "12.5"])
    }

    @Test func shorthandUsesTheKeyAsValue() {
        let file = readStrings("\"short\";\na;\n\"b\" = \"2\";")
        #expect(file.diagnostics.isEmpty)
        #expect(file.values == ["short": "short", "a": "a", "b": "2"])
        #expect(file.entries.map(\.key) == ["short", "a", "b"])
    }

    @Test func singleQuotes() {
        let file = readStrings(#"'a' = 'x"y'; "b" = 'it\'s';"#)
        #expect(file.errors.isEmpty)
        #expect(file.values == ["a": "x\"y", "b": "it's"])
    }

    @Test func commentsAreTriviaAndTheOneBeforeAnEntryIsExtracted() {
        let source = """
            /* File header */

            /* Title of the dialog */
            "title" = "Titel"; // trailing line comment
            // line comment
            "a" /* between */ = /* tokens */ "1" /* here */ ;
            /* Detached comment */

            "b" = "2";
            """
        let file = readStrings(source)
        #expect(file.diagnostics.isEmpty)
        #expect(file.values == ["title": "Titel", "a": "1", "b": "2"])
        #expect(file.entries[0].comments.extracted == ["Title of the dialog"])
        #expect(file.entries[1].comments.extracted.isEmpty)
        #expect(file.entries[2].comments.extracted.isEmpty)
    }

    @Test func whitespaceIncludesLineAndParagraphSeparators() {
        let file = readStrings("\"a\"\u{2028}=\u{2029}\"1\"\u{0B};\u{0C}")
        #expect(file.diagnostics.isEmpty)
        #expect(file.values == ["a": "1"])
    }

    @Test func entryShapeAndLocations() {
        let file = readStrings("\n  \"k\" = \"v\";\n\"é\" =\n  \"w\";")
        #expect(file.table == "Test")
        #expect(file.locale == "de")
        #expect(file.format == .strings)
        #expect(file.byteCount == Array("\n  \"k\" = \"v\";\n\"é\" =\n  \"w\";".utf8).count)
        #expect(file.encoding == .utf8)
        let first = file.entries[0]
        #expect(first.key == "k")
        #expect(first.location == SourceLocation(file: "de.lproj/Test.strings", line: 2, column: 3))
        #expect(first.localizations["de"]?.location == SourceLocation(file: "de.lproj/Test.strings", line: 2, column: 9))
        #expect(first.localizations["de"]?.value.content == .text("v"))
        #expect(file.entries[1].localizations["de"]?.location?.line == 4)
        #expect(file.entries[1].localizations["de"]?.location?.column == 3)
    }

    @Test func valueColumnsCountCharactersAfterLongKeysInAnyScript() {
        // Columns are counted eight bytes at a time: keys of every length and width, as the
        // position of the value after them shows.
        for key in ["a", "abcdefgh", "Привет, мир", "请在通知页面中开启提醒请在通知", "Ünïcödé 👋 mixed ascii and more text", String(repeating: "é", count: 17)] {
            let file = readStrings("/* c */\n\"\(key)\" = \"v\";")
            let expected = key.unicodeScalars.count + 6  // the quotes, " = " and the value's quote
            #expect(file.entries.first?.localizations["de"]?.location?.column == expected, "\(key)")
            #expect(file.entries.first?.localizations["de"]?.location?.line == 2)
        }
    }

    @Test func tableAndLocaleOptions() {
        let file = StringsReader.read(Array("a = b;".utf8), path: "x/fr.lproj/Main.strings", options: ReadOptions(table: "Other"))
        #expect(file.table == "Other")
        #expect(file.locale == "fr")
        #expect(file.entries[0].localizations["fr"]?.value.content == .text("b"))
    }

    @Test func duplicateKeyLastWinsWithWarningNamingBothLines() {
        let file = readStrings("\"a\" = \"1\";\n\"b\" = \"x\";\n\"a\" = \"2\";\n")
        #expect(file.values == ["a": "2", "b": "x"])
        #expect(file.entries.map(\.key) == ["a", "b"])
        #expect(file.entries[0].location.line == 3)
        #expect(file.findings == ["strings.duplicate-key@3:1"])
        let diagnostic = file.diagnostics[0]
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.contains("line 1"))
        #expect(diagnostic.notes.first?.location?.line == 1)
        #expect(diagnostic.notes.first?.location?.column == 1)
    }

    @Test func whitespaceOrCommentOnlyFileIsEmptyWithoutFindings() {
        #expect(readStrings("\n").diagnostics.isEmpty)
        #expect(readStrings("  /* nothing */ // here\n\n").diagnostics.isEmpty)
        #expect(readStrings("/* nothing */").entries.isEmpty)
    }

    @Test func rulesAreDeclaredOnce() {
        let ids = DiagnosticRule.strings.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.hasPrefix("strings.") })
        #expect(ids.contains("strings.missing-semicolon"))
    }
}
