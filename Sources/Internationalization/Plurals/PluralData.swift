import CICUShim
import LocalizationCatalog

/// CLDR plural data exactly as the system ICU ships it (`plurals.res`): which locales have
/// rules, and each rule's text with its samples (UTS #35 Part 3, "Plural rules syntax").
public enum PluralData {
    /// Locale IDs with cardinal rules (`af`, …, `pt_PT`, …), in ICU's order.
    public static let cardinalLocaleList: [String] = locales(ordinal: false)
    /// Locale IDs with ordinal rules.
    public static let ordinalLocaleList: [String] = locales(ordinal: true)
    static let cardinalLocales = Set(cardinalLocaleList)
    static let ordinalLocales = Set(ordinalLocaleList)

    /// The locales ICU has data for, of one type.
    public static func locales(_ type: PluralType) -> [String] {
        type == .cardinal ? cardinalLocaleList : ordinalLocaleList
    }

    /// CLDR's rule for `category` in `locale` (an ICU ID with data, e.g. `ru`, `pt_PT`),
    /// samples included; nil when that locale has no such category or no data.
    public static func rule(_ locale: String, _ type: PluralType, _ category: PluralCategory) -> String? {
        var missing = false
        let text = icuString(initialCapacity: 512) { buffer, capacity, error in
            let length = cicu_plural_data_rule(
                locale, type == .ordinal ? 1 : 0, Int32(PluralCategory.allCases.firstIndex(of: category)!),
                buffer, capacity, &error)
            if length < 0 { missing = true }
            return max(length, 0)
        }
        guard !missing, case .success(let rule) = text, !rule.isEmpty else { return nil }
        return rule
    }

    private static func locales(ordinal: Bool) -> [String] {
        icuStrings { index, buffer, capacity, error in
            cicu_plural_data_locale(ordinal ? 1 : 0, index, buffer, capacity, &error)
        }
    }
}
