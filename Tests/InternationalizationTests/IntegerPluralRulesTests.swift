@testable import Internationalization
import LocalizationCatalog
import Testing

/// Integer plural selection in Swift (`IntegerPluralRules`, behind `PluralRules.category`)
/// against ICU's `uplrules_select` for the same rules, in every locale with plural data and
/// every locale ICU has data for (whose rules come from a parent), cardinal and ordinal.
@Suite struct IntegerPluralRulesTests {
    /// 0…1200 (every CLDR range and the moduli 10, 100 and 1000), the powers of ten and their
    /// neighbours up to 2^53, both signs, and a fixed pseudo-random spread.
    static let values: [Int64] = {
        var values = Array(Int64(0)...1200)
        var power: Int64 = 1000
        while power <= 1_000_000_000_000_000 {
            values += [power - 1, power, power + 1, 2 * power, 3 * power + 11, 5 * power + 101]
            power *= 10
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for shift in 11..<64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Int64(state >> UInt64(shift)))
        }
        values.append((1 << 53) - 1)
        return values + values.map { -$0 }
    }()

    static let locales: [LocaleIdentifier] = {
        let names = PluralData.cardinalLocaleList + PluralData.ordinalLocaleList + ICULocaleData.availableLocales
            + ["hi-u-nu-deva", "sr@latin", "sr_RS@latin", "pt-AO", "es-419", "zh-Hant-HK", "ca@valencia", "nb", "no"]
        var seen = Set<String>()
        return names.compactMap { try? LocaleIdentifier($0) }.filter { seen.insert($0.icuName).inserted }
    }()

    @Test(arguments: [PluralType.cardinal, .ordinal])
    func everyLocaleSelectsWhatICUSelects(_ type: PluralType) {
        var mismatches: [String] = []
        var withoutShortcut: [String] = []
        for locale in Self.locales {
            let rules = PluralRules.rules(for: locale, type: type)
            if !rules.selectsIntegersItself { withoutShortcut.append(locale.icuName) }
            for value in Self.values {
                let icu = rules.icuCategory(value)
                if rules.category(value) != icu || rules.category(Double(value)) != icu
                    || rules.category(value.magnitude) != rules.icuCategory(Int64(value.magnitude)) {
                    mismatches.append("\(locale.icuName) \(value): \(rules.category(value)) ≠ ICU \(icu)")
                }
            }
        }
        #expect(Self.locales.count > 500)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        #expect(withoutShortcut.isEmpty, "\(withoutShortcut)")
    }

    @Test func rulesComeFromTheLocaleOrItsParent() throws {
        let ptAO = try PluralRules.rules(for: "pt_AO"), pt = try PluralRules.rules(for: "pt")
        let ptPT = try PluralRules.rules(for: "pt_PT")
        // ICU takes pt_AO's rules from pt (uloc_getParent), not from pt_PT.
        #expect(ptAO.category(0) == pt.icuCategory(0))
        #expect(ptAO.category(0) == ptAO.icuCategory(0))
        #expect(ptPT.category(0) == .other)
        #expect(pt.category(0) == .one)
        let fr = try PluralRules.rules(for: "fr_CA")
        #expect(fr.category(1_000_000) == .many)
        #expect(fr.category(-1_000_000) == .many)
        #expect(fr.category(1_000_001) == .other)
    }
}
