import LocalizationCatalog
import Foundation
import Testing
@testable import Internationalization
import TestSupport

/// The committed babel fixture (`scripts/generate-cldr-plural-fixture`): its shape and a few
/// values known from CLDR, so a regenerated file that lost data fails here.
@Suite struct CLDRPluralFixtureTests {
    struct Fixture: Decodable {
        struct Samples: Decodable {
            var integers: [UInt64]
            var decimals: [String]
        }
        struct RuleSet: Decodable {
            var categories: [String]
            var rules: [String: String]
            var selection: String
        }
        struct Locale: Decodable {
            var cardinal: Int
            var ordinal: Int
        }
        var babelVersion: String
        var cldrVersion: String
        var categoryLetters: [String: String]
        var samples: Samples
        var ruleSets: [RuleSet]
        var locales: [String: Locale]

        /// The category babel picks for the sample `sample` ("21", "1.5") in `locale`.
        func category(_ locale: String, _ sample: String, ordinal: Bool = false) -> String? {
            guard let entry = locales[locale] else { return nil }
            let set = ruleSets[ordinal ? entry.ordinal : entry.cardinal]
            let index = samples.integers.firstIndex { String($0) == sample }
                ?? samples.decimals.firstIndex(of: sample).map { $0 + samples.integers.count }
            guard let index else { return nil }
            let letter = set.selection[set.selection.index(set.selection.startIndex, offsetBy: index)]
            return categoryLetters[String(letter)]
        }
    }

    static let url = Corpus.packageRoot.appendingPathComponent("Tests/InternationalizationTests/Fixtures/cldr-plurals-babel.json")

    static func load() throws -> Fixture {
        try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    @Test func shape() throws {
        let fixture = try Self.load()
        #expect(fixture.babelVersion == "2.19.0")
        #expect(fixture.cldrVersion == "49")
        #expect(fixture.samples.integers.count == 201 + 8)
        #expect(fixture.samples.decimals.count == 16)
        #expect(fixture.locales.keys.filter { !$0.contains("_") }.count >= 300)
        #expect(fixture.locales.count >= 1000)
        let size = try FileManager.default.attributesOfItem(atPath: Self.url.path)[.size] as? Int ?? 0
        #expect(size < 2_000_000)
        let total = fixture.samples.integers.count + fixture.samples.decimals.count
        for set in fixture.ruleSets {
            #expect(set.selection.count == total)
            #expect(set.categories.last == "other")
            #expect(Set(set.rules.keys).union(["other"]) == Set(set.categories))
            #expect(set.selection.allSatisfy { fixture.categoryLetters[String($0)].map(set.categories.contains) == true })
        }
        for (locale, entry) in fixture.locales {
            #expect(fixture.ruleSets.indices.contains(entry.cardinal) && fixture.ruleSets.indices.contains(entry.ordinal), "\(locale)")
        }
    }

    @Test func knownValues() throws {
        let fixture = try Self.load()
        let ru = fixture.ruleSets[fixture.locales["ru"]!.cardinal]
        #expect(ru.categories == ["one", "few", "many", "other"])
        for (n, category) in [("0", "many"), ("1", "one"), ("2", "few"), ("5", "many"), ("11", "many"), ("21", "one"), ("22", "few"), ("1.5", "other")] {
            #expect(fixture.category("ru", n) == category, "ru \(n)")
        }
        #expect(fixture.ruleSets[fixture.locales["ar"]!.cardinal].categories == ["zero", "one", "two", "few", "many", "other"])
        for (n, category) in [("0", "zero"), ("1", "one"), ("2", "two"), ("3", "few"), ("10", "few"), ("11", "many"), ("99", "many"), ("100", "other")] {
            #expect(fixture.category("ar", n) == category, "ar \(n)")
        }
        #expect(fixture.ruleSets[fixture.locales["en"]!.ordinal].categories == ["one", "two", "few", "other"])
        for (n, category) in [("1", "one"), ("2", "two"), ("3", "few"), ("4", "other"), ("11", "other"), ("12", "other"), ("13", "other"), ("21", "one"), ("22", "two"), ("23", "few"), ("101", "one"), ("111", "other")] {
            #expect(fixture.category("en", n, ordinal: true) == category, "en ordinal \(n)")
        }
        #expect(fixture.category("en", "1") == "one" && fixture.category("en", "1.0") == "other")
        // pt: one = i in 0..1; pt_PT: one = i = 1 and v = 0.
        #expect(fixture.category("pt", "0") == "one" && fixture.category("pt", "1.5") == "one")
        #expect(fixture.category("pt_PT", "0") == "other" && fixture.category("pt_PT", "1") == "one" && fixture.category("pt_PT", "1.5") == "other")
        #expect(fixture.category("fr", "1000000") == "many")
    }

    /// The Swift evaluator reads babel's rule texts and picks babel's category for every sample
    /// of every rule set (cardinal and ordinal).
    @Test func ruleSyntaxEvaluatorAgreesWithBabelOnEverySample() throws {
        let fixture = try Self.load()
        let samples = fixture.samples.integers.map(String.init) + fixture.samples.decimals
        for (index, set) in fixture.ruleSets.enumerated() {
            var texts: [PluralCategory: String] = [:]
            for (name, text) in set.rules { texts[try #require(PluralCategory(rawValue: name))] = text }
            let rules = try PluralRuleSet.parse(texts).get()
            #expect(rules.categories.map(\.rawValue) == set.categories, "rule set \(index)")
            for (k, letter) in set.selection.enumerated() {
                let ours = rules.category(for: try #require(PluralOperands(samples[k])))
                #expect(ours.rawValue == fixture.categoryLetters[String(letter)], "rule set \(index) \(set.rules): \(samples[k])")
            }
        }
    }
}
