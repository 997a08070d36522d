#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes in a file's buffer faster than one at a time: parsers spend most of their time
/// running over the plain text of strings and comments.
enum ByteSearch {
    /// The first offset in `from..<end` holding `a`, `b` or `c` (or `end`), sixteen bytes at a time.
    /// Pass a byte twice to look for two.
    @inline(__always)
    static func first(
        _ a: UInt8, _ b: UInt8, _ c: UInt8, in buf: UnsafeBufferPointer<UInt8>, from: Int, to end: Int
    ) -> Int {
        guard let base = buf.baseAddress else { return end }
        var i = from
        // Sixteen bytes a step in vector registers; the lanes are only looked at on a hit.
        let va = SIMD16<UInt8>(repeating: a), vb = SIMD16<UInt8>(repeating: b), vc = SIMD16<UInt8>(repeating: c)
        while i + 16 <= end {
            // In bounds: the loop runs while i + 16 <= end <= buf.count.
            let v = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let hit = (v .== va) .| (v .== vb) .| (v .== vc)
            if any(hit) { return i + firstLane(hit) }
            i += 16
        }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let pa = ones &* UInt64(a), pb = ones &* UInt64(b), pc = ones &* UInt64(c)
        while i + 8 <= end {
            // In bounds: the loop runs while i + 8 <= end <= buf.count.
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            // A zero byte in word XOR pattern marks a match; exact for the lowest one, the one used.
            let x = word ^ pa, y = word ^ pb, z = word ^ pc
            let hit = ((x &- ones) & ~x | (y &- ones) & ~y | (z &- ones) & ~z) & highs
            if hit != 0 { return i + hit.trailingZeroBitCount / 8 }
            i += 8
        }
        while i < end, buf[i] != a, buf[i] != b, buf[i] != c { i += 1 }
        return i
    }

    /// The first set lane of `mask`, which has one: the lanes as bytes, read as two words (a
    /// loop over the lanes cost up to sixty instructions a hit).
    @inline(__always)
    private static func firstLane(_ mask: SIMDMask<SIMD16<Int8>>) -> Int {
        let lanes = unsafeBitCast(SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: mask), to: (UInt64, UInt64).self)
        let low = UInt64(littleEndian: lanes.0), high = UInt64(littleEndian: lanes.1)
        return low != 0 ? low.trailingZeroBitCount / 8 : 8 + high.trailingZeroBitCount / 8
    }

    /// The offset of the first line feed in `from..<end`, or `end`: the three-byte search, inline,
    /// for short lines, where a call to `memchr` cost more than the search.
    @inline(__always)
    static func lineFeed(in buf: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int {
        first(0x0A, 0x0A, 0x0A, in: buf, from: from, to: end)
    }

    /// The offset of the first `byte` in `from..<end`, or `end` (libc's `memchr`).
    @inline(__always)
    static func first(_ byte: UInt8, in buf: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int {
        guard let base = buf.baseAddress, from < end, let hit = memchr(base + from, Int32(byte), end - from) else { return end }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
}
