import Dialogs
import LocalizationCatalog
import Testing
import TestSupport
@testable import LocalizationChecks

/// The sample app's catalogs in `Localizations/` are correct: `l10n-check` finds only that
/// Portuguese and gettext Chinese ship as one regional variant each (as the app ships them), and
/// every localization is complete.
@Suite struct SampleCatalogTests {
    static let report = Linter.run([Corpus.packageRoot.appendingPathComponent("Localizations").path])

    @Test func findsOnlyTheRegionalVariants() {
        let root = Corpus.packageRoot.appendingPathComponent("Localizations").path + "/"
        // Notes that Arabic and Hebrew strings print %@ (%s in the .po files) beside quotes or a
        // period without an isolate (as Apple's own translations do): 10 in the Apple tables, 6
        // in ar.po and he.po (one per message, its plural forms together), counted, not listed.
        #expect(Self.report.diagnostics.filter { $0.rule == "text.argument-not-isolated" }.count == 16)
        #expect(Self.report.diagnostics.filter { $0.rule != "text.argument-not-isolated" }
            .map { "\($0.location.file.replacingOccurrences(of: root, with: "")):\($0.location.line) \($0.rule)" } == [
            "Localizable.xcstrings:583 locale.regional-only",
            "po/pt_BR.po:1 locale.regional-only",
            "po/zh_CN.po:1 locale.regional-only",
            "pt-BR.lproj/Dialogs.strings:1 locale.regional-only",
        ])
        #expect(Self.report.diagnostics.allSatisfy { $0.severity != .error })
        #expect(Self.report.exitStatus == .clean)
    }

    @Test func hasOneTableInEachFormatFamily() {
        #expect(Self.report.tables.map(\.name) == ["Localizable", "Dialogs", "sample"])
        #expect(Self.report.tables.map(\.reference)
            == ["development language en", "development language en", "template sample.pot"])
    }

    @Test func everyLocalizationIsComplete() throws {
        let appleLocales = ["en", "ar", "de", "es", "fr", "he", "it", "ja", "ko", "pl", "pt-BR", "ru", "uk", "zh-Hans"]
        let gettextLocales = ["ar", "de", "es", "fr", "he", "it", "ja", "ko", "pl", "pt_BR", "ru", "uk", "zh_CN"]
        let expected: [(String, [String], Int)] = [
            ("Localizable", appleLocales, 20), ("Dialogs", appleLocales, 16), ("sample", gettextLocales, 20),
        ]
        for (name, locales, entries) in expected {
            let table = try #require(Self.report.tables.first { $0.name == name })
            #expect(table.locales.map(\.locale) == locales, "\(name)")
            for summary in table.locales {
                #expect(summary.entries == entries, "\(name) \(summary.locale)")
                #expect(summary.translated == entries, "\(name) \(summary.locale)")
                #expect(summary.missing == 0, "\(name) \(summary.locale)")
                #expect(summary.needsReview == 0, "\(name) \(summary.locale)")
            }
        }
    }

    @Test func usesEveryFormat() {
        let formats = Set(Self.report.files.map(\.format))
        #expect(formats == [.strings, .stringsdict, .xcstrings, .po, .pot])
    }
}

/// The sample's dialogs, checked in every localization on every platform: buttons fit, each
/// action has one name per language, titles use each language's question mark, every key is
/// found; only the platform rules the seed's `Label` button shows are reported, once each.
@Suite struct SampleDialogLintTests {
    @Test func sampleDialogsHaveOnlyThePlatformFindingsOfTheLabelButton() {
        let root = Corpus.packageRoot.appendingPathComponent("Localizations").path
        let report = Linter.run([root], options: Linter.Options(dialogManifest: root + "/dialogs.json"))
        #expect(report.diagnostics.filter { $0.rule.hasPrefix("dialog.") || $0.rule.hasPrefix("manifest.") || $0.rule.hasPrefix("resolution.") }
            .map { "\($0.location.line) \($0.rule) \($0.message.hasSuffix("(on iOS, iPadOS, tvOS, watchOS)") || $0.message.hasSuffix("(on iPadOS)"))" } == [
            "61 dialog.label-omitted true", "61 dialog.all-actions-omitted true",
        ])
        let renderings = DialogLint.render(
            try! DialogManifest.load(root + "/dialogs.json").get(), bundlePath: root, developmentLanguage: nil)
        // 14 localizations of each dialog on each platform it is available on.
        #expect(renderings.renderings.count % 14 == 0 && renderings.renderings.count > 0)
        #expect(Set(renderings.renderings.map(\.locale)).count == 14)
    }
}
