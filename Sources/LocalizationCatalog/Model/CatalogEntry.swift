/// One key of a table with its localizations.
///
/// `key` is the lookup key (a `.strings`/`.xcstrings` key, a gettext msgid); gettext also has a
/// `context` (msgctxt) and a `pluralKey` (msgid_plural). `localizations` maps a localization
/// identifier as written in the source (`de`, `pt-BR`, `pt_BR`, `zh-Hans`) to its translation.
public struct CatalogEntry: Sendable, Hashable {
    public var key: String
    public var context: String?
    public var pluralKey: String?
    public var comments: EntryComments
    /// `.xcstrings` `extractionState` as written (`manual`, `stale`, `extracted_with_value`, `migrated`).
    public var extractionState: String?
    /// `.xcstrings` `shouldTranslate`; false entries are not expected in other languages.
    public var shouldTranslate: Bool
    /// Entry-level state: `obsolete` for gettext `#~` entries, nil otherwise.
    public var state: TranslationState?
    public var localizations: LocalizationMap
    /// Where the key is written.
    public var location: SourceLocation

    public init(
        key: String, context: String? = nil, pluralKey: String? = nil, comments: EntryComments = EntryComments(),
        extractionState: String? = nil, shouldTranslate: Bool = true, state: TranslationState? = nil,
        localizations: LocalizationMap = [:], location: SourceLocation
    ) {
        self.key = key
        self.context = context
        self.pluralKey = pluralKey
        self.comments = comments
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.state = state
        self.localizations = localizations
        self.location = location
    }

    /// The identity of an entry within a table: gettext treats (msgctxt, msgid) as the key.
    public var id: EntryID { EntryID(context: context, key: key) }
}

/// The identity of an entry: its key plus its gettext context.
public struct EntryID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var context: String?
    public var key: String

    public init(context: String? = nil, key: String) {
        self.context = context
        self.key = key
    }

    public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
        (lhs.context ?? "", lhs.key) < (rhs.context ?? "", rhs.key)
    }

    public var description: String { context.map { "\($0)\u{4}\(key)" } ?? key }
}
