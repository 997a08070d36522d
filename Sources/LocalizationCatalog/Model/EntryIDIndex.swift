/// Numbers distinct entry IDs (msgctxt, msgid) in the order they are first seen, for passes
/// over many catalogs: it hashes the IDs' bytes (`FirstDefinitions.hash`, which agrees with
/// `EntryID`'s `==`) into an open-addressing table, a fraction of what `Dictionary<EntryID, _>`
/// costs with SipHash over normalized strings.
public struct EntryIDIndex: Sendable {
    private var ids: [EntryID] = []
    private var index: StringsKeyIndex

    /// `expectedCount`: about how many IDs will be inserted (the table is sized once for them).
    public init(expectedCount: Int) {
        ids.reserveCapacity(expectedCount)
        index = StringsKeyIndex(expectedCount: min(expectedCount, 1 << 22))
    }

    public var count: Int { ids.count }

    /// The ID numbered `number` (0..<count).
    public func id(_ number: Int) -> EntryID { ids[number] }

    /// The number of `id` (0-based, in first-seen order), and whether this call gave it.
    public mutating func insert(_ id: EntryID) -> (number: Int, inserted: Bool) {
        let next = ids.count
        if let found = index.firstOrInsert(hash: FirstDefinitions.hash(id), index: next, isSame: { ids[$0] == id }) {
            return (found, false)
        }
        ids.append(id)
        return (next, true)
    }
}
