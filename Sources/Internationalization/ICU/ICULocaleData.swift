import CICUShim

/// ICU's locale functions and data that language matching needs (`uloc_*`, CLDR parentLocales,
/// language aliases). Answers are empty strings where ICU has none.
enum ICULocaleData {
    /// `uloc_getBaseName`: `zh-hant-hk` → `zh_Hant_HK`, `English` → `english`, `root` → ``.
    static func baseName(_ id: String) -> String {
        string { cicu_locale_base_name(id, $0, $1, &$2) }
    }

    static func language(_ id: String) -> String {
        string { cicu_locale_language(id, $0, $1, &$2) }
    }

    static func country(_ id: String) -> String {
        string { cicu_locale_country(id, $0, $1, &$2) }
    }

    /// `uloc_minimizeSubtags`: `zh_Hant_HK` → `zh_HK`, `it_IT` → `it`.
    static func minimized(_ id: String) -> String {
        string { cicu_locale_minimized(id, $0, $1, &$2) }
    }

    /// `uloc_getParent`: the last subtag removed (`en` → ``).
    static func truncatedParent(_ id: String) -> String {
        string { cicu_locale_truncated_parent(id, $0, $1, &$2) }
    }

    /// ICU's language alias for `key` (metadata `alias/language`): `iw` → `he`, `sh` → `sr_Latn`.
    static func languageAlias(_ key: String) -> String? {
        let replacement = string { cicu_locale_language_alias(key, $0, $1, &$2) }
        return replacement.isEmpty ? nil : replacement
    }

    /// CLDR's parentLocales (supplementalData), child → parent: `en_GB` → `en_001`,
    /// `es_MX` → `es_419`, `sr_Latn` → `root`, `nb` → `no`. Read once.
    static let parentLocales: [String: String] = {
        let listing = (try? icuString(initialCapacity: 8192) { cicu_parent_locales($0, $1, &$2) }.get()) ?? ""
        var parents: [String: String] = [:]
        for line in listing.split(separator: "\n") {
            let pair = line.split(separator: " ")
            if pair.count == 2 { parents[String(pair[0])] = String(pair[1]) }
        }
        return parents
    }()

    /// The locales ICU has data for (`uloc_getAvailable`: `af`, …, `de_CH`, …), in ICU's order.
    static let availableLocales: [String] = icuStrings { index, buffer, capacity, error in
        cicu_available_locale(index, buffer, capacity, &error)
    }

    private static func string(_ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32) -> String {
        (try? icuString(body).get()) ?? ""
    }
}
