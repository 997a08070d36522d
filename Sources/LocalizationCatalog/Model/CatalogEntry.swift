/// One key of a table with its localizations.
///
/// `key` is the lookup key (a `.strings`/`.xcstrings` key, a gettext msgid); gettext also has a
/// `context` (msgctxt) and a `pluralKey` (msgid_plural). `localizations` maps a localization
/// identifier as written in the source (`de`, `pt-BR`, `pt_BR`, `zh-Hans`) to its translation.
///
/// A value type whose fields live in one shared, copy-on-write box: an entry has about twenty
/// reference-counted fields, and copying them one by one (appending to an array, reading an entry
/// out of one) was the largest cost of reading a catalog. Copies now cost one retain.
public struct CatalogEntry: Sendable, Hashable {
    // Inlinable, with the box usable from inlinable code: the checks in other modules read every
    // entry's fields, and an accessor called out of line there retained and released the box.
    @usableFromInline var storage: Storage

    @inlinable
    public var key: String {
        _read { yield storage.key }
        _modify { makeUnique(); yield &storage.key }
    }
    @inlinable
    public var context: String? {
        _read { yield storage.context }
        _modify { makeUnique(); yield &storage.context }
    }
    @inlinable
    public var pluralKey: String? {
        _read { yield storage.pluralKey }
        _modify { makeUnique(); yield &storage.pluralKey }
    }
    @inlinable
    public var comments: EntryComments {
        _read { yield storage.comments }
        _modify { makeUnique(); yield &storage.comments }
    }
    /// `.xcstrings` `extractionState` as written (`manual`, `stale`, `extracted_with_value`, `migrated`).
    @inlinable
    public var extractionState: String? {
        _read { yield storage.extractionState }
        _modify { makeUnique(); yield &storage.extractionState }
    }
    /// `.xcstrings` `shouldTranslate`; false entries are not expected in other languages.
    @inlinable
    public var shouldTranslate: Bool {
        get { storage.shouldTranslate }
        set { makeUnique(); storage.shouldTranslate = newValue }
    }
    /// Entry-level state: `obsolete` for gettext `#~` entries, nil otherwise.
    @inlinable
    public var state: TranslationState? {
        _read { yield storage.state }
        _modify { makeUnique(); yield &storage.state }
    }
    @inlinable
    public var localizations: LocalizationMap {
        _read { yield storage.localizations }
        _modify { makeUnique(); yield &storage.localizations }
    }
    /// Where the key is written.
    @inlinable
    public var location: SourceLocation {
        _read { yield storage.location }
        _modify { makeUnique(); yield &storage.location }
    }

    public init(
        key: String, context: String? = nil, pluralKey: String? = nil, comments: EntryComments = EntryComments(),
        extractionState: String? = nil, shouldTranslate: Bool = true, state: TranslationState? = nil,
        localizations: LocalizationMap = LocalizationMap(), location: SourceLocation
    ) {
        // `consume`: moved into the box, not copied field by field.
        storage = Storage(
            key: consume key, context: consume context, pluralKey: consume pluralKey, comments: consume comments,
            extractionState: consume extractionState, shouldTranslate: shouldTranslate, state: consume state,
            localizations: consume localizations, location: consume location)
    }

    /// An entry with no comments, state or translations yet, for readers that fill it in place.
    init(key: String, context: String?, pluralKey: String?, state: TranslationState?, at location: SourceLocation) {
        storage = Storage(key: key, context: context, pluralKey: pluralKey, state: state, location: location)
    }

    /// The review state and value content of the translation for localization `key`, nil when
    /// there is none. Each field is loaded from the entry's box on its own: a method called on
    /// `localizations` got a copy of the whole map, a few hundred instructions an entry.
    @inlinable
    public func translationContent(forKey key: String) -> (state: TranslationState?, content: LocalizedValue.Content)? {
        let box = storage
        if box.localizations.firstKey == key { return (box.localizations.firstValue.state, box.localizations.firstValue.value.content) }
        if box.localizations.others.isEmpty { return nil }
        return box.localizations.others[key].map { ($0.state, $0.value.content) }
    }

    /// The identity of an entry within a table: gettext treats (msgctxt, msgid) as the key.
    @inlinable
    public var id: EntryID { EntryID(context: storage.context, key: storage.key) }

    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    public static func == (lhs: CatalogEntry, rhs: CatalogEntry) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let l = lhs.storage, r = rhs.storage
        return l.key == r.key && l.context == r.context && l.pluralKey == r.pluralKey && l.comments == r.comments
            && l.extractionState == r.extractionState && l.shouldTranslate == r.shouldTranslate && l.state == r.state
            && l.localizations == r.localizations && l.location == r.location
    }

    public func hash(into hasher: inout Hasher) {
        let s = storage
        hasher.combine(s.key)
        hasher.combine(s.context)
        hasher.combine(s.pluralKey)
        hasher.combine(s.comments)
        hasher.combine(s.extractionState)
        hasher.combine(s.shouldTranslate)
        hasher.combine(s.state)
        hasher.combine(s.localizations)
        hasher.combine(s.location)
    }

    // Mutated only through `makeUnique()`, so a box is never changed while shared; the entry's own
    // exclusivity is checked statically, which makes the runtime checks on each field redundant
    // (they were a tenth of building an entry).
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var key: String
        @exclusivity(unchecked) @usableFromInline var context: String?
        @exclusivity(unchecked) @usableFromInline var pluralKey: String?
        @exclusivity(unchecked) @usableFromInline var comments: EntryComments
        @exclusivity(unchecked) @usableFromInline var extractionState: String?
        @exclusivity(unchecked) @usableFromInline var shouldTranslate: Bool
        @exclusivity(unchecked) @usableFromInline var state: TranslationState?
        @exclusivity(unchecked) @usableFromInline var localizations: LocalizationMap
        @exclusivity(unchecked) @usableFromInline var location: SourceLocation

        init(
            key: consuming String, context: consuming String?, pluralKey: consuming String?, comments: consuming EntryComments,
            extractionState: consuming String?, shouldTranslate: Bool, state: consuming TranslationState?,
            localizations: consuming LocalizationMap, location: consuming SourceLocation
        ) {
            self.key = consume key
            self.context = consume context
            self.pluralKey = consume pluralKey
            self.comments = consume comments
            self.extractionState = consume extractionState
            self.shouldTranslate = shouldTranslate
            self.state = consume state
            self.localizations = consume localizations
            self.location = consume location
        }

        // The empty parts are made here: passed in as arguments, each was copied once more.
        init(key: consuming String, context: consuming String?, pluralKey: consuming String?, state: consuming TranslationState?,
             location: consuming SourceLocation) {
            self.key = consume key
            self.context = consume context
            self.pluralKey = consume pluralKey
            self.comments = EntryComments()
            self.extractionState = nil
            self.shouldTranslate = true
            self.state = consume state
            self.localizations = LocalizationMap()
            self.location = consume location
        }

        @usableFromInline
        func copy() -> Storage {
            Storage(
                key: key, context: context, pluralKey: pluralKey, comments: comments, extractionState: extractionState,
                shouldTranslate: shouldTranslate, state: state, localizations: localizations, location: location)
        }
    }
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
