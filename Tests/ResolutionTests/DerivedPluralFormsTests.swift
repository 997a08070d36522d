import Foundation
import Testing
import Internationalization
import LocalizationCatalog
import TestSupport

/// CLDR's category type of the Internationalization layer (the catalog layer has its own).
private typealias CLDRCategory = LocalizationCatalog.PluralCategory

/// Plural-Forms headers derived from CLDR rules (Internationalization) evaluated by the gettext
/// evaluator (LocalizationCatalog): the derived form of each integer is the form of its CLDR
/// category.
@Suite struct DerivedPluralFormsTests {
    struct Fixture: Decodable {
        struct Samples: Decodable { var integers: [UInt64] }
        struct RuleSet: Decodable {
            var rules: [String: String]
            var selection: String
        }
        struct Locale: Decodable { var cardinal: Int; var ordinal: Int }
        var categoryLetters: [String: String]
        var samples: Samples
        var ruleSets: [RuleSet]
        var locales: [String: Locale]
    }

    static func ruleSet(_ texts: [String: String]) throws -> PluralRuleSet {
        var rules: [CLDRCategory: String] = [:]
        for (name, text) in texts { rules[try #require(CLDRCategory(rawValue: name))] = text }
        return try PluralRuleSet.parse(rules).get()
    }

    @Test func russianDerivedHeaderEqualsTheStandardOne() throws {
        let russian = try Self.ruleSet([
            "one": "v = 0 and i % 10 = 1 and i % 100 != 11",
            "few": "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
            "many": "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
        ])
        let derived = try PluralForms.parse(russian.gettextPluralForms().description).get()
        let standard = try PluralForms.parse(
            "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>14) ? 1 : 2);").get()
        #expect(derived.nplurals == 3)
        for n: UInt64 in 0...100_000 {
            guard derived.form(for: n) == standard.form(for: n) else {
                Issue.record("n = \(n): \(derived.form(for: n)) vs \(standard.form(for: n))")
                break
            }
        }
    }

    /// Every cardinal and ordinal rule set babel knows, for integers 0…10 000 and the fixture's
    /// large integers: the derived header's form is the index of the CLDR category (by the Swift
    /// rule evaluator, and by babel for the fixture's integers); msgfmt's 0…1000 check passes.
    @Test func everyBabelRuleSetGivesAnEquivalentHeader() throws {
        let url = Corpus.packageRoot.appendingPathComponent("Tests/InternationalizationTests/Fixtures/cldr-plurals-babel.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        let extra = fixture.samples.integers.filter { $0 > 10_000 } + [123_456_789, 1_000_000_000, 21_000_000_001]
        for (index, set) in fixture.ruleSets.enumerated() {
            let rules = try Self.ruleSet(set.rules)
            let derived = rules.gettextPluralForms()
            let forms = try #require(try? PluralForms.parse(derived.description).get(), "\(derived)")
            #expect(forms.nplurals == derived.categories.count)
            #expect((try? forms.distribution().get()) != nil, "\(derived)")
            for n in Array(UInt64(0)...10_000) + extra {
                let category = rules.category(for: PluralOperands(n))
                let expected = derived.categories.firstIndex(of: category)
                guard case .success(let form) = forms.form(for: n), form == expected else {
                    Issue.record("rule set \(index) \(set.rules), n = \(n): \(category) but \(derived) gives \(forms.form(for: n))")
                    break
                }
            }
            // babel's own choice for the fixture's integers.
            for (k, n) in fixture.samples.integers.enumerated() {
                let letter = set.selection[set.selection.index(set.selection.startIndex, offsetBy: k)]
                let babel = try #require(CLDRCategory(rawValue: fixture.categoryLetters[String(letter)] ?? ""))
                #expect(forms.form(for: n) == .success(derived.categories.firstIndex(of: babel) ?? -1), "rule set \(index), n = \(n)")
            }
        }
    }
}
