import Foundation
import LocalizationCatalog
import Testing
import TestSupport
@testable import LocalizationChecks

/// Lint runs over small trees written by each test, so the input is visible in the test.
@Suite struct LinterTests {
    /// Writes `files` (relative path → content) under a fresh temporary folder.
    static func tree(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return root
    }

    /// A table named with a leading combining mark is still located at its folder.
    @Test func tableLocationWhenItsNameStartsWithACombiningMark() throws {
        let name = "\u{301}Main"
        let root = try Self.tree([
            "App/en.lproj/\(name).strings": "\"Save\" = \"Save\";\n", "App/de.lproj/\(name).strings": "\"Save\" = \"Sichern\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        let table = try #require(report.tables.first)
        #expect(report.tables.count == 1)
        #expect(table.name == name)
        #expect(table.location == root.path + "/App")
    }

    @Test func lprojTableCountsMissingKeysAgainstTheDevelopmentLanguage() throws {
        let root = try Self.tree([
            "en.lproj/Dialogs.strings": "\"Save\" = \"Save\";\n\"Delete\" = \"Delete\";\n\"Retry\" = \"Retry\";\n",
            "de.lproj/Dialogs.strings": "\"Save\" = \"Sichern\";\n\"Delete\" = \"\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        // Retry is missing in de (found at the en entry); Delete is there but empty.
        #expect(report.diagnostics.map { "\($0.rule) \($0.location.file.hasSuffix("en.lproj/Dialogs.strings") ? "en" : "de"):\($0.location.line):\($0.location.column)" } == [
            "catalog.empty-translation de:2:12", "catalog.missing-translation en:3:1",
        ])
        #expect(report.tables.count == 1)
        let table = try #require(report.tables.first)
        #expect(table.name == "Dialogs")
        #expect(table.developmentLanguage == "en")
        #expect(table.locales.map(\.locale) == ["en", "de"])
        let de = table.locales[1]
        #expect((de.entries, de.translated, de.missing, de.needsReview) == (2, 1, 2, 0))
        let files = report.files.map { ($0.locale ?? "", $0.entries, $0.translated, $0.untranslated) }
        #expect(files.map(\.0) == ["de", "en"])
        #expect(files[0].1 == 2 && files[0].2 == 1 && files[0].3 == 1)
        #expect(report.exitStatus == .clean)
    }

    @Test func gettextTemplateIsTheReference() throws {
        let header = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
        let root = try Self.tree([
            "po/sample.pot": "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Save\"\nmsgstr \"\"\n\nmsgid \"Retry\"\nmsgstr \"\"\n\nmsgid \"Delete\"\nmsgstr \"\"\n",
            "po/de.po": header + "msgid \"Save\"\nmsgstr \"Sichern\"\n\n#, fuzzy\nmsgid \"Retry\"\nmsgstr \"Nochmal\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        let table = try #require(report.tables.first)
        #expect(table.name == "sample")
        let de = try #require(table.locales.first { $0.locale == "de" })
        #expect((de.entries, de.translated, de.missing, de.needsReview) == (2, 1, 1, 1))
        let row = try #require(report.files.first { $0.format == .po })
        #expect((row.translated, row.fuzzy, row.untranslated) == (1, 1, 0))
        let template = try #require(report.files.first { $0.format == .pot })
        #expect(template.locale == nil)
        #expect(template.entries == 3)
    }

    @Test func errorsGiveExitStatusOneAndMissingPathsTwo() throws {
        let root = try Self.tree(["en.lproj/A.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        #expect(report.diagnostics.contains { $0.severity == .error })
        #expect(report.exitStatus == .findings)
        #expect(Linter.run([root.path + "/nothing-here"]).exitStatus == .usageOrInput)
    }

    @Test func textReportUsesCompilerStyleLines() throws {
        let root = try Self.tree(["en.lproj/A.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        let text = TextReporter().render(report)
        let first = try #require(text.split(separator: "\n").first)
        let path = root.path + "/en.lproj/A.strings"
        // Reported where the ';' should be, right after the value, as compilers do.
        #expect(first == "\(path):1:10: error: expected ';' after the value, found '\"' [strings.missing-semicolon]")
        #expect(text.contains("A — \(path) (development language en)"))
        #expect(text.hasSuffix("1 error, 0 warnings in 1 file, 1 table\n"))
    }

    @Test func jsonReportHasTheDocumentedShape() throws {
        let root = try Self.tree(["en.lproj/A.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let json = JSONReporter().render(Linter.run([root.path]))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(Set(diagnostics[0].keys).isSuperset(of: ["rule", "severity", "file", "line", "column", "message"]))
        #expect(diagnostics[0]["line"] as? Int == 1)
        #expect(diagnostics[0]["column"] as? Int == 10)
        #expect(diagnostics[0]["rule"] as? String == "strings.missing-semicolon")
        #expect(diagnostics[0]["severity"] as? String == "error")
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.count == 1)
        #expect(files[0]["format"] as? String == "strings")
        #expect(files[0]["locale"] as? String == "en")
        #expect(Set(files[0].keys) == ["path", "format", "locale", "entries", "translated", "fuzzy", "untranslated"])
    }
}
