/// Apple's choice of localizations for a list of preferred languages: what
/// `Bundle.preferredLocalizations(from:forPreferences:)` returns on Apple platforms, where it
/// calls Apple ICU's `ualoc_localizationsToUse` (swiftlang/swift-foundation-icu
/// `icuSources/common/ualoc.cpp`, documented in `_foundation_unicode/ualoc.h`;
/// apple-semantics.md §5.1). Linux Foundation does not match at all (§5.5), so this is the
/// project's own implementation over the system ICU.
///
/// ```swift
/// LanguageMatcher.localizationsToUse(preferred: ["en-AU"], available: ["en", "en_AU", "en_GB"])
/// // ["en_AU", "en_GB", "en"]
/// LanguageMatcher.localizationsToUse(preferred: ["sr-Latn"], available: ["sr"])  // []
/// ```
public enum LanguageMatcher {
    /// The available localizations to use, best first, for the first preferred language that
    /// matches any of them; empty when none matches.
    ///
    /// - Parameters:
    ///   - preferred: language identifiers in order of preference (BCP 47 or ICU style, old Apple
    ///     names such as `English` too). Empty entries, `root` and entries starting with `-` or `_`
    ///     are ignored.
    ///   - available: the localizations there are (lproj names), in any order; earlier entries win
    ///     ties.
    /// - Returns: entries of `available`, spelled as given: the best match, then the other
    ///   available localizations on its fallback chain in chain order (`en_AU` brings `en_GB`, then
    ///   `en`). `["zxx"]` when nothing matches and `zxx` (no linguistic content) is available.
    ///
    /// How a match is chosen, for each preferred language until one matches:
    /// 1. the same base name scores −1, the same normalized name (after Apple's aliases such as
    ///    `English` → `en`, `zh_TW` → `zh_Hant_TW`, then ICU's) scores 0;
    /// 2. otherwise, for the same language group, the score is the sum of the positions of the first
    ///    common entry in the two fallback chains (+1 when the languages differ); an available
    ///    localization naming a non-default country (`it_CH`) counts one step further away;
    /// 3. the lowest score wins, the earlier available entry on ties; `pt_PT` reaching `pt_BR` only
    ///    through the chain is used only when no other preferred language matches anything;
    /// 4. a non-exact regional winner (`fr_FR` for `fr-CH`) gives way to an exact match of a later
    ///    preference in the same language (`fr-CA`), except for Chinese.
    public static func localizationsToUse(preferred: [String], available: [String]) -> [String] {
        let preferences = preferred.filter(isConsidered).map(LocaleMatchingForms.init)
        let candidates = available.map(LocaleMatchingForms.init)
        var chains = [Int: [String]]()
        func candidateChain(_ index: Int) -> [String] {
            if let chain = chains[index] { return chain }
            let chain = LocalizationParentChain.chain(from: candidates[index].normalized, penalizingNonDefaultCountry: true)
            chains[index] = chain
            return chain
        }

        var winner: Int?
        var winningScore = Int.max
        var portugueseFallback: Int?
        for preference in preferences where winner == nil {
            var preferenceChain: [String]?
            for (index, candidate) in candidates.enumerated() {
                if winningScore > -1, preference.base == candidate.base {
                    winner = index
                    winningScore = -1
                } else if winningScore > 0, preference.normalized == candidate.normalized {
                    winner = index
                    winningScore = 0
                } else if winningScore > 0, preference.languageGroup == candidate.languageGroup {
                    let ownChain = preferenceChain
                        ?? LocalizationParentChain.chain(from: preference.normalized, penalizingNonDefaultCountry: false)
                    preferenceChain = ownChain
                    let otherChain = candidateChain(index)
                    for (ownDistance, link) in ownChain.enumerated() {
                        for (otherDistance, otherLink) in otherChain.enumerated() where link == otherLink {
                            // European Portuguese reaches Brazilian only as a last resort.
                            if preference.normalized == "pt_PT", candidate.normalized == "pt_BR" {
                                portugueseFallback = index
                                continue
                            }
                            let score = ownDistance + otherDistance + (preference.language == candidate.language ? 0 : 1)
                            if score < winningScore {
                                winningScore = score
                                winner = index
                            }
                        }
                    }
                }
            }
        }

        if let found = winner, winningScore > 0, candidates[found].specifiesCountry, candidates[found].language != "zh" {
            winner = exactMatch(ofLanguage: candidates[found].language, preferences: preferences, candidates: candidates) ?? found
        }
        guard let chosen = winner ?? portugueseFallback else {
            return available.contains("zxx") ? ["zxx"] : []
        }

        var result = [available[chosen]]
        let chain = candidateChain(chosen)
        for (position, link) in chain.enumerated() {
            if position > 0, chain[position - 1] == link { continue }  // the non-default-country repeat
            for (index, candidate) in candidates.enumerated() where index != chosen && candidate.normalized == link {
                result.append(available[index])
            }
            // Hong Kong traditional Chinese also falls back to Taiwan's. ualoc.cpp interleaves this
            // entry with the others of the same link in list order; ualoc.h's examples put it after
            // them (`zh-MO` with `[zh_CN, zh_TW, zh_HK, zh_MO]` → `zh_MO, zh_HK, zh_TW`), and the
            // documented examples win.
            if link == "zh_Hant_HK" {
                for (index, candidate) in candidates.enumerated() where index != chosen && candidate.normalized == "zh_Hant_TW" {
                    result.append(available[index])
                }
            }
        }
        return result
    }

    /// The first available localization that a preference of `language` names exactly.
    private static func exactMatch(
        ofLanguage language: String, preferences: [LocaleMatchingForms], candidates: [LocaleMatchingForms]
    ) -> Int? {
        for preference in preferences where preference.language == language {
            if let index = candidates.firstIndex(where: {
                $0.base == preference.base || $0.normalized == preference.normalized
            }) {
                return index
            }
        }
        return nil
    }

    /// `ualoc.h`: entries that are empty, `root`, or start with `-` or `_` are ignored.
    /// False for the preferences Apple ignores: empty, `root`, or starting with `-` or `_`.
    public static func isConsidered(_ preference: String) -> Bool {
        !(preference.isEmpty || preference == "root" || preference.hasPrefix("-") || preference.hasPrefix("_"))
    }
}
