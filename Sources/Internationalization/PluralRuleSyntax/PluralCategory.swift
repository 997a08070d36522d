/// A CLDR plural category (UTS #35 Part 3, "Language Plural Rules"), in CLDR's order.
///
/// The same six names as `LocalizationCatalog.PluralCategory`; this module cannot import that
/// one, since the catalog layer sits beside it, not below it.
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
