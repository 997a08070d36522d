/// Base64 (RFC 4648) decoding for `<data>`, ignoring whitespace as property lists allow.
enum Base64 {
    /// The decoded bytes, or nil when the text has a character outside the alphabet or bad padding.
    static func decode(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for c in text.utf8 {
            let v: UInt32
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): v = UInt32(c - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): v = UInt32(c - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = UInt32(c - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "+"): v = 62
            case UInt8(ascii: "/"): v = 63
            case UInt8(ascii: "="): padding += 1; continue
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            // Data after padding is invalid.
            if padding > 0 { return nil }
            accumulator = accumulator << 6 | v
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8((accumulator >> UInt32(bits)) & 0xFF))
            }
        }
        return padding <= 2 ? out : nil
    }
}
