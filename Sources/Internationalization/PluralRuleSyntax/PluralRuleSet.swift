import LocalizationCatalog
/// A locale's plural rules of one kind (cardinal or ordinal): one ``PluralRule`` per category
/// besides `other`, which takes every number no rule matches (UTS #35 Part 3, "Plural rules").
///
/// ```swift
/// let russian = try PluralRuleSet.parse([
///     .one: "v = 0 and i % 10 = 1 and i % 100 != 11",
///     .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
///     .many: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14",
/// ]).get()
/// russian.category(for: PluralOperands("21")!)    // .one
/// russian.category(for: PluralOperands("1.5")!)   // .other
/// ```
///
/// This is the ICU-free reading of the syntax; the ICU-backed rules are elsewhere in this module.
public struct PluralRuleSet: Sendable, Hashable {
    /// The rules by category; `other`'s rule, if given, is kept for its samples only.
    public var rules: [PluralCategory: PluralRule]

    public init(rules: [PluralCategory: PluralRule]) {
        self.rules = rules
    }

    /// Reads each category's rule text; the error names the category.
    public static func parse(_ texts: [PluralCategory: String]) -> Result<PluralRuleSet, PluralRuleSetSyntaxError> {
        var rules: [PluralCategory: PluralRule] = [:]
        for (category, text) in texts.sorted(by: { $0.key < $1.key }) {
            switch PluralRule.parse(text) {
            case .success(let rule): rules[category] = rule
            case .failure(let error): return .failure(PluralRuleSetSyntaxError(category: category, error: error))
            }
        }
        return .success(PluralRuleSet(rules: rules))
    }

    /// The categories that have a rule, plus `other`, in CLDR order.
    public var categories: [PluralCategory] {
        PluralCategory.allCases.filter { $0 == .other || rules[$0] != nil }
    }

    /// The first category in CLDR order whose rule matches, else `other`.
    public func category(for operands: PluralOperands) -> PluralCategory {
        for category in PluralCategory.allCases where category != .other {
            if let rule = rules[category], rule.matches(operands) { return category }
        }
        return .other
    }
}

/// A rule of a ``PluralRuleSet`` that could not be read.
public struct PluralRuleSetSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var category: PluralCategory
    public var error: PluralRuleSyntaxError

    public var description: String { "\(category): \(error)" }
}
