import Foundation
import LocalizationCatalog
import Testing
import TestSupport
@testable import LocalizationChecks

@Suite struct TableChecksTests {
    static let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"

    @Test func entryMissingFromTheTemplateIsReported() throws {
        let root = try LinterTests.tree([
            "po/app.pot": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n",
            "po/de.po": Self.header + "\"Language: de\\n\"\n\nmsgid \"Save\"\nmsgstr \"Sichern\"\n\nmsgid \"Old\"\nmsgstr \"Alt\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        #expect(report.diagnostics.map(\.rule) == ["catalog.key-not-in-development-language"])
        #expect(report.diagnostics.first?.location.line == 9)
        #expect(report.diagnostics.first?.message == "'Old' is not in the template; no code looks it up (msgmerge would make it obsolete)")
    }

    /// de has no .stringsdict, so Apple takes the English one for de users, and its entry
    /// overrides de's .strings translation.
    @Test func stringsTranslationShadowedByTheDevelopmentStringsdict() throws {
        let root = try LinterTests.tree([
            "en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
            "en.lproj/Localizable.stringsdict": Fixtures.deleteItemsStringsdict,
            "de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";\n\"Delete %lld items?\" = \"%lld Objekte löschen?\";\n",
            "fr.lproj/Localizable.strings": "\"Save\" = \"Enregistrer\";\n",
            "fr.lproj/Localizable.stringsdict": Fixtures.deleteItemsStringsdict,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        let found = report.diagnostics.filter { $0.rule == "catalog.stringsdict-shadows-strings" }
        #expect(found.count == 1)
        #expect(found.first?.location.file.hasSuffix("de.lproj/Localizable.strings") == true)
        #expect(found.first?.location.line == 2)
        #expect(found.first?.message.hasPrefix("Apple shows 'Delete %lld items?' from ") == true)
        #expect(found.first?.message.hasSuffix("add the key to a de Localizable.stringsdict") == true)
    }

    @Test func templateBesideTheLocaleFolderIsPaired() throws {
        let root = try LinterTests.tree([
            "app.pot": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n\nmsgid \"Retry\"\nmsgstr \"\"\n",
            "locale/de/LC_MESSAGES/app.po": Self.header + "\nmsgid \"Save\"\nmsgstr \"Sichern\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        #expect(report.tables.count == 1)
        let de = try #require(report.tables.first?.locales.first)
        #expect((de.locale, de.entries, de.translated, de.missing) == ("de", 1, 1, 1))
        #expect(report.tables.first?.reference == "template app.pot")
    }

    /// Two templates of one domain: the first is the reference, the other is reported as unused.
    @Test func aSecondTemplateOfADomainIsReported() throws {
        let root = try LinterTests.tree([
            "locale/app.pot": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n",
            "locale/en/LC_MESSAGES/app.pot": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n\nmsgid \"Retry\"\nmsgstr \"\"\n",
            "locale/de/LC_MESSAGES/app.po": Self.header + "\nmsgid \"Save\"\nmsgstr \"Sichern\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        #expect(report.tables.count == 1)
        #expect(report.diagnostics.map(\.rule) == ["catalog.several-templates"])
        let found = try #require(report.diagnostics.first)
        #expect(found.location.file.hasSuffix("locale/en/LC_MESSAGES/app.pot"))
        #expect(found.location.line == 1)
        #expect(found.message.hasPrefix("table 'app' has another template, "))
        #expect(found.message.hasSuffix("locale/app.pot, which is the one compared with; this one is not used"))
        #expect(found.notes.count == 1)
        #expect(found.notes.first?.location?.file.hasSuffix("/locale/app.pot") == true)
    }

    /// The template compared with does not depend on the order or spelling of the paths given.
    @Test func theTemplateComparedWithIsTheSameWhateverThePathsGiven() throws {
        let root = try LinterTests.tree([
            "locale/app.pot": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n\nmsgid \"Retry\"\nmsgstr \"\"\n\nmsgid \"Quit\"\nmsgstr \"\"\n",
            "locale/en/LC_MESSAGES/app.pot": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n",
            "locale/de/LC_MESSAGES/app.po": Self.header + "\nmsgid \"Save\"\nmsgstr \"Sichern\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let locale = root.appendingPathComponent("locale").path
        for paths in [[root.path], [locale + "/en/LC_MESSAGES/app.pot", locale], [locale + "/./app.pot", locale + "//"]] {
            let report = Linter.run(paths)
            #expect(report.tables.count == 1, "\(paths)")
            let de = try #require(report.tables.first?.locales.first { $0.locale == "de" })
            #expect(de.missing == 2, "\(paths)")
            let templates = report.diagnostics.filter { $0.rule == "catalog.several-templates" }
            #expect(templates.count == 1, "\(paths)")
            #expect(templates.first?.location.file.hasSuffix("en/LC_MESSAGES/app.pot") == true, "\(paths)")
            // Retry and Quit, at the template compared with.
            let missing = report.diagnostics.filter { $0.rule == "catalog.missing-translation" }
            #expect(missing.map { "\($0.location.file.contains("LC_MESSAGES")):\($0.location.line)" } == ["false:8", "false:11"], "\(paths)")
            #expect(report.diagnostics.count == 3, "\(paths)")
        }
    }

    @Test func languageHeaderThatContradictsThePathIsReported() throws {
        let root = try LinterTests.tree([
            "de/LC_MESSAGES/app.po": Self.header + "\"Language: fr\\n\"\n\nmsgid \"Save\"\nmsgstr \"Sichern\"\n",
            "sr_Latn/LC_MESSAGES/app.po": Self.header + "\"Language: sr@latin\\n\"\n\nmsgid \"Save\"\nmsgstr \"Sačuvaj\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        #expect(report.diagnostics.map(\.rule) == ["catalog.locale-mismatch"])
        #expect(report.diagnostics.first?.message == "the Language header says 'fr' but the path says 'de'")
    }

    @Test func regionsThatDifferAreAMismatchButScriptAndRegionAreNot() throws {
        let root = try LinterTests.tree([
            "pt_BR/LC_MESSAGES/app.po": Self.header + "\"Language: pt_PT\\n\"\n\nmsgid \"Save\"\nmsgstr \"Salvar\"\n",
            "zh_Hant/LC_MESSAGES/app.po": Self.header + "\"Language: zh_TW\\n\"\n\nmsgid \"Save\"\nmsgstr \"儲存\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        #expect(report.diagnostics.filter { $0.rule == "catalog.locale-mismatch" }.map(\.message)
            == ["the Language header says 'pt_PT' but the path says 'pt_BR'"])
    }

    @Test func developmentLanguageIsMatchedWhateverItsSpelling() throws {
        let root = try LinterTests.tree(["en.lproj/A.strings": "\"a\" = \"b\";\n", "pt_BR.lproj/A.strings": "\"a\" = \"c\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        // pt_BR alone is `locale.regional-only`'s, which is not what this test is about.
        #expect(Linter.run([root.path], options: Linter.Options(developmentLanguage: "EN")).diagnostics
            .filter { $0.rule != "locale.regional-only" }.isEmpty)
    }

    @Test func developmentLanguageThatNoFileHasIsReported() throws {
        let root = try LinterTests.tree(["en.lproj/A.strings": "\"a\" = \"b\";\n", "de.lproj/A.strings": "\"a\" = \"c\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path], options: Linter.Options(developmentLanguage: "fr"))
        #expect(report.diagnostics.map(\.rule) == ["catalog.development-language-missing"])
        #expect(report.tables.first?.reference == "development language fr, which has no localization here")
    }

    @Test func gettextDevelopmentLanguageIsNeverMissing() throws {
        // Django-style: en.po has empty msgstr on purpose; the msgid is the English text.
        let root = try LinterTests.tree([
            "en/LC_MESSAGES/app.po": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n",
            "de/LC_MESSAGES/app.po": Self.header + "\nmsgid \"Save\"\nmsgstr \"\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let locales = try #require(Linter.run([root.path]).tables.first?.locales)
        #expect(locales.map(\.locale) == ["en", "de"])
        #expect(locales.map(\.missing) == [0, 1])
    }
}

@Suite struct InputProblemTests {
    @Test func fileOfUnknownTypeAndEmptyFolderAreInputErrors() throws {
        let root = try LinterTests.tree(["notes.txt": "x"])
        defer { try? FileManager.default.removeItem(at: root) }
        let named = Linter.run([root.path + "/notes.txt"])
        #expect(named.inputProblems == ["not a localization file (expected .strings, .stringsdict, .xcstrings, .po or .pot): \(root.path)/notes.txt"])
        #expect(named.exitStatus == .usageOrInput)
        let folder = Linter.run([root.path])
        #expect(folder.inputProblems == ["no localization files under \(root.path)"])
        #expect(folder.exitStatus == .usageOrInput)
    }

    @Test func emptyFolderBesideAGoodOneIsAnInputError() throws {
        let good = try LinterTests.tree(["en.lproj/A.strings": "\"a\" = \"b\";\n"])
        let empty = try LinterTests.tree(["README": "nothing here"])
        defer {
            try? FileManager.default.removeItem(at: good)
            try? FileManager.default.removeItem(at: empty)
        }
        let report = Linter.run([good.path, empty.path])
        #expect(report.inputProblems == ["no localization files under \(empty.path)"])
        #expect(report.files.count == 1)
        #expect(report.exitStatus == .usageOrInput)
    }

    @Test func brokenLinkAndFIFOAreReportedNotSkipped() throws {
        let root = try LinterTests.tree(["de.lproj/A.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/de.lproj/B.strings", withDestinationPath: root.path + "/nowhere")
        #expect(mkfifo(root.path + "/de.lproj/C.strings", 0o644) == 0)
        let report = Linter.run([root.path])
        let unreadable = report.diagnostics.filter { $0.rule == "io.unreadable" }
        #expect(unreadable.map { URL(fileURLWithPath: $0.location.file).lastPathComponent } == ["B.strings", "C.strings"])
        #expect(unreadable.map(\.message) == ["cannot read the file: No such file or directory", "cannot read the file: not a regular file"])
        #expect(report.exitStatus == .usageOrInput)
    }
}

@Suite struct TextReporterTests {
    static func report(_ messages: [String], file: String = "a.strings") -> LintReport {
        LintReport(
            diagnostics: DiagnosticList(messages.enumerated().map { index, message in
                Diagnostic(rule: "strings.unexpected-character", severity: .error,
                           location: SourceLocation(file: file, line: index + 1, column: 1), message: message)
            }),
            files: [], tables: [], missingPaths: [])
    }

    @Test func controlCharactersAreNotSentToTheTerminal() {
        let text = TextReporter(showsSummary: false, showsTotals: false).render(Self.report(["unexpected '\u{1B}[2J'"]))
        #expect(text == "a.strings:1:1: error: unexpected 'U+001B[2J' [strings.unexpected-character]\n")
    }

    @Test func findingsPerFileAreCapped() {
        let text = TextReporter(showsSummary: false, showsTotals: false, maximumPerFile: 2).render(Self.report(["a", "b", "c", "d"]))
        #expect(text == """
            a.strings:1:1: error: a [strings.unexpected-character]
            a.strings:2:1: error: b [strings.unexpected-character]
            a.strings: note: 2 more findings not shown (strings.unexpected-character 2; see --format json)

            """)
    }

    /// Errors are shown before warnings and notes that come earlier in the file; the rest is
    /// counted by rule, most frequent first.
    @Test func aCappedFileShowsItsErrorsFirst() {
        func finding(_ line: Int, _ rule: String, _ severity: Severity) -> Diagnostic {
            Diagnostic(rule: rule, severity: severity, location: SourceLocation(file: "a.po", line: line, column: 1), message: "m\(line)")
        }
        let report = LintReport(
            diagnostics: [finding(1, "text.x", .note), finding(2, "text.x", .note), finding(3, "text.y", .warning), finding(4, "po.z", .error)],
            files: [], tables: [], missingPaths: [])
        let text = TextReporter(showsSummary: false, showsTotals: false, maximumPerFile: 2).render(report)
        #expect(text == """
            a.po:3:1: warning: m3 [text.y]
            a.po:4:1: error: m4 [po.z]
            a.po: note: 2 more findings not shown (text.x 2; see --format json)

            """)
    }
}

@Suite struct TextReporterPathTests {
    @Test func controlCharactersInPathsAreEscapedToo() {
        let report = LintReport(
            diagnostics: [Diagnostic(rule: "strings.missing-semicolon", severity: .error,
                                     location: SourceLocation(file: "bad\u{1B}[31m.strings", line: 1, column: 9), message: "m")],
            files: [], tables: [], missingPaths: [])
        #expect(TextReporter(showsSummary: false, showsTotals: false).render(report) == "badU+001B[31m.strings:1:9: error: m [strings.missing-semicolon]\n")
    }
}
