import Dispatch
import Internationalization
import LocalizationCatalog
import Testing

@Suite struct PluralRulesTests {
    private func rules(_ locale: String, _ type: PluralType = .cardinal) throws -> PluralRules {
        try PluralRules.rules(for: locale, type: type)
    }

    @Test func englishKeepsVisibleFractionDigits() throws {
        let en = try rules("en")
        #expect(en.categories == [.one, .other])
        #expect(en.category(1) == .one)
        #expect(en.category(0) == .other)
        #expect(en.category(1.0) == .one)  // a Double has no visible fraction digits
        #expect(en.category(decimal: "1") == .one)
        #expect(en.category(decimal: "1.0") == .other)
        #expect(en.category(decimal: "1.00") == .other)
        #expect(en.category(1.5) == .other)
        #expect(en.category(decimal: "-1") == .one)
        #expect(en.category(decimal: "1.") == nil)
        #expect(en.category(decimal: "abc") == nil)
        #expect(en.category(decimal: "1e3") == nil)
    }

    @Test func russianCardinal() throws {
        let ru = try rules("ru")
        #expect(ru.categories == [.one, .few, .many, .other])
        let expected: [(Int, PluralCategory)] = [
            (0, .many), (1, .one), (2, .few), (4, .few), (5, .many), (11, .many), (12, .many), (14, .many),
            (21, .one), (22, .few), (25, .many), (101, .one), (111, .many), (1001, .one),
        ]
        for (n, category) in expected { #expect(ru.category(n) == category, "ru \(n)") }
        #expect(ru.category(1.5) == .other)
        #expect(ru.category(decimal: "1.0") == .other)
    }

    @Test func arabicAndWelshUseAllSixCategories() throws {
        let ar = try rules("ar")
        #expect(ar.categories == PluralCategory.allCases)
        #expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map { ar.category($0) }
            == [.zero, .one, .two, .few, .few, .many, .many, .other, .other])
        let cy = try rules("cy")
        #expect([0, 1, 2, 3, 6, 4, 7].map { cy.category($0) } == [.zero, .one, .two, .few, .many, .other, .other])
    }

    @Test func portugueseVariantsDiffer() throws {
        let pt = try rules("pt"), ptPT = try rules("pt-PT"), ptPosix = try rules("pt_PT")
        #expect(pt.category(0) == .one)
        #expect(pt.category(1.5) == .one)
        #expect(ptPT.category(0) == .other)
        #expect(ptPT.category(1.5) == .other)
        #expect(ptPosix.category(0) == .other)
        #expect(ptPT.locale.icuName == "pt_PT")
    }

    @Test func frenchMillionsAreMany() throws {
        let fr = try rules("fr")
        #expect(fr.categories == [.one, .many, .other])
        #expect(fr.category(0) == .one)
        #expect(fr.category(1) == .one)
        #expect(fr.category(2) == .other)
        #expect(fr.category(1_000_000) == .many)
        #expect(fr.category(2_000_000) == .many)
        #expect(fr.category(1_000_001) == .other)
    }

    @Test func polishAndLargeIntegers() throws {
        let pl = try rules("pl")
        #expect([0, 1, 2, 5, 21, 22, 112].map { pl.category($0) } == [.many, .one, .few, .many, .many, .few, .many])
        // Beyond 2^53 the decimal path keeps every digit: ...0002 is few, ...0001 is many.
        #expect(pl.category(Int64(9_007_199_254_740_994)) == .few)
        #expect(pl.category(UInt64.max) == .many)  // 18446744073709551615: ends in 15
        #expect(pl.category(Int64.min) == .many)   // ends in 08
    }

    @Test func integersBeyondDoublePrecision() throws {
        let ru = try rules("ru"), fr = try rules("fr"), pl = try rules("pl")
        #expect(ru.category(decimal: "10000000000000001") == .one)
        #expect(ru.category(decimal: "100000000000000002") == .few)
        #expect(ru.category(decimal: "100000000000000011") == .many)
        #expect(ru.category(decimal: "1234567890123456789012345678901234567891") == .one)
        #expect(ru.category(decimal: "-1234567890123456789012345678901234567891") == .one)
        #expect(ru.category(decimal: "1234567890123456789012345678901234567891.5") == .other)
        #expect(fr.category(decimal: "1000000000000000000") == .many)
        #expect(fr.category(decimal: "1000000000000000001") == .other)
        #expect(fr.category(UInt64(1_000_000_000_000_000_000)) == .many)
        #expect(pl.category(decimal: "00000000000000000000022") == .few)
    }

    @Test func englishOrdinal() throws {
        let en = try rules("en", .ordinal)
        #expect(en.categories == [.one, .two, .few, .other])
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map { en.category($0) }
            == [.one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one, .other])
    }

    @Test func localeSpellings() throws {
        #expect(try LocaleIdentifier("sr@latin").icuName == "sr_Latn")
        #expect(try LocaleIdentifier("sr_RS@latin").icuName == "sr_Latn_RS")
        #expect(try LocaleIdentifier("pt_BR").icuName == "pt_BR")
        #expect(try LocaleIdentifier("zh-Hant-HK").icuName == "zh_Hant_HK")
        #expect(try LocaleIdentifier("es-419").icuName == "es_419")
        #expect(try LocaleIdentifier("de_DE.UTF-8").icuName == "de_DE")
        #expect(try LocaleIdentifier("ca@valencia").language == "ca")
    }

    @Test func unknownOrMalformedLocalesAreErrors() {
        for name in ["xx", "zz-Latn", "und", "Base", "qaa"] {
            #expect(throws: LocaleError.unknownLanguage(name), "\(name)") { try PluralRules.rules(for: name) }
        }
        for name in ["", "en-", "e", "en US", "en-US-", "12", "en--US", "ru;"] {
            #expect(performing: { try PluralRules.rules(for: name) }, throws: { error in
                if case .malformed = error as? LocaleError { return true }
                return false
            })
        }
    }

    @Test func rulesAreSharedAndSafeAcrossThreads() throws {
        let ru = try rules("ru")
        #expect(try rules("ru") === ru)
        let expected = (0..<1000).map { ru.category($0) }
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let local = (try? PluralRules.rules(for: "ru"))!
            let got = (0..<1000).map { local.category($0) }
            if got != expected { mismatches.withLock { $0 += 1 } }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test func cldrDataIsShipped() {
        #expect(CLDRData.version.split(separator: ".").first.flatMap { Int($0) }.map { $0 >= 40 } == true)
        #expect(PluralData.cardinalLocaleList.count > 150)
        #expect(PluralData.cardinalLocaleList.contains("pt_PT"))
        #expect(PluralData.ordinalLocaleList.contains("en"))
        let one = PluralData.rule("ru", .cardinal, .one)
        #expect(one?.hasPrefix("v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31") == true)
        #expect(PluralData.rule("en", .cardinal, .few) == nil)
        #expect(PluralData.rule("xx", .cardinal, .other) == nil)
    }
}
