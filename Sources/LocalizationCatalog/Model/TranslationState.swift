/// The review state of a translation.
///
/// Raw values are the String Catalog spellings (`translated`, `needs_review`, `new`, `stale`);
/// a gettext `fuzzy` flag maps to `needsReview` and a `#~` entry to `obsolete`. Unknown spellings
/// read from a catalog are kept as they are (and reported) so they can be written back.
public struct TranslationState: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let translated = TranslationState(rawValue: "translated")
    public static let needsReview = TranslationState(rawValue: "needs_review")
    public static let new = TranslationState(rawValue: "new")
    public static let stale = TranslationState(rawValue: "stale")
    public static let obsolete = TranslationState(rawValue: "obsolete")

    /// The states this model knows; anything else came from a catalog as written.
    public static let known: [TranslationState] = [.translated, .needsReview, .new, .stale, .obsolete]

    public var isKnown: Bool { Self.known.contains(self) }
    public var description: String { rawValue }
}
