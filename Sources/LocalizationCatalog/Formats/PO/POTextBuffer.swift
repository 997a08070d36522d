// The byte buffer an entry's joined field values are written to while it is read.

/// A growable byte buffer that keeps its room, read through `bytes` (valid until the next change).
/// A class, so the parser appends to it without copying itself, and the sink reads it without a closure.
final class POTextBuffer {
    // Only the parser that owns the buffer touches it: the runtime's exclusivity checks on each
    // append were a visible cost.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity = 256
    @exclusivity(unchecked) private(set) var count = 0

    init() { base = .allocate(capacity: capacity) }
    deinit { base.deallocate() }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    func removeAll() { count = 0 }

    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(contentsOf bytes: [UInt8]) {
        // append copies exactly the buffer's count after reserving room for it.
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.update(from: base, count: count)
        base.deallocate()
        base = new
        capacity = grown
    }
}
