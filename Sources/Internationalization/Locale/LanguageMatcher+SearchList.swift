extension LanguageMatcher {
    /// A bundle's language search list: the localizations its resources are looked up in, best
    /// first, as CoreFoundation builds it (`_CFBundleCopyLanguageSearchListInBundle` in
    /// swift-corelibs-foundation `CFBundle_Locale.c`; apple-semantics.md §5.2), leaving out the main
    /// bundle's influence.
    ///
    /// 1. Match `available` against `preferences`; when nothing matches, against the development
    ///    language, then `en_US`, then the first available localization.
    /// 2. Append the development language when it is not in the list yet, so a resource missing
    ///    from the chosen localization is still found. Without a development language, append
    ///    `en`, else `English`, else `en_US`, whichever is available first.
    /// 3. An empty list becomes `["en"]`.
    ///
    /// ```swift
    /// LanguageMatcher.preferredLocalizations(available: ["sr", "en"], preferences: ["sr-Latn"], developmentLanguage: "en")
    /// // ["en"]: sr-Latn does not fall back to sr
    /// ```
    ///
    /// - Parameters:
    ///   - available: the bundle's localizations (lproj names; `CFBundleLocalizations`).
    ///   - preferences: the user's languages, most preferred first.
    ///   - developmentLanguage: `CFBundleDevelopmentRegion`, if the bundle names one.
    /// - Returns: identifiers as spelled in `available`, plus the development language as given.
    public static func preferredLocalizations(
        available: [String], preferences: [String], developmentLanguage: String?
    ) -> [String] {
        var backstops: [[String]] = [preferences]
        if let developmentLanguage { backstops.append([developmentLanguage]) }
        backstops.append(["en_US"])
        if let first = available.first { backstops.append([first]) }
        var result: [String] = []
        for languages in backstops where result.isEmpty {
            result = localizationsToUse(preferred: languages, available: available)
        }

        if let developmentLanguage {
            if !result.contains(developmentLanguage) { result.append(developmentLanguage) }
        } else if let english = ["en", "English", "en_US"].first(where: available.contains), !result.contains(english) {
            result.append(english)
        }
        return result.isEmpty ? ["en"] : result
    }

    /// What `Bundle.preferredLocalizations(from:forPreferences:)` returns
    /// (`CFBundleCopyLocalizationsForPreferences`): the match of `available` against
    /// `preferences`, else against `en_US`, else the first available localization; `["en"]` when
    /// `available` is empty. No development language is involved.
    public static func localizations(available: [String], forPreferences preferences: [String]) -> [String] {
        guard let first = available.first else { return ["en"] }
        let matched = localizationsToUse(preferred: preferences, available: available)
        if !matched.isEmpty { return matched }
        let english = localizationsToUse(preferred: ["en_US"], available: available)
        return english.isEmpty ? [first] : english
    }
}
