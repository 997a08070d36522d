/// Checking bytes as UTF-8 once, and making strings of bytes already checked.
///
/// Readers check a file's or a field's bytes here and then make the `String` without the
/// standard library checking them again: its validating initializers took three times the
/// instructions of `check` for the same bytes (Django's `.po` files: 80 M against 26 M).
enum UTF8Validation {
    /// What `check` found: the offset of the first byte that is not part of valid UTF-8 (nil when
    /// all are), and whether every byte before it is ASCII.
    struct Result {
        var firstInvalid: Int?
        var isASCII: Bool
    }

    /// Checks `buffer` as UTF-8 (Unicode 15, table 3-7: no overlong forms, no surrogates, nothing
    /// above U+10FFFF). Offsets are from the buffer's start.
    ///
    /// Sixteen bytes a step: ASCII first, then, from the first byte that is not, each byte is
    /// checked against the three before it (a continuation byte where and only where a lead
    /// byte asks for one). A step that finds a problem is read again a character at a time,
    /// which says where the first bad byte is.
    static func check(_ buffer: UnsafeBufferPointer<UInt8>) -> Result {
        guard let base = buffer.baseAddress else { return Result(firstInvalid: nil, isASCII: true) }
        let n = buffer.count
        let raw = UnsafeRawPointer(base)
        var i = 0
        // Every load below is guarded by its offset plus its width <= n (i + 16 <= n, n >= 8, …).
        while i + 16 <= n, !hasHighBit(raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)) { i += 16 }
        if i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
        // The last eight bytes as one word, read again in part: the checks may start at any
        // byte with only ASCII before it, not only at the first that is not ASCII.
        if n >= 8 {
            if raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                if i >= n - 8 { return Result(firstInvalid: nil, isASCII: true) }
            }
        } else {
            while i < n, base[i] < 0x80 { i += 1 }
            if i == n { return Result(firstInvalid: nil, isASCII: true) }
        }
        // A step looks three bytes back: the first three bytes are read a character at a time.
        while i < 3 {
            guard i < n else { return Result(firstInvalid: nil, isASCII: false) }
            let length = characterLength(base, i, n)
            guard length > 0 else { return Result(firstInvalid: i, isASCII: false) }
            i += length
        }
        while i + 16 <= n {
            guard isValidStep(raw, at: i) else { return invalid(base, from: i, n) }
            i += 16
        }
        if i < n {
            // The last bytes: one more step ending at the buffer's end (it reads some bytes again,
            // each with the same three before it), or, in a short buffer, a character at a time.
            guard n >= 19 else { return invalid(base, from: i, n) }
            guard isValidStep(raw, at: n - 16) else { return invalid(base, from: n - 16, n) }
        }
        // The end must close every character.
        if base[n - 1] >= 0xC0 || base[n - 2] >= 0xE0 || base[n - 3] >= 0xF0 { return invalid(base, from: n - 3, n) }
        return Result(firstInvalid: nil, isASCII: false)
    }

    /// The result for bytes that are consistent before `i` and may not be from `i`: read again a
    /// character at a time from the start of the character holding byte `i - 1`, whose lead byte
    /// may be the bad one (a character cut short at `i`); it is at most three bytes further back.
    private static func invalid(_ base: UnsafePointer<UInt8>, from i: Int, _ n: Int) -> Result {
        var start = max(i - 1, 0)
        while start > 0, i - 1 - start < 3, base[start] & 0xC0 == 0x80 { start -= 1 }
        var j = start
        while j < n {
            let length = characterLength(base, j, n)
            guard length > 0 else { return Result(firstInvalid: j, isASCII: false) }
            j += length
        }
        return Result(firstInvalid: nil, isASCII: false)
    }

    // Comparisons are with whole vectors: with a scalar operand, and through `any`, the
    // standard library's generic code compared lane by lane.
    private typealias Bytes = SIMD16<UInt8>
    private typealias Lanes = SIMDMask<SIMD16<Int8>>

    @inline(__always)
    private static func hasHighBit(_ v: Bytes) -> Bool {
        isAnySet(v .>= Bytes(repeating: 0x80))
    }

    /// Whether any lane of `mask` is set: its sixteen bytes read as two words.
    @inline(__always)
    private static func isAnySet(_ mask: Lanes) -> Bool {
        let words = unsafeBitCast(mask, to: (UInt64, UInt64).self)
        return words.0 | words.1 != 0
    }

    /// Whether the sixteen bytes at `i` are each what the three before them allow. `i` ≥ 3.
    @inline(__always)
    private static func isValidStep(_ raw: UnsafeRawPointer, at i: Int) -> Bool {
        // In bounds: callers pass 3 <= i and i + 16 <= n, so i - 3 ..< i + 16 is inside.
        let v = raw.loadUnaligned(fromByteOffset: i, as: Bytes.self)
        let p1 = raw.loadUnaligned(fromByteOffset: i - 1, as: Bytes.self)
        let p2 = raw.loadUnaligned(fromByteOffset: i - 2, as: Bytes.self)
        let p3 = raw.loadUnaligned(fromByteOffset: i - 3, as: Bytes.self)
        // A continuation byte (10xxxxxx) exactly where the lead byte one, two or three back needs one.
        let isContinuation = (v & Bytes(repeating: 0xC0)) .== Bytes(repeating: 0x80)
        let needsContinuation = (p1 .>= Bytes(repeating: 0xC0)) .| (p2 .>= Bytes(repeating: 0xE0))
            .| (p3 .>= Bytes(repeating: 0xF0))
        // Bytes that never appear (C0, C1, F5…FF), and second bytes out of the lead's range:
        // overlong three- and four-byte forms, surrogates, values past U+10FFFF.
        let never = (v .>= Bytes(repeating: 0xF5)) .| ((v & Bytes(repeating: 0xFE)) .== Bytes(repeating: 0xC0))
        if isAnySet((isContinuation .^ needsContinuation) .| never) { return false }
        // Only after a three- or four-byte lead byte (none in Latin, Cyrillic, Greek, Arabic or
        // Hebrew text) can the second byte be out of range.
        let threeOrFour = p1 .>= Bytes(repeating: 0xE0)
        guard isAnySet(threeOrFour) else { return true }
        let outOfRange = ((p1 .== Bytes(repeating: 0xE0)) .& (v .< Bytes(repeating: 0xA0)))
            .| ((p1 .== Bytes(repeating: 0xED)) .& (v .>= Bytes(repeating: 0xA0)))
            .| ((p1 .== Bytes(repeating: 0xF0)) .& (v .< Bytes(repeating: 0x90)))
            .| ((p1 .== Bytes(repeating: 0xF4)) .& (v .>= Bytes(repeating: 0x90)))
        return !isAnySet(outOfRange)
    }

    /// The length of the valid character at `i`, or 0 when byte `i` does not start one. The lead
    /// byte's range says the length and the allowed range of the second byte, so no scalar value
    /// is computed; continuation bytes are tested together.
    @inline(__always)
    private static func characterLength(_ base: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        let b = base[i]
        if b < 0x80 { return 1 }
        if b < 0xC2 { return 0 }
        if b < 0xE0 { return i + 1 < n && base[i + 1] & 0xC0 == 0x80 ? 2 : 0 }
        if b < 0xF0 {
            // In bounds: i + 2 < n before the two-byte load at i + 1 (and i + 3 < n before the four-byte one).
            guard i + 2 < n, raw.loadUnaligned(fromByteOffset: i + 1, as: UInt16.self) & 0xC0C0 == 0x8080 else { return 0 }
            let c = base[i + 1]
            return (b == 0xE0 && c < 0xA0) || (b == 0xED && c >= 0xA0) ? 0 : 3
        }
        if b < 0xF5 {
            guard i + 3 < n, raw.loadUnaligned(fromByteOffset: i, as: UInt32.self) & 0xC0C0_C000 == 0x8080_8000 else { return 0 }
            let c = base[i + 1]
            return (b == 0xF0 && c < 0x90) || (b == 0xF4 && c >= 0x90) ? 0 : 4
        }
        return 0
    }

    /// Whether every byte of `buffer` is ASCII, sixteen bytes a step; the last step, and short
    /// buffers, read overlapping words rather than byte by byte (most keys are short).
    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let n = buffer.count
        if n >= 16 {
            var i = 0
            while i + 16 <= n {
                // In bounds: i + 16 <= n here, n >= 16 for the last step, n >= 8 or 4 for the words.
                if hasHighBit(raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)) { return false }
                i += 16
            }
            return i == n || !hasHighBit(raw.loadUnaligned(fromByteOffset: n - 16, as: SIMD16<UInt8>.self))
        }
        if n >= 8 {
            let words = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            return words & 0x8080_8080_8080_8080 == 0
        }
        if n >= 4 {
            let words = raw.loadUnaligned(as: UInt32.self) | raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            return words & 0x8080_8080 == 0
        }
        var bits: UInt8 = 0
        for i in 0..<n { bits |= base[i] }
        return bits < 0x80
    }

    /// A string of `bytes`, a piece of text already checked (or decoded) as UTF-8 and cut at
    /// ASCII bytes, so itself valid: only whether it is ASCII is found, not checked again.
    @inline(__always)
    static func string(validPiece bytes: UnsafeBufferPointer<UInt8>) -> String {
        string(validated: bytes, isASCII: isASCII(bytes))
    }

    /// A string of `bytes`, which the caller has checked are valid UTF-8 (by `check`, or as a
    /// piece of a checked buffer cut at ASCII bytes). `isASCII` may be false for ASCII bytes;
    /// it must not be true for others.
    @inline(__always)
    static func string(validated bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // `String(copying:)` does not check a `UTF8Span` again (SE-0464).
            return String(copying: unsafe UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
