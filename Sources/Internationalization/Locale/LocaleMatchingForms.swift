/// The forms of one language identifier that Apple's matcher compares (`LocaleIDInfo` in
/// `ualoc.cpp`; apple-semantics.md §5.1 step 2).
struct LocaleMatchingForms: Sendable {
    /// The identifier as given (`zh-Hant-HK`, `English`, `pt_BR`).
    let original: String
    /// `uloc_getBaseName`: `zh_Hant_HK`, `english`, `pt_BR`.
    let base: String
    /// After Apple's aliases, then ICU's language aliases: `en`, `zh_Hans_CN` for `zh_CN`,
    /// `he` for `iw`.
    let normalized: String
    /// The language subtag of `normalized`.
    let language: String
    /// `language`, or the language it is compared with (`nb` and `nn` → `no`, `yue` → `zh`).
    let languageGroup: String

    init(_ original: String) {
        self.original = original
        base = ICULocaleData.baseName(original)
        normalized = Self.normalize(base)
        language = ICULocaleData.language(normalized)
        languageGroup = AppleLocaleTables.languageGroups[language] ?? language
    }

    /// Whether `normalized` names a region.
    var specifiesCountry: Bool { !ICULocaleData.country(normalized).isEmpty }

    /// Apple's alias table, else ICU's alias of the whole base name, else ICU's alias of its
    /// language with the original script and region put back (`ualoc_normalize`).
    static func normalize(_ base: String) -> String {
        if let alias = AppleLocaleTables.aliases[base] { return alias }
        if let alias = ICULocaleData.languageAlias(base) { return alias }
        guard let separator = base.firstIndex(of: "_"),
              let alias = ICULocaleData.languageAlias(String(base[..<separator]))
        else { return base }
        // `iw_IL` → `he` + `_IL`. An alias with a script of its own (`sh` → `sr_Latn`) keeps only
        // a short trailing subtag (`sh_RS` → `sr_Latn_RS`); any other alias with subtags wins whole.
        guard alias.contains("_") else { return alias + base[separator...] }
        let scalars = Array(alias.utf8)
        if scalars.count > 5, scalars[scalars.count - 5] == UInt8(ascii: "_"),
           let last = base.lastIndex(of: "_"), base[last...].utf8.count <= 4 {
            return alias + base[last...]
        }
        return alias
    }
}
