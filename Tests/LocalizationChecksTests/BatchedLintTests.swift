import Foundation
import LocalizationCatalog
import Testing
import TestSupport
@testable import LocalizationChecks

/// A large tree is read, checked and freed a batch of tables at a time: the report must be the
/// one a single batch gives, whatever the batches, down to each finding's entry key.
@Suite struct BatchedLintTests {
    static func run(_ path: String, batchBytes: Int) -> LintReport {
        var options = Linter.Options()
        options.batchBytes = batchBytes
        return Linter.run([path], options: options)
    }

    static func expectSameReport(_ path: String) {
        let whole = run(path, batchBytes: Int.max)
        let tableByTable = run(path, batchBytes: 1)
        #expect(whole.diagnostics.count > 0)
        #expect(tableByTable.diagnostics == whole.diagnostics)
        #expect(tableByTable.diagnostics.map(\.entryKey) == whole.diagnostics.map(\.entryKey))
        #expect(tableByTable.files == whole.files)
        #expect(tableByTable.tables == whole.tables)
        #expect(FindingIdentity.all(tableByTable, baseDirectory: path) == FindingIdentity.all(whole, baseDirectory: path))
    }

    @Test func appleSliceIsTheSameOneTableAtATime() {
        Self.expectSameReport(Corpus.apple.path)
    }

    @Test(Corpus.needsDjango) func djangoIsTheSameOneTableAtATime() throws {
        let django = try #require(Corpus.django)
        Self.expectSameReport(django.path)
    }

    /// Findings in gettext files carry the key of the entry they are in (msgctxt U+0004 msgid).
    @Test func findingsCarryTheirEntryKey() throws {
        let root = try LinterTests.tree([
            "locale/de/LC_MESSAGES/app.po": """
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\\n"
                "Language: de\\n"

                #, c-format
                msgctxt "menu"
                msgid "Open %s"
                msgstr "Öffnen"

                msgid "Close"
                msgstr ""

                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Self.run(root.path, batchBytes: 1)
        let keys = Dictionary(report.diagnostics.map { ($0.rule, $0.entryKey) }, uniquingKeysWith: { a, _ in a })
        #expect(keys["format.missing-argument"] == .some("menu\u{4}Open %s"))
        #expect(keys["catalog.missing-translation"] == .some("Close"))
    }

    /// `catalog.inconsistent-translation` compares with the first catalog by path whatever order
    /// the batches bring the catalogs in.
    @Test func inconsistentTranslationDoesNotDependOnTheOrderOfBatches() throws {
        func catalog(_ text: String) -> String {
            """
            msgid ""
            msgstr ""
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Language: de\\n"

            msgid "Save"
            msgstr "\(text)"

            """
        }
        let root = try LinterTests.tree([
            "a/locale/de/LC_MESSAGES/django.po": catalog("Sichern"),
            "b/locale/de/LC_MESSAGES/django.po": catalog("Speichern"),
            "c/locale/de/LC_MESSAGES/django.po": catalog("Sichern"),
            "d/locale/de/LC_MESSAGES/django.po": catalog("Ablegen"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let tables = CatalogLoader.load([root.path]).tables
        #expect(tables.count == 4)
        let context = RuleContext(developmentLanguage: nil)
        let together = InconsistentTranslation.check(tables, context: context)
        for order in [Array(tables.reversed()), [tables[2], tables[0], tables[3], tables[1]], [tables[1], tables[3], tables[0], tables[2]]] {
            let collector = InconsistentTranslation.collector(context: context)
            for table in order { collector.add([table]) }
            #expect(collector.findings() == together)
        }
        let finding = try #require(together.first)
        #expect(together.count == 1)
        #expect(finding.location.file.hasSuffix("b/locale/de/LC_MESSAGES/django.po"))
        #expect(finding.notes.first?.location?.file.hasSuffix("a/locale/de/LC_MESSAGES/django.po") == true)
        #expect(finding.message.hasPrefix("'Save' is translated 'Speichern' here but 'Sichern' in "))
        #expect(finding.entryKey == "Save")
    }
}
