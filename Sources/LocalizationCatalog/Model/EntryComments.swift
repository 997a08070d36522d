/// Comments attached to an entry, named as gettext names them (GNU gettext manual, "The Format
/// of PO Files"): translator comments (`# `), extracted comments (`#.`, a String Catalog's
/// `comment`, the `/* */` comment before a `.strings` entry), references (`#:`) and flags (`#,`).
///
/// A value type whose fields live in one shared, copy-on-write box, made only when a comment is
/// set: most entries of a String Catalog or a `.strings` file have none, and copying seven
/// reference-counted fields into each new entry was a visible share of reading a catalog.
///
/// A reader may leave the translator and extracted comments and the references as spans of the
/// file (`DeferredCommentSpans`), decoded each time they are read: the checks read only the
/// flags, and making a `String` of every comment and reference was 7% of reading Django's `.po`
/// files. Changing any comment decodes them into the box first.
public struct EntryComments: Sendable, Hashable {
    @usableFromInline var storage: Storage?

    @inlinable
    public var translator: [String] {
        _read {
            if let deferred = storage?.deferred { yield deferred.decoded().translator } else { yield storage?.translator ?? [] }
        }
        _modify { makeUnique(); yield &storage!.translator }
    }
    @inlinable
    public var extracted: [String] {
        _read {
            if let deferred = storage?.deferred { yield deferred.decoded().extracted } else { yield storage?.extracted ?? [] }
        }
        _modify { makeUnique(); yield &storage!.extracted }
    }
    @inlinable
    public var references: [String] {
        _read {
            if let deferred = storage?.deferred { yield deferred.decoded().references } else { yield storage?.references ?? [] }
        }
        _modify { makeUnique(); yield &storage!.references }
    }
    @inlinable
    public var flags: [String] {
        _read { yield storage?.flags ?? [] }
        _modify { makeUnique(); yield &storage!.flags }
    }
    /// The previous msgid (`#| msgid`) of a fuzzy gettext entry, and its context and plural.
    @inlinable
    public var previousContext: String? {
        _read { yield storage?.previousContext }
        _modify { makeUnique(); yield &storage!.previousContext }
    }
    @inlinable
    public var previousKey: String? {
        _read { yield storage?.previousKey }
        _modify { makeUnique(); yield &storage!.previousKey }
    }
    @inlinable
    public var previousPluralKey: String? {
        _read { yield storage?.previousPluralKey }
        _modify { makeUnique(); yield &storage!.previousPluralKey }
    }

    /// No comments. Written out, not defaulted: an entry's box is made with these.
    @inlinable
    public init() { storage = nil }

    public init(
        translator: [String] = [], extracted: [String] = [], references: [String] = [], flags: [String] = [],
        previousContext: String? = nil, previousKey: String? = nil, previousPluralKey: String? = nil
    ) {
        storage = Storage(
            translator: translator, extracted: extracted, references: references, flags: flags,
            previousContext: previousContext, previousKey: previousKey, previousPluralKey: previousPluralKey)
    }

    public var isEmpty: Bool {
        guard let storage else { return true }
        if let deferred = storage.deferred, !deferred.isEmpty {
            let decoded = deferred.decoded()
            if !decoded.translator.isEmpty || !decoded.extracted.isEmpty || !decoded.references.isEmpty { return false }
        }
        return storage.translator.isEmpty && storage.extracted.isEmpty && storage.references.isEmpty && storage.flags.isEmpty
            && storage.previousContext == nil && storage.previousKey == nil && storage.previousPluralKey == nil
    }

    /// Comments whose translator, extracted and reference parts stay in the file until read.
    init(deferred: DeferredCommentSpans, flags: [String]) {
        storage = Storage(translator: [], extracted: [], references: [], flags: flags,
                          previousContext: nil, previousKey: nil, previousPluralKey: nil)
        storage!.deferred = deferred
    }

    @inlinable
    mutating func makeUnique() {
        if storage == nil {
            storage = Storage(translator: [], extracted: [], references: [], flags: [],
                              previousContext: nil, previousKey: nil, previousPluralKey: nil)
        } else if !isKnownUniquelyReferenced(&storage) {
            storage = storage!.copy()
        }
        storage!.decodeDeferred()
    }

    // By value: no box and a box of empty fields are equal.
    public static func == (lhs: EntryComments, rhs: EntryComments) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.translator == rhs.translator && lhs.extracted == rhs.extracted && lhs.references == rhs.references
            && lhs.flags == rhs.flags && lhs.previousContext == rhs.previousContext && lhs.previousKey == rhs.previousKey
            && lhs.previousPluralKey == rhs.previousPluralKey
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(translator)
        hasher.combine(extracted)
        hasher.combine(references)
        hasher.combine(flags)
        hasher.combine(previousContext)
        hasher.combine(previousKey)
        hasher.combine(previousPluralKey)
    }

    // Mutated only through `makeUnique()`, so a box is never changed while shared; as for
    // `CatalogEntry.Storage`, that makes the runtime's exclusivity checks on each field redundant.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var translator: [String]
        @exclusivity(unchecked) @usableFromInline var extracted: [String]
        @exclusivity(unchecked) @usableFromInline var references: [String]
        @exclusivity(unchecked) @usableFromInline var flags: [String]
        @exclusivity(unchecked) @usableFromInline var previousContext: String?
        @exclusivity(unchecked) @usableFromInline var previousKey: String?
        @exclusivity(unchecked) @usableFromInline var previousPluralKey: String?
        /// Translator and extracted comments and references still in the file; the arrays above
        /// are empty while this is set.
        @exclusivity(unchecked) @usableFromInline var deferred: DeferredCommentSpans?

        @usableFromInline
        init(translator: [String], extracted: [String], references: [String], flags: [String],
             previousContext: String?, previousKey: String?, previousPluralKey: String?) {
            self.translator = translator
            self.extracted = extracted
            self.references = references
            self.flags = flags
            self.previousContext = previousContext
            self.previousKey = previousKey
            self.previousPluralKey = previousPluralKey
        }

        @usableFromInline
        func copy() -> Storage {
            let copy = Storage(translator: translator, extracted: extracted, references: references, flags: flags,
                               previousContext: previousContext, previousKey: previousKey, previousPluralKey: previousPluralKey)
            copy.deferred = deferred
            return copy
        }

        /// Moves deferred comments into the arrays, before a change.
        @usableFromInline
        func decodeDeferred() {
            guard let deferred else { return }
            (translator, extracted, references) = deferred.decoded()
            self.deferred = nil
        }
    }
}

/// Where a reader left an entry's translator and extracted comments and references: a range of
/// the spans its file's `DeferredCommentSource` keeps.
@usableFromInline
struct DeferredCommentSpans: Sendable {
    let source: any DeferredCommentSource
    let range: Range<Int32>

    var isEmpty: Bool { range.isEmpty }

    @usableFromInline
    func decoded() -> (translator: [String], extracted: [String], references: [String]) {
        source.decodeComments(range)
    }
}

/// A file's comment spans and the bytes they point into, kept by a reader for the entries that
/// defer their comments. Immutable once the file is read.
@usableFromInline
protocol DeferredCommentSource: AnyObject, Sendable {
    /// The comments of spans `range`, by kind, in file order.
    func decodeComments(_ range: Range<Int32>) -> (translator: [String], extracted: [String], references: [String])
}
