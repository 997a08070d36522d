/// Comments attached to an entry, named as gettext names them (GNU gettext manual, "The Format
/// of PO Files"): translator comments (`# `), extracted comments (`#.`, a String Catalog's
/// `comment`, the `/* */` comment before a `.strings` entry), references (`#:`) and flags (`#,`).
///
/// A value type whose fields live in one shared, copy-on-write box, made only when a comment is
/// set: most entries of a String Catalog or a `.strings` file have none, and copying seven
/// reference-counted fields into each new entry was a visible share of reading a catalog.
public struct EntryComments: Sendable, Hashable {
    @usableFromInline var storage: Storage?

    @inlinable
    public var translator: [String] {
        _read { yield storage?.translator ?? [] }
        _modify { makeUnique(); yield &storage!.translator }
    }
    @inlinable
    public var extracted: [String] {
        _read { yield storage?.extracted ?? [] }
        _modify { makeUnique(); yield &storage!.extracted }
    }
    @inlinable
    public var references: [String] {
        _read { yield storage?.references ?? [] }
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
        return storage.translator.isEmpty && storage.extracted.isEmpty && storage.references.isEmpty && storage.flags.isEmpty
            && storage.previousContext == nil && storage.previousKey == nil && storage.previousPluralKey == nil
    }

    @inlinable
    mutating func makeUnique() {
        if storage == nil {
            storage = Storage(translator: [], extracted: [], references: [], flags: [],
                              previousContext: nil, previousKey: nil, previousPluralKey: nil)
        } else if !isKnownUniquelyReferenced(&storage) {
            storage = storage!.copy()
        }
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

    // Mutated only through `makeUnique()`, so a box is never changed while shared.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline var translator: [String]
        @usableFromInline var extracted: [String]
        @usableFromInline var references: [String]
        @usableFromInline var flags: [String]
        @usableFromInline var previousContext: String?
        @usableFromInline var previousKey: String?
        @usableFromInline var previousPluralKey: String?

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
            Storage(translator: translator, extracted: extracted, references: references, flags: flags,
                    previousContext: previousContext, previousKey: previousKey, previousPluralKey: previousPluralKey)
        }
    }
}
