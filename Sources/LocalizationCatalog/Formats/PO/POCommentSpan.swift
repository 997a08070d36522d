// Comment lines (`# `, `#.`, `#:`, `#,`; GNU gettext manual, "The Format of PO Files") as spans,
// and how flag and reference lines split into their items.

/// The kinds of comment line: `# `, `#.`, `#:`, `#,`.
enum POCommentKind { case translator, extracted, references, flags }

/// A comment line's text after its marker (and, for `# ` and `#.`, one space), in the input.
struct POCommentSpan {
    var kind: POCommentKind
    var start: Int
    var end: Int

    /// Whether the flags in `start..<end` (comma-separated, blanks around them) include `fuzzy`.
    static func hasFuzzyFlag(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        // Most flag lines have no `z` at all (`python-format`): no need to split them.
        guard ByteSearch.first(UInt8(ascii: "z"), UInt8(ascii: "z"), UInt8(ascii: "z"), in: buf, from: start, to: end) < end else {
            return false
        }
        var found = false
        forEachFlag(buf, start, end) { s, e in
            if e - s == 5, buf[s] == UInt8(ascii: "f"), buf[s + 1] == UInt8(ascii: "u"), buf[s + 2] == UInt8(ascii: "z"),
               buf[s + 3] == UInt8(ascii: "z"), buf[s + 4] == UInt8(ascii: "y") {
                found = true
            }
        }
        return found
    }

    /// Calls `body` with the bounds of each flag: split at commas, blanks trimmed, empty ones skipped.
    @inline(__always)
    static func forEachFlag(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ body: (Int, Int) -> Void) {
        var i = start
        while i < end {
            while i < end, buf[i] == 0x20 || buf[i] == 0x09 || buf[i] == UInt8(ascii: ",") { i += 1 }
            let s = i
            while i < end, buf[i] != UInt8(ascii: ",") { i += 1 }
            var e = i
            while e > s, buf[e - 1] == 0x20 || buf[e - 1] == 0x09 { e -= 1 }
            if e > s { body(s, e) }
        }
    }

    /// Calls `body` with the bounds of each blank-separated reference.
    @inline(__always)
    static func forEachReference(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ body: (Int, Int) -> Void) {
        var i = start
        while i < end {
            while i < end, buf[i] == 0x20 || buf[i] == 0x09 { i += 1 }
            let s = i
            while i < end, buf[i] != 0x20, buf[i] != 0x09 { i += 1 }
            if i > s { body(s, i) }
        }
    }
}
