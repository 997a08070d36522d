/// A CLDR plural category (Unicode TR35, Part 3 "Language Plural Rules"), in CLDR's order.
/// Apple's `.stringsdict` and `.xcstrings` use these names as keys.
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
