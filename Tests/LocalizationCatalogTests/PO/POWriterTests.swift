import Foundation
import Testing
@testable import LocalizationCatalog
import TestSupport

/// Edited fields are written as `msgcat` writes them (expected texts below are msgcat 0.21 output
/// for the same values); everything else keeps its bytes.
@Suite struct POWriterTests {
    @Test(Corpus.needsDjango) func editInDjangoFileMatchesMsgcat() throws {
        guard let root = Corpus.django else {
            Issue.record("The Django corpus is missing: run scripts/fetch-django-corpus (or set L10N_DJANGO_DIR)")
            return
        }
        let path = root.appendingPathComponent("conf/locale/de/LC_MESSAGES/django.po").path
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        var document = PODocument.parse(bytes, path: path)
        let index = try #require(document.entries.firstIndex { $0.id?.value == "Enter a valid email address." })
        document.entries[index].setTranslation(
            "Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com, damit wir Ihnen antworten können.")
        let written = String(decoding: POWriter.write(document), as: UTF8.self)
        let original = String(decoding: bytes, as: UTF8.self)
        let old = "msgid \"Enter a valid email address.\"\nmsgstr \"Bitte gültige E-Mail-Adresse eingeben.\"\n"
        let new = """
            msgid "Enter a valid email address."
            msgstr ""
            "Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example."
            "com, damit wir Ihnen antworten können."

            """
        #expect(original.components(separatedBy: old).count == 2)
        #expect(written == original.replacingOccurrences(of: old, with: new))
    }

    @Test func embeddedNewlineAndEscapes() {
        let source = "msgid \"Two lines\"\nmsgstr \"x\"\n\nmsgid \"Short\"\nmsgstr \"y\"\n"
        var document = PODocument.parse(Array(source.utf8), path: "t.po")
        document.entries[0].setTranslation("Erste Zeile\nZweite Zeile mit \"Anführungszeichen\" und\ttab")
        document.entries[1].setTranslation("Kurz\n")
        let expected = """
            msgid "Two lines"
            msgstr ""
            "Erste Zeile\\n"
            "Zweite Zeile mit \\"Anführungszeichen\\" und\\ttab"

            msgid "Short"
            msgstr "Kurz\\n"

            """
        #expect(String(decoding: POWriter.write(document), as: UTF8.self) == expected)
    }

    @Test func obsoletePluralFormKeepsPrefix() {
        let source = "#~ msgid \"File\"\n#~ msgid_plural \"Files\"\n#~ msgstr[0] \"Datei\"\n#~ msgstr[1] \"Dateien\"\n"
        var document = PODocument.parse(Array(source.utf8), path: "t.po")
        document.entries[0].setTranslation(
            "Sehr viele Dateien, die nicht mehr gebraucht werden und trotzdem noch da sind", pluralIndex: 1)
        let expected = """
            #~ msgid "File"
            #~ msgid_plural "Files"
            #~ msgstr[0] "Datei"
            #~ msgstr[1] ""
            #~ "Sehr viele Dateien, die nicht mehr gebraucht werden und trotzdem noch da "
            #~ "sind"

            """
        #expect(String(decoding: POWriter.write(document), as: UTF8.self) == expected)
    }

    @Test func wrappingRulesMatchMsgcat() {
        #expect(POStringFormatter.field("msgstr", String(repeating: "a", count: 72)) == "msgstr \"\(String(repeating: "a", count: 72))\"\n")
        #expect(POStringFormatter.field("msgstr", String(repeating: "a", count: 77) + " b")
            == "msgstr \"\"\n\"\(String(repeating: "a", count: 77)) \"\n\"b\"\n")
        #expect(POStringFormatter.field("msgstr", String(repeating: "请", count: 60))
            == "msgstr \"\"\n\"\(String(repeating: "请", count: 38))\"\n\"\(String(repeating: "请", count: 22))\"\n")
        #expect(POStringFormatter.field("msgstr", "") == "msgstr \"\"\n")
    }

    @Test func addedPluralFormGoesAfterTheLastField() {
        let source = "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"A\"\n# next\nmsgid \"b\"\nmsgstr \"B\"\n"
        var document = PODocument.parse(Array(source.utf8), path: "t.po")
        document.entries[0].setTranslation("As", pluralIndex: 1)
        #expect(String(decoding: POWriter.write(document), as: UTF8.self)
            == "msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"A\"\nmsgstr[1] \"As\"\n# next\nmsgid \"b\"\nmsgstr \"B\"\n")
    }

    /// Ranges are settable: ones outside the source are not sliced (the writer used to read past
    /// its buffer); an entry whose ranges do not fit is written as a new one.
    @Test func rangesOutsideTheSourceAreNotRead() {
        let source = "msgid \"a\"\nmsgstr \"A\"\n"
        var document = PODocument.parse(Array(source.utf8), path: "t.po")
        document.prefix = 0..<1_000
        document.trailer = 50..<2_000
        #expect(String(decoding: POWriter.write(document), as: UTF8.self) == source + source)
        document.prefix = 0..<0
        document.trailer = source.utf8.count..<source.utf8.count
        document.entries[0].translation?.range = 0..<1_000
        document.entries[0].setTranslation("B")
        #expect(String(decoding: POWriter.write(document), as: UTF8.self) == "\nmsgid \"a\"\nmsgstr \"B\"\n")
    }
}
