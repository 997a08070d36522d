import Internationalization
import Testing

/// Apple's `ualoc_localizationsToUse` (apple-semantics.md §5.1). The first suite is the table of
/// examples documented in `ualoc.h`, one test a row.
@Suite struct LanguageMatcherTests {
    private func match(_ preferred: [String], _ available: [String]) -> [String] {
        LanguageMatcher.localizationsToUse(preferred: preferred, available: available)
    }

    // MARK: The documented examples (ualoc.h), one test a row

    @Test func britishEnglishFallsBackToEnglish() {
        #expect(match(["en-GB"], ["en", "en_AU", "en_GB"]) == ["en_GB", "en"])
    }

    @Test func australianEnglishFallsBackThroughBritishEnglish() {
        #expect(match(["en-AU"], ["en", "en_AU", "en_GB"]) == ["en_AU", "en_GB", "en"])
    }

    @Test func indianEnglishUsesBritishEnglish() {
        #expect(match(["en-IN"], ["en", "en_AU", "en_GB"]) == ["en_GB", "en"])
    }

    @Test func americanEnglishUsesPlainEnglish() {
        #expect(match(["en-US"], ["en", "en_AU", "en_GB"]) == ["en"])
    }

    @Test func americanEnglishUsesAnAmericanLocalization() {
        #expect(match(["en-US"], ["en", "en_AU", "en_GB", "en_CA", "en_IN", "en_US"]) == ["en_US", "en"])
    }

    @Test func argentineSpanishSkipsMexicanSpanish() {
        #expect(match(["es-AR"], ["es", "es_MX"]) == ["es"])
    }

    @Test func mexicanSpanishUsesLatinAmericanSpanish() {
        #expect(match(["es-MX"], ["es", "es_419"]) == ["es_419", "es"])
    }

    @Test func brazilianPortugueseSkipsEuropeanPortuguese() {
        #expect(match(["pt-BR"], ["pt", "pt_PT"]) == ["pt"])
    }

    @Test(arguments: ["pt-PT", "pt-MO"])
    func europeanAndMacanesePortugueseUseEuropeanPortuguese(preferred: String) {
        #expect(match([preferred], ["pt", "pt_PT"]) == ["pt_PT", "pt"])
    }

    @Test func europeanPortugueseSkipsBrazilianPortuguese() {
        #expect(match(["pt-PT"], ["pt", "pt_BR"]) == ["pt"])
    }

    @Test func hongKongChineseUsesLegacyHongKongThenTaiwan() {
        #expect(match(["zh-Hant-HK"], ["zh_CN", "zh_TW", "zh_HK"]) == ["zh_HK", "zh_TW"])
    }

    @Test func hongKongChineseUsesScriptAndRegionThenTraditional() {
        #expect(match(["zh-Hant-HK"], ["zh_Hans", "zh_Hant", "zh_Hant_HK"]) == ["zh_Hant_HK", "zh_Hant"])
    }

    @Test func hongKongChineseWithoutHongKongUsesTraditional() {
        #expect(match(["zh-Hant-HK"], ["zh_CN", "zh_TW", "zh_Hans", "zh_Hant"]) == ["zh_Hant"])
    }

    @Test func taiwaneseChineseUsesTaiwanThenTraditional() {
        #expect(match(["zh-TW"], ["zh_CN", "zh_TW", "zh_Hans", "zh_Hant"]) == ["zh_TW", "zh_Hant"])
    }

    @Test(arguments: ["zh", "zh-Hans", "zh-SG"])
    func simplifiedChineseUsesMainlandChinese(preferred: String) {
        #expect(match([preferred], ["zh_CN", "zh_TW"]) == ["zh_CN"])
    }

    // MARK: Derived from the code (apple-semantics.md §5.1, [INF])

    @Test func europeanPortugueseReachesBrazilianOnlyWhenNothingElseMatches() {
        #expect(match(["pt-PT", "en"], ["pt-BR", "en"]) == ["en"])
        #expect(match(["pt-PT"], ["pt-BR", "en"]) == ["pt-BR"])
    }

    @Test func latinSerbianDoesNotFallBackToSerbian() {
        #expect(match(["sr-Latn"], ["sr"]) == [])
        #expect(match(["sr-Latn", "sr"], ["sr"]) == ["sr"])
    }

    @Test func britishEnglishMatchesPlainEnglishAmongOthers() {
        #expect(match(["en-GB"], ["de", "en"]) == ["en"])
    }

    @Test func australianEnglishListsItsWholeChain() {
        #expect(match(["en-AU"], ["en", "en_GB", "en_AU"]) == ["en_AU", "en_GB", "en"])
    }

    @Test func hongKongChineseWithScriptIdentifiers() {
        #expect(match(["zh-Hant-HK"], ["zh_Hans", "zh_Hant", "zh_Hant_HK"]) == ["zh_Hant_HK", "zh_Hant"])
    }

    @Test func laterExactMatchOfTheSameLanguageWins() {
        #expect(match(["fr-CH", "fr-CA"], ["fr-FR", "fr-CA"]) == ["fr-CA"])
    }

    @Test func defaultCountryBeatsAnotherCountry() {
        #expect(match(["it"], ["it_CH", "it_IT"]) == ["it_IT"])
    }

    // MARK: Further rules

    @Test func exactBaseNameWinsAndIsReturnedAsSpelled() {
        #expect(match(["de-DE"], ["de", "de-DE"]) == ["de-DE", "de"])
        #expect(match(["EN"], ["de", "en"]) == ["en"])
    }

    @Test func oldAppleNamesAreAliases() {
        #expect(match(["en-US"], ["German", "English"]) == ["English"])
        #expect(match(["ja"], ["English", "Japanese"]) == ["Japanese"])
        #expect(match(["nb-NO"], ["da", "no_NO"]) == ["no_NO"])
    }

    @Test func icuLanguageAliases() {
        #expect(match(["he"], ["en", "iw"]) == ["iw"])
        #expect(match(["id-ID"], ["en", "in"]) == ["in"])
    }

    @Test func norwegianLanguagesMeetInNorwegian() {
        #expect(match(["nb"], ["da", "no"]) == ["no"])
        #expect(match(["nn"], ["no", "nb"]) == ["no"])
    }

    @Test func firstMatchingPreferenceDecides() {
        #expect(match(["ko", "fr", "de"], ["de", "fr"]) == ["fr"])
    }

    @Test func ignoredPreferences() {
        #expect(match(["", "root", "-x", "_y", "de"], ["en", "de"]) == ["de"])
    }

    @Test func noLinguisticContent() {
        #expect(match(["ja"], ["en", "zxx"]) == ["zxx"])
        #expect(match(["ja"], ["en"]) == [])
        #expect(match(["en"], ["en", "zxx"]) == ["en"])
    }

    @Test func moreDocumentedCells() {
        // ualoc.h's wider grid: en-150 goes to en_GB; en_001 sits between en_GB and en.
        #expect(match(["en-150"], ["en", "en_AU", "en_GB"]) == ["en_GB", "en"])
        #expect(match(["en-IN"], ["en", "en_AU", "en_GB", "en_CA", "en_IN", "en_US"]) == ["en_IN", "en_GB", "en"])
        #expect(match(["en-AU"], ["en", "en_AU", "en_GB", "en_001"]) == ["en_AU", "en_GB", "en_001", "en"])
        #expect(match(["en-IL"], ["en", "en_AU", "en_GB", "en_001"]) == ["en_001", "en"])
        #expect(match(["es-MX"], ["es", "es_419", "es_MX"]) == ["es_MX", "es_419", "es"])
        #expect(match(["es-ES"], ["es", "es_ES", "es_MX"]) == ["es_ES", "es"])
        #expect(match(["zh-MO"], ["zh_CN", "zh_TW", "zh_HK", "zh_MO"]) == ["zh_MO", "zh_HK", "zh_TW"])
        #expect(match(["zh-Hans-HK"], ["zh_CN", "zh_TW", "zh_HK"]) == ["zh_CN"])
        #expect(match(["en"], ["English"]) == ["English"])
        #expect(match(["pt-MO"], ["pt", "pt_BR", "pt_PT"]) == ["pt_PT", "pt"])
    }

    // MARK: The bundle's search list (apple-semantics.md §5.2)

    @Test func searchListFallsBackToTheDevelopmentLanguage() {
        #expect(LanguageMatcher.preferredLocalizations(available: ["sr", "en"], preferences: ["sr-Latn"], developmentLanguage: "en")
            == ["en"])
    }

    @Test func searchListAppendsTheDevelopmentLanguage() {
        #expect(LanguageMatcher.preferredLocalizations(available: ["en", "de", "de_AT"], preferences: ["de-AT"], developmentLanguage: "en")
            == ["de_AT", "de", "en"])
    }

    @Test func searchListBackstops() {
        // No development language: en_US finds English, which is also appended once.
        #expect(LanguageMatcher.preferredLocalizations(available: ["fr", "en"], preferences: ["ja"], developmentLanguage: nil)
            == ["en"])
        // Nothing English: the first localization.
        #expect(LanguageMatcher.preferredLocalizations(available: ["fr", "de"], preferences: ["ja"], developmentLanguage: nil)
            == ["fr"])
        // A development language that is not a localization is still appended.
        #expect(LanguageMatcher.preferredLocalizations(available: ["fr"], preferences: ["fr-CA"], developmentLanguage: "en")
            == ["fr", "en"])
        #expect(LanguageMatcher.preferredLocalizations(available: [], preferences: ["fr"], developmentLanguage: nil) == ["en"])
        #expect(LanguageMatcher.preferredLocalizations(available: ["de", "English"], preferences: ["de"], developmentLanguage: nil)
            == ["de", "English"])
    }

    @Test func localizationsForPreferences() {
        #expect(LanguageMatcher.localizations(available: ["pt", "pt-BR"], forPreferences: ["pt-PT"]) == ["pt"])
        #expect(LanguageMatcher.localizations(available: ["de", "en"], forPreferences: ["en-GB"]) == ["en"])
        #expect(LanguageMatcher.localizations(available: ["de", "fr"], forPreferences: ["ja"]) == ["de"])
        #expect(LanguageMatcher.localizations(available: [], forPreferences: ["ja"]) == ["en"])
    }
}
