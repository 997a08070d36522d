import Foundation
import Internationalization
import LocalizationCatalog
import Testing

/// The system ICU's plural rules against an independent CLDR copy (babel, in the committed
/// fixture), for every locale ICU ships plural data for, cardinal and ordinal:
/// - the category sets are equal;
/// - every number of the fixture's sample list (0…200, large integers, decimals with visible
///   fraction digits) selects the same category;
/// - every CLDR sample number in ICU's own data (`@integer`/`@decimal`, ranges expanded)
///   selects its own category in ICU, and the same category under babel's rule text.
///
/// ICU 72 carries CLDR 42, the fixture CLDR 49. The locales whose rules changed in between are
/// listed with the change; any other difference, or one of these disappearing, fails.
@Suite struct ICUAgainstBabelTests {
    /// "language type" → what CLDR changed after version 42 (ICU 72's data).
    static let knownDifferences: [String: String] = [
        "af ordinal": "newer CLDR gives Afrikaans ordinals a 'few' category",
        "bg ordinal": "newer CLDR gives Bulgarian ordinals 'one', 'two', 'few' and 'many'",
        "es ordinal": "newer CLDR gives Spanish ordinals 'one' (n % 10 = 1,3 and n % 100 != 11)",
        "gl cardinal": "newer CLDR gives Galician 'many' for millions, as Spanish",
        "vi cardinal": "newer CLDR gives Vietnamese cardinals 'one' (i = 0 or n = 1)",
        "scn cardinal": "newer CLDR gives Sicilian 'many' for millions",
        "scn ordinal": "newer CLDR gives Sicilian ordinals 'many'",
    ]

    /// ICU's deprecated language codes and the code babel uses for the same language.
    static let aliases = ["sh": "sr_Latn", "mo": "ro_MD", "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "tl": "fil", "ars": "ar_SA"]

    /// Languages with CLDR plural rules but no CLDR locale data, which babel does not load:
    /// Nahuatl, the Sami languages as a group, Gun.
    static let notInBabel: Set<String> = ["nah", "smi", "guw"]

    @Test func everyICULocaleAgreesWithBabel() throws {
        let fixture = try CLDRPluralFixtureTests.load()
        var differences: [String: [String]] = [:]
        var checkedLocales = 0, checkedSamples = 0, exponentSamples = 0
        for type in PluralType.allCases {
            for locale in PluralData.locales(type) where locale != "root" {
                let language = String(locale.split(separator: "_").first ?? "")
                if Self.notInBabel.contains(language) { continue }
                let babelName = Self.aliases[locale] ?? locale
                let babelLanguage = String(babelName.split(separator: "_").first ?? "")
                guard let entry = fixture.locales[babelName] ?? fixture.locales[babelLanguage] else {
                    differences["\(language) \(type.rawValue)", default: []].append("\(locale): babel has no such locale")
                    continue
                }
                let babelSet = fixture.ruleSets[type == .ordinal ? entry.ordinal : entry.cardinal]
                let babelRules = try PluralRuleSet.parse(Dictionary(uniqueKeysWithValues: babelSet.rules.map {
                    (PluralCategory(rawValue: $0.key)!, $0.value)
                })).get()
                let icu = try PluralRules.rules(for: locale.replacingOccurrences(of: "_", with: "-"), type: type)
                checkedLocales += 1
                var problems: [String] = []
                if icu.categories.map(\.rawValue) != babelSet.categories {
                    problems.append("\(locale): categories ICU \(icu.categories.map(\.rawValue)) babel \(babelSet.categories)")
                }
                let list = fixture.samples.integers.map { String($0) } + fixture.samples.decimals
                for (index, sample) in list.enumerated() {
                    let letter = babelSet.selection[babelSet.selection.index(babelSet.selection.startIndex, offsetBy: index)]
                    let babel = fixture.categoryLetters[String(letter)]
                    let ours = icu.category(decimal: sample)?.rawValue
                    if ours != babel { problems.append("\(locale) \(sample): ICU \(ours ?? "-") babel \(babel ?? "-")") }
                }
                for category in icu.categories {
                    guard let text = PluralData.rule(locale, type, category) else { continue }
                    let rule = try PluralRule.parse(text).get()
                    let samples = (rule.integerSamples?.expanded(limit: 200) ?? []) + (rule.decimalSamples?.expanded(limit: 200) ?? [])
                    for sample in samples {
                        checkedSamples += 1
                        if sample.contains("c") || sample.contains("e") {
                            exponentSamples += 1  // ICU's C API cannot select compact exponents; babel can
                        } else if icu.category(decimal: sample) != category {
                            problems.append("\(locale) \(sample): ICU's own sample for \(category) selects \(icu.category(decimal: sample)?.rawValue ?? "-")")
                        }
                        let babel = babelRules.category(for: try #require(PluralOperands(sample), "\(sample)"))
                        if babel != category { problems.append("\(locale) \(sample): CLDR 42 says \(category), babel \(babel)") }
                    }
                }
                if !problems.isEmpty { differences["\(language) \(type.rawValue)", default: []] += problems }
            }
        }
        #expect(checkedLocales > 300)
        #expect(checkedSamples > 10_000)
        #expect(exponentSamples < checkedSamples / 20)
        let unexpected = differences.filter { Self.knownDifferences[$0.key] == nil }
        #expect(unexpected.isEmpty, "\(unexpected.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.prefix(4))" })")
        let vanished = Set(Self.knownDifferences.keys).subtracting(differences.keys)
        #expect(vanished.isEmpty, "listed differences that no longer differ: \(vanished.sorted())")
    }
}
