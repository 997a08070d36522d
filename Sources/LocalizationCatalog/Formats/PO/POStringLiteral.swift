/// Decoding of PO string literals, which are C strings (GNU gettext manual, "The Format of PO
/// Files"): escapes resolved into the field's joined bytes, and the UTF-8 check that tells when a
/// joined value may hide invalid bytes.
enum POStringLiteral {
    /// Resolves C escapes (GNU gettext manual, "The Format of PO Files": strings are C strings)
    /// in `start..<end` into `text`: `\n \t \r \a \b \f \v \\ \" \' \?`, 1–3 octal digits, `\x`
    /// and hex digits. `report` is handed each bad escape's offset and message, in order. Returns
    /// whether an escape made a byte above 0x7F (the joined value may then hide invalid bytes).
    static func unescape(
        _ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, charset: POCharset, steppedCharset: MultiByteCharset?,
        into text: POTextBuffer, report: (Int, String) -> Void
    ) -> Bool {
        var madeHighByte = false
        var i = start
        while i < end {
            let b = buf[i]
            if b != UInt8(ascii: "\\") {
                var j = i + 1
                // Tested for nil first: binding the charset retains it, on every run of text.
                if steppedCharset == nil {
                    j = ByteSearch.first(UInt8(ascii: "\\"), UInt8(ascii: "\\"), UInt8(ascii: "\\"), in: buf, from: j, to: end)
                } else if let multiByte = steppedCharset {
                    j = i + multiByte.character(buf, i, end).length
                    while j < end, buf[j] != UInt8(ascii: "\\") { j += multiByte.character(buf, j, end).length }
                }
                text.append(contentsOf: UnsafeBufferPointer(rebasing: buf[i..<j]))
                i = j
                continue
            }
            guard i + 1 < end else {
                report(i, "a backslash at the end of the string")
                text.append(b)
                i += 1
                continue
            }
            let c = buf[i + 1]
            i += 2
            switch c {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "?"): text.append(c)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(c - 0x30)
                var digits = 1
                while digits < 3, i < end, buf[i] >= 0x30, buf[i] <= 0x37 {
                    value = value * 8 + Int(buf[i] - 0x30)
                    digits += 1
                    i += 1
                }
                if value >= 0x80 { madeHighByte = true }
                text.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"):
                var value = 0
                var digits = 0
                while digits < 2, i < end, let d = Self.hexValue(buf[i]) {
                    value = value * 16 + d
                    digits += 1
                    i += 1
                }
                if digits == 0 {
                    report(i - 2, "'\\x' without hex digits")
                    text.append(contentsOf: [UInt8(ascii: "\\"), c])
                } else {
                    if value >= 0x80 { madeHighByte = true }
                    text.append(UInt8(value))
                }
            default:
                // The whole character after the backslash, in the file's charset (a lead byte alone
                // printed as U+00C3 for `\é`).
                var characterEnd = i
                if let multiByte = steppedCharset {
                    characterEnd = i - 1 + multiByte.character(buf, i - 1, end).length
                } else if c >= 0x80, !charset.isSingleByte {
                    while characterEnd < end, characterEnd - (i - 1) < 4, buf[characterEnd] & 0xC0 == 0x80 { characterEnd += 1 }
                }
                let shown = charset.decode(UnsafeBufferPointer(rebasing: buf[(i - 1)..<characterEnd]))
                report(i - 2, "invalid escape sequence '\\\(shown)'; it is kept as written")
                text.append(contentsOf: [UInt8(ascii: "\\"), c])
                if steppedCharset != nil {
                    // The character's other bytes, which may include `\`, are not read again.
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: buf[i..<characterEnd]))
                    i = characterEnd
                }
            }
        }
        return madeHighByte
    }

    /// Whether `start..<end` ends with the first bytes of a UTF-8 sequence (or a continuation byte
    /// with no lead byte): a following string could complete it.
    static func endsInsideSequence(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var k = end - 1
        var continuations = 0
        while k >= start, continuations < 4, buf[k] & 0xC0 == 0x80 {
            k -= 1
            continuations += 1
        }
        guard k >= start, buf[k] >= 0xC0 else { return true }
        let lead = buf[k]
        let expected = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1
        return continuations < expected
    }

    static func hexValue(_ b: UInt8) -> Int? {
        switch b {
        case 0x30...0x39: Int(b - 0x30)
        case 0x41...0x46: Int(b - 0x41 + 10)
        case 0x61...0x66: Int(b - 0x61 + 10)
        default: nil
        }
    }
}
