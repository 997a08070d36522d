/// CLDR's two plural rule types (UTS #35 Part 3): cardinal ("1 file", "2 files") and ordinal
/// ("1st", "2nd").
public enum PluralType: String, Sendable, Hashable, CaseIterable {
    case cardinal, ordinal
}
