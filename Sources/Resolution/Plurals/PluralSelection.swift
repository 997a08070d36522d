import Internationalization
import LocalizationCatalog

/// Picks a plural variant for a number, with Apple's `zero` rule.
///
/// Apple ("Localizing strings that contain plurals"): every category is optional except
/// `other`; a category the language does not use is ignored. Its English example uses `zero`
/// for 0 although English has no `zero` category: when a `zero` variant exists it serves the
/// integer 0 in every language (apple-semantics.md §6.2); a `Double` 0.0 follows CLDR.
enum PluralSelection {
    /// The category `argument` selects under `rules`; nil when the argument is not a number.
    static func category(of argument: FormatArgument, rules: PluralRules, hasZero: Bool) -> PluralCategory? {
        switch argument {
        case .int(let value):
            return value == 0 && hasZero ? .zero : rules.category(value)
        case .uint(let value):
            return value == 0 && hasZero ? .zero : rules.category(value)
        case .double(let value):
            return rules.category(value)
        case .string, .cString:
            return nil
        }
    }

    /// The index of the variant for `category` among variants with these categories, or of
    /// `other` when the language does not use the category or the entry does not list it; nil
    /// when neither exists.
    static func variant(_ categories: [PluralCategory], category: PluralCategory, rules: PluralRules) -> Int? {
        if category == .zero, let zero = categories.firstIndex(of: .zero) { return zero }
        if rules.categories.contains(category), let match = categories.firstIndex(of: category) { return match }
        return categories.firstIndex(of: .other)
    }
}
