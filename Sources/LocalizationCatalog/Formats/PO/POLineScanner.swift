/// The PO line lexer: where lines end, which keyword a word spells, where a string closes or
/// continues on the next line (GNU gettext manual, "The Format of PO Files"; gettext's po-lex.c
/// for line breaks and backslashes). Stateless: `POParser` keeps the state and the grammar.
///
/// Static functions on the buffer, not parser methods: a method called out of line is handed a
/// copy of the parser (a thousand bytes, for every line that took the general path).
enum POLineScanner {
    /// A line lexed in one step: see `simpleLine`.
    enum SimpleLine {
        case blank
        /// `"…"` at the start of the line.
        case string
        /// `msgid "…"`, `msgctxt "…"`, `msgstr "…"` or `msgstr[N] "…"` (N one digit) at the start
        /// of the line; `quote` opens its string.
        case keyword(POField.Keyword, index: Int?, quote: Int)
    }

    /// Lexes the line starting at `start` from one search when it is one of the lines most
    /// entries are made of: an empty line, or a keyword or string line as `SimpleLine` lists,
    /// its string closed at the end of the line with no backslash in it (only when the charset
    /// is read `byteAtATime`). Gives where its text ends (after the closing quote) and where the
    /// next line starts; nil for any other line, which is split at its line feed and lexed in
    /// full. Only lexes: what the line means is the parser's, as for any line.
    @inline(__always)
    static func simpleLine(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, byteAtATime: Bool) -> (token: SimpleLine, end: Int, next: Int)? {
        let n = buf.count
        let first = buf[start]
        if first == 0x0A { return (.blank, start, start + 1) }
        guard byteAtATime else { return nil }
        if first == UInt8(ascii: "\"") {
            guard let (end, next) = closesAtLineEnd(buf, start) else { return nil }
            return (.string, end, next)
        }
        guard first == UInt8(ascii: "m"), let (keyword, length) = commonKeyword(buf, start, n) else { return nil }
        var quote = start + length + 1
        var index: Int?
        if buf[quote - 1] == UInt8(ascii: "[") {
            guard quote + 3 < n, buf[quote] >= 0x30, buf[quote] <= 0x39, buf[quote + 1] == UInt8(ascii: "]") else { return nil }
            index = Int(buf[quote] - 0x30)
            quote += 3
        }
        guard quote < n, buf[quote - 1] == 0x20, buf[quote] == UInt8(ascii: "\""),
              let (end, next) = closesAtLineEnd(buf, quote) else { return nil }
        return (.keyword(keyword, index: index, quote: quote), end, next)
    }

    /// The offset of the next newline at or after `pos`, or the buffer's end.
    @inline(__always)
    static func lineEnd(_ buf: UnsafeBufferPointer<UInt8>, from pos: Int) -> Int {
        ByteSearch.lineFeed(in: buf, from: pos, to: buf.count)
    }

    /// The line starting at `start`: where its text ends (before a CR) and where the next starts.
    static func line(_ buf: UnsafeBufferPointer<UInt8>, startingAt start: Int) -> (start: Int, end: Int, next: Int) {
        let lineEnd = Self.lineEnd(buf, from: start)
        return (start, lineEnd > start && buf[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd, lineEnd < buf.count ? lineEnd + 1 : buf.count)
    }

    /// When the string opened at `quote` closes with nothing after it on its line and no
    /// backslash in it: where the line's text ends (after the closing quote) and where the next
    /// line starts.
    @inline(__always)
    static func closesAtLineEnd(_ buf: UnsafeBufferPointer<UInt8>, _ quote: Int) -> (end: Int, next: Int)? {
        let n = buf.count
        let close = ByteSearch.first(UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, in: buf, from: quote + 1, to: n)
        guard close < n, buf[close] == UInt8(ascii: "\"") else { return nil }
        let after = close + 1
        if after == n { return (after, n) }
        if buf[after] == 0x0A { return (after, after + 1) }
        if buf[after] == 0x0D, after + 1 < n, buf[after + 1] == 0x0A { return (after, after + 2) }
        return nil
    }

    /// Whether the first line from `start` on that is not blank is a string line, as it would
    /// continue a field: `"…"`, or `#~ "…"` in an obsolete entry, `#| "…"` (`#~| "…"`) for a
    /// previous string.
    static func stringLineFollows(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, obsolete: Bool, previous: Bool) -> Bool {
        var p = start
        let n = buf.count
        while true {
            while p < n, buf[p] == 0x20 || buf[p] == 0x09 || buf[p] == 0x0D { p += 1 }
            guard p < n else { return false }
            if buf[p] == 0x0A {
                p += 1
                continue
            }
            break
        }
        @inline(__always) func take(_ byte: UInt8) -> Bool {
            guard p < n, buf[p] == byte else { return false }
            p += 1
            return true
        }
        if obsolete {
            guard take(UInt8(ascii: "#")), take(UInt8(ascii: "~")) else { return false }
            if previous, !take(UInt8(ascii: "|")) { return false }
        } else if previous {
            guard take(UInt8(ascii: "#")), take(UInt8(ascii: "|")) else { return false }
        }
        while p < n, buf[p] == 0x20 || buf[p] == 0x09 { p += 1 }
        return p < n && buf[p] == UInt8(ascii: "\"")
    }

    /// The next line, when the string opened at `quote` runs to `end` and ends there in a
    /// backslash that escapes nothing but the line break (an odd run of backslashes, right before
    /// a line feed); its text ends at `end` (before a CR), the line after it starts at `next`. On
    /// a `#~` or `#|` line too: the next line's text, `#~` and all, is then the string's.
    static func continuedLine(_ buf: UnsafeBufferPointer<UInt8>, _ steppedCharset: MultiByteCharset?, after quote: Int, _ end: Int) -> (start: Int, end: Int, next: Int)? {
        guard end < buf.count, buf[end] == 0x0A, end + 1 < buf.count, Self.endsInLoneBackslash(buf, steppedCharset, quote + 1, end, inString: true) else {
            return nil
        }
        return Self.line(buf, startingAt: end + 1)
    }

    /// Whether `start..<end` ends in a backslash that is a character of its own and, in a string,
    /// escapes nothing: the backslash gettext drops with the line break after it. (In Shift_JIS,
    /// Big5 or GBK a last byte 0x5C may be the second byte of a character.)
    static func endsInLoneBackslash(_ buf: UnsafeBufferPointer<UInt8>, _ steppedCharset: MultiByteCharset?, _ start: Int, _ end: Int, inString: Bool) -> Bool {
        guard end > start, buf[end - 1] == UInt8(ascii: "\\") else { return false }
        if let multiByte = steppedCharset {
            var i = start
            while i < end {
                if buf[i] == UInt8(ascii: "\\") {
                    if i + 1 == end { return true }
                    // In a string, the escaped character is skipped with it.
                    if inString { i += 1 }
                }
                i += multiByte.character(buf, i, end).length
            }
            return false
        }
        guard inString else { return true }
        var backslashes = 0
        while end - 1 - backslashes >= start, buf[end - 1 - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
        return backslashes % 2 == 1
    }

    /// `readString`'s scan in a multibyte charset: a character at a time, as a second byte may be
    /// `\` (see `MultiByteCharset`). Returns where it stopped, and whether it saw an escape and
    /// the closing quote.
    @inline(never)
    static func scanCharacters(_ buf: UnsafeBufferPointer<UInt8>, _ steppedCharset: MultiByteCharset?, from start: Int, to end: Int) -> (Int, hasEscape: Bool, closed: Bool) {
        guard let multiByte = steppedCharset else { return (start, false, false) }
        var i = start, hasEscape = false
        while i < end {
            let b = buf[i]
            if b == UInt8(ascii: "\"") { return (i, hasEscape, true) }
            if b == UInt8(ascii: "\\") {
                hasEscape = true
                i += 1
                if i >= end { break }
            }
            i += multiByte.character(buf, i, end).length
        }
        return (i, hasEscape, false)
    }

    /// A byte of a keyword as the word scan reads it.
    @inline(__always)
    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || (b >= 0x30 && b <= 0x39)
    }

    /// `msgid`, `msgstr` or `msgctxt` at `p`, followed on its line by a blank, a quote or (after
    /// `msgstr`) `[`, and the keyword's length; nil for anything else, which the word scan reads.
    /// One eight-byte load: the scan and `keyword(_:_:_:)` cost a hundred instructions a line.
    @inline(__always)
    static func commonKeyword(_ buf: UnsafeBufferPointer<UInt8>, _ p: Int, _ end: Int) -> (POField.Keyword, Int)? {
        guard p + 8 <= buf.count, let base = buf.baseAddress else { return nil }
        // In bounds: the guard above asks for p + 8 <= buf.count.
        let word = UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)
        @inline(__always) func ends(_ length: Int, _ allowBracket: Bool) -> Bool {
            guard p + length < end else { return false }
            let b = base[p + length]
            return b == 0x20 || b == 0x09 || b == UInt8(ascii: "\"") || (allowBracket && b == UInt8(ascii: "["))
        }
        if word & 0xFF_FFFF_FFFF == 0x64_6967_736D {  // "msgid"
            return ends(5, false) ? (.msgid, 5) : nil
        }
        if word & 0xFFFF_FFFF_FFFF == 0x7274_7367_736D {  // "msgstr"
            return ends(6, true) ? (.msgstr, 6) : nil
        }
        if word & 0xFF_FFFF_FFFF_FFFF == 0x74_7874_6367_736D {  // "msgctxt"
            return ends(7, false) ? (.msgctxt, 7) : nil
        }
        return nil
    }

    /// The keyword spelled by `start..<end`. Its first eight bytes are compared as one
    /// little-endian word: a byte loop per candidate cost a hundred instructions a keyword line.
    static func keyword(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> POField.Keyword? {
        let length = end - start
        guard length >= 5, length <= 12, let base = buf.baseAddress else { return nil }
        let head = min(length, 8)
        var first: UInt64
        if start + 8 <= buf.count {
            // In bounds: only when start + 8 <= buf.count; else the bytes are read one by one.
            first = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
            if head < 8 { first &= (1 << (8 * UInt64(head))) - 1 }
        } else {
            first = 0
            for k in 0..<head { first |= UInt64(base[start + k]) << (8 * UInt64(k)) }
        }
        switch length {
        case 5: return first == 0x64_6967_736D ? .msgid : nil  // "msgid"
        case 6: return first == 0x7274_7367_736D ? .msgstr : nil  // "msgstr"
        case 7: return first == 0x74_7874_6367_736D ? .msgctxt : nil  // "msgctxt"
        case 12:  // "msgid_pl" + "ural"
            guard first == 0x6C70_5F64_6967_736D else { return nil }
            let rest = UInt32(base[start + 8]) | UInt32(base[start + 9]) << 8 | UInt32(base[start + 10]) << 16 | UInt32(base[start + 11]) << 24
            return rest == 0x6C61_7275 ? .msgid_plural : nil
        default: return nil
        }
    }
}
