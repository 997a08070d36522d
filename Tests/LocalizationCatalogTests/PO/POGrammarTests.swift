import Foundation
import Testing
@testable import LocalizationCatalog
import TestSupport

/// The PO grammar (GNU gettext manual, "The Format of PO Files") read into the catalog model.
@Suite struct POGrammarTests {
    static let sample = #"""
    # Translation of the sample.
    msgid ""
    msgstr ""
    "Project-Id-Version: sample 1.0\n"
    "Language: de\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"

    # A translator note
    #. Shown on the save button
    #: app/views.py:12 app/forms.py:40
    #, python-format
    msgctxt "button"
    msgid "Save %(name)s"
    msgstr "%(name)s speichern"

    #: app/models.py:3
    msgid "One file"
    msgid_plural "%d files"
    msgstr[0] "Eine Datei"
    msgstr[1] "%d Dateien"

    msgid ""
    "Line one\n"
    "Line two"
    msgstr ""
    "Zeile eins\n"
    "Zeile zwei"

    msgid "Escapes"
    msgstr "tab\there \"q\" back\\slash \a\b\f\v\r \' \? \101\x42 end"

    #, fuzzy, python-format
    #| msgctxt "old"
    #| msgid "Old %s"
    #| msgid_plural "Olds"
    msgid "New %s"
    msgstr "Neu %s"

    #, fuzzy
    msgid "Fuzzy but empty"
    msgstr ""

    msgid "Untranslated"
    msgstr ""

    #~ msgid "Gone"
    #~ msgstr "Weg"

    #, fuzzy
    #~| msgid "Older"
    #~ msgctxt "ctx"
    #~ msgid "Gone too"
    #~ msgid_plural "Gone too (pl)"
    #~ msgstr[0] "Auch weg"
    #~ msgstr[1] ""
    #~ "Auch weg (pl)"

    """#

    static let header = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
        + "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"

    static func read(_ text: String, path: String = "de.po") -> CatalogFile {
        POReader.read(Array(text.utf8), path: path, options: ReadOptions())
    }

    /// Two rules of gettext's reader, against msgfmt and msgunfmt: each `#,` line replaces the
    /// flags before it (so `#, fuzzy` then `#, c-format` is translated), and strings are tokens
    /// (`msgstr "f" "g"` on one line is "fg").
    @Test func lastFlagLineAndStringsOnOneLineAsMsgfmtReadsThem() throws {
        let text = Self.header + """
            #, fuzzy
            #, c-format
            msgid "a %d"
            msgstr "b %d"

            #, c-format
            #, fuzzy
            msgid "c"
            msgstr "d"

            msgid "e" "2"
            msgstr "f" "g"  "\\x41"
            "h" "i"

            """
        let file = Self.read(text)
        #expect(file.diagnostics.map(\.rule) == [])
        #expect(file.entries.map(\.key) == ["a %d", "c", "e2"])
        #expect(file.entries.map(\.comments.flags) == [["c-format"], ["fuzzy"], []])
        #expect(file.entries[2].localizations["de"]?.value.strings == ["fgAhi"])
        #expect(file.statistics(locale: "de") == TranslationStatistics(entries: 3, translated: 2, fuzzy: 1, untranslated: 0))
        let document = PODocument.parse(Array(text.utf8), path: "de.po")
        #expect(document.entries.map(\.isFuzzy) == [false, false, true, false])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("po-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = folder.appendingPathComponent("de.po").path, mo = folder.appendingPathComponent("de.mo").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: po))
        let stats = try Corpus.run("/usr/bin/msgfmt", ["--statistics", "-c", "-o", mo, po])
        #expect(stats.status == 0)
        #expect(stats.stderr.contains("2 translated messages, 1 fuzzy translation."))
        let entries = try Corpus.run("/usr/bin/msgunfmt", [mo]).stdout
        #expect(entries.contains("msgid \"a %d\"\nmsgstr \"b %d\""))
        #expect(entries.contains("msgid \"e2\"\nmsgstr \"fgAhi\""))
        #expect(!entries.contains("msgid \"c\""))
    }

    /// A comment after `#~ ` is that comment, as msgcat reads it: `#~ #| msgid` is the previous
    /// msgid of an obsolete entry, `#~ #, fuzzy` a flag line, `#~ # note` a translator comment.
    @Test func commentsAfterTheObsoleteMarkerAsMsgcatReadsThem() throws {
        let text = Self.header + """
            #~ #| msgid "older"
            #~ msgid "x"
            #~ msgstr "y"

            #~ #, fuzzy
            #~ # note
            #~ msgid "z"
            #~ msgstr "w"

            """
        let file = Self.read(text)
        #expect(file.diagnostics.map(\.rule) == [])
        #expect(file.entries.map(\.key) == ["x", "z"])
        #expect(file.entries.map(\.state) == [.obsolete, .obsolete])
        #expect(file.entries[0].comments.previousKey == "older")
        #expect(file.entries[1].comments.flags == ["fuzzy"])
        #expect(file.entries[1].comments.translator == ["note"])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("po-obsolete-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let po = folder.appendingPathComponent("de.po").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: po))
        let msgcat = try Corpus.run("/usr/bin/msgcat", [po])
        #expect(msgcat.status == 0)
        // msgcat writes translator comments before flags.
        #expect(msgcat.stdout.hasSuffix("#~| msgid \"older\"\n#~ msgid \"x\"\n#~ msgstr \"y\"\n\n# note\n#, fuzzy\n#~ msgid \"z\"\n#~ msgstr \"w\"\n"))
    }

    @Test func headerFieldsInOrderAndNotAnEntry() {
        let file = Self.read(Self.sample)
        #expect(file.header.map(\.name) == ["Project-Id-Version", "Language", "Content-Type", "Plural-Forms"])
        #expect(file.headerValue("plural-forms") == "nplurals=2; plural=(n != 1);")
        #expect(file.locale == "de")
        #expect(file.format == .po)
        #expect(file.table == "de")
        #expect(file.entries.count == 9)
        #expect(!file.entries.contains { $0.key.isEmpty && $0.context == nil })
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    }

    @Test func contextCommentsAndReferences() {
        let entry = Self.read(Self.sample).entries[0]
        #expect(entry.context == "button")
        #expect(entry.key == "Save %(name)s")
        #expect(entry.comments.translator == ["A translator note"])
        #expect(entry.comments.extracted == ["Shown on the save button"])
        #expect(entry.comments.references == ["app/views.py:12", "app/forms.py:40"])
        #expect(entry.comments.flags == ["python-format"])
        #expect(entry.localizations["de"]?.value == .text("%(name)s speichern", location: SourceLocation(file: "de.po", line: 15, column: 1)))
        #expect(entry.location == SourceLocation(file: "de.po", line: 14, column: 1))
    }

    /// Header fields are found ignoring case, by whole name, and Unicode case rules still apply
    /// to names that are not ASCII (the Kelvin sign lowercases to "k").
    @Test func headerFieldsAreFoundIgnoringCase() {
        let file = CatalogFile(
            path: "x.po", format: .po, table: "x",
            header: [("Language-Team", "German"), ("LANGUAGE", "de"), ("\u{212A}ey", "kelvin"), ("Ä", "a-umlaut")])
        #expect(file.headerValue("language") == "de")
        #expect(file.headerValue("Language-team") == "German")
        #expect(file.headerValue("Lang") == nil)
        #expect(file.headerValue("Languages") == nil)
        #expect(file.headerValue("key") == "kelvin")
        #expect(file.headerValue("ä") == "a-umlaut")
        #expect(file.headerValue("a") == nil)
    }

    /// Comments other than flags stay in the file until read: reading, changing and comparing
    /// them gives what comments built as arrays give.
    @Test func deferredCommentsReadChangeAndCompareAsBuiltOnes() {
        let entry = Self.read(Self.sample).entries[0]
        let built = EntryComments(
            translator: ["A translator note"], extracted: ["Shown on the save button"],
            references: ["app/views.py:12", "app/forms.py:40"], flags: ["python-format"])
        #expect(entry.comments == built)
        #expect(entry.comments.hashValue == built.hashValue)
        #expect(!entry.comments.isEmpty)

        // A change decodes the rest into the entry's own box; the file's entry is unchanged.
        var changed = entry
        changed.comments.references.append("app/urls.py:3")
        #expect(changed.comments.references == ["app/views.py:12", "app/forms.py:40", "app/urls.py:3"])
        #expect(changed.comments.translator == ["A translator note"])
        #expect(changed.comments.extracted == ["Shown on the save button"])
        #expect(changed.comments.flags == ["python-format"])
        #expect(entry.comments.references == ["app/views.py:12", "app/forms.py:40"])
        #expect(changed.comments != entry.comments)

        // A comment of blanks only: no reference, and the comments count as empty.
        let blank = POReader.read(Array("#:   \nmsgid \"a\"\nmsgstr \"b\"\n".utf8), path: "de.po").entries[0]
        #expect(blank.comments.references.isEmpty)
        #expect(blank.comments.isEmpty)
        #expect(blank.comments == EntryComments())

        // Comments are decoded in the file's charset.
        var latin1 = Array("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\n# caf".utf8)
        latin1 += [0xE9] + Array("\n#: caf".utf8) + [0xE9] + Array(".py:1\nmsgid \"a\"\nmsgstr \"b\"\n".utf8)
        let decoded = POReader.read(latin1, path: "fr.po").entries[0]
        #expect(decoded.comments.translator == ["café"])
        #expect(decoded.comments.references == ["café.py:1"])
    }

    /// A header field's location is its own line: `Language:`, not the `Language-Team:` line
    /// before it, whether each field has its string or several share one.
    @Test func headerFieldLocationsAreTheFieldsOwnLines() {
        let file = Self.read("""
            msgid ""
            msgstr ""
            "Language-Team: German <de@example.org>\\n"
            "Language: de\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

            """)
        #expect(file.headerLocation("Language") == SourceLocation(file: "de.po", line: 4, column: 2))
        #expect(file.headerLocation("Plural-Forms") == SourceLocation(file: "de.po", line: 6, column: 2))
        let oneLine = Self.read(#"msgid ""\#nmsgstr "Language-Team: x\nLanguage: fr\nPlural-Forms: nplurals=2; plural=(n > 1);\n"\#n"#, path: "fr.po")
        #expect(oneLine.headerLocation("Language") == SourceLocation(file: "fr.po", line: 2, column: 27))
        #expect(oneLine.headerLocation("Plural-Forms") == SourceLocation(file: "fr.po", line: 2, column: 41))
        // An escaped backslash before `n` ends no line: the field is the one after it.
        let escaped = Self.read(#"msgid ""\#nmsgstr "X-Note: a\\nLanguage: no\nLanguage: nb\n"\#n"#, path: "nb.po")
        #expect(escaped.headerLocation("Language") == SourceLocation(file: "nb.po", line: 2, column: 35))
    }

    /// Entries whose one comment is the same `#,` line share their comments until one is
    /// changed; a change to one leaves the others as read.
    @Test func entriesWithTheSameFlagsLineAreIndependent() {
        let file = Self.read("""
            #, python-format
            msgid "a %s"
            msgstr "A %s"

            #, python-format
            msgid "b %s"
            msgstr "B %s"

            #, fuzzy
            msgid "c"
            msgstr "C"

            #, python-format
            #| msgid "old %s"
            msgid "d %s"
            msgstr "D %s"

            """)
        #expect(file.entries.map(\.comments.flags) == [["python-format"], ["python-format"], ["fuzzy"], ["python-format"]])
        #expect(file.entries.map(\.comments.previousKey) == [nil, nil, nil, "old %s"])
        var changed = file.entries[0]
        changed.comments.flags.append("no-c-format")
        changed.comments.previousKey = "earlier"
        #expect(changed.comments.flags == ["python-format", "no-c-format"])
        #expect(file.entries[0].comments.flags == ["python-format"])
        #expect(file.entries[1].comments.flags == ["python-format"])
        #expect(file.entries[1].comments.previousKey == nil)
        #expect(file.entries[0].comments == file.entries[1].comments)
        #expect(file.entries[0].comments != changed.comments)
    }

    @Test func pluralForms() {
        let entry = Self.read(Self.sample).entries[1]
        #expect(entry.key == "One file")
        #expect(entry.pluralKey == "%d files")
        #expect(entry.localizations["de"]?.value.strings == ["Eine Datei", "%d Dateien"])
        if case .pluralForms(let forms)? = entry.localizations["de"]?.value.content {
            #expect(forms.map(\.location?.line) == [20, 21])
        } else {
            Issue.record("expected plural forms")
        }
    }

    @Test func multiLineStringsAreJoined() {
        let entry = Self.read(Self.sample).entries[2]
        #expect(entry.key == "Line one\nLine two")
        #expect(entry.localizations["de"]?.value.strings == ["Zeile eins\nZeile zwei"])
    }

    @Test func cEscapes() {
        let entry = Self.read(Self.sample).entries[3]
        #expect(entry.localizations["de"]?.value.strings == ["tab\there \"q\" back\\slash \u{07}\u{08}\u{0C}\u{0B}\r ' ? AB end"])
    }

    @Test func fuzzyWithPreviousStrings() {
        let file = Self.read(Self.sample)
        let entry = file.entries[4]
        #expect(entry.comments.flags == ["fuzzy", "python-format"])
        #expect(entry.comments.previousContext == "old")
        #expect(entry.comments.previousKey == "Old %s")
        #expect(entry.comments.previousPluralKey == "Olds")
        #expect(entry.localizations["de"]?.state == .needsReview)
        #expect(entry.status(in: "de") == .fuzzy)
        #expect(file.entries[5].status(in: "de") == .untranslated)  // fuzzy but empty: msgfmt says untranslated
    }

    @Test func obsoleteEntriesAreReadFully() {
        let file = Self.read(Self.sample)
        let gone = file.entries[7]
        #expect(gone.state == .obsolete)
        #expect(gone.key == "Gone")
        #expect(gone.localizations["de"]?.value.strings == ["Weg"])
        let goneToo = file.entries[8]
        #expect(goneToo.state == .obsolete)
        #expect(goneToo.context == "ctx")
        #expect(goneToo.pluralKey == "Gone too (pl)")
        #expect(goneToo.comments.previousKey == "Older")
        #expect(goneToo.comments.flags == ["fuzzy"])
        #expect(goneToo.localizations["de"]?.value.strings == ["Auch weg", "Auch weg (pl)"])
        #expect(goneToo.location == SourceLocation(file: "de.po", line: 53, column: 4))
    }

    @Test func statisticsSkipHeaderAndObsolete() {
        let stats = Self.read(Self.sample).statistics()
        #expect(stats == TranslationStatistics(entries: 7, translated: 4, fuzzy: 1, untranslated: 2))
    }

    @Test func localeOptionWinsAndTemplateHasNoLocalizations() {
        let file = POReader.read(Array(Self.sample.utf8), path: "x/django.pot", options: ReadOptions(locale: "fr"))
        #expect(file.format == .pot)
        #expect(file.locale == "fr")
        #expect(file.entries.allSatisfy { $0.localizations.isEmpty })
    }

    @Test func latin1IsDecoded() {
        var bytes = Array("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n\nmsgid \"caf".utf8)
        bytes += [0xE9] + Array("\"\nmsgstr \"Caf".utf8) + [0xE9] + Array("\"\n".utf8)
        let file = POReader.read(bytes, path: "fr.po", options: ReadOptions(locale: "fr"))
        #expect(file.entries.first?.key == "café")
        #expect(file.entries.first?.localizations["fr"]?.value.strings == ["Café"])
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(POWriter.write(PODocument.parse(bytes, path: "fr.po")) == bytes)
    }

    /// Single-byte charsets other than Latin-1 are decoded as gettext decodes them: the file read
    /// directly gives the same keys, values and comments as the file msgconv turned into UTF-8,
    /// and a byte the charset leaves undefined is reported where msgfmt reports it.
    @Test(arguments: [
        ("CP1252", [0x63, 0x61, 0x66, 0xE9, 0x20, 0x80, 0x20, 0x93, 0x6F, 0x6B, 0x94] as [UInt8]),
        ("KOI8-R", [0xD0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4] as [UInt8]),
        ("ISO-8859-15", [0xA4, 0x20, 0xBD, 0xBE] as [UInt8]),
        ("CP1251", [0xEF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2] as [UInt8]),
        // Vietnamese; VISCII gives some control bytes letters (0x02 is Ẳ).
        ("VISCII", [0x54, 0x69, 0xAA, 0x6E, 0x67, 0x20, 0x56, 0x69, 0xAE, 0x74, 0x20, 0x02] as [UInt8]),
    ])
    func singleByteCharsetsAsMsgconvDecodesThem(charset: String, text: [UInt8]) throws {
        var bytes = Array("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=\(charset)\\n\"\n\n# ".utf8)
        bytes += text + Array("\n#: ".utf8) + text + Array(".py:1\nmsgid \"".utf8) + text + Array("\"\nmsgstr \"<".utf8) + text
            + Array(">\"\n".utf8)
        let direct = POReader.read(bytes, path: "x.po", options: ReadOptions(locale: "x"))
        #expect(direct.diagnostics.isEmpty, "\(direct.diagnostics)")

        let converted = try Corpus.withTemporaryFile(bytes, name: "x.po") { try Corpus.run("/usr/bin/msgconv", ["--to-code=UTF-8", $0]) }
        #expect(converted.status == 0, "\(converted.stderr)")
        let reference = POReader.read(Array(converted.stdout.utf8), path: "x.po", options: ReadOptions(locale: "x"))
        let entry = try #require(direct.entries.first), expected = try #require(reference.entries.first)
        #expect(entry.key == expected.key)
        #expect(entry.localizations["x"]?.value.strings == expected.localizations["x"]?.value.strings)
        #expect(entry.comments.translator == expected.comments.translator)
        // msgconv leaves references (file names) as bytes; here they are read in the charset.
        #expect(entry.comments.references.last?.hasSuffix(".py:1") == true)
        #expect(!entry.comments.references.joined().unicodeScalars.contains("\u{FFFD}"))
        #expect(!entry.key.unicodeScalars.contains("\u{FFFD}"))
        // Read then written with no change: the same bytes.
        #expect(POWriter.write(PODocument.parse(bytes, path: "x.po")) == bytes)
    }

    @Test func aByteACharsetLeavesUndefinedIsReportedAsMsgfmtDoes() throws {
        var bytes = Array("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=CP1252\\n\"\n\nmsgid \"a\"\nmsgstr \"b".utf8)
        bytes += [0x81] + Array("c\"\n".utf8)
        bytes += Array("# a comment with \u{201C} as CP1252 writes it: ".utf8) + [0x93, 0x81] + Array("\nmsgid \"d".utf8) + [0x81]
        bytes += Array("\"\nmsgstr \"e\"\n".utf8)
        let file = POReader.read(bytes, path: "bad.po", options: ReadOptions(locale: "x"))
        // Each undefined byte of a string, none in comments, as msgfmt reports them.
        #expect(file.diagnostics.map(\.rule) == ["po.invalid-multibyte-sequence", "po.invalid-multibyte-sequence"])
        #expect(file.diagnostics.last?.location == SourceLocation(file: "bad.po", line: 8, column: 9))
        #expect(file.diagnostics.first?.location == SourceLocation(file: "bad.po", line: 6, column: 10))
        #expect(file.diagnostics.first?.message == "byte 0x81 is not a character in CP1252; it reads as U+FFFD")
        #expect(file.entries.first?.localizations["x"]?.value.strings == ["b\u{FFFD}c"])

        let msgfmt = try Corpus.msgfmtCheck(bytes, name: "bad.po")
        #expect(msgfmt.status != 0)
        #expect(msgfmt.stderr.contains("bad.po:6:10: invalid multibyte sequence"))
        #expect(msgfmt.stderr.contains("bad.po:8:9: invalid multibyte sequence"))
        #expect(msgfmt.stderr.components(separatedBy: "invalid multibyte sequence").count - 1 == 2)
    }

    @Test func hebrewInCP1255IsReadAsIconvReadsIt() throws {
        // glibc's converter holds a Hebrew letter back until it knows no combining mark follows;
        // the table flushes it. (msgconv and msgfmt 0.21 abort on such a file, so iconv is the reference.)
        let hebrew: [UInt8] = [0xF9, 0xEC, 0xE5, 0xED, 0x20, 0xF2, 0xE5, 0xEC, 0xED, 0x20, 0xD4, 0xD5, 0xD6]
        let bytes = Array("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=CP1255\\n\"\n\nmsgid \"a\"\nmsgstr \"".utf8)
            + hebrew + Array("\"\n".utf8)
        let file = POReader.read(bytes, path: "he.po", options: ReadOptions(locale: "he"))
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let converted = try Corpus.withTemporaryFile(hebrew, name: "he.txt") { try Corpus.run("/usr/bin/iconv", ["-f", "CP1255", "-t", "UTF-8", $0]) }
        #expect(converted.status == 0)
        #expect(file.entries.first?.localizations["he"]?.value.strings == [converted.stdout])
        #expect(converted.stdout.hasPrefix("\u{5E9}\u{5DC}\u{5D5}\u{5DD}"))
    }

    /// A UTF-8 file that declares ASCII: msgfmt reports each byte of `é`; we report the character
    /// once, at msgfmt's first position, with the header fix (the whole file is valid UTF-8).
    @Test func asciiDeclaredButUTF8WrittenIsOneFindingPerCharacterWithTheFix() throws {
        let bytes = Array("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ASCII\\n\"\n\nmsgid \"a\"\nmsgstr \"caf\u{E9}\"\n".utf8)
        let file = POReader.read(bytes, path: "as.po", options: ReadOptions(locale: "x"))
        #expect(file.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["6:12"])
        #expect(file.diagnostics.first?.message
            == "'\u{E9}' is written in UTF-8 (bytes 0xC3 0xA9), which ASCII has no character for; it reads as U+FFFD U+FFFD; "
            + "the whole file is valid UTF-8: declare that charset in the header")
        #expect(file.diagnostics.first?.fixIt == "Content-Type: text/plain; charset=UTF-8")
        #expect(file.entries.first?.localizations["x"]?.value.strings == ["caf\u{FFFD}\u{FFFD}"])
        let msgfmt = try Corpus.msgfmtCheck(bytes, name: "as.po")
        #expect(msgfmt.stderr.contains("as.po:6:12: invalid multibyte sequence"))
        #expect(msgfmt.stderr.contains("as.po:6:13: invalid multibyte sequence"))

        // With a byte that is no UTF-8 either, each UTF-8 character is still one finding, later
        // columns stay msgfmt's, and no fix is offered.
        let mixed = Array("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ASCII\\n\"\n\nmsgid \"a\"\nmsgstr \"caf\u{E9} ".utf8)
            + [0xFF] + Array(" \u{20AC}\"\n".utf8)
        let other = POReader.read(mixed, path: "as.po", options: ReadOptions(locale: "x"))
        #expect(other.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["6:12", "6:15", "6:17"])
        #expect(other.diagnostics.map(\.message) == [
            "'\u{E9}' is written in UTF-8 (bytes 0xC3 0xA9), which ASCII has no character for; it reads as U+FFFD U+FFFD",
            "byte 0xFF is not a character in ASCII; it reads as U+FFFD",
            "'\u{20AC}' is written in UTF-8 (bytes 0xE2 0x82 0xAC), which ASCII has no character for; it reads as U+FFFD U+FFFD U+FFFD",
        ])
        #expect(other.diagnostics.allSatisfy { $0.fixIt == nil })
        let mixedMsgfmt = try Corpus.msgfmtCheck(mixed, name: "as.po")
        for column in [12, 13, 15, 17, 18, 19] { #expect(mixedMsgfmt.stderr.contains("as.po:6:\(column): invalid multibyte sequence")) }
    }

    @Test func unknownCharsetIsReported() {
        // A name iconv does not know: strings are read as UTF-8.
        let text = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=X-UNHEARD-OF\\n\"\n\nmsgid \"a\"\nmsgstr \"b\"\n"
        let file = Self.read(text)
        #expect(file.diagnostics.map(\.rule) == ["po.unknown-charset"])
        #expect(file.diagnostics.first?.location == SourceLocation(file: "de.po", line: 2, column: 9))
        #expect(file.entries.first?.key == "a")
    }

    @Test func theTemplatePlaceholderCharsetIsReportedInATranslationOnly() throws {
        let text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=CHARSET\\n\"\n\nmsgid \"a\"\nmsgstr \"b\"\n"
        let po = POReader.read(Array(text.utf8), path: "de.po", options: ReadOptions(locale: "de"))
        #expect(po.diagnostics.map(\.rule) == ["po.non-portable-charset"])
        #expect(po.diagnostics.first?.fixIt == "Content-Type: text/plain; charset=UTF-8")
        #expect(try Corpus.msgfmtCheck(Array(text.utf8), name: "de.po").stderr.contains("Charset \"CHARSET\" is not a portable encoding name"))
        let pot = POReader.read(Array(text.replacingOccurrences(of: "msgstr \"b\"", with: "msgstr \"\"").utf8), path: "x.pot")
        #expect(pot.diagnostics.isEmpty, "\(pot.diagnostics)")
    }

    @Test func headerLinesEndingInCarriageReturnAreStillFieldsAsInGettext() throws {
        // gettext reads the header line by line at each \n: Language and Plural-Forms are found
        // (msgfmt -c compares nplurals=3 with the entry's two forms), and the \r stays in the
        // charset name, which msgfmt then calls non-portable.
        let text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\r\\n\"\n\"Language: de\\r\\n\"\n"
            + "\"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);\\r\\n\"\n\n"
            + "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"b\"\nmsgstr[1] \"bs\"\n\nmsgid \"c\"\nmsgstr \"é\"\n"
        let bytes = Array(text.utf8)
        let file = POReader.read(bytes, path: "x.po")
        #expect(file.locale == "de")
        #expect(file.headerValue("Language") == "de")
        #expect(file.headerValue("Plural-Forms") == "nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);")
        #expect(file.diagnostics.map(\.rule) == ["po.non-portable-charset", "po.plural-count-mismatch"])
        #expect(file.diagnostics.map(\.location.line) == [3, 7])
        #expect(file.diagnostics.first?.message.hasPrefix("charset 'UTF-8\\r' is not a name GNU gettext knows (the header line ends in") == true)
        #expect(file.diagnostics.first?.fixIt == "Content-Type: text/plain; charset=UTF-8")
        #expect(file.entries.last?.localizations["de"]?.value.strings == ["é"])
        let msgfmt = try Corpus.msgfmtCheck(bytes, name: "x.po")
        #expect(msgfmt.stderr.contains("Charset \"UTF-8\r\" is not a portable encoding name"))
        #expect(msgfmt.stderr.contains("x.po:2: nplurals = 3") && msgfmt.stderr.contains("...but some messages have only 2 plural forms"))
    }

    /// `text` read as a German catalog, which must give no finding, as `msgfmt -c` gives none;
    /// the lossless view must write it back unchanged.
    private func readAsMsgfmtDoes(_ text: String) throws -> CatalogFile {
        let bytes = Array(text.utf8)
        let file = POReader.read(bytes, path: "de.po", options: ReadOptions(locale: "de"))
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(try Corpus.msgfmtCheck(bytes, name: "de.po").status == 0)
        #expect(POWriter.write(PODocument.parse(bytes, path: "de.po")) == bytes)
        return file
    }

    @Test(arguments: ["msgstr [0] \"b\"", "msgstr[ 0 ] \"b\"", "msgstr\t[0 ]\t\"b\""])
    func blanksMayStandAroundAPluralIndexAsBetweenGettextTokens(_ line: String) throws {
        let text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
            + "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\nmsgid \"a\"\nmsgid_plural \"as\"\n\(line)\nmsgstr[1] \"bs\"\n"
        let file = try readAsMsgfmtDoes(text)
        #expect(file.entries.first?.localizations["de"]?.value.strings == ["b", "bs"])
        // Only msgstr takes an index.
        let msgid = POReader.read(Array(text.replacingOccurrences(of: "msgid \"a\"", with: "msgid [0] \"a\"").utf8), path: "de.po")
        #expect(msgid.diagnostics.first?.rule == "po.unexpected-keyword")
    }

    @Test func aKeywordsStringMayStartOnALaterLineAsGettextReadsALineBreakAsABlank() throws {
        let text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
            + "msgid\n\"a\"\nmsgstr\n\n\"b\"\n\n#| msgid\n#| \"old\"\nmsgid \"c\"\nmsgstr \"d\"\n\n#~ msgid\n#~ \"o\"\n#~ msgstr\n#~ \"p\"\n"
        let file = try readAsMsgfmtDoes(text)
        // As msgcat writes them: "a" → "b", "c" (previously "old") → "d", obsolete "o" → "p".
        #expect(file.entries.map(\.key) == ["a", "c", "o"])
        #expect(file.entries.map { $0.localizations["de"]?.value.strings ?? [] } == [["b"], ["d"], ["p"]])
        #expect(file.entries[1].comments.previousKey == "old")
        #expect(file.entries.map(\.location.line) == [5, 13, 16])
        // A keyword with no string after it at all is still an error.
        let bare = POReader.read(Array("msgid\nmsgstr \"x\"\n".utf8), path: "de.po")
        #expect(bare.diagnostics.first?.rule == "po.unexpected-keyword")
        #expect(bare.diagnostics.first?.message == "'msgid' must be followed by a quoted string")
    }

    @Test func pluralMayComeBeforeNpluralsAsGettextLooksForEachOnItsOwn() throws {
        let text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
            + "\"Plural-Forms: plural=(n != 1); nplurals=2;\\n\"\n\nmsgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"b\"\nmsgstr[1] \"bs\"\n"
        _ = try readAsMsgfmtDoes(text)
        #expect(POHeader.pluralCount("plural=(n != 1); nplurals=2;") == .count(2))
        #expect(POHeader.pluralCount("nplurals=2;") == .invalid("no 'plural=' expression besides nplurals"))
    }

    @Test func blankLinesBetweenTheStringsOfAFieldAreWhiteSpaceAsInGettext() throws {
        // gettext's grammar joins strings across blank lines (msgcat writes "wmore", "xtra", "pq");
        // a blank line still ends an entry when a keyword or comment follows.
        let text = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
            + "msgid \"v\"\nmsgstr \"w\"\n\n\"more\"\n\nmsgid \"x\"\n\n\"tra\"\nmsgstr \"y\"\n\n"
            + "#~ msgid \"o\"\n#~ msgstr \"p\"\n\n#~ \"q\"\n\nmsgid \"z\"\nmsgstr \"1\"\n\n\n# next\nmsgid \"n\"\nmsgstr \"2\"\n"
        let bytes = Array(text.utf8)
        let file = POReader.read(bytes, path: "de.po", options: ReadOptions(locale: "de"))
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.entries.map(\.key) == ["v", "xtra", "o", "z", "n"])
        #expect(file.entries.map { $0.localizations["de"]?.value.strings ?? [] } == [["wmore"], ["y"], ["pq"], ["1"], ["2"]])
        #expect(file.entries[4].comments.translator == ["next"])
        #expect(try Corpus.msgfmtCheck(bytes, name: "de.po").status == 0)
        let joined = try Corpus.withTemporaryFile(bytes, name: "de.po") { try Corpus.run("/usr/bin/msgcat", [$0]) }
        #expect(joined.stdout.contains("msgstr \"wmore\"") && joined.stdout.contains("#~ msgstr \"pq\""))
        #expect(POWriter.write(PODocument.parse(bytes, path: "de.po")) == bytes)
    }

    @Test func readThenWriteIsIdentical() {
        let bytes = Array(Self.sample.utf8)
        #expect(POWriter.write(PODocument.parse(bytes, path: "de.po")) == bytes)
    }

    @Test func rulesHaveStableUniqueIDs() {
        let ids = DiagnosticRule.po.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.hasPrefix("po.") })
    }
}
