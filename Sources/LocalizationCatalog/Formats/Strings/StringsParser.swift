/// One entry as the parser found it, as byte offsets into the decoded UTF-8 text.
struct StringsParsedEntry: Sendable {
    var key: String
    /// The decoded value; the key itself for the shorthand `"key";`.
    var value: String
    /// Where the trivia before this entry starts (the end of the previous entry, or 0).
    var leadingStart: Int
    /// The key as written, quotes included.
    var keyRange: Range<Int>
    /// The offset of `=`; nil for the shorthand.
    var equalsOffset: Int?
    /// The value as written, quotes included; nil for the shorthand.
    var valueRange: Range<Int>?
    /// The offset of `;`; nil when it is missing (reported, entry recovered).
    var semicolonOffset: Int?
    /// The content (between `/*` and `*/`) of the comment written just before the key.
    var commentRange: Range<Int>?
    /// The index of the previous entry with the same key, if any.
    var duplicateOf: Int?

    /// The offset just after the entry.
    var end: Int { semicolonOffset.map { $0 + 1 } ?? valueRange?.upperBound ?? keyRange.upperBound }
}

/// The `.strings` grammar of spec §6.1 (CFOldStylePList.c `parsePlistDictContent`), over the
/// decoded UTF-8 text, with error recovery.
///
/// Apple's loader gives up on the first error; this parser reports it and resynchronises at the
/// next line so the rest of the file is still checked. It never traps and does linear work.
enum StringsParser {
    static func parse(_ text: SourceText) -> (entries: [StringsParsedEntry], diagnostics: [Diagnostic]) {
        // The parser reads buf[pos] only after pos < n, and pos + k < n before a look-ahead.
        text.utf8.withUnsafeBufferPointer { buffer in
            var parser = Parser(buffer: buffer, text: text)
            parser.run()
            return (parser.entries, parser.diagnostics)
        }
    }

    /// What `skipTrivia` found.
    struct Trivia {
        /// The content range of the last `/* */` comment if at most one line break follows it.
        var attachedComment: Range<Int>?
        /// The offset of a `/*` that is never closed.
        var unterminatedComment: Int?
    }

    /// Skips whitespace (U+0009–U+000D, space, U+2028, U+2029) and `//`, `/* */` comments from `pos`.
    @inline(__always)
    static func skipTrivia(_ buf: UnsafeBufferPointer<UInt8>, _ pos: inout Int) -> Trivia {
        let n = buf.count
        var comment: Range<Int>?
        var lineBreaks = 0
        while pos < n {
            let b = buf[pos]
            if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
                if b == 0x0A { lineBreaks += 1 }
                pos += 1
            } else if b == 0xE2, pos + 2 < n, buf[pos + 1] == 0x80, buf[pos + 2] == 0xA8 || buf[pos + 2] == 0xA9 {
                lineBreaks += 1
                pos += 3
            } else if b == UInt8(ascii: "/"), pos + 1 < n, buf[pos + 1] == UInt8(ascii: "/") {
                pos = ByteSearch.first(0x0A, in: buf, from: pos + 2, to: n)
                comment = nil
            } else if b == UInt8(ascii: "/"), pos + 1 < n, buf[pos + 1] == UInt8(ascii: "*") {
                var i = ByteSearch.first(UInt8(ascii: "*"), in: buf, from: pos + 2, to: n)
                while i + 1 < n, buf[i + 1] != UInt8(ascii: "/") { i = ByteSearch.first(UInt8(ascii: "*"), in: buf, from: i + 1, to: n) }
                if i + 1 >= n { return Trivia(attachedComment: nil, unterminatedComment: pos) }
                comment = (pos + 2)..<i
                lineBreaks = 0
                pos = i + 2
            } else {
                break
            }
        }
        return Trivia(attachedComment: lineBreaks <= 1 ? comment : nil, unterminatedComment: nil)
    }

    private struct Token {
        var range: Range<Int>
        var quoted: Bool
        var hasEscape: Bool
        var spansLines: Bool
    }

    private struct Parser {
        let buf: UnsafeBufferPointer<UInt8>
        let text: SourceText
        var entries: [StringsParsedEntry] = []
        var diagnostics: [Diagnostic] = []
        var latestIndex: StringsKeyIndex
        /// Keys made by earlier reads on this thread: every `.lproj` of a bundle repeats them.
        let keys = KeyCache.forThisThread

        init(buffer: UnsafeBufferPointer<UInt8>, text: SourceText) {
            self.buf = buffer
            self.text = text
            // Start small: the table grows, and a big table costs cache misses.
            let expected = min(buffer.count / 40 + 16, 1 << 24)
            entries.reserveCapacity(expected)
            latestIndex = StringsKeyIndex(expectedCount: min(expected, 4096))
        }

        var hasWholeTableNote = false

        static let wholeTableNote = Diagnostic.Note(
            "Apple's loader abandons the whole file on this error (CFOldStylePList.c): at run time every key of this table shows as its key")

        mutating func run() {
            let n = buf.count
            var pos = 0
            var previousEnd = 0
            // The `;` of the previous entry, while nothing has gone wrong since it.
            var lastSemicolon: Int?
            while true {
                let trivia = StringsParser.skipTrivia(buf, &pos)
                if let open = trivia.unterminatedComment {
                    var message = "this comment has no closing */"
                    var notes = [Parser.wholeTableNote]
                    if let semicolon = lastSemicolon {
                        message += "; Apple's loader ignores everything after line \(text.line(at: semicolon))"
                        notes = []
                    }
                    report(.stringsUnterminatedComment, at: open, message, notes: notes)
                    return
                }
                if pos >= n { return }
                let keyStart = pos
                let c = buf[pos]
                guard c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || StringsEscapes.isUnquotedCharacter(c) else {
                    if let semicolon = lastSemicolon {
                        report(.stringsTrailingContent, at: pos,
                               "unexpected \(describe(pos)) after a complete entry; Apple's loader ignores everything after line \(text.line(at: semicolon))")
                    } else {
                        report(.stringsUnexpectedCharacter, at: pos,
                               "expected a key (a quoted string or [A-Za-z0-9_$/:.-]), found \(describe(pos))",
                               notes: [Parser.wholeTableNote])
                    }
                    lastSemicolon = nil
                    pos = nextLine(after: pos)
                    continue
                }
                lastSemicolon = nil
                guard let key = scanToken(&pos) else {
                    report(.stringsUnterminatedString, at: keyStart, "this string has no closing quote", notes: [Parser.wholeTableNote])
                    pos = nextLine(after: keyStart)
                    continue
                }
                let comment = trivia.attachedComment

                if let open = skip(&pos) { reportComment(open); return }
                var equalsOffset: Int?
                if pos < n, buf[pos] == UInt8(ascii: ";") {
                    // Shorthand `"key";`: the value is the key.
                    let (keyText, keyHash) = keyString(key)
                    add(StringsParsedEntry(
                        key: keyText, value: keyText, leadingStart: previousEnd, keyRange: key.range,
                        equalsOffset: nil, valueRange: nil, semicolonOffset: pos, commentRange: comment), keyHash: keyHash)
                    lastSemicolon = pos
                    pos += 1
                    previousEnd = pos
                    continue
                } else if pos < n, buf[pos] == UInt8(ascii: "=") {
                    equalsOffset = pos
                    pos += 1
                } else {
                    pos = fail(after: key, at: pos, .stringsMissingEquals, expected: "'=' or ';' after the key")
                    continue
                }

                if let open = skip(&pos) { reportComment(open); return }
                let valueStart = pos
                guard pos < n else {
                    report(.stringsMissingValue, at: pos, "expected a value after '=', found the end of the file",
                           notes: [Parser.wholeTableNote])
                    return
                }
                let v = buf[pos]
                if v == UInt8(ascii: "(") || v == UInt8(ascii: "{") || v == UInt8(ascii: "<") {
                    report(.stringsUnsupportedValue, at: pos,
                           "an array, dictionary or data value is a valid property list but not a localized string",
                           notes: [Diagnostic.Note("Bundle lookups return it as a non-string, and this checker skips it")])
                    pos = nextLine(after: pos)
                    continue
                }
                guard v == UInt8(ascii: "\"") || v == UInt8(ascii: "'") || StringsEscapes.isUnquotedCharacter(v) else {
                    report(.stringsMissingValue, at: pos, "expected a value after '=', found \(describe(pos))",
                           notes: [Parser.wholeTableNote])
                    pos = nextLine(after: pos)
                    continue
                }
                guard let value = scanToken(&pos) else {
                    report(.stringsUnterminatedString, at: valueStart, "this string has no closing quote", notes: [Parser.wholeTableNote])
                    pos = nextLine(after: valueStart)
                    continue
                }

                if let open = skip(&pos) { reportComment(open); return }
                if pos < n, buf[pos] == UInt8(ascii: ";") {
                    let (keyText, keyHash) = keyString(key)
                    add(StringsParsedEntry(
                        key: keyText, value: string(value), leadingStart: previousEnd, keyRange: key.range,
                        equalsOffset: equalsOffset, valueRange: value.range, semicolonOffset: pos, commentRange: comment),
                        keyHash: keyHash)
                    lastSemicolon = pos
                    pos += 1
                    previousEnd = pos
                    continue
                }
                // No `;`. When the next thing starts on a later line (or the file ends), the entry is
                // clear enough to keep: report the missing `;` where it belongs and go on from there.
                let adjacent = pos == value.range.upperBound && pos < n
                if !(value.quoted && (adjacent || value.spansLines)),
                   pos >= n || contains(0x0A, in: value.range.upperBound..<pos) {
                    report(.stringsMissingSemicolon, at: value.range.upperBound,
                           "expected ';' after the value, found \(describe(pos))", notes: [Parser.wholeTableNote])
                    let (keyText, keyHash) = keyString(key)
                    add(StringsParsedEntry(
                        key: keyText, value: string(value), leadingStart: previousEnd, keyRange: key.range,
                        equalsOffset: equalsOffset, valueRange: value.range, semicolonOffset: nil, commentRange: comment),
                        keyHash: keyHash)
                    previousEnd = value.range.upperBound
                    continue
                }
                pos = fail(after: value, at: pos, .stringsMissingSemicolon, expected: "';' after the value")
            }
        }

        /// Reports what went wrong after `token` when `pos` holds neither of the expected
        /// characters, and returns where to resume: a quoted string that crossed a line break
        /// probably lacks its closing quote; one followed at once by text ended at an inner quote.
        mutating func fail(after token: Token, at pos: Int, _ rule: DiagnosticRule, expected: String) -> Int {
            let n = buf.count
            if token.quoted, token.spansLines {
                report(.stringsUnterminatedString, at: token.range.lowerBound,
                       "this string seems to have no closing quote: it runs across a line break into \(describe(pos))",
                       notes: [Parser.wholeTableNote])
                return nextLine(after: token.range.lowerBound)
            }
            if token.quoted, pos == token.range.upperBound, pos < n {
                let quote = token.range.upperBound - 1
                report(.stringsUnescapedQuote, at: quote,
                       "this quote ends the string, but \(describe(pos)) follows it; write a quote inside a string as \\\(Character(Unicode.Scalar(buf[quote])))",
                       notes: [Parser.wholeTableNote])
                return nextLine(after: quote)
            }
            // A missing `;` belongs right after the value; any other stray character is shown where it is.
            let at = rule == .stringsMissingSemicolon ? token.range.upperBound : pos
            report(rule, at: at, "expected \(expected), found \(describe(pos))", notes: [Parser.wholeTableNote])
            return nextLine(after: pos)
        }

        func skip(_ pos: inout Int) -> Int? {
            StringsParser.skipTrivia(buf, &pos).unterminatedComment
        }

        mutating func reportComment(_ open: Int) {
            report(.stringsUnterminatedComment, at: open, "this comment has no closing */", notes: [Parser.wholeTableNote])
        }

        /// Scans a quoted or unquoted string at `pos` (which starts one); nil if a quote is never closed.
        @inline(__always)
        func scanToken(_ pos: inout Int) -> Token? {
            let n = buf.count
            let start = pos
            let quote = buf[pos]
            if quote != UInt8(ascii: "\"") && quote != UInt8(ascii: "'") {
                while pos < n, StringsEscapes.isUnquotedCharacter(buf[pos]) { pos += 1 }
                return Token(range: start..<pos, quoted: false, hasEscape: false, spansLines: false)
            }
            var i = pos + 1
            var hasEscape = false
            var spansLines = false
            while i < n {
                i = ByteSearch.first(quote, UInt8(ascii: "\\"), 0x0A, in: buf, from: i, to: n)
                guard i < n else { break }
                let b = buf[i]
                if b == quote {
                    pos = i + 1
                    return Token(range: start..<pos, quoted: true, hasEscape: hasEscape, spansLines: spansLines)
                }
                if b == UInt8(ascii: "\\") {
                    hasEscape = true
                    i += 1
                    if i < n, buf[i] == 0x0A { spansLines = true }
                } else if b == 0x0A {
                    spansLines = true
                }
                i += 1
            }
            return nil
        }

        /// The text `token` stands for. The text is valid UTF-8 (`SourceDecoder` replaced what
        /// was not) and tokens end at ASCII bytes, so their bytes are not checked again.
        func string(_ token: Token) -> String {
            if !token.quoted {
                return UTF8Validation.string(validPiece: UnsafeBufferPointer(rebasing: buf[token.range]))
            }
            let content = UnsafeBufferPointer(rebasing: buf[(token.range.lowerBound + 1)..<(token.range.upperBound - 1)])
            return token.hasEscape ? StringsEscapes.unescape(content) : UTF8Validation.string(validPiece: content)
        }

        /// `string(token)` for a key, taken from `keys` when an earlier file had the same one,
        /// with the `StringsKeyIndex` hash of its UTF-8 when its bytes are that UTF-8 (no escape),
        /// which then serves both look-ups.
        func keyString(_ token: Token) -> (String, hash: UInt64?) {
            guard !token.hasEscape else { return (string(token), nil) }
            let range = token.quoted ? (token.range.lowerBound + 1)..<(token.range.upperBound - 1) : token.range
            let bytes = UnsafeBufferPointer(rebasing: buf[range])
            guard !bytes.isEmpty else { return (string(token), nil) }
            let hash = StringsKeyIndex.hash(bytes)
            if let known = keys.key(bytes, hash: hash) { return (known, hash) }
            let made = UTF8Validation.string(validPiece: bytes)
            keys.store(made, bytes, hash: hash)
            return (made, hash)
        }

        // `consuming`: appended without a copy of the entry (a copy per entry was a twentieth of reading).
        // `keyHash`: `StringsKeyIndex.hash` of the key, when known.
        mutating func add(_ entry: consuming StringsParsedEntry, keyHash: UInt64? = nil) {
            let index = entries.count
            let hash = keyHash ?? StringsKeyIndex.hash(entry.key)
            entries.append(consume entry)
            let key = entries[index].key
            let previous = latestIndex.insert(key, hash: hash, index: index) { [entries] in entries[$0].key }
            guard let previous else { return }
            entries[index].duplicateOf = previous
            let first = text.location(at: entries[previous].keyRange.lowerBound)
            report(.stringsDuplicateKey, at: entries[index].keyRange.lowerBound,
                   "duplicate key \(quotedForMessage(key)): this value replaces the one on line \(first.line) (the last one wins)",
                   notes: [Diagnostic.Note("previous value of \(quotedForMessage(key))", at: first)])
        }

        mutating func report(_ rule: DiagnosticRule, at offset: Int, _ message: String, notes: [Diagnostic.Note] = []) {
            // The whole-table note is said once per file, on the first error that earns it.
            var notes = notes
            if notes.contains(Parser.wholeTableNote) {
                if hasWholeTableNote { notes.removeAll { $0 == Parser.wholeTableNote } }
                hasWholeTableNote = true
            }
            diagnostics.append(Diagnostic(rule, at: text.location(at: offset), message, notes: notes))
        }

        /// The start of the line after the one holding `offset` (or the end of the text).
        func nextLine(after offset: Int) -> Int {
            var i = offset
            while i < buf.count, buf[i] != 0x0A { i += 1 }
            return min(i + 1, buf.count)
        }

        func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
            for i in range where buf[i] == byte { return true }
            return false
        }

        /// `'x'` for the character at `offset`, or "the end of the file".
        func describe(_ offset: Int) -> String {
            guard offset < buf.count else { return "the end of the file" }
            var end = offset + 1
            while end < buf.count, buf[end] & 0xC0 == 0x80 { end += 1 }
            let character = String(decoding: UnsafeBufferPointer(rebasing: buf[offset..<end]), as: UTF8.self)
            switch character {
            case "\n": return "a line break"
            case "'": return "\"'\""
            default: return "'\(character)'"
            }
        }

        func quotedForMessage(_ key: String) -> String {
            "\"" + (key.count > 60 ? String(key.prefix(60)) + "…" : key) + "\""
        }
    }
}
