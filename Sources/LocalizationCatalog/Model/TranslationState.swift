/// The review state of a translation.
///
/// Raw values are the String Catalog spellings (`translated`, `needs_review`, `new`, `stale`);
/// a gettext `fuzzy` flag maps to `needsReview` and a `#~` entry to `obsolete`. Unknown spellings
/// read from a catalog are kept as they are (and reported) so they can be written back.
///
/// The known states are cases of a small enum: checks compare the state of every entry, and a
/// comparison of two known states is one integer compare (a stored `String` cost a string
/// comparison and a lazily initialized constant each time). An unknown spelling, which only a
/// malformed catalog has, is boxed: the state then takes one word, not a string's two, and every
/// entry holds three of them (`Optional` included), so an entry's box is 24 bytes smaller.
public struct TranslationState: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    @usableFromInline
    enum Storage: Sendable, Hashable {
        case translated, needsReview, new, stale, obsolete
        indirect case other(String)
    }

    @usableFromInline var storage: Storage

    @inlinable init(_ storage: Storage) { self.storage = storage }

    public init(rawValue: String) {
        switch rawValue {
        case "translated": storage = .translated
        case "needs_review": storage = .needsReview
        case "new": storage = .new
        case "stale": storage = .stale
        case "obsolete": storage = .obsolete
        default: storage = .other(rawValue)
        }
    }

    public var rawValue: String {
        switch storage {
        case .translated: "translated"
        case .needsReview: "needs_review"
        case .new: "new"
        case .stale: "stale"
        case .obsolete: "obsolete"
        case .other(let raw): raw
        }
    }

    @inlinable public static var translated: TranslationState { TranslationState(.translated) }
    @inlinable public static var needsReview: TranslationState { TranslationState(.needsReview) }
    @inlinable public static var new: TranslationState { TranslationState(.new) }
    @inlinable public static var stale: TranslationState { TranslationState(.stale) }
    @inlinable public static var obsolete: TranslationState { TranslationState(.obsolete) }

    /// The states this model knows; anything else came from a catalog as written.
    public static let known: [TranslationState] = [.translated, .needsReview, .new, .stale, .obsolete]

    public var isKnown: Bool {
        if case .other = storage { return false }
        return true
    }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
