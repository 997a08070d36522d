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
///
/// This file is the state machine: which line starts, continues or ends which entry, and what
/// is reported. Lexing is `POLineScanner`'s, escapes `POStringLiteral`'s, the entry being read a
/// `POPendingEntry`. Every line goes through the same grammar, whether `POLineScanner.simpleLine`
/// lexed it from one search or `processLine` from its line feed.
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
        // Lines are read in start..<end, end <= buf.count; a look past end checks end < buf.count first.
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
            // Most lines are lexed from one search for their closing quote, which also finds
            // where they end; the others are split at their line feed first. Both go to the
            // same grammar below.
            if let line = POLineScanner.simpleLine(buf, pos, byteAtATime: steppedCharset == nil) {
                simpleLine(line.token, pos, line.end, line.next)
                pos = line.next
                lineNumber += 1
                continue
            }
            let end = POLineScanner.lineEnd(buf, from: pos)
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

    private mutating func processLine(_ start: Int, _ end: Int, _ next: Int) {
        var p = start
        while p < end, buf[p] == 0x20 || buf[p] == 0x09 { p += 1 }
        if p == end {
            blankLine()
            return
        }
        endEntryAfterBlank(p, end)
        if buf[p] == UInt8(ascii: "#") {
            hashLine(p, end, next, obsolete: false)
            return
        }
        keywordLine(p, end, next, obsolete: false, previous: false)
    }

    /// A line `POLineScanner.simpleLine` lexed, taken as `processLine` and `keywordLine` take it.
    @inline(__always)
    private mutating func simpleLine(_ token: POLineScanner.SimpleLine, _ start: Int, _ end: Int, _ next: Int) {
        switch token {
        case .blank:
            blankLine()
        case .string:
            endEntryAfterBlank(start, end)
            continuation(start, end, next, obsolete: false, previous: false, knownClose: end - 1)
        case .keyword(let keyword, let index, let quote):
            endEntryAfterBlank(start, end)
            startField(keyword, index, at: start, quote: quote, end, next, obsolete: false, previous: false, knownClose: end - 1)
        }
    }

    /// Blank line: ends an entry that has its msgstr, unless a string follows: to gettext's
    /// grammar blank lines between the strings of one field are white space (msgcat joins
    /// them). Either way it belongs to the next entry as trivia.
    @inline(__always)
    private mutating func blankLine() {
        if pending.hasString { blankAfterString = true }
    }

    /// After a blank line that followed a msgstr, the line whose text starts at `p` ends the
    /// entry unless it continues the field.
    @inline(__always)
    private mutating func endEntryAfterBlank(_ p: Int, _ end: Int) {
        guard blankAfterString else { return }
        blankAfterString = false
        if !continuesField(p, end) { finishEntry() }
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
              POLineScanner.endsInLoneBackslash(buf, steppedCharset, start, end, inString: false) {
            diagnostics.append(Diagnostic(
                .poCommentContinued, at: location(end - 1),
                "the comment ends in a backslash, so gettext reads the next line as part of it"))
            addComment(kind, start, end - 1)
            let continued = POLineScanner.line(buf, startingAt: next)
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
        if let (common, length) = POLineScanner.commonKeyword(buf, p, end) {
            keyword = common
            p += length
        } else {
            while p < end, POLineScanner.isWordByte(buf[p]) { p += 1 }
            keyword = POLineScanner.keyword(buf, wordStart, p)
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
        let stringOnLaterLine = p == end && POLineScanner.stringLineFollows(buf, next, obsolete: obsolete, previous: previous)
        guard stringOnLaterLine || (p < end && buf[p] == UInt8(ascii: "\"")) else {
            error(.poUnexpectedKeyword, at: p, "'\(decode(wordStart, p))' must be followed by a quoted string", next)
            return
        }
        startField(
            keyword, index, at: wordStart, quote: stringOnLaterLine ? nil : p, end, next, obsolete: obsolete, previous: previous,
            knownClose: nil)
    }

    /// Starts the field of the keyword at `wordStart`, lexed by `keywordLine` or
    /// `POLineScanner.simpleLine`, and reads its string, which opens at `quote` (nil: on a later
    /// line). `knownClose`: where the lexer found the string closing, with nothing after it.
    private mutating func startField(
        _ keyword: POField.Keyword, _ index: Int?, at wordStart: Int, quote: Int?, _ end: Int, _ next: Int,
        obsolete: Bool, previous: Bool, knownClose: Int?
    ) {
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
        guard let quote else {
            fieldEnd = next
            return
        }
        readString(quote, end, next, knownClose: knownClose)
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

    /// A string line: it continues the field being read, or is reported. `knownClose` as for `startField`.
    private mutating func continuation(_ quote: Int, _ end: Int, _ next: Int, obsolete: Bool, previous: Bool, knownClose: Int? = nil) {
        switch target {
        case .skip:
            pending.lastContentEnd = next
        case .field where !previous && obsolete == pending.isObsolete, .previous where previous:
            pending.lastContentEnd = next
            readString(quote, end, next, knownClose: knownClose)
        default:
            finalizeField()
            error(.poStrayString, at: quote, "a string that continues no msgctxt, msgid or msgstr", next)
        }
    }

    /// Reads the quoted string starting at `quote` into the current field, and the strings after
    /// it on the line. A string whose line ends in a backslash goes on at the start of the next
    /// line: gettext's lexer drops a backslash before a line break wherever it is.
    /// `knownClose`: the closing quote, when the line's lexer has found it already.
    private mutating func readString(_ quote: Int, _ end: Int, _ next: Int, knownClose: Int? = nil) {
        // Most strings have no escape and close before the end of their line, with nothing after.
        if steppedCharset == nil {
            let close = knownClose ?? ByteSearch.first(UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\\"), in: buf, from: quote + 1, to: end)
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
                (i, hasEscape, closed) = POLineScanner.scanCharacters(buf, steppedCharset, from: i, to: end)
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
            if !closed, let line = POLineScanner.continuedLine(buf, steppedCharset, after: quote, end) {
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
               POLineScanner.endsInLoneBackslash(buf, steppedCharset, quote + 1, end, inString: true) {
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
                if q < buf.count, buf[q] == UInt8(ascii: "\""), let line = POLineScanner.continuedLine(buf, steppedCharset, after: j - 1, end) {
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

    /// Makes `line`, which continues the one before, the current line; the line loop goes on after it.
    private mutating func enterContinuedLine(_ line: (start: Int, end: Int, next: Int)) {
        lineNumber += 1
        lineStart = line.start
        resumeAt = line.next
        pending.lastContentEnd = line.next
    }

    private mutating func appendSegment(_ start: Int, _ end: Int, hasEscape: Bool) {
        defer { segmentCount += 1 }
        if steppedCharset != nil {
            // A character split between two strings: the joined value may read where they do not.
            if segmentCount > 0, lastSegmentEndsHigh { joinMayHideInvalidBytes = true }
            lastSegmentEndsHigh = end > start && buf[end - 1] >= 0x80
        } else if end > start, buf[end - 1] >= 0x80, POStringLiteral.endsInsideSequence(buf, start, end) {
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
            let madeHighByte = POStringLiteral.unescape(
                buf, start, end, charset: charset, steppedCharset: steppedCharset, into: text,
                report: { diagnostics.append(Diagnostic(.poInvalidEscape, at: location($0), $1)) })
            if madeHighByte { joinMayHideInvalidBytes = true }
        } else {
            text.append(contentsOf: UnsafeBufferPointer(rebasing: buf[start..<end]))
        }
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
    /// joined bytes in `text`.
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

}
