import Dispatch
import Foundation
import Internationalization
import LocalizationCatalog
@testable import Resolution
import Testing
import TestSupport

/// The bundle's resolution plans: what a repeated resolve reuses, when a plan is shared and when
/// it is not, and that a cached resolve gives what looking up and formatting without a plan gives.
@Suite struct ResolutionPlanTests {
    static let bundle = LocalizationBundle(path: Corpus.packageRoot.appendingPathComponent("Localizations").path)

    static func temporaryBundle(_ files: [String: String]) throws -> (LocalizationBundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return (LocalizationBundle(path: root.path), root)
    }

    /// Every key of every table, resolved in every localization through the plan (twice: made,
    /// then reused), equals a lookup plus `TranslationFormatter.format` with no plan, for
    /// integers, a fraction and a string.
    @Test func cachedResolvesEqualUncachedFormattingEverywhere() {
        let bundle = Self.bundle
        let samples: [[FormatArgument]] = [
            [.int(0), .int(3)], [.int(1), .int(3)], [.int(2), .int(3)], [.int(5), .int(3)], [.int(21), .int(3)],
            [.double(1.5), .int(3)], [.string("Anna"), .string("pdf")], [.int(1), .cString("Archive")],
        ]
        var mismatches: [String] = []
        var compared = 0
        for table in bundle.tableNames {
            guard let sources = bundle.tables[table] else { continue }
            var keys = Set(sources.catalog.keys)
            for entries in sources.strings.values { keys.formUnion(entries.keys) }
            for entries in sources.stringsdict.values { keys.formUnion(entries.keys) }
            for gettext in sources.gettext.values { keys.formUnion(gettext.entries.keys.map(\.key)) }
            for locale in bundle.localizations(ofTable: table) where locale != "Base" {
                let environment = LocalizationEnvironment(
                    bundle: bundle, preferredLanguages: [locale], locale: try? LocaleIdentifier(locale))
                let searchList = bundle.searchList(preferences: [locale])
                for key in keys.sorted() {
                    guard let hit = bundle.lookup(key, table: table, searchList: searchList) else { continue }
                    let context = ResolutionContext(language: bundle.language(of: hit.localization), locale: environment.locale)
                    for arguments in samples {
                        let expected = TranslationFormatter.format(
                            hit.translation, arguments: arguments, context: context, pluralForms: hit.pluralForms)
                        let value = LocalizedStringKey(key: key, arguments: arguments)
                        for _ in 0..<2 {
                            let resolved = Resolver.string(localized: value, table: table, in: environment)
                            compared += 1
                            if resolved.text != expected.text || resolved.issues != expected.issues
                                || resolved.localization != hit.localization || resolved.path != hit.path {
                                mismatches.append("\(table) \(locale) \(key) \(arguments): \(resolved.text) vs \(expected.text)")
                            }
                        }
                    }
                }
            }
        }
        #expect(compared > 1000)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// A `Text` (Markdown on) gives the same result from a bundle that has resolved it before as
    /// from a fresh bundle over the same folder.
    @Test func cachedTextsEqualFreshOnes() throws {
        let (warm, root) = try Self.temporaryBundle([
            "en.lproj/Localizable.strings": "\"Delete %@?\" = \"Delete **%@**?\";\n\"Plain\" = \"*Plain*\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = LocalizationEnvironment(bundle: warm, preferredLanguages: ["en"])
        let texts = [Text("Delete \("a*b*c")?"), Text("Plain"), Text("Missing \(3)")]
        let first = texts.map { Resolver.resolve($0, in: environment) }
        let again = texts.map { Resolver.resolve($0, in: environment) }
        #expect(first == again)
        var fresh = environment
        fresh.bundle = LocalizationBundle(path: root.path)
        #expect(texts.map { Resolver.resolve($0, in: fresh) } == first)
        #expect(first.map(\.text) == ["Delete a*b*c?", "Plain", "Missing 3"])
        #expect(first[0].styled.runs.count == 3)
    }

    @Test func samePreferencesAndKeyShareOnePlan() {
        // A bundle of its own: tests running beside it fill the shared one's cache until it evicts.
        let bundle = LocalizationBundle(path: Corpus.packageRoot.appendingPathComponent("Localizations").path)
        let a = bundle.plan("Delete %lld files?", table: nil, preferences: ["de"], perKeyFallback: false)
        // An equal array built anew finds the same plan.
        let b = bundle.plan("Delete %lld files?", table: nil, preferences: ["d" + "e"], perKeyFallback: false)
        #expect(a === b)
        // `nil` and "" both name Localizable, but are kept apart; both find the same entry.
        let empty = bundle.plan("Delete %lld files?", table: "", preferences: ["de"], perKeyFallback: false)
        #expect(empty.localization == a.localization)
        #expect(empty.path == a.path)
    }

    @Test func otherPreferencesGiveAnotherPlan() {
        let bundle = Self.bundle
        let german = bundle.plan("Delete %lld files?", table: nil, preferences: ["de"], perKeyFallback: false)
        let french = bundle.plan("Delete %lld files?", table: nil, preferences: ["fr"], perKeyFallback: false)
        #expect(german !== french)
        #expect(german.localization == "de")
        #expect(french.localization == "fr")
        #expect(german.rules.locale.language == "de")
        #expect(french.searchList.first == "fr")
        let environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: ["de"])
        var changed = environment
        changed.preferredLanguages = ["ru"]
        let value = LocalizedStringKey(key: "Delete %lld files?", arguments: [.int(2)])
        #expect(Resolver.string(localized: value, in: environment).localization == "de")
        #expect(Resolver.string(localized: value, in: changed).localization == "ru")
    }

    @Test func perKeyFallbackGivesAnotherPlan() throws {
        let (bundle, root) = try Self.temporaryBundle([
            "en.lproj/Localizable.strings": "\"Save\" = \"Save it\";\n",
            "fr.lproj/Localizable.strings": "\"Open\" = \"Ouvrir\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let apple = bundle.plan("Save", table: nil, preferences: ["fr"], perKeyFallback: false)
        let tooling = bundle.plan("Save", table: nil, preferences: ["fr"], perKeyFallback: true)
        #expect(apple !== tooling)
        #expect(apple.prepared == nil)
        #expect(apple.missReason == .notInTable)
        #expect(tooling.localization == "en")
        #expect(tooling.fallbackIssue?.id == "resolution.development-language-fallback")
        var environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: ["fr"])
        #expect(Resolver.string(localized: "Save", in: environment).text == "Save")
        environment.perKeyFallback = true
        #expect(Resolver.string(localized: "Save", in: environment).text == "Save it")
        environment.perKeyFallback = false
        #expect(Resolver.string(localized: "Save", in: environment).text == "Save")
    }

    /// The formatting locale, device and width are applied per call, not kept in the plan.
    @Test func perCallSettingsAreNotCached() {
        let bundle = Self.bundle
        let value = LocalizedStringKey(key: "Delete %lld files?", arguments: [.int(1234)])
        var environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: ["de"], locale: try! LocaleIdentifier("de_DE"))
        let german = Resolver.string(localized: value, in: environment).text
        environment.locale = try! LocaleIdentifier("en_US")
        let english = Resolver.string(localized: value, in: environment).text
        #expect(german.contains("1.234"))
        #expect(english.contains("1,234"))
        environment.locale = nil
        #expect(Resolver.string(localized: value, in: environment).text.contains("1234"))
    }

    @Test func plansAndScopesAreBounded() throws {
        let (bundle, root) = try Self.temporaryBundle(["en.lproj/Localizable.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        for n in 0..<(PlanCache.planLimit + 10) {
            _ = bundle.plan("key \(n)", table: nil, preferences: ["en"], perKeyFallback: false)
        }
        #expect(bundle.cachedPlanCounts.plans <= PlanCache.planLimit)
        for n in 0..<(PlanCache.scopeLimit + 10) {
            _ = bundle.searchList(preferences: ["en", "x\(n)"])
        }
        #expect(bundle.cachedPlanCounts.scopes <= PlanCache.scopeLimit)
        // Still right after the caches were emptied.
        let environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: ["en"])
        #expect(Resolver.string(localized: "a", in: environment).text == "b")
    }

    /// Keys asked for in turn, more of them than the bundle remembers as recent, with tables and
    /// the fallback setting varying: each comes back with its own plan, the same one every time.
    @Test func recentPlansAnswerOnlyTheirOwnKey() throws {
        let (bundle, root) = try Self.temporaryBundle([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
            "en.lproj/Other.strings": "\"a\" = \"Other A\";\n",
            "de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let asked: [(key: String, table: String?, fallback: Bool)] = [
            ("a", nil, false), ("b", nil, false), ("a", "Other", false), ("c", nil, false), ("a", nil, true),
            ("b", nil, true), ("missing", nil, false),
        ]
        #expect(asked.count > PlanCache.recentPlanLimit)
        var first: [ObjectIdentifier] = []
        for round in 0..<3 {
            for (index, entry) in asked.enumerated() {
                let plan = bundle.plan(entry.key, table: entry.table, preferences: ["de"], perKeyFallback: entry.fallback)
                if round == 0 { first.append(ObjectIdentifier(plan)) } else { #expect(ObjectIdentifier(plan) == first[index]) }
            }
            // And each again right after itself.
            for entry in asked {
                let plan = bundle.plan(entry.key, table: entry.table, preferences: ["de"], perKeyFallback: entry.fallback)
                #expect(plan === bundle.plan(entry.key, table: entry.table, preferences: ["de"], perKeyFallback: entry.fallback))
            }
        }
        #expect(Set(first).count == asked.count)
        var environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: ["de"])
        #expect(Resolver.string(localized: "a", in: environment).text == "Ä")
        #expect(Resolver.string(localized: "a", table: "Other", in: environment).text == "Other A")
        #expect(Resolver.string(localized: "b", in: environment).text == "b")
        environment.perKeyFallback = true
        #expect(Resolver.string(localized: "b", in: environment).text == "B")
        #expect(Resolver.string(localized: "a", in: environment).text == "Ä")
    }

    @Test func threadsSharePlansSafely() {
        let bundle = Self.bundle
        let locales = ["de", "fr", "ru", "ar", "ja", "pl"]
        let value = LocalizedStringKey(key: "%lld files in %lld folders", arguments: [.int(21), .int(2)])
        let expected = locales.map { locale in
            Resolver.string(localized: value, in: LocalizationEnvironment(bundle: bundle, preferredLanguages: [locale])).text
        }
        let results = Locked<[Int: Set<String>]>([:])
        DispatchQueue.concurrentPerform(iterations: 600) { i in
            let index = i % locales.count
            let environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: [locales[index]])
            let text = Resolver.string(localized: value, in: environment).text
            results.withLock { _ = $0[index, default: []].insert(text) }
        }
        let seen = results.withLock { $0 }
        for index in locales.indices { #expect(seen[index] == [expected[index]]) }
    }

    /// A directive remembers its last number formatter; another locale must not reuse it.
    @Test func directivesFormatForEachLocaleInTurn() throws {
        let en = try LocaleIdentifier("en_US"), de = try LocaleIdentifier("de_DE"), ar = try LocaleIdentifier("ar_EG")
        for _ in 0..<2 {
            #expect(SafeFormatter.format("%lld of %.1f", [.int(1234), .double(2.5)], locale: en).text == "1,234 of 2.5")
            #expect(SafeFormatter.format("%lld of %.1f", [.int(1234), .double(2.5)], locale: de).text == "1.234 of 2,5")
            #expect(SafeFormatter.format("%lld of %.1f", [.int(1234), .double(2.5)], locale: ar).text == "١٬٢٣٤ of ٢٫٥")
            #expect(SafeFormatter.format("%lld of %.1f", [.int(1234), .double(2.5)], locale: nil).text == "1234 of 2.5")
        }
    }
}
