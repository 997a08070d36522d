/// Finds the previous entry with the same key while parsing: an open-addressing table keyed by
/// an FNV-1a hash of the key's UTF-8, cheaper than `Dictionary<String, Int>` (SipHash, two
/// arrays) at the reader's hundreds of thousands of keys per second. Each slot packs the hash's
/// upper 32 bits with the entry index + 1 (0 = empty), so a probe touches one cache line.
struct StringsKeyIndex {
    private var slots: [UInt64]
    private var count = 0

    init(expectedCount: Int) {
        var capacity = 64
        while capacity < expectedCount * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
    }

    static func hash(_ key: String) -> UInt64 {
        // Through the contiguous bytes: iterating `key.utf8` costs several times more per byte.
        // hash(_:) loads words while i + 8 <= count and bytes while i < count.
        if let h = key.utf8.withContiguousStorageIfAvailable({ hash($0) }) { return h }
        // The same bounds over a copy, for a string without contiguous UTF-8.
        return Array(key.utf8).withUnsafeBufferPointer { hash($0) }
    }

    /// An FNV-style hash of `bytes`, eight bytes at a time (a byte at a time cost four
    /// instructions a byte).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        var i = 0
        if let base = bytes.baseAddress {
            while i + 8 <= bytes.count {
                // In bounds: the loop runs while i + 8 <= bytes.count.
                h = (h ^ UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) &* 0x0000_0100_0000_01B3
                h ^= h >> 29
                i += 8
            }
        }
        while i < bytes.count {
            h = (h ^ UInt64(bytes[i])) &* 0x0000_0100_0000_01B3
            i += 1
        }
        return h ^ (h << 32)  // the upper half (the tag, and the home slot) mixes in the low bits
    }

    /// Records that entry `index` has `key` (whose hash is `hash`) and returns the index it
    /// replaces, if any. `keyAt` gives the key of a recorded entry.
    mutating func insert(_ key: String, hash: UInt64, index: Int, keyAt: (Int) -> String) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let packed = tag | UInt64(UInt32(truncatingIfNeeded: index + 1))
        var slot = Self.home(hash) & mask
        while true {
            let existing = slots[slot]
            if existing == 0 {
                slots[slot] = packed
                count += 1
                return nil
            }
            let existingIndex = Int(existing & 0xFFFF_FFFF) - 1
            if existing & 0xFFFF_FFFF_0000_0000 == tag, keyAt(existingIndex) == key {
                slots[slot] = packed
                return existingIndex
            }
            slot = (slot + 1) & mask
        }
    }

    /// Returns the entry recorded with the same key (per `isSame`) as entry `index`, whose hash is
    /// `hash`; when there is none, records `index` and returns nil. The first entry stays recorded.
    mutating func firstOrInsert(hash: UInt64, index: Int, isSame: (Int) -> Bool) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Self.home(hash) & mask
        while true {
            let existing = slots[slot]
            if existing == 0 {
                slots[slot] = tag | UInt64(UInt32(truncatingIfNeeded: index + 1))
                count += 1
                return nil
            }
            let existingIndex = Int(existing & 0xFFFF_FFFF) - 1
            if existing & 0xFFFF_FFFF_0000_0000 == tag, isSame(existingIndex) { return existingIndex }
            slot = (slot + 1) & mask
        }
    }

    /// The recorded entry with the same key (per `isSame`) as the one whose hash is `hash`, or nil.
    func lookup(hash: UInt64, isSame: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Self.home(hash) & mask
        while true {
            let existing = slots[slot]
            if existing == 0 { return nil }
            let existingIndex = Int(existing & 0xFFFF_FFFF) - 1
            if existing & 0xFFFF_FFFF_0000_0000 == tag, isSame(existingIndex) { return existingIndex }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the table, placing each slot at the home its tag gives.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for value in old where value != 0 {
            var slot = Self.home(value) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = value
        }
    }

    @inline(__always)
    private static func home(_ packedOrHash: UInt64) -> Int { Int(truncatingIfNeeded: packedOrHash >> 32) }
}
