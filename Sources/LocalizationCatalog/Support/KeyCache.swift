#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keys made by earlier reads on this thread, handed out again when a later file has the same
/// key: every localization of a project repeats the development language's keys (each locale's
/// `.po` has the same msgids, each `.lproj` the same `.strings` keys), so most keys of a project
/// are made once.
///
/// A key found here costs a hash compare and a byte compare where making it cost a UTF-8 check,
/// a copy and, past 15 bytes, an allocation, and the catalogs share its storage. Direct-mapped
/// by the caller's hash of the bytes, so bounded: a slot holds the last key whose hash fell
/// there (16,384 slots: 640 KiB a thread, and a copy of each kept key's bytes; at 8,192, 3,600
/// of Django's keys a round pushed each other out). One cache per thread, so no lock: catalogs
/// are read on several threads at once.
struct KeyCache {
    private static let slotCount = 16384
    // Raw storage, owned by the thread's `Table`: a value with no reference in it is passed and
    // copied without the retain and release a class or an array cost on every look-up. Each slot
    // keeps a copy of its key's bytes, compared without touching (and retaining) the string.
    private let hashes: UnsafeMutablePointer<UInt64>
    private let bytes: UnsafeMutablePointer<UnsafeMutableBufferPointer<UInt8>>
    private let keys: UnsafeMutablePointer<String>

    /// The key whose UTF-8 is `bytes`, when an earlier `store` kept it. `hash`: any hash of
    /// `bytes` that is the same for the same bytes.
    @inline(__always)
    func key(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> String? {
        let slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        guard hashes[slot] == hash else { return nil }
        let kept = self.bytes[slot]
        guard kept.count == bytes.count, let stored = kept.baseAddress, let given = bytes.baseAddress,
              memcmp(stored, given, kept.count) == 0 else { return nil }
        return keys[slot]
    }

    /// Keeps `key`, whose UTF-8 is `bytes` (not empty), in place of the key in its slot.
    func store(_ key: String, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        let slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        self.bytes[slot].deallocate()
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        self.bytes[slot] = copy
        hashes[slot] = hash
        keys[slot] = key
    }

    /// This thread's cache, made on first use and freed when the thread ends. Valid on this
    /// thread only.
    static var forThisThread: KeyCache {
        let table: Table
        if let raw = pthread_getspecific(threadKey) {
            table = Unmanaged<Table>.fromOpaque(raw).takeUnretainedValue()
        } else {
            table = Table()
            pthread_setspecific(threadKey, Unmanaged.passRetained(table).toOpaque())
        }
        return KeyCache(hashes: table.hashes, bytes: table.bytes, keys: table.keys)
    }

    /// Owns a thread's slots.
    private final class Table {
        let hashes: UnsafeMutablePointer<UInt64>
        let bytes: UnsafeMutablePointer<UnsafeMutableBufferPointer<UInt8>>
        let keys: UnsafeMutablePointer<String>

        init() {
            hashes = .allocate(capacity: KeyCache.slotCount)
            hashes.initialize(repeating: 0, count: KeyCache.slotCount)
            // Empty slots: no key is empty, so none matches them, whatever its hash.
            bytes = .allocate(capacity: KeyCache.slotCount)
            bytes.initialize(repeating: UnsafeMutableBufferPointer(start: nil, count: 0), count: KeyCache.slotCount)
            keys = .allocate(capacity: KeyCache.slotCount)
            keys.initialize(repeating: "", count: KeyCache.slotCount)
        }

        deinit {
            for slot in 0..<KeyCache.slotCount { bytes[slot].deallocate() }
            bytes.deallocate()
            keys.deinitialize(count: KeyCache.slotCount)
            keys.deallocate()
            hashes.deallocate()
        }
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        #if canImport(Darwin)
        pthread_key_create(&key) { Unmanaged<Table>.fromOpaque($0).release() }
        #else
        pthread_key_create(&key) { raw in
            if let raw { Unmanaged<Table>.fromOpaque(raw).release() }
        }
        #endif
        return key
    }()
}
