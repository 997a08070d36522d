#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The byte-level, line-oriented PO parser behind `PODocument.parse`.
///
/// Grammar (GNU gettext manual, "The Format of PO Files"): an entry is comments (`# `, `#.`,
/// `#:`, `#,`, `#|`), then `msgctxt`?, `msgid`, `msgid_plural`?, then `msgstr` or `msgstr[N]`…;
/// a keyword's string may continue on following lines that hold only a quoted string; `#~`
/// prefixes every line of an obsolete entry (`#~|` for its previous strings).
///
/// Recovery: a bad line is reported and skipped along with the string lines that continue it;
/// reading resumes at the next keyword, comment or blank line. Work is linear in the input.
///
/// The parser hands each finished entry to a `Sink`: `PODocument` keeps the lossless syntax,
/// `POReader` builds catalog entries straight away, so there is one parser for both views.
/// Strings are not decoded while an entry is read: its fields and comments are kept as spans
/// (of the input, or of the entry's `text` when escapes or continuation lines had to be joined),
/// and the sink decodes each once, into the value it keeps.
struct POParser<Sink: POParserSink> {
    private let buf: UnsafeBufferPointer<UInt8>
    private let path: String
    private let charset: POCharset

    private var diagnostics: [Diagnostic] = []
    private var sink: Sink
    private var entryCount = 0
    private var headerIndex: Int?

    private var lineNumber = 1
    private var lineStart = 0
    /// The last finding's column on its line (see `location(_:)`).
    private let columnCache = ColumnCache()

    private var pending = POPendingEntry()
    private var entryStart = 0
    /// A blank line followed a msgstr: the entry ends at the next line unless that continues it.
    private var blankAfterString = false

    /// What a string continuation line appends to.
    private enum Target: Equatable {
        case none
        /// After an error: swallow continuation lines silently.
        case skip
        case field(POField.Keyword, Int?)
        case previous(POField.Keyword)
    }

    private var target = Target.none
    private var fieldStart = 0
    private var fieldEnd = 0
    private var fieldPosition = POPosition(line: 0, column: 0)
    private var segmentCount = 0
    /// Where the line loop goes on when a string continued past its line.
    private var resumeAt = 0
    /// In a multibyte charset, whether the field's last string so far ends with a byte above 0x7F.
    private var lastSegmentEndsHigh = false
    /// The multibyte charset whose strings are read a character at a time, as gettext reads them
    /// (see `MultiByteCharset`); nil for the others.
    private let steppedCharset: MultiByteCharset?
    /// See `POFieldSpan.joinMayHideInvalidBytes`, for the field being read.
    private var joinMayHideInvalidBytes = false
    /// The only segment, when it has no escapes: its bytes are the value, in the input.
    private var directRange: Range<Int>?
    /// Field values that could not be taken from the input as they are (escapes, continuation
    /// lines), for the pending entry.
    private let text = POTextBuffer()
    /// Fields whose strings did not decode in `charset`, reported after the last entry.
    private let invalidBytes = POInvalidBytes()
    /// Where the field's bytes start in `text`, once they are joined there.
    private var textStart = 0
    /// What entries decode their strings with, made once: made for each entry, it copied the
    /// charset each time. Its `text` is set before each entry is handed over.
    private var strings: POStrings

    private init(buf: UnsafeBufferPointer<UInt8>, path: String, charset: POCharset, sink: Sink) {
        self.buf = buf
        self.path = path
        self.charset = charset
        steppedCharset = charset.multiByte
        self.sink = sink
        strings = POStrings(source: buf, text: text.bytes, charset: charset, invalidBytes: invalidBytes)
    }

    /// What one pass over a file gives: the sink with every entry, and the file's layout.
    struct Result {
        var sink: Sink
        /// A UTF-8 byte order mark, or an empty range.
        var prefix: Range<Int>
        var trailer: Range<Int>
        var headerIndex: Int?
        var diagnostics: [Diagnostic]
    }

    /// Parses `bytes` decoding strings as `charset`, feeding entries to `sink`.
    static func parse(_ bytes: [UInt8], path: String, charset: POCharset, into sink: Sink) -> Result {
        var bom = 0..<0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bom = 0..<3 }
        return bytes.withUnsafeBufferPointer { buffer -> Result in
            var parser = POParser(buf: buffer, path: path, charset: charset, sink: sink)
            // Real files have about one entry per 100 bytes: over-reserving costs memory never touched,
            // growing costs a copy. Reserved here, where the sink is not shared (no copy on write).
            parser.sink.reserve(buffer.count / 64 + 4)
            parser.run(from: bom.upperBound)
            return Result(
                sink: parser.sink, prefix: bom, trailer: parser.entryStart..<buffer.count,
                headerIndex: parser.headerIndex,
                diagnostics: parser.diagnostics + parser.invalidBytes.diagnostics(in: buffer, charset: charset, path: path))
        }
    }

    // MARK: Lines

    private mutating func run(from start: Int) {
        let n = buf.count
        var pos = start
        lineStart = start
        entryStart = start
        pending.lastContentEnd = start
        while pos < n, !sink.isDone {
            lineStart = pos
            // Most lines are read from one search for their closing quote, which also finds
            // where they end; the others are split at their line feed first.
            if let next = commonLine(pos) {
                pos = next
                lineNumber += 1
                continue
            }
            let end = Self.lineEnd(buf, from: pos)
            let next = end < n ? end + 1 : n
            let contentEnd = end > pos && buf[end - 1] == 0x0D ? end - 1 : end
            processLine(pos, contentEnd, next)
            // A string continued on the lines after (`readString`) was read up to `resumeAt`.
            pos = max(next, resumeAt)
            lineNumber += 1
        }
        finishEntry()
        // `#|` lines are kept for the entry after them; at the end there is none.
        let previous = [pending.previousContext, pending.previousID, pending.previousIDPlural].compactMap { $0?.position }
        if let first = previous.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            diagnostics.append(Diagnostic(
                .poUnexpectedKeyword, at: first.location(path),
                "'#|' lines with no entry after them; msgfmt rejects the file (a syntax error at its end)"))
        }
    }

    /// The offset of the next newline at or after `pos`, or the buffer's end. This and the other
    /// scanning helpers are static: a method called out of line is handed a copy of the parser
    /// (a thousand bytes, copied for every line that took the general path).
    @inline(__always)
    private static func lineEnd(_ buf: UnsafeBufferPointer<UInt8>, from pos: Int) -> Int {
        ByteSearch.lineFeed(in: buf, from: pos, to: buf.count)
    }

    private mutating func processLine(_ start: Int, _ end: Int, _ next: Int) {
        var p = start
        while p < end, buf[p] == 0x20 || buf[p] == 0x09 { p += 1 }
        if p == end {
            // Blank line: ends an entry that has its msgstr, unless a string follows: to gettext's
            // grammar blank lines between the strings of one field are white space (msgcat joins
            // them). Either way it belongs to the next entry as trivia.
            if pending.hasString { blankAfterString = true }
            return
        }
        if blankAfterString {
            blankAfterString = false
            if !continuesField(p, end) { finishEntry() }
        }
        if buf[p] == UInt8(ascii: "#") {
            hashLine(p, end, next, obsolete: false)
            return
        }
        keywordLine(p, end, next, obsolete: false, previous: false)
    }

    /// Reads the line starting at `start` in one step when it is one of the lines most entries
    /// are made of, and returns where the next line starts; returns nil, having changed nothing
    /// the general path reads, for any other. The common lines: a blank line; `msgid "…"`,
    /// `msgctxt "…"`, `msgstr "…"` or `msgstr[N] "…"` at the start of the line, and `"…"`
    /// continuing the field being read, in a live entry, each string closed at the end of its
    /// line with no escape, in a charset read a byte at a time. What it does is what
    /// `processLine`, `keywordLine`, `beginKeyword` and `readString` do for them; where those
    /// would report something, it leaves the line to them.
    @inline(__always)
    private mutating func commonLine(_ start: Int) -> Int? {
        let n = buf.count
        let first = buf[start]
        if first == 0x0A {
            // As `processLine` for a blank line.
            if pending.hasString { blankAfterString = true }
            return start + 1
        }
        guard steppedCharset == nil else { return nil }
        if first == UInt8(ascii: "\"") {
            guard !blankAfterString, case .field = target, !pending.isObsolete,
                  let (end, next) = Self.closesAtLineEnd(buf, start) else { return nil }
            pending.lastContentEnd = next
            appendSegment(start + 1, end - 1, hasEscape: false)
            fieldEnd = next
            return next
        }
        guard first == UInt8(ascii: "m"), let (keyword, length) = Self.commonKeyword(buf, start, n) else { return nil }
        var quote = start + length + 1
        var index: Int?
        if buf[quote - 1] == UInt8(ascii: "[") {
            // `msgstr[N] "`, N one digit.
            guard quote + 3 < n, buf[quote] >= 0x30, buf[quote] <= 0x39, buf[quote + 1] == UInt8(ascii: "]") else { return nil }
            index = Int(buf[quote] - 0x30)
            quote += 3
        }
        guard quote < n, buf[quote - 1] == 0x20, buf[quote] == UInt8(ascii: "\""),
              let (end, next) = Self.closesAtLineEnd(buf, quote) else { return nil }
        // As `processLine` after a blank line: a keyword continues no field.
        if blankAfterString {
            blankAfterString = false
            finishEntry()
        }
        // As `beginKeyword`, whose first step this is; the cases it reports are left to it.
        finalizeField()
        switch keyword {
        case .msgctxt:
            if pending.hasContext || pending.hasID { finishEntry() }
            pending.hasContext = true
            pending.isObsolete = false
        case .msgid:
            if pending.hasID || (pending.hasContext && pending.isObsolete) { finishEntry() }
            if !pending.hasContext { pending.isObsolete = false }
            pending.hasID = true
        case .msgstr:
            guard pending.hasID, !pending.isObsolete else { return nil }
            if let index {
                guard !pending.hasPlainString, index == pending.plurals.count else { return nil }
                pending.hasPluralStrings = true
            } else {
                guard !pending.hasString else { return nil }
                pending.hasPlainString = true
            }
        case .msgid_plural:
            return nil
        }
        // The keyword is at the start of its line.
        let position = POPosition(line: lineNumber, column: 1)
        if pending.position == nil || keyword == .msgid { pending.position = position }
        target = .field(keyword, index)
        fieldStart = start
        fieldPosition = position
        segmentCount = 0
        joinMayHideInvalidBytes = false
        directRange = nil
        textStart = text.count
        pending.lastContentEnd = next
        appendSegment(quote + 1, end - 1, hasEscape: false)
        fieldEnd = next
        return next
    }

    /// When the string opened at `quote` closes with nothing after it on its line and no
    /// backslash in it: where the line's text ends (after the closing quote) and where the next
    /// line starts. Static: a method called out of line is handed a copy of the parser.
    @inline(__always)
    private static func closesAtLineEnd(_ buf: UnsafeBufferPointer<UInt8>, _ quote: Int) -> (end: Int, next: Int)? {
        let n = buf.count
        let close = ByteSearch.first(UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, in: buf, from: quote + 1, to: n)
        guard close < n, buf[close] == UInt8(ascii: "\"") else { return nil }
        let after = close + 1
        if after == n { return (after, n) }
        if buf[after] == 0x0A { return (after, after + 1) }
        if buf[after] == 0x0D, after + 1 < n, buf[after + 1] == 0x0A { return (after, after + 2) }
        return nil
    }

    /// Whether the line whose text starts at `p` is a string that continues the field being
    /// read: `"…"` in a live entry, `#~ "…"` in an obsolete one.
    private func continuesField(_ p: Int, _ end: Int) -> Bool {
        guard case .field = target else { return false }
        if buf[p] == UInt8(ascii: "\"") { return !pending.isObsolete }
        guard pending.isObsolete, p + 1 < end, buf[p] == UInt8(ascii: "#"), buf[p + 1] == UInt8(ascii: "~") else { return false }
        var q = p + 2
        while q < end, buf[q] == 0x20 || buf[q] == 0x09 { q += 1 }
        return q < end && buf[q] == UInt8(ascii: "\"")
    }

    /// A line whose text starts with `#` at `p`. `obsolete`: it follows a `#~ ` on its line.
    private mutating func hashLine(_ p: Int, _ end: Int, _ next: Int, obsolete: Bool) {
        let kind: UInt8 = p + 1 < end ? buf[p + 1] : 0
        switch kind {
        case UInt8(ascii: "~") where !obsolete:
            if p + 2 < end, buf[p + 2] == UInt8(ascii: "|") {
                keywordLine(p + 3, end, next, obsolete: true, previous: true)
                return
            }
            // gettext reads a comment after `#~ ` as that comment: `#~ #, fuzzy` is a flag line,
            // `#~ #| msgid "…"` the previous msgid of an obsolete entry (msgcat writes `#~|`).
            var q = p + 2
            while q < end, buf[q] == 0x20 || buf[q] == 0x09 { q += 1 }
            if q < end, buf[q] == UInt8(ascii: "#") {
                hashLine(q, end, next, obsolete: true)
            } else {
                keywordLine(p + 2, end, next, obsolete: true, previous: false)
            }
        case UInt8(ascii: "~"):
            // `#~ #~`: not gettext's; reported by the keyword reader.
            keywordLine(p, end, next, obsolete: true, previous: false)
        case UInt8(ascii: "|"): keywordLine(p + 2, end, next, obsolete: obsolete, previous: true)
        case UInt8(ascii: ","): comment(.flags, p + 2, end, next)
        case UInt8(ascii: "."): comment(.extracted, p + 2, end, next)
        case UInt8(ascii: ":"): comment(.references, p + 2, end, next)
        default: comment(.translator, p + 1, end, next)
        }
    }

    // MARK: Comments

    private mutating func comment(_ kind: POCommentKind, _ start: Int, _ end: Int, _ next: Int) {
        finalizeField()
        if pending.hasKeyword { finishEntry() }
        target = .none
        pending.hasComments = true
        if kind == .flags {
            // Each `#,` line replaces the flags before it, as gettext's reader has it
            // (`po_parse_comment_special` resets fuzzy and the format flags): `#, fuzzy` then
            // `#, c-format` is a translated c-format entry to msgfmt.
            // Tested first: removing from an array is a call and a copy loop, for every `#,` line.
            if pending.comments.contains(where: { $0.kind == .flags }) { pending.comments.removeAll { $0.kind == .flags } }
            pending.isFuzzy = false
        }
        var (start, end, next) = (kind == .translator || kind == .extracted) && start < end && buf[start] == 0x20
            ? (start + 1, end, next) : (start, end, next)
        // gettext's lexer drops a backslash before a line break, in comments too: the next line
        // is part of the comment, whatever it holds. Each line's part is kept as a span of its own.
        while end > start, buf[end - 1] == UInt8(ascii: "\\"), end < buf.count, buf[end] == 0x0A, next < buf.count,
              Self.endsInLoneBackslash(buf, steppedCharset, start, end, inString: false) {
            diagnostics.append(Diagnostic(
                .poCommentContinued, at: location(end - 1),
                "the comment ends in a backslash, so gettext reads the next line as part of it"))
            addComment(kind, start, end - 1)
            let continued = Self.line(buf, startingAt: next)
            (start, end, next) = continued
            enterContinuedLine(continued)
        }
        pending.lastContentEnd = next
        addComment(kind, start, end)
    }

    private mutating func addComment(_ kind: POCommentKind, _ start: Int, _ end: Int) {
        pending.comments.append(POCommentSpan(kind: kind, start: start, end: end))
        if kind == .flags, POCommentSpan.hasFuzzyFlag(buf, start, end) { pending.isFuzzy = true }
    }

    // MARK: Keywords and strings

    private mutating func keywordLine(_ start: Int, _ end: Int, _ next: Int, obsolete: Bool, previous: Bool) {
        var p = start
        while p < end, buf[p] == 0x20 || buf[p] == 0x09 { p += 1 }
        if p == end {
            // A bare `#~` or `#|`: content, but nothing to read.
            pending.lastContentEnd = next
            return
        }
        if buf[p] == UInt8(ascii: "\"") {
            continuation(p, end, next, obsolete: obsolete, previous: previous)
            return
        }
        let wordStart = p
        let keyword: POField.Keyword?
        if let (common, length) = Self.commonKeyword(buf, p, end) {
            keyword = common
            p += length
        } else {
            while p < end, isWordByte(buf[p]) { p += 1 }
            keyword = Self.keyword(buf, wordStart, p)
        }
        var index: Int?
        // gettext's lexer reads `[`, the number and `]` as tokens: after msgstr, blanks may stand
        // around each (`msgstr [0]`, `msgstr[ 0 ]`).
        let blanks = keyword == .msgstr
        if blanks {
            var q = p
            while q < end, buf[q] == 0x20 || buf[q] == 0x09 { q += 1 }
            if q < end, buf[q] == UInt8(ascii: "[") { p = q }
        }
        if p < end, buf[p] == UInt8(ascii: "[") {
            var q = p + 1
            var value = 0
            var digits = 0
            while blanks, q < end, buf[q] == 0x20 || buf[q] == 0x09 { q += 1 }
            while q < end, buf[q] >= 0x30, buf[q] <= 0x39 {
                if value < 1_000_000 { value = value * 10 + Int(buf[q] - 0x30) }
                digits += 1
                q += 1
            }
            while blanks, q < end, buf[q] == 0x20 || buf[q] == 0x09 { q += 1 }
            if digits > 0, q < end, buf[q] == UInt8(ascii: "]") {
                index = value
                p = q + 1
            } else {
                error(.poUnexpectedKeyword, at: p, "malformed plural index; expected '[N]'", next)
                return
            }
        }
        guard let keyword, index == nil || keyword == .msgstr, !(previous && keyword == .msgstr) else {
            let word = decode(wordStart, p)
            let message = word.isEmpty
                ? "unexpected character; expected a keyword, a comment or a quoted string"
                : "unexpected keyword '\(word)'\(previous ? " in a '#|' comment" : "")"
            error(.poUnexpectedKeyword, at: wordStart, message, next)
            return
        }
        while p < end, buf[p] == 0x20 || buf[p] == 0x09 { p += 1 }
        // gettext's lexer reads a line break as a blank between tokens: the string may start on a
        // later line (which the field's continuation takes, as a string line after it).
        let stringOnLaterLine = p == end && Self.stringLineFollows(buf, next, obsolete: obsolete, previous: previous)
        guard stringOnLaterLine || (p < end && buf[p] == UInt8(ascii: "\"")) else {
            error(.poUnexpectedKeyword, at: p, "'\(decode(wordStart, p))' must be followed by a quoted string", next)
            return
        }
        if previous {
            finalizeField()
            if pending.hasID || pending.hasContext { finishEntry() }
            if pending.position == nil { pending.isObsolete = obsolete }
            target = .previous(keyword)
        } else {
            guard beginKeyword(keyword, index, obsolete: obsolete, at: wordStart, next: next) else { return }
            target = .field(keyword, index)
        }
        fieldStart = lineStart
        fieldPosition = position(wordStart)
        segmentCount = 0
        joinMayHideInvalidBytes = false
        directRange = nil
        textStart = text.count
        pending.lastContentEnd = next
        guard !stringOnLaterLine else {
            fieldEnd = next
            return
        }
        readString(p, end, next)
    }

    /// Whether the first line from `start` on that is not blank is a string line, as it would
    /// continue a field: `"…"`, or `#~ "…"` in an obsolete entry, `#| "…"` (`#~| "…"`) for a
    /// previous string.
    private static func stringLineFollows(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, obsolete: Bool, previous: Bool) -> Bool {
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

    /// Starts a msgctxt/msgid/msgid_plural/msgstr field; false (reported) when it is out of place.
    private mutating func beginKeyword(_ keyword: POField.Keyword, _ index: Int?, obsolete: Bool, at offset: Int, next: Int) -> Bool {
        finalizeField()
        switch keyword {
        case .msgctxt:
            if pending.hasContext || pending.hasID { finishEntry() }
        case .msgid:
            if pending.hasID || (pending.hasContext && pending.isObsolete != obsolete) { finishEntry() }
        case .msgid_plural:
            guard pending.hasID, !pending.hasIDPlural, !pending.hasString, pending.isObsolete == obsolete else {
                error(.poUnexpectedKeyword, at: offset, "'msgid_plural' must follow a msgid and precede its msgstr", next)
                return false
            }
        case .msgstr:
            guard pending.hasID, pending.isObsolete == obsolete else {
                error(.poUnexpectedKeyword, at: offset, "'msgstr' without a msgid before it", next)
                return false
            }
            if index == nil, pending.hasString {
                error(.poUnexpectedKeyword, at: offset, "a second msgstr in one entry", next)
                return false
            }
            if let index {
                if pending.hasPlainString {
                    error(.poUnexpectedKeyword, at: offset, "'msgstr[\(index)]' after a plain msgstr", next)
                    return false
                }
                if index != pending.plurals.count {
                    let expected = pending.plurals.count
                    report(.poPluralIndexOutOfOrder, at: offset, "msgstr[\(index)] where msgstr[\(expected)] was expected")
                }
            }
        }
        if keyword == .msgctxt || (keyword == .msgid && !pending.hasContext) {
            pending.isObsolete = obsolete
        }
        if pending.position == nil || keyword == .msgid { pending.position = position(offset) }
        switch keyword {
        case .msgctxt: pending.hasContext = true
        case .msgid: pending.hasID = true
        case .msgid_plural: pending.hasIDPlural = true
        case .msgstr: if index == nil { pending.hasPlainString = true } else { pending.hasPluralStrings = true }
        }
        return true
    }

    private mutating func continuation(_ quote: Int, _ end: Int, _ next: Int, obsolete: Bool, previous: Bool) {
        switch target {
        case .skip:
            pending.lastContentEnd = next
        case .field where !previous && obsolete == pending.isObsolete, .previous where previous:
            pending.lastContentEnd = next
            readString(quote, end, next)
        default:
            finalizeField()
            error(.poStrayString, at: quote, "a string that continues no msgctxt, msgid or msgstr", next)
        }
    }

    /// Reads the quoted string starting at `quote` into the current field, and the strings after
    /// it on the line. A string whose line ends in a backslash goes on at the start of the next
    /// line: gettext's lexer drops a backslash before a line break wherever it is.
    private mutating func readString(_ quote: Int, _ end: Int, _ next: Int) {
        // Most strings have no escape and close before the end of their line, with nothing after.
        if steppedCharset == nil {
            let close = ByteSearch.first(UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\\"), in: buf, from: quote + 1, to: end)
            if close < end, buf[close] == UInt8(ascii: "\"") {
                var j = close + 1
                while j < end, buf[j] == 0x20 || buf[j] == 0x09 { j += 1 }
                if j == end {
                    appendSegment(quote + 1, close, hasEscape: false)
                    fieldEnd = next
                    return
                }
            }
        }
        var (quote, end, next) = (quote, end, next)
        // Where a string continued from the line before starts: an unclosed one is reported there.
        var continuedAt: Int?
        while true {
            var i = quote + 1
            var hasEscape = false
            var closed = false
            if steppedCharset != nil {
                (i, hasEscape, closed) = Self.scanCharacters(buf, steppedCharset, from: i, to: end)
            } else {
                while i < end {
                    i = ByteSearch.first(UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\\"), in: buf, from: i, to: end)
                    guard i < end else { break }
                    let b = buf[i]
                    if b == UInt8(ascii: "\"") { closed = true; break }
                    if b == UInt8(ascii: "\\") { hasEscape = true; i += 2; continue }
                    i += 1
                }
            }
            if !closed, let line = Self.continuedLine(buf, steppedCharset, after: quote, end) {
                appendSegment(quote + 1, end - 1, hasEscape: hasEscape)
                continuedAt = next
                // The next line's text is the string's: read it as if a quote stood before it.
                (quote, end, next) = (next - 1, line.end, line.next)
                enterContinuedLine(line)
                continue
            }
            var valueEnd = min(i, end)
            // A backslash before the end of the file: gettext drops it, and the string is open.
            if !closed, valueEnd == end, (end == buf.count || (buf[end] == 0x0A && end + 1 == buf.count)),
               Self.endsInLoneBackslash(buf, steppedCharset, quote + 1, end, inString: true) {
                valueEnd = end - 1
            }
            if !closed {
                report(.poUnterminatedString, at: continuedAt ?? quote, "the string has no closing quote before the end of the line")
            }
            appendSegment(quote + 1, valueEnd, hasEscape: hasEscape)
            fieldEnd = next
            guard closed else { return }
            var j = i + 1
            while j < end, buf[j] == 0x20 || buf[j] == 0x09 { j += 1 }
            if j < end, buf[j] == UInt8(ascii: "\"") {
                // Strings are tokens to gettext's lexer: `msgstr "a" "b"` is "ab", as on two lines.
                quote = j
                continuedAt = nil
                continue
            }
            // A backslash before the line break after a string: the next line's strings go on the
            // same field, as if they stood here (gettext drops the backslash with the line break).
            if j == end - 1, buf[j] == UInt8(ascii: "\\"), end < buf.count, buf[end] == 0x0A {
                var q = next
                while q < buf.count, buf[q] == 0x20 || buf[q] == 0x09 { q += 1 }
                if q < buf.count, buf[q] == UInt8(ascii: "\""), let line = Self.continuedLine(buf, steppedCharset, after: j - 1, end) {
                    continuedAt = nil
                    (quote, end, next) = (q, line.end, line.next)
                    enterContinuedLine(line)
                    continue
                }
                return
            }
            // `#` starts a comment anywhere on a line to gettext's lexer (po-lex.c): msgfmt accepts
            // `msgstr "Sichern" # button`.
            if j < end, buf[j] != UInt8(ascii: "#") {
                report(.poTrailingCharacters, at: j, "unexpected text after the closing quote")
            }
            return
        }
    }

    /// The next line, when the string opened at `quote` runs to `end` and ends there in a
    /// backslash that escapes nothing but the line break (an odd run of backslashes, right before
    /// a line feed); its text ends at `end` (before a CR), the line after it starts at `next`. On
    /// a `#~` or `#|` line too: the next line's text, `#~` and all, is then the string's.
    private static func continuedLine(_ buf: UnsafeBufferPointer<UInt8>, _ steppedCharset: MultiByteCharset?, after quote: Int, _ end: Int) -> (start: Int, end: Int, next: Int)? {
        guard end < buf.count, buf[end] == 0x0A, end + 1 < buf.count, Self.endsInLoneBackslash(buf, steppedCharset, quote + 1, end, inString: true) else {
            return nil
        }
        return Self.line(buf, startingAt: end + 1)
    }

    /// The line starting at `start`: where its text ends (before a CR) and where the next starts.
    private static func line(_ buf: UnsafeBufferPointer<UInt8>, startingAt start: Int) -> (start: Int, end: Int, next: Int) {
        let lineEnd = Self.lineEnd(buf, from: start)
        return (start, lineEnd > start && buf[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd, lineEnd < buf.count ? lineEnd + 1 : buf.count)
    }

    /// Makes `line`, which continues the one before, the current line; the line loop goes on after it.
    private mutating func enterContinuedLine(_ line: (start: Int, end: Int, next: Int)) {
        lineNumber += 1
        lineStart = line.start
        resumeAt = line.next
        pending.lastContentEnd = line.next
    }

    /// Whether `start..<end` ends in a backslash that is a character of its own and, in a string,
    /// escapes nothing: the backslash gettext drops with the line break after it. (In Shift_JIS,
    /// Big5 or GBK a last byte 0x5C may be the second byte of a character.)
    private static func endsInLoneBackslash(_ buf: UnsafeBufferPointer<UInt8>, _ steppedCharset: MultiByteCharset?, _ start: Int, _ end: Int, inString: Bool) -> Bool {
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
    private static func scanCharacters(_ buf: UnsafeBufferPointer<UInt8>, _ steppedCharset: MultiByteCharset?, from start: Int, to end: Int) -> (Int, hasEscape: Bool, closed: Bool) {
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

    private mutating func appendSegment(_ start: Int, _ end: Int, hasEscape: Bool) {
        defer { segmentCount += 1 }
        if steppedCharset != nil {
            // A character split between two strings: the joined value may read where they do not.
            if segmentCount > 0, lastSegmentEndsHigh { joinMayHideInvalidBytes = true }
            lastSegmentEndsHigh = end > start && buf[end - 1] >= 0x80
        } else if end > start, buf[end - 1] >= 0x80, Self.endsInsideSequence(buf, start, end) {
            joinMayHideInvalidBytes = true
        }
        if segmentCount == 0, !hasEscape {
            directRange = start..<end
            return
        }
        if let range = directRange {
            text.append(contentsOf: UnsafeBufferPointer(rebasing: buf[range]))
            directRange = nil
        }
        if hasEscape {
            unescape(start, end)
        } else {
            text.append(contentsOf: UnsafeBufferPointer(rebasing: buf[start..<end]))
        }
    }

    /// Resolves C escapes (GNU gettext manual, "The Format of PO Files": strings are C strings)
    /// into `pending.text`: `\n \t \r \a \b \f \v \\ \" \' \?`, 1–3 octal digits, `\x` and hex digits.
    private mutating func unescape(_ start: Int, _ end: Int) {
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
                diagnostics.append(Diagnostic(.poInvalidEscape, at: location(i), "a backslash at the end of the string"))
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
                if value >= 0x80 { joinMayHideInvalidBytes = true }
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
                    diagnostics.append(Diagnostic(.poInvalidEscape, at: location(i - 2), "'\\x' without hex digits"))
                    text.append(contentsOf: [UInt8(ascii: "\\"), c])
                } else {
                    if value >= 0x80 { joinMayHideInvalidBytes = true }
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
                let shown = decode(i - 1, characterEnd)
                diagnostics.append(Diagnostic(
                    .poInvalidEscape, at: location(i - 2), "invalid escape sequence '\\\(shown)'; it is kept as written"))
                text.append(contentsOf: [UInt8(ascii: "\\"), c])
                if steppedCharset != nil {
                    // The character's other bytes, which may include `\`, are not read again.
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: buf[i..<characterEnd]))
                    i = characterEnd
                }
            }
        }
    }

    /// Whether `start..<end` ends with the first bytes of a UTF-8 sequence (or a continuation byte
    /// with no lead byte): a following string could complete it.
    private static func endsInsideSequence(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
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

    /// Stores the span of the field being read into the pending entry.
    private mutating func finalizeField() {
        let field: POFieldSpan
        switch target {
        case .none, .skip:
            target = .none
            return
        case .field(_, let index):
            field = span(pluralIndex: index)
        case .previous:
            field = span(pluralIndex: nil)
        }
        switch target {
        case .field(let keyword, let index):
            switch keyword {
            case .msgctxt: pending.context = field
            case .msgid: pending.id = field
            case .msgid_plural: pending.idPlural = field
            case .msgstr: if index == nil { pending.translation = field } else { pending.plurals.append(field) }
            }
        case .previous(let keyword):
            switch keyword {
            case .msgctxt: pending.previousContext = field
            case .msgid: pending.previousID = field
            case .msgid_plural: pending.previousIDPlural = field
            case .msgstr: break
            }
        case .none, .skip: break
        }
        target = .none
        directRange = nil
        segmentCount = 0
    }

    /// Where the value of the field being read is: its only segment in the input, else its
    /// joined bytes in `pending.text`.
    @inline(__always)
    private func span(pluralIndex: Int?) -> POFieldSpan {
        let inText = directRange == nil && segmentCount > 0
        let value = inText ? textStart..<text.count : (directRange ?? fieldStart..<fieldStart)
        return POFieldSpan(
            value: value, inText: inText, joinMayHideInvalidBytes: inText && joinMayHideInvalidBytes,
            range: fieldStart..<fieldEnd, position: fieldPosition, pluralIndex: pluralIndex)
    }

    /// Ends the pending entry. Comments alone stay pending (they become the next entry's or the trailer).
    private mutating func finishEntry() {
        finalizeField()
        guard pending.hasKeyword else { return }
        guard let id = pending.id else {
            if let context = pending.context {
                diagnostics.append(Diagnostic(.poUnexpectedKeyword, at: context.position.location(path), "'msgctxt' without a msgid after it"))
            } else {
                // `#|` lines with no entry after them: keep them as comments of the next entry.
                return
            }
            // Its bytes join the next entry's leading text, so nothing is lost.
            pending.reset(lastContentEnd: pending.lastContentEnd)
            text.removeAll()
            return
        }
        if !pending.hasString {
            diagnostics.append(Diagnostic(.poMissingMsgstr, at: id.position.location(path), "the entry has no msgstr"))
        }
        let isHeader = headerIndex == nil && !pending.isObsolete && pending.context == nil && id.value.isEmpty
        if isHeader { headerIndex = entryCount }
        strings.text = text.bytes
        // In place: passed by value, the entry (about 500 bytes and two arrays) was copied for the call.
        let range = entryStart..<pending.lastContentEnd
        sink.add(&pending, id: id, range: range, isHeader: isHeader, strings: strings)
        entryCount += 1
        entryStart = pending.lastContentEnd
        pending.reset(lastContentEnd: entryStart)
        text.removeAll()
    }

    // MARK: Helpers

    /// Reports a bad line and skips it and the string lines that continue it. Out of line, as
    /// `report`, so the lines that call it keep their registers for the common case.
    @inline(never)
    private mutating func error(_ rule: DiagnosticRule, at offset: Int, _ message: String, _ next: Int) {
        finalizeField()
        diagnostics.append(Diagnostic(rule, at: location(offset), message))
        target = .skip
        pending.lastContentEnd = next
    }

    /// Reports a finding at `offset` on the current line.
    @inline(never)
    private mutating func report(_ rule: DiagnosticRule, at offset: Int, _ message: @autoclosure () -> String) {
        diagnostics.append(Diagnostic(rule, at: location(offset), message()))
    }

    // Inlined: called out of line, the optimizer copies the whole parser to pass `self`.
    @inline(__always)
    private func decode(_ start: Int, _ end: Int) -> String {
        charset.decode(UnsafeBufferPointer(rebasing: buf[start..<end]))
    }

    /// The position of `offset` on the current line; columns count characters.
    @inline(__always)
    private func position(_ offset: Int) -> POPosition {
        var column = 1
        if charset.isSingleByte {
            column = offset - lineStart + 1
        } else if steppedCharset != nil {
            column += charset.characterCount(buf, lineStart, offset)
        } else {
            var i = lineStart
            while i < offset {
                if buf[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        return POPosition(line: lineNumber, column: column)
    }

    /// The location of a finding at `offset`. Columns are counted on from the previous finding's
    /// on the same line, so a line with many findings is read once, not once per finding.
    private func location(_ offset: Int) -> SourceLocation {
        let cache = columnCache
        guard !charset.isSingleByte, cache.lineStart == lineStart, cache.offset <= offset else {
            let found = position(offset)
            (cache.lineStart, cache.offset, cache.column) = (lineStart, offset, Int(found.column))
            return found.location(path)
        }
        let column = cache.column + charset.characterCount(buf, cache.offset, offset)
        (cache.offset, cache.column) = (offset, column)
        return POPosition(line: lineNumber, column: column).location(path)
    }

    @inline(__always)
    private func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || (b >= 0x30 && b <= 0x39)
    }

    /// `msgid`, `msgstr` or `msgctxt` at `p`, followed on its line by a blank, a quote or (after
    /// `msgstr`) `[`, and the keyword's length; nil for anything else, which the word scan reads.
    /// One eight-byte load: the scan and `keyword(_:_:_:)` cost a hundred instructions a line.
    @inline(__always)
    private static func commonKeyword(_ buf: UnsafeBufferPointer<UInt8>, _ p: Int, _ end: Int) -> (POField.Keyword, Int)? {
        guard p + 8 <= buf.count, let base = buf.baseAddress else { return nil }
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
    private static func keyword(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> POField.Keyword? {
        let length = end - start
        guard length >= 5, length <= 12, let base = buf.baseAddress else { return nil }
        let head = min(length, 8)
        var first: UInt64
        if start + 8 <= buf.count {
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

    private static func hexValue(_ b: UInt8) -> Int? {
        switch b {
        case 0x30...0x39: Int(b - 0x30)
        case 0x41...0x46: Int(b - 0x41 + 10)
        case 0x61...0x66: Int(b - 0x61 + 10)
        default: nil
        }
    }
}

/// Receives the entries `POParser` reads, in file order.
protocol POParserSink {
    /// Takes a finished entry, whose strings `strings` decodes (valid during the call only).
    /// `id` is `entry.id`; `isHeader` marks the header entry. `entry` is passed in place so it
    /// is not copied; the sink does not change it.
    mutating func add(_ entry: inout POPendingEntry, id: POFieldSpan, range: Range<Int>, isHeader: Bool, strings: POStrings)
    /// Room for about `count` entries.
    mutating func reserve(_ count: Int)
    /// True when the rest of the file need not be parsed (checked before each line).
    var isDone: Bool { get }
}

extension POParserSink {
    var isDone: Bool { false }
}

/// A line and a character column, 1-based; kept small and path-free until a `SourceLocation` is needed.
struct POPosition: Sendable, Hashable {
    var line: Int32
    var column: Int32

    init(line: Int, column: Int) {
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    init(_ location: SourceLocation) {
        self.init(line: location.line, column: location.column)
    }

    func location(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: Int(line), column: Int(column))
    }
}

/// A keyword's string as read, not yet decoded: where its value's bytes are (escapes resolved,
/// continuation strings joined), its own bytes (keyword line to last continuation line, newline
/// included) and where the keyword starts.
struct POFieldSpan {
    /// In the input, or in the entry's `text` when `inText`.
    var value: Range<Int>
    var inText: Bool
    /// The joined value may be valid where the strings as written are not: an escape made a byte
    /// above 0x7F, or a string ended inside a multibyte sequence (the next one may complete it).
    var joinMayHideInvalidBytes = false
    var range: Range<Int>
    var position: POPosition
    /// N of `msgstr[N]`.
    var pluralIndex: Int?
}

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

/// Decodes the strings of the pending entry, in the file's charset.
struct POStrings {
    let source: UnsafeBufferPointer<UInt8>
    /// The pending entry's joined field bytes (set for each entry, valid during `add`).
    var text: UnsafeBufferPointer<UInt8>
    let charset: POCharset
    /// Where fields that do not decode are recorded, to be reported. Not retained: the parser
    /// that owns it outlives its `POStrings`, which sinks use only during `add`.
    unowned(unsafe) let invalidBytes: POInvalidBytes

    /// The field's value; bytes that are not characters in the charset read as U+FFFD.
    @inline(__always)
    func value(_ field: POFieldSpan) -> String {
        let bytes = self.bytes(field)
        // The usual charset is checked and made here, not through the charset's switch.
        let decoded: String?
        if case .utf8 = charset {
            let check = UTF8Validation.check(bytes)
            decoded = check.firstInvalid == nil ? UTF8Validation.string(validated: bytes, isASCII: check.isASCII) : nil
        } else {
            decoded = charset.decodeIfValid(bytes)
        }
        if let valid = decoded {
            // A value joined from escapes or several strings can decode when its source does
            // not (`"\303\xa9"` holds a raw 0xA9 after an escape): the source is what is checked.
            if field.joinMayHideInvalidBytes, !sourceIsValid(field) { invalidBytes.record(field) }
            return valid
        }
        invalidBytes.record(field)
        return charset.decode(bytes)
    }

    /// `value(field)` for a msgid, taken from `cache` when an earlier file had the same one.
    /// `hash`: of the field's bytes (with its msgctxt's, as `FirstDefinitions.byteHash` makes it).
    @inline(__always)
    func key(_ field: POFieldSpan, hash: UInt64, cache: KeyCache) -> String {
        guard case .utf8 = charset, !field.joinMayHideInvalidBytes else { return value(field) }
        let bytes = self.bytes(field)
        guard !bytes.isEmpty else { return value(field) }
        if let known = cache.key(bytes, hash: hash) { return known }
        let check = UTF8Validation.check(bytes)
        guard check.firstInvalid == nil else { return value(field) }
        let made = UTF8Validation.string(validated: bytes, isASCII: check.isASCII)
        cache.store(made, bytes, hash: hash)
        return made
    }

    /// The field's value as bytes, escapes resolved, not decoded.
    @inline(__always)
    func bytes(_ field: POFieldSpan) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: (field.inText ? text : source)[field.value])
    }

    /// Whether the field's lines, as written, hold only characters of the charset.
    private func sourceIsValid(_ field: POFieldSpan) -> Bool {
        let lines = UnsafeBufferPointer(rebasing: source[field.range.clamped(to: 0..<source.count)])
        return switch charset {
        case .utf8, .unknown: SourceDecoder.firstInvalidUTF8Offset(lines) == nil
        case .latin1: true
        case .singleByte(let single): lines.allSatisfy { single.scalar($0) != nil }
        case .multiByte(let multi): multi.isValid(lines)
        }
    }

    /// Checks the bytes of a field whose value is not kept (a template's msgstr).
    func check(_ field: POFieldSpan?) {
        guard let field, !sourceIsValid(field) else { return }
        invalidBytes.record(field)
    }

    @inline(__always)
    func value(_ field: POFieldSpan?) -> String? {
        field.map(value)
    }

    @inline(__always)
    func string(_ start: Int, _ end: Int) -> String {
        charset.decode(UnsafeBufferPointer(rebasing: source[start..<end]))
    }

    /// Appends the entry's comments to `comments`, by kind, in file order: references split at
    /// blanks, flags at commas.
    func appendComments(of entry: POPendingEntry, to translator: inout [String], _ extracted: inout [String],
                        _ references: inout [String], _ flags: inout [String]) {
        for comment in entry.comments {
            switch comment.kind {
            case .translator: translator.append(string(comment.start, comment.end))
            case .extracted: extracted.append(string(comment.start, comment.end))
            case .references: POCommentSpan.forEachReference(source, comment.start, comment.end) { references.append(string($0, $1)) }
            case .flags: POCommentSpan.forEachFlag(source, comment.start, comment.end) { flags.append(string($0, $1)) }
            }
        }
    }
}

/// A line start, an offset on that line and the offset's column.
final class ColumnCache {
    var lineStart = -1
    var offset = 0
    var column = 1
}

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

/// The entry being read. Its arrays keep their room from entry to entry (`reset`).
struct POPendingEntry {
    var isObsolete = false
    var hasComments = false
    var hasContext = false, hasID = false, hasIDPlural = false, hasPlainString = false, hasPluralStrings = false
    /// A `#,` line holds `fuzzy`.
    var isFuzzy = false
    var comments: [POCommentSpan] = []
    var previousContext: POFieldSpan?, previousID: POFieldSpan?, previousIDPlural: POFieldSpan?
    var context: POFieldSpan?, id: POFieldSpan?, idPlural: POFieldSpan?, translation: POFieldSpan?
    var plurals: [POFieldSpan] = []
    /// Where the msgid (or the first keyword) is.
    var position: POPosition?
    var lastContentEnd = 0

    var hasKeyword: Bool { hasContext || hasID || previousContext != nil || previousID != nil || previousIDPlural != nil }
    var hasString: Bool { hasPlainString || hasPluralStrings }

    /// Empties the entry for the next one, keeping the arrays' room.
    mutating func reset(lastContentEnd: Int) {
        isObsolete = false
        hasComments = false
        hasContext = false; hasID = false; hasIDPlural = false; hasPlainString = false; hasPluralStrings = false
        isFuzzy = false
        // Most entries have no comments and no plurals: an empty array is not emptied again.
        if !comments.isEmpty { comments.removeAll(keepingCapacity: true) }
        previousContext = nil; previousID = nil; previousIDPlural = nil
        context = nil; id = nil; idPlural = nil; translation = nil
        if !plurals.isEmpty { plurals.removeAll(keepingCapacity: true) }
        position = nil
        self.lastContentEnd = lastContentEnd
    }
}
