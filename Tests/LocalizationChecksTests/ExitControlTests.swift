import Foundation
import Testing
import LocalizationCatalog
import TestSupport
@testable import LocalizationChecks

/// `--strict`, `--locale`, the counts per rule and `--no-summary`'s totals line.
@Suite struct ExitControlTests {
    static let tree = [
        "en.lproj/A.strings": "\"a %@\" = \"a %@\";\n\"b\" = \"b\";\n",
        "de.lproj/A.strings": "\"a %@\" = \"b %@\";\n\"b\" = \"B\";\n",
        "fr.lproj/A.strings": "\"a %@\" = \"c %@ %\";\n",
    ]

    @Test func strictMakesWarningsFail() throws {
        #expect(ExitStatus.decide(severities: [Severity.warning, .note]) == .clean)
        #expect(ExitStatus.decide(severities: [Severity.warning, .note], strict: true) == .findings)
        #expect(ExitStatus.decide(severities: [Severity.note], strict: true) == .clean)
        #expect(ExitStatus.decide(inputProblem: true, severities: [Severity.error], strict: true) == .usageOrInput)
        let root = try LinterTests.tree(["en.lproj/A.strings": "\"a\" = \"a\";\n\"b\" = \"b\";\n", "de.lproj/A.strings": "\"a\" = \"x\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        #expect(report.count(.warning) == 1)
        #expect(report.exitStatus == .clean)
        #expect(report.exitStatus(strict: true) == .findings)
        let run = try Corpus.run(CommandLineTests.tool, ["--strict", root.path])
        #expect(run.status == 1)
    }

    @Test func localeLimitsTheRunToThoseLocalizations() throws {
        let root = try LinterTests.tree(Self.tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let all = Linter.run([root.path])
        #expect(Set(all.files.compactMap(\.locale)) == ["de", "en", "fr"])
        #expect(all.count(.error) == 1)  // fr's lone %
        let german = Linter.run([root.path], options: Linter.Options(locales: LocaleSelection(["DE"])))
        // The development language stays: it is what de is compared with.
        #expect(german.files.compactMap(\.locale) == ["de", "en"])
        #expect(german.tables.first?.locales.map(\.locale) == ["en", "de"])
        #expect(german.count(.error) == 0)
        #expect(german.inputProblems.isEmpty)
        let unknown = Linter.run([root.path], options: Linter.Options(locales: LocaleSelection(["de", "xx"])))
        #expect(unknown.inputProblems == ["no table checked has a localization 'xx' (--locale)"])
        #expect(unknown.exitStatus == .usageOrInput)
    }

    /// gettext's `pt_BR` is selected by `pt-BR`; a String Catalog keeps only the listed languages.
    @Test func localeSelectsGettextAndStringCatalogLocalizations() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Save %@" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern %@" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer %@ %" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let po = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\nPlural-Forms: nplurals=2; plural=(n > 1);\\n\"\n\n#, c-format\nmsgid \"a %s\"\nmsgstr \"b %d\"\n"
        let root = try LinterTests.tree([
            "App/L.xcstrings": catalog, "locale/pt_BR/LC_MESSAGES/app.po": po, "locale/fr/LC_MESSAGES/app.po": po,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let all = Linter.run([root.path])
        #expect(Set(all.diagnostics.map(\.rule)).isSuperset(of: ["format.invalid-directive", "format.kind-mismatch"]))
        let brazil = Linter.run([root.path], options: Linter.Options(locales: LocaleSelection(["pt-BR"])))
        #expect(brazil.files.map(\.locale).contains("pt_BR"))
        #expect(!brazil.files.map(\.locale).contains("fr"))
        #expect(brazil.diagnostics.filter { $0.rule == "format.kind-mismatch" }.map { $0.location.file.hasSuffix("pt_BR/LC_MESSAGES/app.po") } == [true])
        // The catalog's fr translation (the lone %) is out of the run; its en source stays.
        #expect(!brazil.diagnostics.contains { $0.location.file.hasSuffix("L.xcstrings") && $0.rule == "format.invalid-directive" })
        // A String Catalog's rows list its translations (the source language is the keys).
        #expect(all.tables.first { $0.name == "L" }?.locales.map(\.locale) == ["de", "fr"])
        #expect(brazil.tables.first { $0.name == "L" }?.locales.map(\.locale) == [])
        let french = Linter.run([root.path], options: Linter.Options(locales: LocaleSelection(["fr"])))
        #expect(french.diagnostics.contains { $0.location.file.hasSuffix("L.xcstrings") && $0.rule == "format.invalid-directive" })
        #expect(french.tables.first { $0.name == "L" }?.locales.map(\.locale) == ["fr"])
    }

    @Test func textSummaryCountsPerRuleAndNoSummaryKeepsTheTotals() throws {
        let root = try LinterTests.tree(Self.tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        let full = TextReporter().render(report)
        #expect(full.contains("  rule                         severity  findings\n  format.invalid-directive        error         1\n  catalog.missing-translation   warning         1\n"))
        #expect(full.hasSuffix("\n1 error, 1 warning in 3 files, 1 table\n"))
        let short = TextReporter(showsSummary: false).render(report)
        #expect(!short.contains("severity  findings"))
        #expect(!short.contains("needs review"))
        #expect(short.hasSuffix("\n\n1 error, 1 warning in 3 files, 1 table\n"))
        let run = try Corpus.run(CommandLineTests.tool, ["--no-summary", "--locale", "de,en", root.path])
        #expect(run.status == 0)
        #expect(run.stdout == "0 errors, 0 warnings in 2 files, 1 table\n")
        let bad = try Corpus.run(CommandLineTests.tool, ["--locale", "de,,fr", root.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'' is not a language identifier"))
    }
}

/// A dialog manifest that cannot be used as a whole is an input problem (exit 2), as a broken
/// configuration or baseline is; a finding inside a usable manifest is not.
@Suite struct ManifestExitStatusTests {
    @Test func unusableManifestsExitTwo() throws {
        let root = try LinterTests.tree(["en.lproj/A.strings": "\"OK\" = \"OK\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let cases: [(text: String, status: Int32)] = [
            ("{\"dialogs\": [", 2),
            ("", 2),
            ("[]", 2),
            ("{\"dialogs\": [], \"dialog\": 1}", 2),
            ("{\"dialogs\": [{\"id\": \"a\", \"kind\": \"alert\", \"title\": {\"key\": \"OK\"}, \"actions\": []}]}", 0),
        ]
        for (text, status) in cases {
            let manifest = root.appendingPathComponent("dialogs.json")
            try Data(text.utf8).write(to: manifest)
            let lint = try Corpus.run(CommandLineTests.tool, ["--dialogs", manifest.path, root.path, "--no-summary"])
            #expect(lint.status == status, "lint: \(text) \(lint.stdout)")
            let render = try Corpus.run(CommandLineTests.tool, ["render", "--dialogs", manifest.path, "--locale", "en", "--platform", "ios", root.path])
            #expect(render.status == status, "render: \(text) \(render.stderr)")
        }
    }
}
