import LocalizationCatalog
import Testing
import TestSupport
@testable import LocalizationChecks

/// `l10n-check` over real third-party catalogs: every file is read, nothing crashes, and the
/// findings are the corpus's known defects, no more.
@Suite struct CorpusLintTests {
    static func ruleCounts(_ report: LintReport) -> [String: Int] {
        report.diagnostics.reduce(into: [:]) { $0["\($1.rule) \($1.severity.rawValue)", default: 0] += 1 }
    }

    @Test func appleCorpusReadsCleanly() {
        let report = Linter.run([Corpus.apple.path])
        // 934 .strings + 249 .stringsdict + 2 .xcstrings (corpus README).
        #expect(Set(report.files.map(\.path)).count == 1185)
        #expect(report.files.filter { $0.format == .strings }.count == 934)
        #expect(report.files.filter { $0.format == .stringsdict }.count == 249)
        #expect(Set(report.files.filter { $0.format == .xcstrings }.map(\.path)).count == 2)
        // Real defects: element-x be.lproj plural rules without 'other', variables no token uses,
        // and mastodon's two 0-byte hy-AM files; the format defects are listed one by one in
        // FormatChecksTests.appleCorpusFormatFindings.
        #expect(Self.ruleCounts(report) == [
            "stringsdict.missing-other warning": 138,
            "stringsdict.unused-variable warning": 6,
            "io.empty-file warning": 2,
            "format.missing-argument error": 8,
            "format.extra-argument error": 3,
            "format.invalid-directive error": 9,
            "format.literal-percent error": 2,
            "format.kind-mismatch error": 1,
            "format.mixed-positional error": 1,
        ])
        #expect(report.exitStatus == .findings)
    }

    @Test func appleCorpusStringCatalogsReportEveryLanguage() throws {
        let report = Linter.run([Corpus.apple.appendingPathComponent("Whisky-App-Whisky").path])
        let table = try #require(report.tables.first)
        #expect(table.name == "Localizable")
        #expect(table.developmentLanguage == "en")
        #expect(table.locales.count == 22)
        #expect(table.locales.first?.locale == "en")
        #expect(report.files.count == 22)
    }

    @Test func djangoCorpusFindsThePluralFormDefects() throws {
        let django = try #require(Corpus.django, "Django corpus missing: run scripts/fetch-django-corpus")
        let report = Linter.run([django.path])
        #expect(report.files.count == 1226)
        #expect(report.files.allSatisfy { $0.format == .po && $0.locale != nil })
        #expect(Self.ruleCounts(report) == [
            "po.plural-count-mismatch error": 21,
            "po.plural-index-out-of-range error": 296,
            "po.missing-plural-forms warning": 1,
            // sr_Latn humanize: msgstr[0] drops %(count)s (FormatChecksTests compares with msgfmt -c).
            "format.missing-argument error": 6,
            // Headers against CLDR 42 (PluralFormsChecksTests): errors where numbers up to 1000 fall in
            // the wrong form (hi, bn: 0 is 'one'; lv, ga, cy, tr…), warnings for millions only
            // (es, fr, it, ca, pt_BR) and for a fourth form no integer uses (ru, uk, pl, cs…).
            "po.plural-forms-differ-from-cldr error": 141,
            "po.plural-forms-differ-from-cldr warning": 219,
        ])
        // The 36 files msgfmt -c rejects for their plural forms (corpus README).
        // Each count finding names the numbers that would get no translation (Hebrew: 0, 3, 4… use msgstr[3]).
        let counts = report.diagnostics.filter { $0.rule == "po.plural-count-mismatch" }
        #expect(counts.allSatisfy { $0.message.hasSuffix("; n = 0, 3, 4, 5, 6, 7… get msgstr[3], which it lacks") })
        let msgfmtRules = Set(DiagnosticRule.po.map(\.id))
        #expect(Set(report.diagnostics.filter { $0.severity == .error && msgfmtRules.contains($0.rule) }.map(\.location.file)).count == 36)
        #expect(report.exitStatus == .findings)
        // One table per gettext root and domain: conf/locale plus each contrib app (admin has two domains).
        #expect(report.tables.count == 13)
        let entries = report.files.reduce(0) { $0 + $1.entries }
        #expect(entries == 85_228)
    }
}
