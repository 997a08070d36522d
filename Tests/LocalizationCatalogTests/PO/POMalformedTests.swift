import Foundation
import Testing
@testable import LocalizationCatalog
import TestSupport

/// Malformed input: each problem is reported with its rule and line:column, and reading goes on.
@Suite struct POMalformedTests {
    static let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"

    static func read(_ text: String) -> CatalogFile {
        POReader.read(Array(text.utf8), path: "t.po", options: ReadOptions(locale: "de"))
    }

    static func found(_ file: CatalogFile) -> [String] {
        file.diagnostics.map { "\($0.rule)@\($0.location.line):\($0.location.column)" }
    }

    @Test func skippedFormPastNpluralsIsOneFinding() {
        // msgfmt -c says "plural form has wrong index" once; so do we.
        let file = Self.read(Self.header + "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"x\"\nmsgstr[1] \"y\"\nmsgstr[3] \"w\"\n")
        #expect(Self.found(file) == ["po.plural-index-out-of-range@10:1"])
    }

    @Test func pluralIndexOutOfRange() {
        let file = Self.read(Self.header + "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"x\"\nmsgstr[1] \"y\"\nmsgstr[2] \"z\"\nmsgstr[3] \"w\"\n")
        // Forms past nplurals explain the wrong count: no separate count finding.
        #expect(Self.found(file) == ["po.plural-index-out-of-range@10:1", "po.plural-index-out-of-range@11:1"])
        #expect(file.entries[0].localizations["de"]?.value.strings == ["x", "y", "z", "w"])
    }

    @Test func unterminatedMultiLineStringThenNextEntriesRead() {
        let text = Self.header + "msgid \"a\"\nmsgstr \"\"\n\"first line\\n\"\n\"second line\n\"third\"\n\nmsgid \"b\"\nmsgstr \"B\"\n\nmsgid \"c\"\nmsgstr \"C\"\n"
        let file = Self.read(text)
        #expect(Self.found(file) == ["po.unterminated-string@9:1"])
        #expect(file.entries.map(\.key) == ["a", "b", "c"])
        #expect(file.entries[0].localizations["de"]?.value.strings == ["first line\nsecond linethird"])
        #expect(file.entries[2].localizations["de"]?.value.strings == ["C"])
    }

    @Test func missingMsgstr() {
        let file = Self.read(Self.header + "# note\nmsgid \"a\"\n\nmsgid \"b\"\nmsgstr \"B\"\n")
        #expect(Self.found(file) == ["po.missing-msgstr@7:1"])
        #expect(file.entries.map(\.key) == ["a", "b"])
        #expect(file.statistics() == TranslationStatistics(entries: 2, translated: 1, fuzzy: 0, untranslated: 1))
    }

    @Test func invalidEscape() {
        let file = Self.read(Self.header + "msgid \"a\"\nmsgstr \"x\\qy\"\n")
        #expect(Self.found(file) == ["po.invalid-escape@7:10"])
        #expect(file.entries[0].localizations["de"]?.value.strings == ["x\\qy"])
        #expect(file.diagnostics.first?.message == "invalid escape sequence '\\q'; it is kept as written")

        // A character outside ASCII after the backslash is named whole, and kept whole.
        let accented = Self.read(Self.header + "msgid \"a\"\nmsgstr \"x\\\u{E9}y \\\u{4E16}\"\n")
        #expect(accented.diagnostics.map(\.message) == ["invalid escape sequence '\\\u{E9}'; it is kept as written",
                                                        "invalid escape sequence '\\\u{4E16}'; it is kept as written"])
        #expect(accented.entries[0].localizations["de"]?.value.strings == ["x\\\u{E9}y \\\u{4E16}"])
    }

    @Test func columnsCountCharacters() {
        let file = Self.read(Self.header + "msgid \"a\"\nmsgstr \"äöü\\z\"\n")
        #expect(Self.found(file) == ["po.invalid-escape@7:12"])
    }

    @Test func unexpectedKeywordResynchronises() {
        let file = Self.read(Self.header + "msgid \"a\"\nmsgstr \"A\"\nmsgfoo \"junk\"\n\"more junk\"\n\nmsgid \"b\"\nmsgstr \"B\"\n")
        #expect(Self.found(file) == ["po.unexpected-keyword@8:1"])
        #expect(file.entries.map(\.key) == ["a", "b"])
        #expect(file.entries[0].localizations["de"]?.value.strings == ["A"])
    }

    /// `#|` lines wait for the entry after them; msgfmt calls the file a syntax error when none comes.
    @Test func previousLinesAtTheEndAreReported() throws {
        let text = Self.header + "msgid \"a\"\nmsgstr \"A\"\n\n#| msgctxt \"c\"\n#| msgid \"old\"\n"
        let file = Self.read(text)
        #expect(Self.found(file) == ["po.unexpected-keyword@9:4"])
        #expect(file.entries.map(\.key) == ["a"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("po-eof-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = folder.appendingPathComponent("t.po").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: po))
        let msgfmt = try Corpus.run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", po])
        #expect(msgfmt.status != 0)
        #expect(msgfmt.stderr.contains("syntax error"))
    }

    @Test func strayStringAndTrailingCharacters() {
        // After a comment a string continues nothing. (After a blank line it would continue the
        // header's msgstr, as gettext reads it.)
        let file = Self.read(Self.header + "# note\n\"stray\"\nmsgid \"a\" x\nmsgstr \"A\"\n")
        #expect(Self.found(file) == ["po.stray-string@7:1", "po.trailing-characters@8:11"])
        #expect(file.entries.map(\.key) == ["a"])
    }

    @Test func duplicateEntryPointsAtTheFirst() {
        let file = Self.read(Self.header + "msgid \"a\"\nmsgstr \"A\"\n\nmsgctxt \"c\"\nmsgid \"a\"\nmsgstr \"A\"\n\nmsgid \"a\"\nmsgstr \"A2\"\n")
        #expect(Self.found(file) == ["po.duplicate-entry@13:1"])
        #expect(file.diagnostics[0].notes.first?.location?.line == 6)
    }

    @Test func pluralWithoutMsgidPlural() {
        let file = Self.read(Self.header + "msgid \"a\"\nmsgstr[0] \"A\"\n")
        #expect(Self.found(file) == ["po.plural-without-msgid-plural@7:1"])
    }

    @Test func pluralCountMismatchOnlyForEntriesMsgfmtEmits() {
        let text = Self.header
            + "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"A\"\n\n"  // 1 form: reported
            + "#, fuzzy\nmsgid \"b\"\nmsgid_plural \"bs\"\nmsgstr[0] \"B\"\n\n"  // fuzzy: not emitted
            + "msgid \"c\"\nmsgid_plural \"cs\"\nmsgstr[0] \"\"\n"  // untranslated: not emitted
        let file = Self.read(text)
        #expect(Self.found(file) == ["po.plural-count-mismatch@6:1"])
    }

    @Test func missingHeaderAndInvalidPluralForms() throws {
        #expect(Self.found(Self.read("msgid \"a\"\nmsgstr \"A\"\n")) == ["po.missing-header@1:1"])
        // An empty header is a missing one to msgfmt -c; a header with no `charset=` (any case
        // but lower) makes msgfmt warn "Charset missing in header".
        let empty = "msgid \"\"\nmsgstr \"\"\n\nmsgid \"a\"\nmsgstr \"A\"\n"
        #expect(Self.found(Self.read(empty)) == ["po.missing-header@1:1"])
        #expect(try Corpus.msgfmtCheck(Array(empty.utf8), name: "t.po").stderr.contains("PO file header missing or invalid"))
        for header in ["Language: de\\n", "Content-Type: text/plain; CHARSET=UTF-8\\n"] {
            let text = "msgid \"\"\nmsgstr \"\(header)\"\n\nmsgid \"a\"\nmsgstr \"A\"\n"
            let file = Self.read(text)
            #expect(Self.found(file) == ["po.missing-charset@2:1"])
            #expect(file.diagnostics.first?.fixIt == "Content-Type: text/plain; charset=UTF-8")
            #expect(try Corpus.msgfmtCheck(Array(text.utf8), name: "t.po").stderr.contains("Charset missing in header"))
        }
        let file = Self.read("msgid \"\"\nmsgstr \"\"\n\"Plural-Forms: nplurals=; plural=n;\\n\"\n")
        #expect(Self.found(file) == ["po.missing-charset@2:1", "po.invalid-plural-forms-syntax@3:2"])
    }

    @Test func emptyFile() {
        let file = POReader.read([], path: "t.po", options: ReadOptions())
        #expect(file.entries.isEmpty)
        #expect(Self.found(file) == ["io.empty-file@1:1"])
        #expect(POWriter.write(PODocument.parse([], path: "t.po")) == [])
    }

    @Test func invalidUTF8() {
        let bytes = Array((Self.header + "msgid \"a\"\nmsgstr \"").utf8) + [0xFF] + Array("\"\n".utf8)
        let file = POReader.read(bytes, path: "t.po", options: ReadOptions())
        #expect(Self.found(file) == ["po.invalid-multibyte-sequence@7:9"])
        #expect(file.entries[0].localizations[""]?.value.strings == ["\u{FFFD}"])
    }

    /// The (line, column) of each "invalid multibyte sequence" msgfmt prints for `name`.
    static func msgfmtInvalidSequences(_ bytes: [UInt8], name: String) throws -> [String] {
        try Corpus.msgfmtCheck(bytes, name: name).stderr.split(separator: "\n")
            .filter { $0.hasSuffix(": invalid multibyte sequence") }
            .map { String($0.dropFirst(name.count + 1).dropLast(": invalid multibyte sequence".count)) }
    }

    @Test func everyInvalidUTF8SequenceInStringsIsReportedWhereMsgfmtReportsIt() throws {
        // Overlong forms, a surrogate, values past U+10FFFF, old 5-byte forms, stray and truncated
        // sequences. (Two files: msgfmt stops after 20 errors.)
        var bytes = Array((Self.header + "msgid \"a\"\nmsgstr \"").utf8)
        bytes += [0xC0, 0x80, 0x7C, 0xED, 0xA0, 0x80, 0x7C, 0xF4, 0x90, 0x80, 0x80, 0x7C, 0xE2, 0x82, 0xAC, 0x7C, 0x80, 0x80, 0x7C]
        bytes += [0xF5, 0x80, 0x80, 0x80, 0x7C, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x7C, 0xF4, 0x90, 0x80, 0x7C, 0xE0, 0x80, 0x80, 0x7C, 0xE2, 0x82]
        bytes += Array("\"\n".utf8)
        var file = POReader.read(bytes, path: "t.po", options: ReadOptions(locale: "de"))
        var ours = file.diagnostics.filter { $0.rule == "po.invalid-multibyte-sequence" }.map { "\($0.location.line):\($0.location.column)" }
        #expect(ours == ["7:9", "7:10", "7:12", "7:13", "7:14", "7:16", "7:20", "7:21", "7:23", "7:25", "7:27", "7:28", "7:29",
                         "7:31", "7:32", "7:33", "7:35", "7:36"])
        #expect(try Self.msgfmtInvalidSequences(bytes, name: "t.po") == ours)
        #expect(file.diagnostics.first { $0.location.column == 16 }?.message == "invalid UTF-8 sequence F4 90 80 80; it reads as U+FFFD")
        #expect(file.diagnostics.first { $0.location.column == 9 }?.message == "invalid UTF-8 byte 0xC0; it reads as U+FFFD")

        // An obsolete entry, a previous msgid, a second string on a line, a continuation line, and
        // an escape that makes a byte no character (`\xff` is not a source byte: no report).
        bytes = Array((Self.header + "#~ msgid \"o").utf8) + [0xFF] + Array("\"\n#~ msgstr \"p\"\n\n#| msgid \"q".utf8) + [0xFF]
        bytes += Array("\"\nmsgid \"r\"\nmsgstr \"s\" \"".utf8) + [0xFF] + Array("\"\n\"t".utf8) + [0xFF]
        bytes += Array("\"\n\nmsgid \"e\"\nmsgstr \"\\xff\\303\"\n".utf8)
        file = POReader.read(bytes, path: "t.po", options: ReadOptions(locale: "de"))
        ours = file.diagnostics.filter { $0.rule == "po.invalid-multibyte-sequence" }.map { "\($0.location.line):\($0.location.column)" }
        #expect(ours == ["6:12", "9:12", "11:13", "12:3"])
        #expect(try Self.msgfmtInvalidSequences(bytes, name: "t.po") == ours)
        // The value reads with U+FFFD where the bytes were bad.
        #expect(file.entries.first { $0.key == "r" }?.localizations["de"]?.value.strings == ["s\u{FFFD}t\u{FFFD}"])
    }

    @Test func invalidBytesNextToEscapesAreReported() throws {
        // Unescaped, "\303" then a raw 0xA9 make a valid é; as written, 0xA9 is a stray byte.
        var bytes = Array((Self.header + "msgid \"k\"\nmsgstr \"\\303").utf8) + [0xA9] + Array("\"\n\nmsgid \"j\"\nmsgstr \"\\303\"\n\"".utf8)
        bytes += [0xA9] + Array("\"\n".utf8)
        let file = POReader.read(bytes, path: "t.po", options: ReadOptions(locale: "de"))
        #expect(Self.found(file) == ["po.invalid-multibyte-sequence@7:13", "po.invalid-multibyte-sequence@11:2"])
        #expect(try Self.msgfmtInvalidSequences(bytes, name: "t.po") == ["7:13", "11:2"])

        // A sequence split across two strings joins into é, but neither string is valid as written.
        bytes = Array((Self.header + "msgid \"k\"\nmsgstr \"caf").utf8) + [0xC3] + Array("\"\n\"".utf8) + [0xA9] + Array(" au lait\"\n".utf8)
        let split = POReader.read(bytes, path: "t.po", options: ReadOptions(locale: "de"))
        #expect(Self.found(split) == ["po.invalid-multibyte-sequence@7:12", "po.invalid-multibyte-sequence@8:2"])
        #expect(try Self.msgfmtInvalidSequences(bytes, name: "t.po") == ["7:12", "8:2"])
    }

    @Test func invalidBytesInCommentsAreAcceptedAsMsgfmtAcceptsThem() throws {
        var bytes = Array((Self.header + "# a translator's note ").utf8) + [0xFF, 0xFE]
        bytes += Array("\n#. ".utf8) + [0xC3] + Array("\n#: src/".utf8) + [0x80] + Array("main.c:1\nmsgid \"a\"\nmsgstr \"b\"\n".utf8)
        let file = POReader.read(bytes, path: "t.po", options: ReadOptions(locale: "de"))
        #expect(Self.found(file) == [])
        #expect(file.entries.first?.comments.translator == ["a translator's note \u{FFFD}\u{FFFD}"])
        #expect(try Corpus.msgfmtCheck(bytes, name: "t.po").status == 0)
    }

    @Test func invalidBytesInATemplatesMsgstrAreReported() {
        let bytes = Array("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"a\"\nmsgstr \"x".utf8) + [0xFF] + Array("\"\n".utf8)
        let file = POReader.read(bytes, path: "t.pot", options: ReadOptions())
        #expect(Self.found(file) == ["po.invalid-multibyte-sequence@5:10"])
    }

    @Test func hostileInputNeverCrashes() {
        let pieces = ["msgid", "msgstr", "msgstr[", "msgstr[99999999999999999999]", "\"", "\\", "\\x", "\\777", "#~", "#|", "#~|",
                      "#,", "\n", "\r\n", " ", "msgctxt", "msgid_plural", "\"a\"", "[", "]", "\u{FEFF}", "é", "\0"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 1...60, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let bytes = Array(text.utf8)
            _ = POReader.read(bytes, path: "h.po", options: ReadOptions())
            #expect(POWriter.write(PODocument.parse(bytes, path: "h.po")) == bytes)
        }
    }

    @Test func generated50MegabyteFile() {
        var text = Self.header
        var count = 0
        var bytes: [UInt8] = Array(text.utf8)
        bytes.reserveCapacity(52_000_000)
        while bytes.count < 50_000_000 {
            text = """
            #. Extracted comment \(count)
            #: module/file\(count % 97).py:\(count)
            #, python-format
            msgctxt "context \(count % 13)"
            msgid "Message number \(count) with %(value)s"
            msgid_plural "Messages number \(count)"
            msgstr[0] ""
            "Übersetzung \(count) mit \\"%(value)s\\"\\n"
            "zweite Zeile"
            msgstr[1] "Übersetzungen \(count)"


            """
            bytes += text.utf8
            count += 1
        }
        let file = POReader.read(bytes, path: "big.po", options: ReadOptions(locale: "de"))
        #expect(file.entries.count == count)
        #expect(file.diagnostics.isEmpty)
        #expect(file.statistics().translated == count)
        #expect(file.entries.last?.localizations["de"]?.value.strings.first == "Übersetzung \(count - 1) mit \"%(value)s\"\nzweite Zeile")
    }
}
