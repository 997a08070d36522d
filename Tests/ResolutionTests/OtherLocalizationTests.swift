import Foundation
import Internationalization
import LocalizationCatalog
import Resolution
import Testing
import TestSupport

/// A localization without the table's `.stringsdict`: Apple locates that file in the development
/// language, whose entry overrides the localization's `.strings` translation.
@Suite struct OtherLocalizationTests {
    @Test func englishStringsdictOverridesTheGermanStrings() throws {
        let (bundle, root) = try ResolverTests.bundle([
            "en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
            "en.lproj/Localizable.stringsdict": Fixtures.deleteItemsStringsdict,
            "de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";\n\"Delete %lld items?\" = \"%lld Objekte löschen?\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ResolverTests.environment(bundle, preferred: ["de"], locale: "de")
        let count = 3
        let result = Resolver.resolve(Text("Delete \(count) items?"), in: environment)
        #expect(result.text == "Delete 3 items?")
        #expect(result.localization == "en")
        #expect(result.issues.map(\.id) == ["resolution.other-localization"])
        // The path is relative to the bundle, so snapshots hold the same text on every checkout.
        #expect(result.issues.first?.message
            == "'Delete %lld items?' is shown in en, from en.lproj/Localizable.stringsdict: de has no Localizable.stringsdict, and Apple locates each file of a table on its own")
        // A key only in the .strings is German, with no issue.
        let save = Resolver.resolve(Text("Save"), in: environment)
        #expect(save.text == "Sichern")
        #expect(save.issues.isEmpty)
    }
}

/// A framework's bundle speaks the app's language (spec §5.2).
@Suite struct MainBundleFirstTests {
    @Test func aFrameworkFollowsTheAppsLocalization() throws {
        let (app, appRoot) = try ResolverTests.bundle(["en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n"])
        let (framework, frameworkRoot) = try ResolverTests.bundle([
            "en.lproj/Kit.strings": "\"OK\" = \"OK\";\n",
            "fr.lproj/Kit.strings": "\"OK\" = \"D’accord\";\n",
        ])
        defer {
            try? FileManager.default.removeItem(at: appRoot)
            try? FileManager.default.removeItem(at: frameworkRoot)
        }
        // The user prefers French; the app has only English, so the framework shows English too.
        var environment = ResolverTests.environment(app, preferred: ["fr", "en"])
        #expect(Resolver.resolve(Text("OK", tableName: "Kit", bundle: framework), in: environment).text == "OK")
        #expect(Resolver.string(localized: "OK", table: "Kit", bundle: framework, in: environment).text == "OK")
        // With mixed localizations allowed, the framework matches the user's languages on its own.
        environment.allowsMixedLocalizations = true
        #expect(Resolver.resolve(Text("OK", tableName: "Kit", bundle: framework), in: environment).text == "D’accord")
    }
}
