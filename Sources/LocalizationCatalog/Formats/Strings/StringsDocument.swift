/// A `.strings` file as a lossless syntax tree: its entries, each with the trivia (whitespace,
/// comments, and any unparsable text) before it and the raw spelling of its key and value, plus
/// the trivia after the last entry and the file's encoding.
///
/// `StringsWriter.write` serialises the tree; for a file read without change it gives the same
/// bytes back (except for invalid UTF-8, which decoding has already replaced by U+FFFD). Entries
/// the parser could not read (reported as errors) stay in the trivia as written.
public struct StringsDocument: Sendable, Hashable {
    /// One `key = value;` or `key;`, laid out as
    /// `leadingTrivia key afterKey [= afterEquals value afterValue] [;]`.
    public struct Entry: Sendable, Hashable {
        /// Everything between the previous entry (or the file start) and the key.
        public var leadingTrivia: String
        public var key: StringsLiteral
        /// Between the key and `=` (or `;` in the shorthand).
        public var afterKey: String
        /// Between `=` and the value.
        public var afterEquals: String
        /// The value; nil for the shorthand `key;`, whose value is the key.
        public var value: StringsLiteral?
        /// Between the value and `;`.
        public var afterValue: String
        /// False when the `;` was missing (an error the reader reported); the writer keeps it missing.
        public var hasSemicolon: Bool

        public init(
            key: StringsLiteral, value: StringsLiteral?, leadingTrivia: String = "\n", afterKey: String = " ",
            afterEquals: String = " ", afterValue: String = "", hasSemicolon: Bool = true
        ) {
            self.leadingTrivia = leadingTrivia
            self.key = key
            self.afterKey = afterKey
            self.afterEquals = afterEquals
            self.value = value
            self.afterValue = afterValue
            self.hasSemicolon = hasSemicolon
        }

        /// The entry's value text (the key's for the shorthand).
        public var text: String { value?.text ?? key.text }

        /// Replaces the value, keeping its quoting style; a shorthand gains ` = value`.
        public mutating func setText(_ text: String) {
            if let value {
                self.value = StringsLiteral(text, quoting: value.quoting)
            } else {
                if afterKey.isEmpty { afterKey = " " }
                afterEquals = " "
                afterValue = ""
                value = StringsLiteral(text, quoting: key.quoting)
            }
        }

        /// The text of the `/* */` comment just before the key (at most one line break between),
        /// trimmed; the same comment the reader puts in `comments.extracted`.
        public var comment: String? {
            guard let range = attachedCommentRange() else { return nil }
            let bytes = Array(leadingTrivia.utf8)[range]
            return String(decoding: bytes, as: UTF8.self).trimmingASCIIWhitespace()
        }

        /// The UTF-8 offsets in `leadingTrivia` of the attached comment's content.
        func attachedCommentRange() -> Range<Int>? {
            let bytes = Array(leadingTrivia.utf8)
            // skipTrivia reads while pos < buf.count; the loop only steps past a byte when pos < buf.count.
            return bytes.withUnsafeBufferPointer { buf -> Range<Int>? in
                var pos = 0
                var attached: Range<Int>?
                while pos < buf.count {
                    let trivia = StringsParser.skipTrivia(buf, &pos)
                    attached = trivia.attachedComment
                    if trivia.unterminatedComment != nil { return nil }
                    if pos < buf.count { pos += 1; attached = nil }  // unparsable text kept as trivia
                }
                return attached
            }
        }
    }

    public var entries: [Entry]
    /// Everything after the last entry.
    public var trailingTrivia: String
    /// How the file is stored; the writer stores it the same way.
    public var encoding: TextEncoding

    public init(entries: [Entry] = [], trailingTrivia: String = "", encoding: TextEncoding = .utf8) {
        self.entries = entries
        self.trailingTrivia = trailingTrivia
        self.encoding = encoding
    }

    /// Parses `bytes` (the content of `path`) with the reader's grammar, returning the tree and the
    /// same diagnostics `StringsReader.read` gives (an empty file gives an empty tree).
    public static func parse(_ bytes: [UInt8], path: String = "") -> (document: StringsDocument, diagnostics: [Diagnostic]) {
        if bytes.isEmpty {
            return (StringsDocument(), [Diagnostic(.emptyFile, at: SourceLocation(file: path, line: 1, column: 1), "the file is empty")])
        }
        let (text, decodeDiagnostics) = SourceDecoder.decode(bytes, path: path)
        let (parsed, parseDiagnostics) = StringsParser.parse(text)
        // Every range sliced here is one StringsParser found in these same bytes.
        let document = text.utf8.withUnsafeBufferPointer { buf -> StringsDocument in
            func slice(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: buf[range]), as: UTF8.self)
            }
            func quoting(_ range: Range<Int>) -> StringsLiteral.Quoting {
                switch buf[range.lowerBound] {
                case UInt8(ascii: "\""): .double
                case UInt8(ascii: "'"): .single
                default: .none
                }
            }
            var entries: [Entry] = []
            entries.reserveCapacity(parsed.count)
            for item in parsed {
                let key = StringsLiteral(raw: slice(item.keyRange), text: item.key, quoting: quoting(item.keyRange))
                var entry = Entry(
                    key: key, value: nil, leadingTrivia: slice(item.leadingStart..<item.keyRange.lowerBound),
                    afterKey: "", afterEquals: "", afterValue: "", hasSemicolon: item.semicolonOffset != nil)
                if let equals = item.equalsOffset, let valueRange = item.valueRange {
                    entry.afterKey = slice(item.keyRange.upperBound..<equals)
                    entry.afterEquals = slice((equals + 1)..<valueRange.lowerBound)
                    entry.value = StringsLiteral(raw: slice(valueRange), text: item.value, quoting: quoting(valueRange))
                    entry.afterValue = slice(valueRange.upperBound..<(item.semicolonOffset ?? valueRange.upperBound))
                } else {
                    entry.afterKey = slice(item.keyRange.upperBound..<(item.semicolonOffset ?? item.keyRange.upperBound))
                }
                entries.append(entry)
            }
            return StringsDocument(
                entries: entries, trailingTrivia: slice((parsed.last?.end ?? 0)..<buf.count), encoding: text.encoding)
        }
        return (document, decodeDiagnostics + parseDiagnostics)
    }

    /// The value of `key` as Apple's loader sees it (the last entry with that key wins).
    public func value(forKey key: String) -> String? {
        entries.last { $0.key.text == key }?.text
    }

    /// Sets the value of the last entry with `key` (Apple reads that one), or appends an entry.
    public mutating func setValue(_ text: String, forKey key: String) {
        if let index = entries.lastIndex(where: { $0.key.text == key }) {
            entries[index].setText(text)
        } else {
            append(key: key, value: text)
        }
    }

    /// Appends `"key" = "value";` on a new line after the last entry, preceded by `/* comment */`
    /// (and a blank line) when a comment is given.
    public mutating func append(key: String, value: String, comment: String? = nil) {
        var leading = comment.map { "\n\n/* \($0.replacing("*/", with: "* /")) */\n" } ?? "\n"
        if entries.isEmpty {
            // The whole file so far is trivia: keep it before the new entry.
            let before = trailingTrivia.trimmingASCIIWhitespace()
            leading = before.isEmpty ? String(leading.drop { $0 == "\n" }) : before + leading
            trailingTrivia = "\n"
        }
        entries.append(Entry(key: StringsLiteral(key), value: StringsLiteral(value), leadingTrivia: leading))
    }

    /// Removes every entry with `key`, with its comment; text before the comment that is not
    /// whitespace (a file header, say) moves to the next entry. Returns how many were removed.
    @discardableResult
    public mutating func removeEntries(forKey key: String) -> Int {
        var removed = 0
        var index = 0
        while index < entries.count {
            guard entries[index].key.text == key else { index += 1; continue }
            let kept = entries[index].detachedLeadingTrivia
            entries.remove(at: index)
            removed += 1
            if !kept.trimmingASCIIWhitespace().isEmpty {
                if index < entries.count {
                    entries[index].leadingTrivia = kept + String(entries[index].leadingTrivia.drop { $0.isWhitespace })
                } else {
                    trailingTrivia = kept + String(trailingTrivia.drop { $0.isWhitespace })
                }
            }
        }
        return removed
    }
}

extension StringsDocument.Entry {
    /// The leading trivia before the attached comment (all of it when there is none).
    fileprivate var detachedLeadingTrivia: String {
        guard let range = attachedCommentRange() else { return leadingTrivia }
        return String(decoding: Array(leadingTrivia.utf8)[..<(range.lowerBound - 2)], as: UTF8.self)
    }
}

extension String {
    /// The string without ASCII whitespace (space, tab, line breaks) at either end.
    func trimmingASCIIWhitespace() -> String {
        let bytes = Array(utf8)
        var low = 0, high = bytes.count
        func space(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
        while low < high, space(bytes[low]) { low += 1 }
        while high > low, space(bytes[high - 1]) { high -= 1 }
        return String(decoding: bytes[low..<high], as: UTF8.self)
    }
}
