/// The development language's entry IDs, asked once per entry of every localization (is this key
/// in the reference?).
///
/// Localizations are usually made from the same template, so their entries come in the
/// reference's order: a lookup first compares the ID after the previous hit (one string
/// comparison), and only then hashes the ID's bytes (`FirstDefinitions.hash`) into an
/// open-addressing table. Both cost a fraction of `Set<EntryID>.contains`, which hashes the
/// normalized strings with SipHash.
struct EntryIDLookup {
    /// Unique, in file order.
    private let ids: [EntryID]
    private var index: StringsKeyIndex

    /// `ids` in file order; repeated IDs are kept once.
    init(_ ids: [EntryID]) {
        var unique: [EntryID] = []
        unique.reserveCapacity(ids.count)
        var index = StringsKeyIndex(expectedCount: ids.count)
        for id in ids {
            let next = unique.count
            if index.firstOrInsert(hash: FirstDefinitions.hash(id), index: next, isSame: { unique[$0] == id }) == nil {
                unique.append(id)
            }
        }
        self.ids = unique
        self.index = index
    }

    var count: Int { ids.count }

    /// Whether `id` is a reference ID. `cursor` is where the previous hit of this pass ended
    /// (start at 0); it moves past each hit.
    func contains(_ id: EntryID, cursor: inout Int) -> Bool {
        if cursor < ids.count, ids[cursor] == id {
            cursor += 1
            return true
        }
        guard let found = index.lookup(hash: FirstDefinitions.hash(id), isSame: { ids[$0] == id }) else { return false }
        cursor = found + 1
        return true
    }

    func contains(_ id: EntryID) -> Bool {
        var cursor = ids.count
        return contains(id, cursor: &cursor)
    }
}
