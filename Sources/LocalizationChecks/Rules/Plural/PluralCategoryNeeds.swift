import Internationalization
import LocalizationCatalog

/// The plural categories a locale's integers reach, by CLDR's rules (UTS #35 Part 3) through the
/// system ICU: the categories a plural of an integer argument must have for every count to get
/// its own text. Russian `other` serves only decimals, Japanese has `other` alone.
enum PluralCategoryNeeds {
    private static let cache = Locked<[String: [PluralCategory]]>([:])

    /// The categories of 0…1000, in CLDR order; nil for a language CLDR has no rules for.
    /// Categories only millions reach (French, Spanish, Italian, Portuguese and Catalan `many`
    /// for 1,000,000, "1 000 000 de fichiers") are left out: a translation without them differs
    /// by a preposition for counts nobody shows.
    static func integerCategories(_ locale: String) -> [PluralCategory]? {
        if let known = cache.withLock({ $0[locale] }) { return known }
        guard let rules = try? PluralRules.rules(for: locale) else { return nil }
        var reached = Set<PluralCategory>()
        for n in UInt64(0)...1000 { reached.insert(rules.category(n)) }
        let categories = rules.categories.filter(reached.contains)
        cache.withLock { cache in
            if cache.count >= 1024 { cache.removeAll() }
            cache[locale] = categories
        }
        return categories
    }

    /// Every category the locale's rules have (decimals reach those integers do not).
    static func allCategories(_ locale: String) -> [PluralCategory]? {
        (try? PluralRules.rules(for: locale))?.categories
    }

    /// True for a format specifier that passes a floating-point number (`f`, `e`, `g`, `a`,
    /// with any length modifier), whose fractions reach every category.
    static func isFloatingPoint(_ specifier: String?) -> Bool {
        guard let last = specifier?.unicodeScalars.last else { return false }
        return "fFeEgGaA".unicodeScalars.contains(last)
    }
}

extension PluralCategoryNeeds {
    private static let sampleCache = Locked<[String: [(category: PluralCategory, number: UInt64)]]>([:])

    /// One integer for each category the locale's integers reach, the smallest of 0…1000 (or
    /// 1,000,000 for a category only millions reach), in CLDR category order: for `ru`
    /// `one` 1, `few` 2, `many` 0. Nil for a language CLDR has no rules for.
    static func integerSamples(_ locale: String) -> [(category: PluralCategory, number: UInt64)]? {
        if let known = sampleCache.withLock({ $0[locale] }) { return known }
        guard let rules = try? PluralRules.rules(for: locale) else { return nil }
        var first: [PluralCategory: UInt64] = [:]
        for n in [UInt64](0...1000) + [1_000_000] where first[rules.category(n)] == nil {
            first[rules.category(n)] = n
        }
        let samples = rules.categories.compactMap { category in first[category].map { (category, $0) } }
        sampleCache.withLock { cache in
            if cache.count >= 1024 { cache.removeAll() }
            cache[locale] = samples
        }
        return samples
    }
}
