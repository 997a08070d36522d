/// The chain of localizations one falls back to, as Apple's matcher walks it: Apple's parent map
/// first, then CLDR's parentLocales, then truncation (`ualoc.cpp` `ualoc_getParent`). It ends
/// before `root` or an empty parent, and holds at most nine entries, as Apple's does.
///
/// - `en_AU → en_GB → en_001 → en`
/// - `es_AR → es_419 → es`
/// - `sr_Latn` (CLDR's parent is `root`: no fallback to `sr`)
/// - `zh_Hant_HK → zh_HK → zh_Hant → zh_TW`
/// - `zh_Hans_CN → zh_Hans → zh`
enum LocalizationParentChain {
    static let maximumLength = 9

    /// The next localization up from `locale` (an ICU base name); `root` or `` at the top.
    static func parent(of locale: String) -> String {
        if let parent = AppleLocaleTables.parents[locale] { return parent }
        if let parent = ICULocaleData.parentLocales[locale] { return parent }
        return ICULocaleData.truncatedParent(locale)
    }

    /// `normalized` followed by its parents. With `penalizingNonDefaultCountry`, a locale that names
    /// a country other than its language's default one (`it_CH`, not `it_IT`; `es_MX` and
    /// `zh_Hant_TW` excepted) repeats itself once, so it scores one step worse.
    static func chain(from normalized: String, penalizingNonDefaultCountry: Bool) -> [String] {
        var chain = [normalized]
        if penalizingNonDefaultCountry, !ICULocaleData.country(normalized).isEmpty,
           !AppleLocaleTables.unpenalizedRegions.contains(normalized),
           !ICULocaleData.country(ICULocaleData.minimized(normalized)).isEmpty {
            chain.append(normalized)
        }
        while chain.count < maximumLength {
            let next = parent(of: chain[chain.count - 1])
            if next.isEmpty || next == "root" { break }
            chain.append(next)
        }
        return chain
    }
}
