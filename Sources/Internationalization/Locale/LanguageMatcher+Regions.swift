import LocalizationCatalog

extension LanguageMatcher {
    /// The regional locales ICU has data for in `language` (`pt` → `pt_AO`, `pt_BR`, …,
    /// `pt_PT`, …), in ICU's spelling and order; scripts are kept (`zh_Hant_TW`).
    public static func regionalLocales(ofLanguage language: String) -> [String] {
        let wanted = ICULocaleData.language(language)
        return ICULocaleData.availableLocales.filter { locale in
            !ICULocaleData.country(locale).isEmpty && ICULocaleData.language(locale) == wanted
        }
    }

    /// The regional locales of `language` whose users Apple shows none of `available`'s
    /// localizations of that language: with preferences `[<region>, fallback]` the match is
    /// `fallback` or nothing (`pt_PT` against `[pt_BR, en]` gives `en`, apple-semantics.md
    /// §5.1). `fallback` is the development language, which every bundle has. Results are kept
    /// per question, as tables of one app ask the same one.
    public static func regionsServedOnlyByFallback(
        language: String, available: [String], fallback: String
    ) -> [String] {
        let key = ([language, fallback] + available.sorted()).joined(separator: "\u{1}")
        if let known = servedOnlyByFallback.withLock({ $0[key] }) { return known }
        let wanted = ICULocaleData.language(language)
        let offered = available + (available.contains(fallback) ? [] : [fallback])
        let result = regionalLocales(ofLanguage: language).filter { region in
            let chosen = localizationsToUse(preferred: [region, fallback], available: offered)
            return chosen.first.map { ICULocaleData.language(LocaleMatchingForms($0).normalized) != wanted } ?? true
        }
        servedOnlyByFallback.withLock { $0[key] = result }
        return result
    }

    private static let servedOnlyByFallback = Locked<[String: [String]]>([:])
}
