import LocalizationCatalog
/// A gettext `Plural-Forms` header derived from CLDR rules, for integers.
public struct DerivedPluralForms: Sendable, Hashable, CustomStringConvertible {
    /// The category of each form: `msgstr[k]` is for `categories[k]`.
    public var categories: [PluralCategory]
    /// The `plural=` expression in C, e.g. `n % 10 == 1 && n % 100 != 11 ? 0 : … : 2`.
    public var expression: String

    public var nplurals: Int { categories.count }

    /// `nplurals=N; plural=(EXPRESSION);`, the value of a `Plural-Forms` header.
    public var description: String {
        nplurals == 1 ? "nplurals=1; plural=0;" : "nplurals=\(nplurals); plural=(\(expression));"
    }
}

extension PluralRuleSet {
    /// The gettext `Plural-Forms` that picks, for every non-negative integer, the form of the
    /// category these rules give it (GNU gettext manual, "Plural forms"; UTS #35 Part 3).
    ///
    /// gettext's `n` is an unsigned integer, so the operands are i = n, v = w = f = t = 0 and
    /// e = c = 0: relations on v, w, f, t, e, c become constants and fold away. The forms are the
    /// categories that integers reach, in CLDR order (zero one two few many other); a category
    /// counts as reached when one of its `@integer` samples or one of the integers 0…1000,
    /// 10^k and m·10^k up to 10^9 falls in it. The expression is a chain of `?:` over those
    /// categories' conditions, the last category taking the rest.
    ///
    /// Russian comes out as `nplurals=3; plural=(n % 10 == 1 && n % 100 != 11 ? 0 :
    /// n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2);`.
    public func gettextPluralForms() -> DerivedPluralForms {
        var reached = Set<PluralCategory>()
        var probes = Array(UInt64(0)...1000)
        var power: UInt64 = 1000
        while power <= 1_000_000_000 {
            for m: UInt64 in 1...9 { probes.append(m * power) }
            power *= 10
        }
        // `category(for:)` with the rules in CLDR order taken out of the dictionary once: a
        // lookup per category and probe was most of the derivation.
        let ordered = PluralCategory.allCases.compactMap { category in
            category == .other ? nil : rules[category].map { (category, $0) }
        }
        func select(_ operands: PluralOperands) -> PluralCategory {
            ordered.first { $0.1.matches(operands) }?.0 ?? .other
        }
        for n in probes { reached.insert(select(PluralOperands(n))) }
        for (category, rule) in rules {
            let integers = rule.integerSamples?.expanded(limit: 200) ?? []
            if integers.contains(where: { PluralOperands($0).map { select($0) == category } ?? false }) {
                reached.insert(category)
            }
        }
        var categories: [PluralCategory] = []
        var branches: [String] = []
        for category in PluralCategory.allCases where reached.contains(category) {
            let condition = category == .other ? IntegerCondition.always : IntegerCondition(rules[category]?.condition ?? [])
            if case .never = condition { continue }
            categories.append(category)
            if case .always = condition { break }
            branches.append(condition.c(inside: .conditional))
        }
        if categories.count <= 1 { return DerivedPluralForms(categories: categories.isEmpty ? [.other] : categories, expression: "0") }
        // The last form takes whatever the earlier conditions leave.
        var expression = String(categories.count - 1)
        for k in stride(from: categories.count - 2, through: 0, by: -1) {
            expression = "\(branches[k]) ? \(k) : \(expression)"
        }
        return DerivedPluralForms(categories: categories, expression: expression)
    }
}

/// A rule condition specialized to integers (v = w = f = t = e = c = 0), printed in C.
private indirect enum IntegerCondition {
    case always, never
    /// A comparison such as `n % 10 >= 2`.
    case compare(String)
    case and([IntegerCondition])
    case or([IntegerCondition])

    enum Context { case conditional, or, and }

    init(_ alternatives: [[PluralRelation]]) {
        if alternatives.isEmpty { self = .always; return }
        self = .combine(alternatives.map { .combine($0.map(IntegerCondition.init(relation:)), and: true) }, and: false)
    }

    init(relation: PluralRelation) {
        switch relation.operand {
        case .n, .i:
            let left = relation.modulus.map { "n % \($0)" } ?? "n"
            // A zero modulus never matches (PluralRelation.matches).
            if relation.modulus == 0 { self = relation.isNegated ? .always : .never; return }
            let members: [IntegerCondition] = relation.ranges.map { range in
                let lower = range.lowerBound, upper = range.upperBound
                if lower == upper { return .compare("\(left) \(relation.isNegated ? "!=" : "==") \(lower)") }
                if relation.isNegated {
                    return lower == 0 ? .compare("\(left) > \(upper)") : .or([.compare("\(left) < \(lower)"), .compare("\(left) > \(upper)")])
                }
                return lower == 0 ? .compare("\(left) <= \(upper)") : .and([.compare("\(left) >= \(lower)"), .compare("\(left) <= \(upper)")])
            }
            self = .combine(members, and: relation.isNegated)
        case .v, .w, .f, .t, .e, .c:
            self = relation.matches(PluralOperands(0)) ? .always : .never
        }
    }

    /// `and`/`or` with constants folded and nested lists of the same kind flattened.
    static func combine(_ parts: [IntegerCondition], and: Bool) -> IntegerCondition {
        var kept: [IntegerCondition] = []
        for part in parts {
            switch part {
            case .always: if !and { return .always }
            case .never: if and { return .never }
            case .and(let inner) where and: kept += inner
            case .or(let inner) where !and: kept += inner
            default: kept.append(part)
            }
        }
        if kept.isEmpty { return and ? .always : .never }
        if kept.count == 1 { return kept[0] }
        return and ? .and(kept) : .or(kept)
    }

    /// C text; `||` inside `&&` is parenthesized, and so is `||` as a `?:` condition, for the reader.
    func c(inside context: Context) -> String {
        switch self {
        case .always: "1"
        case .never: "0"
        case .compare(let text): text
        case .and(let parts): parts.map { $0.c(inside: .and) }.joined(separator: " && ")
        case .or(let parts):
            context == .or ? parts.map { $0.c(inside: .or) }.joined(separator: " || ")
                : "(" + parts.map { $0.c(inside: .or) }.joined(separator: " || ") + ")"
        }
    }
}
