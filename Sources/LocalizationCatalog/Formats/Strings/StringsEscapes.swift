/// Decoding and encoding of the escapes inside quoted `.strings` strings (spec §6.1,
/// CFOldStylePList.c `getSlashedChar`; edge cases checked with the toolchain's `plutil`).
///
/// - `\a \b \f \n \r \t \v` are the C control characters; backslash-newline is a newline;
/// - `\U` plus up to 4 hex digits is a UTF-16 unit (none → U+0000); a high and a low surrogate
///   written as two `\U` escapes join; a lone surrogate becomes U+FFFD;
/// - `\` plus 1–3 octal digits is a NeXTSTEP character code;
/// - any other character after `\` stands for itself, so lowercase `\u00e9` is `u00e9`.
enum StringsEscapes {
    /// The text of the quoted content `content` (the bytes between the quotes, valid UTF-8).
    /// Every escape is at least as long as the UTF-8 it stands for, so the output fits in
    /// `content.count` bytes.
    static func unescape(_ content: UnsafeBufferPointer<UInt8>) -> String {
        // Reads: while i < n, and after a `\` only once i < n; writes: o stays below content.count (see above).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(content.count, 1)) { out in
            let n = content.count
            var i = 0
            var o = 0
            func put(_ byte: UInt8) { out[o] = byte; o += 1 }
            func putScalar(_ value: UInt32) {
                let v = Unicode.Scalar(value).map(\.value) ?? 0xFFFD
                if v < 0x80 {
                    put(UInt8(v))
                } else if v < 0x800 {
                    put(UInt8(0xC0 | v >> 6)); put(UInt8(0x80 | v & 0x3F))
                } else if v < 0x10000 {
                    put(UInt8(0xE0 | v >> 12)); put(UInt8(0x80 | (v >> 6) & 0x3F)); put(UInt8(0x80 | v & 0x3F))
                } else {
                    put(UInt8(0xF0 | v >> 18)); put(UInt8(0x80 | (v >> 12) & 0x3F))
                    put(UInt8(0x80 | (v >> 6) & 0x3F)); put(UInt8(0x80 | v & 0x3F))
                }
            }
            while i < n {
                let b = content[i]
                i += 1
                if b != UInt8(ascii: "\\") { put(b); continue }
                guard i < n else { put(b); break }  // cannot happen: a final `\` escapes the quote
                let c = content[i]
                i += 1
                switch c {
                case UInt8(ascii: "a"): put(0x07)
                case UInt8(ascii: "b"): put(0x08)
                case UInt8(ascii: "f"): put(0x0C)
                case UInt8(ascii: "n"): put(0x0A)
                case UInt8(ascii: "r"): put(0x0D)
                case UInt8(ascii: "t"): put(0x09)
                case UInt8(ascii: "v"): put(0x0B)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var code = UInt32(c - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, i < n, content[i] >= UInt8(ascii: "0"), content[i] <= UInt8(ascii: "7") {
                        code = code * 8 + UInt32(content[i] - UInt8(ascii: "0"))
                        i += 1; digits += 1
                    }
                    putScalar(NeXTSTEPEncoding.scalarValue(UInt8(truncatingIfNeeded: code)))
                case UInt8(ascii: "U"):
                    var unit = readHex(content, &i)
                    if (0xD800...0xDBFF).contains(unit), i + 1 < n, content[i] == UInt8(ascii: "\\"),
                       content[i + 1] == UInt8(ascii: "U") {
                        var j = i + 2
                        let low = readHex(content, &j)
                        if (0xDC00...0xDFFF).contains(low) {
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                            i = j
                        }
                    }
                    putScalar(unit)
                default:
                    put(c)  // `\\`, `\"`, `\'`, newline and any other character stand for themselves
                }
            }
            // Checked here, not by the standard library's repairing initializer, which took
            // three times the instructions; the bytes are valid unless the content was not.
            let bytes = UnsafeBufferPointer(rebasing: out[..<o])
            let check = UTF8Validation.check(bytes)
            return check.firstInvalid == nil
                ? UTF8Validation.string(validated: bytes, isASCII: check.isASCII) : String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Up to 4 hex digits at `i`, advancing `i` past them.
    private static func readHex(_ content: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, i < content.count {
            let d = content[i]
            let v: UInt32
            switch d {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = UInt32(d - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v = UInt32(d - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v = UInt32(d - UInt8(ascii: "A") + 10)
            default: return value
            }
            value = value << 4 | v
            i += 1; digits += 1
        }
        return value
    }

    /// `text` written as a quoted string with `quote` (`"` or `'`), escaped so that `unescape`
    /// gives `text` back: the quote and `\` get a backslash, newline, tab and carriage return use
    /// `\n \t \r`, other control characters use `\U` + 4 hex digits; everything else is kept as is.
    static func quoted(_ text: String, quote: UInt8 = UInt8(ascii: "\"")) -> String {
        var out: [UInt8] = [quote]
        out.reserveCapacity(text.utf8.count + 2)
        for b in text.utf8 {
            switch b {
            case quote, UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\")); out.append(b)
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x00..<0x20, 0x7F:
                let hex = Array("0123456789ABCDEF".utf8)
                out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "U"), hex[0], hex[0],
                                        hex[Int(b >> 4)], hex[Int(b & 0xF)]])
            default: out.append(b)
            }
        }
        out.append(quote)
        return String(decoding: out, as: UTF8.self)
    }

    /// True when `byte` may appear in an unquoted string: `[A-Za-z0-9_$/:.-]` (CFOldStylePList.c
    /// `isValidUnquotedStringCharacter`).
    @inline(__always)
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// True when the whole of `text` can be written unquoted.
    static func canWriteUnquoted(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isUnquotedCharacter)
    }
}
