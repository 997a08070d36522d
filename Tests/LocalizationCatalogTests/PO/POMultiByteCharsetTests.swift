import Testing
import TestSupport
@testable import LocalizationCatalog

/// PO files in East Asian multibyte charsets, read as GNU gettext reads them: the reference is
/// msgconv (the file turned into UTF-8) and msgfmt -c (what it accepts and where it reports).
@Suite struct POMultiByteCharsetTests {
    /// A file written in UTF-8, then converted to `charset` by iconv; the header declares it.
    /// The comments are on the second entry: gettext 0.21 reads the first token after the header
    /// before it applies the charset, so there a comment ending in a second byte 0x5C would take
    /// the next line as a continuation.
    static func file(_ charset: String, text: String) throws -> [UInt8] {
        try encoded("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=\(charset)\\n\"\n"
            + "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"
            + "msgid \"\(text)\"\nmsgstr \"<\(text)>\\n\\\\\(text)\\t\"\n\n"
            + "# \(text)\n#: \(text).py:1\nmsgid \"one \(text)\"\nmsgid_plural \"many \(text)\"\n"
            + "msgstr[0] \"\(text)\"\nmsgstr[1] \"\(text)\\\"\(text)\"\n", charset)
    }

    /// `text` in `charset`, as iconv converts it.
    static func encoded(_ text: String, _ charset: String) throws -> [UInt8] {
        let converted = try Corpus.withTemporaryFile(Array(text.utf8), name: "utf8.txt") {
            try Corpus.runForBytes("/usr/bin/iconv", ["-f", "UTF-8", "-t", charset, $0])
        }
        #expect(converted.status == 0, "\(converted.stderr)")
        return converted.stdout
    }

    /// Each charset with text whose second bytes include 0x5C (`\`) where the charset allows it:
    /// Shift_JIS "ソ" is 0x83 0x5C, Big5 "許" 0xB3 0x5C, GBK "乗" 0x81 0x5C.
    @Test(arguments: [
        ("SHIFT_JIS", "ソファ表示能力", true), ("CP932", "ソファ表示能力", true), ("EUC-JP", "日本語の表示", false),
        ("GBK", "中文乗俓", true), ("GB18030", "中文乗俓€😀", true), ("GB2312", "中文", false),
        ("BIG5", "許功蓋", true), ("BIG5-HKSCS", "許功蓋", true), ("CP950", "許功蓋", true), ("EUC-TW", "中文", false),
        // Not JOHAB: glibc reads its 0x5C as U+20A9, so iconv cannot write this file's escapes in it.
        ("EUC-KR", "한국어", false), ("CP949", "한국어똠", false),
    ])
    func readAsMsgconvReadsIt(charset: String, text: String, hasBackslashTrail: Bool) throws {
        let bytes = try Self.file(charset, text: text)
        let textBytes = try Self.encoded(text, charset)
        #expect(zip(textBytes, textBytes.dropFirst()).contains { $0.0 >= 0x80 && $0.1 == 0x5C } == hasBackslashTrail)

        let direct = POReader.read(bytes, path: "x.po", options: ReadOptions(locale: "x"))
        #expect(direct.diagnostics.isEmpty, "\(direct.diagnostics)")
        #expect(try Corpus.msgfmtCheck(bytes, name: "x.po").status == 0)

        let converted = try Corpus.withTemporaryFile(bytes, name: "x.po") { try Corpus.run("/usr/bin/msgconv", ["--to-code=UTF-8", $0]) }
        #expect(converted.status == 0, "\(converted.stderr)")
        let reference = POReader.read(Array(converted.stdout.utf8), path: "x.po", options: ReadOptions(locale: "x"))
        #expect(reference.diagnostics.isEmpty, "\(reference.diagnostics)")
        #expect(direct.entries.count == 2)
        #expect(direct.entries.map(\.key) == reference.entries.map(\.key))
        #expect(direct.entries.map(\.pluralKey) == reference.entries.map(\.pluralKey))
        #expect(direct.entries.map { $0.localizations["x"]?.value.strings } == reference.entries.map { $0.localizations["x"]?.value.strings })
        #expect(direct.entries.last?.comments.translator == reference.entries.last?.comments.translator)
        #expect(direct.entries.last?.comments.translator == [text])
        #expect(direct.entries.last?.comments.references == ["\(text).py:1"])
        // The escapes are read, and a second byte 0x5C is not one. glibc's SHIFT_JIS reads the
        // byte `\\` stands for as U+00A5, as msgconv does.
        let value = try #require(direct.entries.first?.localizations["x"]?.value.strings.first)
        #expect(value.hasSuffix("\t") && value.contains(charset == "SHIFT_JIS" ? ">\n\u{A5}" : ">\n\\"))
        #expect(!value.unicodeScalars.contains("\u{FFFD}"))
        #expect(direct.entries.first?.key == text)
        #expect(POWriter.write(PODocument.parse(bytes, path: "x.po")) == bytes)
    }

    @Test func glibcShiftJISReadsTildeAsOverline() throws {
        // JIS X 0201 Roman in glibc's SHIFT_JIS: 0x7E is U+203E, as msgconv writes it; CP932 keeps '~'.
        let sjis = POReader.read(try Self.file("SHIFT_JIS", text: "ソ~"), path: "x.po", options: ReadOptions(locale: "x"))
        #expect(sjis.entries.first?.key == "ソ\u{203E}")
        let cp932 = POReader.read(try Self.file("CP932", text: "ソ~"), path: "x.po", options: ReadOptions(locale: "x"))
        #expect(cp932.entries.first?.key == "ソ~")
    }

    @Test func bytesThatStartNoCharacterAreReportedWhereMsgfmtReportsThem() throws {
        // 0x85 starts no Shift_JIS character, so the 0x5C after it is a backslash (the escape
        // `\n`); 0x81 0x22 is no character either, so the quote closes the string.
        var bytes = Array("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=SHIFT_JIS\\n\"\n\nmsgid \"a\"\nmsgstr \"".utf8)
        bytes += [0x85, 0x5C, 0x6E, 0x20, 0x78, 0x20, 0x81, 0x22] + Array("\n\nmsgid \"b\"\nmsgstr \"".utf8)
        bytes += [0x83, 0x5C, 0x83] + Array("\"\n".utf8)
        let file = POReader.read(bytes, path: "bad.po", options: ReadOptions(locale: "x"))
        let invalid = file.diagnostics.filter { $0.rule == "po.invalid-multibyte-sequence" }
        #expect(invalid.map { "\($0.location.line):\($0.location.column)" } == ["6:9", "6:15", "9:10"])
        #expect(invalid.first?.message == "byte 0x85 starts no character in SHIFT_JIS; it reads as U+FFFD")
        #expect(file.entries.first?.localizations["x"]?.value.strings == ["\u{FFFD}\n x \u{FFFD}"])
        // "ソ" then a lead byte cut short by the closing quote.
        #expect(file.entries.last?.localizations["x"]?.value.strings == ["ソ\u{FFFD}"])

        let msgfmt = try Corpus.msgfmtCheck(bytes, name: "bad.po")
        #expect(msgfmt.status != 0)
        for position in ["6:9", "6:15"] { #expect(msgfmt.stderr.contains("bad.po:\(position): invalid multibyte sequence")) }
        // msgfmt counts display width (a full-width "ソ" is two columns); columns here count characters.
        #expect(msgfmt.stderr.contains("bad.po:9:11: invalid multibyte sequence"))
    }

    @Test func anEscapedMultibyteCharacterIsOneInvalidEscape() throws {
        // `\` then "ソ" (0x83 0x5C): one invalid escape, and its 0x5C starts no second one.
        var bytes = Array("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=SHIFT_JIS\\n\"\n\nmsgid \"a\"\nmsgstr \"x\\".utf8)
        bytes += [0x83, 0x5C] + Array("n\"\n".utf8)
        let file = POReader.read(bytes, path: "e.po", options: ReadOptions(locale: "x"))
        #expect(file.diagnostics.map(\.rule) == ["po.invalid-escape"])
        #expect(file.diagnostics.first?.message == "invalid escape sequence '\\ソ'; it is kept as written")
        #expect(file.diagnostics.first?.location == SourceLocation(file: "e.po", line: 6, column: 10))
        // Kept as written; in glibc's SHIFT_JIS the byte 0x5C reads as U+00A5.
        #expect(file.entries.first?.localizations["x"]?.value.strings == ["x\u{A5}ソn"])
    }

    @Test func aCharacterUnfinishedAtTheEndOfTheLineTakesTheQuoteWithIt() throws {
        // GB18030 0x81 0x30 starts a four-byte character: the converter asks for more up to the
        // end of the line, so the quote belongs to the bad run and the string is not closed.
        var bytes = Array("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=GB18030\\n\"\n\nmsgid \"a\"\nmsgstr \"x".utf8)
        bytes += [0x81, 0x30] + Array("\"\n\nmsgid \"b\"\nmsgstr \"y\"\n".utf8)
        let file = POReader.read(bytes, path: "inc.po", options: ReadOptions(locale: "x"))
        #expect(file.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule)" } == [
            "6:8 po.unterminated-string", "6:10 po.invalid-multibyte-sequence",
        ])
        #expect(file.diagnostics.last?.message
            == "bytes 0x81 0x30 0x22 are an unfinished GB18030 character at the end of the line; they read as U+FFFD")
        #expect(file.entries.map(\.key) == ["a", "b"])

        let msgfmt = try Corpus.msgfmtCheck(bytes, name: "inc.po")
        #expect(msgfmt.stderr.contains("inc.po:6:10: incomplete multibyte sequence at end of line"))
        #expect(msgfmt.stderr.contains("end-of-line within string"))
    }

    /// Names iconv knows but gettext does not: read in the charset, with gettext's warning and
    /// the portable name to write. msgfmt reads such a file byte by byte, and there Shift_JIS
    /// "ソ" (0x83 0x5C) escapes the closing quote.
    @Test(arguments: [
        ("sjis", "SHIFT_JIS", true), ("Shift-JIS", "SHIFT_JIS", true), ("windows-31j", "CP932", true),
        ("cp936", "GBK", true), ("eucJP", "EUC-JP", false), ("uhc", "CP949", false),
    ])
    func aNameGettextDoesNotKnowIsReportedWithItsPortableName(name: String, portable: String, misread: Bool) throws {
        let text = name.lowercased() == "eucjp" ? "日本語" : name.lowercased() == "uhc" ? "한국어" : name.lowercased() == "cp936" ? "乗俓" : "ソ"
        let bytes = try Self.encoded("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=\(name)\\n\"\n\nmsgid \"a\"\nmsgstr \"\(text)\"\n", portable)
        let file = POReader.read(bytes, path: "np.po", options: ReadOptions(locale: "x"))
        #expect(file.diagnostics.map(\.rule) == ["po.non-portable-charset"])
        #expect(file.diagnostics.first?.fixIt == "Content-Type: text/plain; charset=\(portable)")
        #expect(file.diagnostics.first?.message.contains("a second byte 0x5C reads as a backslash") == misread)
        #expect(file.entries.first?.localizations["x"]?.value.strings == [text])

        let msgfmt = try Corpus.msgfmtCheck(bytes, name: "np.po")
        #expect(msgfmt.stderr.contains("Charset \"\(name)\" is not a portable encoding name"))
        if name == "sjis" { #expect(msgfmt.stderr.contains("end-of-line within string")) }
    }

    @Test func aPortableNameInAnyCaseIsNotReported() throws {
        let bytes = try Self.encoded("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=shift_jis\\n\"\n\nmsgid \"a\"\nmsgstr \"ソ\"\n", "SHIFT_JIS")
        #expect(POReader.read(bytes, path: "p.po", options: ReadOptions(locale: "x")).diagnostics.isEmpty)
        #expect(!(try Corpus.msgfmtCheck(bytes, name: "p.po")).stderr.contains("portable"))
    }

    @Test func aLongLineOfCharactersEndingInABackslashByteIsReadOnce() throws {
        // Read as UTF-8 first, this line was 20,000 invalid escapes, each finding counting its
        // column from the line's start. The UTF-8 pass now stops at the header.
        let bytes = try Self.encoded("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=SHIFT_JIS\\n\"\n\nmsgid \"a\"\nmsgstr \""
            + String(repeating: "ソ", count: 20000) + "\"\n", "SHIFT_JIS")
        let file = POReader.read(bytes, path: "long.po", options: ReadOptions(locale: "x"))
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.first?.localizations["x"]?.value.strings.first?.count == 20000)
    }
}
