import Testing
import TestSupport
@testable import LocalizationCatalog

/// gettext's lexer drops a backslash right before a line break wherever it stands: a string goes
/// on at the start of the next line, and a comment takes the next line in. Compared with msgfmt
/// and msgcat.
@Suite struct POLineContinuationTests {
    static let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"

    @Test func aStringGoesOnAtTheStartOfTheNextLine() throws {
        let text = Self.header + "msgid \"a\"\nmsgstr \"b\\\nc\\\n d\\n\" \"e\"\n\n#, fuzzy\nmsgid \"f\\\ng\"\nmsgstr \"h\"\n"
        let bytes = Array(text.utf8)
        let file = POReader.read(bytes, path: "c.po", options: ReadOptions(locale: "de"))
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.entries.map(\.key) == ["a", "fg"])
        #expect(file.entries.first?.localizations["de"]?.value.strings == ["bc d\ne"])
        // Lines after a continued string keep their numbers.
        #expect(file.entries.last?.location.line == 11)
        #expect(file.entries.last?.comments.flags == ["fuzzy"])

        #expect(try Corpus.msgfmtCheck(bytes, name: "c.po").status == 0)
        let joined = try Corpus.withTemporaryFile(bytes, name: "c.po") { try Corpus.run("/usr/bin/msgcat", [$0]) }
        #expect(joined.stdout.contains("msgstr \"bc d\\n\"\n\"e\"") || joined.stdout.contains("msgstr \"\"\n\"bc d\\n\"\n\"e\""))
        #expect(joined.stdout.contains("msgid \"fg\""))
        #expect(POWriter.write(PODocument.parse(bytes, path: "c.po")) == bytes)
    }

    @Test func findingsOnAContinuedLineAreWhereMsgfmtPutsThem() throws {
        let bytes = Array((Self.header + "msgid \"a\"\nmsgstr \"b\\\nc\\\n\\xff ").utf8) + [0xFF] + Array("\"\n\nmsgid \"a\"\nmsgstr \"d\"\n".utf8)
        let file = POReader.read(bytes, path: "c.po", options: ReadOptions(locale: "de"))
        #expect(file.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule)" } == [
            "8:6 po.invalid-multibyte-sequence", "10:1 po.duplicate-entry",
        ])
        let msgfmt = try Corpus.msgfmtCheck(bytes, name: "c.po")
        #expect(msgfmt.stderr.contains("c.po:8:6: invalid multibyte sequence"))
        #expect(msgfmt.stderr.contains("c.po:10: duplicate message definition"))
    }

    @Test func aStringLeftOpenOnAContinuedLineIsReportedThere() {
        let file = POReader.read(Array((Self.header + "msgid \"a\"\nmsgstr \"b\\\nc\n\nmsgid \"d\"\nmsgstr \"e\"\n").utf8),
                                 path: "c.po", options: ReadOptions(locale: "de"))
        #expect(file.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule)" } == ["7:1 po.unterminated-string"])
        #expect(file.entries.map(\.key) == ["a", "d"])
    }

    @Test func aCommentTakesTheNextLineIn() throws {
        // The msgid line becomes part of the comment, so the msgstr has no msgid: msgfmt's syntax error.
        let bytes = Array((Self.header + "# see C:\\\nmsgid \"a\"\nmsgstr \"b\"\n\nmsgid \"c\"\nmsgstr \"d\"\n").utf8)
        let file = POReader.read(bytes, path: "c.po", options: ReadOptions(locale: "de"))
        #expect(file.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule)" } == [
            "5:9 po.comment-continued", "7:1 po.unexpected-keyword",
        ])
        #expect(file.diagnostics.first?.severity == .warning)
        #expect(file.entries.map(\.key) == ["c"])
        let msgfmt = try Corpus.msgfmtCheck(bytes, name: "c.po")
        #expect(msgfmt.stderr.contains("c.po:7:7: syntax error"))
        #expect(POWriter.write(PODocument.parse(bytes, path: "c.po")) == bytes)
    }

    @Test func obsoleteAndPreviousLinesGoOnToo() throws {
        // The next line's text is the string's, its `#~` included, as msgcat writes it.
        let text = Self.header + "#, fuzzy\n#| msgid \"ol\\\nd\"\nmsgid \"a\"\nmsgstr \"b\"\n\n#~ msgid \"c\"\n#~ msgstr \"x\\\n#~ y\"\n"
        let bytes = Array(text.utf8)
        let file = POReader.read(bytes, path: "c.po", options: ReadOptions(locale: "de"))
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.entries.first?.comments.previousKey == "old")
        #expect(file.entries.last?.localizations["de"]?.value.strings == ["x#~ y"])
        let joined = try Corpus.withTemporaryFile(bytes, name: "c.po") { try Corpus.run("/usr/bin/msgcat", [$0]) }
        #expect(joined.stdout.contains("#| msgid \"old\""))
        #expect(joined.stdout.contains("#~ msgstr \"x#~ y\""))
        #expect(POWriter.write(PODocument.parse(bytes, path: "c.po")) == bytes)
    }

    @Test func stringsAfterABackslashAtTheEndOfTheLineBelongToTheField() throws {
        let bytes = Array((Self.header + "msgid \"a\"\nmsgstr \"x\" \\\n  \"y\"\n\nmsgid \"b\"\nmsgstr \"z\"\\\nmsgid \"c\"\nmsgstr \"w\"\n").utf8)
        let file = POReader.read(bytes, path: "c.po", options: ReadOptions(locale: "de"))
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.entries.map { $0.localizations["de"]?.value.strings ?? [] } == [["xy"], ["z"], ["w"]])
        #expect(try Corpus.msgfmtCheck(bytes, name: "c.po").status == 0)
        #expect(POWriter.write(PODocument.parse(bytes, path: "c.po")) == bytes)
    }

    @Test func aContinuedFlagsLineKeepsItsFlags() throws {
        // "fuzzy" before the break, "c-format" after it: one `#,` line to gettext.
        let bytes = Array((Self.header + "#, fuzzy\\\n, c-format\nmsgid \"a %d\"\nmsgstr \"x\"\n").utf8)
        let file = POReader.read(bytes, path: "c.po", options: ReadOptions(locale: "de"))
        #expect(file.entries.first?.comments.flags == ["fuzzy", "c-format"])
        #expect(file.statistics().fuzzy == 1)
        let stats = try Corpus.withTemporaryFile(bytes, name: "c.po") { try Corpus.run("/usr/bin/msgfmt", ["--statistics", "-o", "/dev/null", $0]) }
        #expect(stats.stderr.contains("1 fuzzy translation"))
        #expect(POWriter.write(PODocument.parse(bytes, path: "c.po")) == bytes)
    }

    @Test func aBackslashBeforeTheEndOfTheFileLeavesTheStringOpen() throws {
        let bytes = Array((Self.header + "msgid \"a\"\nmsgstr \"x\\\n").utf8)
        let file = POReader.read(bytes, path: "c.po", options: ReadOptions(locale: "de"))
        #expect(file.diagnostics.map(\.rule) == ["po.unterminated-string"])
        #expect(file.entries.first?.localizations["de"]?.value.strings == ["x"])
        #expect(try Corpus.msgfmtCheck(bytes, name: "c.po").stderr.contains("end-of-file within string"))
    }
}
