import LocalizationCatalog

/// One locale's CLDR plural rules reduced to what an integer can select, evaluated without ICU.
///
/// An integer has `n = i` and `v = w = f = t = e = c = 0` (UTS #35 Part 3), so every relation on
/// the fraction or exponent operands is decided once, when the rules are read, and what remains
/// compares `i` (or `i % m`) with integer ranges. The rules are ICU's own text for the locale
/// (`PluralData`), found the way ICU finds them: the locale's base name, then its parents
/// (`uloc_getParent`), as `PluralRules::getRuleFromResource` does.
struct IntegerPluralRules: Sendable {
    private struct Relation: Sendable {
        /// 0: the operand itself.
        var modulus: UInt64
        var ranges: [ClosedRange<UInt64>]
        var isNegated: Bool

        func matches(_ value: UInt64) -> Bool {
            let operand = modulus == 0 ? value : value % modulus
            var found = false
            for range in ranges where range.contains(operand) {
                found = true
                break
            }
            return found != isNegated
        }
    }

    /// The categories that have a rule, in CLDR order; each rule an `or` of `and`s.
    private let rules: [(category: PluralCategory, alternatives: [[Relation]])]

    /// The rule text of each category but `other` that ICU opens for `locale` (an ICU ID) and
    /// `type`, in CLDR order. A locale without data of the type has none: `other` alone, as in
    /// ICU (its default rule). Locales share these texts (German, English, Dutch, …).
    static func ruleTexts(locale: String, type: PluralType) -> [RuleText] {
        guard let dataLocale = dataLocale(of: locale, type) else { return [] }
        return PluralCategory.allCases.compactMap { category in
            guard category != .other, let text = PluralData.rule(dataLocale, type, category) else { return nil }
            return RuleText(category: category, text: text)
        }
    }

    struct RuleText: Hashable, Sendable {
        var category: PluralCategory
        var text: String
    }

    /// The rules of `texts`; nil when one cannot be read.
    init?(_ texts: [RuleText]) {
        var rules: [(PluralCategory, [[Relation]])] = []
        for text in texts {
            guard case .success(let rule) = PluralRule.parse(text.text) else { return nil }
            rules.append((text.category, Self.reduced(rule.condition)))
        }
        self.rules = rules
    }

    /// The categories with a rule, and `other`, in CLDR order.
    var categories: [PluralCategory] { rules.map(\.category) + [.other] }

    /// The category of an integer of this magnitude (plural operands ignore the sign).
    func category(_ magnitude: UInt64) -> PluralCategory {
        for rule in rules {
            for alternative in rule.alternatives where alternative.allSatisfy({ $0.matches(magnitude) }) {
                return rule.category
            }
        }
        return .other
    }

    /// A condition with every relation an integer decides alone taken out: a relation that holds
    /// for all integers is dropped, a conjunction with one that never holds is dropped whole.
    private static func reduced(_ condition: [[PluralRelation]]) -> [[Relation]] {
        guard !condition.isEmpty else { return [[]] }  // an empty condition holds for every number
        let integer = PluralOperands(integerDigits: 0)  // the operands other than n and i
        var alternatives: [[Relation]] = []
        for conjunction in condition {
            var relations: [Relation] = []
            var holds = true
            for relation in conjunction {
                if relation.operand == .n || relation.operand == .i, relation.modulus != 0 {
                    relations.append(Relation(modulus: relation.modulus ?? 0, ranges: relation.ranges, isNegated: relation.isNegated))
                } else if !relation.matches(integer) {
                    // Fraction and exponent operands are 0 for every integer; a zero modulus never matches.
                    holds = false
                }
            }
            if holds { alternatives.append(relations) }
        }
        return alternatives
    }

    /// The locale whose rules ICU uses for `locale`: the first of its base name and its parents
    /// that has rules of `type`.
    private static func dataLocale(of locale: String, _ type: PluralType) -> String? {
        let known = type == .cardinal ? PluralData.cardinalLocales : PluralData.ordinalLocales
        var name = ICULocaleData.baseName(locale)
        while !name.isEmpty {
            if known.contains(name) { return name }
            name = ICULocaleData.truncatedParent(name)
        }
        return nil
    }
}
