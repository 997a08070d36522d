/// Where a byte of a string value sits in its file: the file line and column of a directive
/// inside a value, counting what each format's escapes, continuation lines and entities take.
///
/// - `.strings`: a quoted literal (`\n`, `\"`, `\\`, `\U00e9`, octal `\012`; apple-semantics.md §6.1),
///   or an unquoted word;
/// - `.po`: `msgstr` (or `msgstr[N]`, `msgid`) and its quoted lines, joined (C escapes, octal and
///   `\x` hex; gettext manual, "The Format of PO Files");
/// - `.stringsdict`: a `<string>` element's text (`&amp;`, `&lt;`, `&#233;`, `&#xE9;`, CDATA);
/// - `.xcstrings`: a JSON string (`\n`, `\"`, `\u00E9`; RFC 8259 §7).
///
/// A `\U`/`\u` escape of a surrogate pair's half counts as 2 of the character's 4 bytes.
package enum StringPositions {
    /// The location of byte `offset` (UTF-8, from the value's start) of the value whose literal
    /// starts at `start` in `text`; nil when `start` is not where a literal of `format` starts
    /// or the value is shorter.
    package static func location(
        ofByte offset: Int, inValueAt start: SourceLocation, format: CatalogFormat, text: SourceText
    ) -> SourceLocation? {
        guard offset >= 0, let begin = byteOffset(of: start, in: text) else { return nil }
        let bytes = text.utf8
        let raw: Int?
        switch format {
        case .strings:
            raw = bytes.indices.contains(begin) && bytes[begin] == UInt8(ascii: "\"")
                ? scanQuoted(bytes, from: begin + 1, target: offset, escape: stringsEscape) : scanWord(bytes, from: begin, target: offset)
        case .xcstrings:
            raw = bytes.indices.contains(begin) && bytes[begin] == UInt8(ascii: "\"")
                ? scanQuoted(bytes, from: begin + 1, target: offset, escape: jsonEscape) : nil
        case .po, .pot:
            raw = scanPO(bytes, from: begin, target: offset)
        case .stringsdict:
            raw = scanXML(bytes, from: begin, target: offset)
        }
        return raw.map { text.location(at: $0, pointer: start.jsonPointerChain) }
    }

    /// The byte offset of a line:column (columns count code points) in `text`.
    static func byteOffset(of location: SourceLocation, in text: SourceText) -> Int? {
        text.byteOffset(line: location.line, column: location.column)
    }

    /// How many bytes the escape at `i` (just after the backslash) decodes to, and its length.
    typealias Escape = (_ bytes: [UInt8], _ i: Int) -> (decoded: Int, length: Int)

    static func utf8Length(_ value: UInt32) -> Int {
        switch value {
        case 0..<0x80: 1
        case 0x80..<0x800: 2
        case 0xD800...0xDFFF: 2
        case 0x800..<0x10000: 3
        default: 4
        }
    }

    static func hexDigits(_ bytes: [UInt8], _ i: Int, max: Int) -> (value: UInt32, count: Int) {
        var value: UInt32 = 0, count = 0
        while count < max, i + count < bytes.count, let digit = hexValue(bytes[i + count]) {
            value = value &* 16 &+ digit
            count += 1
        }
        return (value, count)
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static func octal(_ bytes: [UInt8], _ i: Int) -> (value: UInt32, count: Int) {
        var value: UInt32 = 0, count = 0
        while count < 3, i + count < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[i + count]) {
            value = value * 8 + UInt32(bytes[i + count] - UInt8(ascii: "0"))
            count += 1
        }
        return (value, count)
    }

    static func stringsEscape(_ bytes: [UInt8], _ i: Int) -> (decoded: Int, length: Int) {
        guard i < bytes.count else { return (0, 0) }
        if bytes[i] == UInt8(ascii: "U") {
            let hex = hexDigits(bytes, i + 1, max: 4)
            return hex.count == 0 ? (1, 1) : (utf8Length(hex.value), 1 + hex.count)
        }
        let oct = octal(bytes, i)
        if oct.count > 0 { return (utf8Length(oct.value), oct.count) }
        return (characterLength(bytes, i), characterLength(bytes, i))
    }

    static func jsonEscape(_ bytes: [UInt8], _ i: Int) -> (decoded: Int, length: Int) {
        guard i < bytes.count else { return (0, 0) }
        if bytes[i] == UInt8(ascii: "u") {
            let hex = hexDigits(bytes, i + 1, max: 4)
            return (utf8Length(hex.value), 1 + hex.count)
        }
        return (1, 1)
    }

    static func poEscape(_ bytes: [UInt8], _ i: Int) -> (decoded: Int, length: Int) {
        guard i < bytes.count else { return (0, 0) }
        if bytes[i] == UInt8(ascii: "x") {
            let hex = hexDigits(bytes, i + 1, max: 2)
            return (1, 1 + hex.count)
        }
        let oct = octal(bytes, i)
        if oct.count > 0 { return (1, oct.count) }
        return (1, 1)
    }

    /// The bytes of the UTF-8 character starting at `i`.
    static func characterLength(_ bytes: [UInt8], _ i: Int) -> Int {
        var end = i + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end - i
    }

    /// Scans a quoted literal from just after its opening quote; the raw offset where decoded
    /// byte `target` starts, or where the literal ends when `target` is its length.
    static func scanQuoted(_ bytes: [UInt8], from start: Int, target: Int, escape: Escape) -> Int? {
        var i = start, decoded = 0
        while i < bytes.count {
            if decoded >= target { return i }
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") { return nil }
            if byte == UInt8(ascii: "\\") {
                let (count, length) = escape(bytes, i + 1)
                decoded += count
                i += 1 + max(length, 1)
            } else {
                let length = characterLength(bytes, i)
                decoded += length
                i += length
            }
        }
        return nil
    }

    static func scanWord(_ bytes: [UInt8], from start: Int, target: Int) -> Int? {
        let end = start + target
        return end <= bytes.count ? end : nil
    }

    /// From `msgstr` (or `msgstr[N]`): its first quoted line, then the quoted lines after it.
    static func scanPO(_ bytes: [UInt8], from start: Int, target: Int) -> Int? {
        var i = start
        var decoded = 0
        // The keyword, then each quoted segment.
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] == 0x0A { return nil }
            i += 1
        }
        while i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            i += 1
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                if decoded >= target { return i }
                if bytes[i] == 0x0A { return nil }
                if bytes[i] == UInt8(ascii: "\\") {
                    let (count, length) = poEscape(bytes, i + 1)
                    decoded += count
                    i += 1 + max(length, 1)
                } else {
                    let length = characterLength(bytes, i)
                    decoded += length
                    i += length
                }
            }
            i += 1
            // Spaces, then a line break, then spaces: the next line continues the string when
            // it starts with a quote.
            var next = i
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") || bytes[next] == 0x0D { next += 1 }
            guard next < bytes.count, bytes[next] == 0x0A else { break }
            next += 1
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "\"") else { break }
            i = next
        }
        return decoded >= target ? i : nil
    }

    /// From `<string>`: its text, with entities and CDATA sections.
    static func scanXML(_ bytes: [UInt8], from start: Int, target: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return nil }
        var i = start
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
        guard i < bytes.count, i > 0, bytes[i - 1] != UInt8(ascii: "/") else { return nil }
        i += 1
        var decoded = 0
        let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8)
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<") {
                guard bytes[i...].starts(with: cdataOpen) else { return decoded >= target ? i : nil }
                i += cdataOpen.count
                while i < bytes.count, !bytes[i...].starts(with: cdataClose) {
                    if decoded >= target { return i }
                    let length = characterLength(bytes, i)
                    decoded += length
                    i += length
                }
                i += cdataClose.count
                continue
            }
            if decoded >= target { return i }
            if bytes[i] == UInt8(ascii: "&") {
                var end = i + 1
                while end < bytes.count, end - i < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
                let name = Array(bytes[(i + 1)..<min(end, bytes.count)])
                var value: UInt32 = 1
                if name.first == UInt8(ascii: "#") {
                    let hex = name.count > 1 && (name[1] == UInt8(ascii: "x") || name[1] == UInt8(ascii: "X"))
                    let digits = name.dropFirst(hex ? 2 : 1)
                    value = digits.reduce(UInt32(0)) { total, byte in
                        total &* (hex ? 16 : 10) &+ (hexValue(byte) ?? 0)
                    }
                }
                decoded += name.first == UInt8(ascii: "#") ? utf8Length(value) : 1
                i = end + 1
                continue
            }
            let length = characterLength(bytes, i)
            decoded += length
            i += length
        }
        return nil
    }
}
