/// The tables Apple's ICU adds to CLDR for choosing localizations (`ualoc_localizationsToUse` in
/// swiftlang/swift-foundation-icu `icuSources/common/ualoc.cpp`; apple-semantics.md §5.1).
enum AppleLocaleTables {
    /// Old Apple lproj names and legacy region-only Chinese IDs, applied to base names before ICU's
    /// language aliases. Keys are base names, so the old English names are lowercase.
    static let aliases: [String: String] = [
        "arabic": "ar", "chinese": "zh_Hans", "danish": "da", "dutch": "nl", "english": "en",
        "finnish": "fi", "french": "fr", "german": "de", "italian": "it", "japanese": "ja",
        "korean": "ko", "no_NO": "nb_NO", "norwegian": "nb", "polish": "pl", "portuguese": "pt",
        "russian": "ru", "spanish": "es", "swedish": "sv", "thai": "th", "turkish": "tr",
        "yue_CN": "yue_Hans_CN", "yue_HK": "yue_Hant_HK",
        "zh_CN": "zh_Hans_CN", "zh_HK": "zh_Hant_HK", "zh_MO": "zh_Hant_MO", "zh_SG": "zh_Hans_SG",
        "zh_TW": "zh_Hant_TW",
    ]

    /// Where lproj inheritance differs from ICU's resource inheritance; consulted before CLDR's
    /// parentLocales. English regions go to `en_GB` (or `en_AU`), `en_GB` to `en_001`; traditional
    /// Chinese runs `zh_Hant_HK → zh_HK → zh_Hant → zh_TW`, and `zh_TW` ends the chain.
    static let parents: [String: String] = {
        var map: [String: String] = [
            "ars": "ar",
            "en_150": "en_GB", "en_CY": "en_150", "en_GB": "en_001",
            "es_MX": "es_419",
            "wuu": "wuu_Hans", "wuu_Hans": "zh_Hans", "wuu_Hant": "zh_Hant",
            "yue": "yue_Hant", "yue_HK": "zh_Hant_HK", "yue_Hans": "zh_Hans", "yue_Hant": "yue_HK",
            "zh_HK": "zh_Hant", "zh_Hant": "zh_TW", "zh_Hant_HK": "zh_HK", "zh_TW": "root",
        ]
        let toBritish = "AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY LC LK LS MO MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG VU ZA ZM ZW"
        let toAustralian = "CC CK CX NF NR NU NZ PG WS"
        for region in toBritish.split(separator: " ") { map["en_\(region)"] = "en_GB" }
        for region in toAustralian.split(separator: " ") { map["en_\(region)"] = "en_AU" }
        return map
    }()

    /// Languages compared as one when looking for a common parent: Najdi Arabic with Arabic, Hindi
    /// with English (`hi_Latn` falls back to `en_IN`), Bokmål and Nynorsk with Norwegian, Wu and
    /// Cantonese with Chinese.
    static let languageGroups: [String: String] = [
        "ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh",
    ]

    /// Regional localizations that are not penalised for naming a country other than their
    /// language's default one.
    static let unpenalizedRegions: Set<String> = ["es_MX", "zh_Hant_TW"]
}
