import LocalizationCatalog

/// Decides, without the readers, whether a catalog cut at a byte offset is syntactically
/// incomplete, so that the truncation suite can demand an error there.
///
/// Deliberately simple scanners: they track only what tells a finished file from a cut one
/// (open strings, comments, entries without their end), not the whole grammar.
struct CutOracle: Sendable {
    let bytes: [UInt8]
    let format: CatalogFormat
    /// How the whole file is stored; a cut never changes it (the byte order mark comes first).
    let encoding: TextEncoding

    init(_ bytes: [UInt8], format: CatalogFormat, encoding: TextEncoding) {
        self.bytes = bytes
        self.format = format
        self.encoding = encoding
    }

    /// Whether the file cut before `offset` lacks something its grammar needs (a closing
    /// quote, brace, tag or semicolon, a msgstr), so that a reader must report an error. A cut
    /// inside a character is `splitsCharacter(at:)`.
    func isIncomplete(cutAt offset: Int) -> Bool {
        let prefix = Array(bytes[..<offset])
        switch format {
        case .xcstrings, .stringsdict:
            // A JSON document or an XML root element is unfinished until its last character.
            return bytes[offset...].contains { !Self.isWhitespace($0) }
        case .strings:
            return !StringsScanner.endsBetweenEntries(Specimen.decoded(prefix, path: "", format: format).utf8)
        case .po, .pot:
            return !POScanner.endsBetweenEntries(Specimen.decoded(prefix, path: "", format: format).utf8)
        }
    }

    /// Whether `offset` falls inside one encoded character: within a UTF-8 sequence, a UTF-16
    /// code unit, or between the halves of a surrogate pair.
    func splitsCharacter(at offset: Int) -> Bool {
        guard offset > 0, offset < bytes.count else { return false }
        switch encoding {
        case .utf8:
            return bytes[offset] & 0xC0 == 0x80
        case .utf16LittleEndian, .utf16BigEndian:
            // A byte order mark has two bytes, so code units start at even offsets either way.
            if offset % 2 == 1 { return true }
            let high = if case .utf16LittleEndian = encoding { bytes[offset - 1] } else { bytes[offset - 2] }
            return (0xD8...0xDB).contains(high)
        case .utf32LittleEndian, .utf32BigEndian:
            return offset % 4 != 0
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

/// Where a `.strings` text stands at a point: between entries, or inside an entry, a string or
/// a comment.
enum StringsScanner {
    enum State { case between, entry, quoted, blockComment, lineComment }

    /// True when the text ends between entries (a `//` comment running to the end counts).
    static func endsBetweenEntries(_ text: [UInt8]) -> Bool {
        let (state, resume) = state(of: text, at: text.count)
        return state == .between || (state == .lineComment && resume == .between)
    }

    /// Whether byte `offset` of `text` lies inside a `/* */` or `//` comment.
    static func isInComment(_ text: [UInt8], at offset: Int) -> Bool {
        let (state, _) = state(of: text, at: offset)
        return state == .blockComment || state == .lineComment
    }

    /// The state before byte `offset`, and the state a comment or string open there returns to.
    static func state(of text: [UInt8], at offset: Int) -> (state: State, resume: State) {
        var state = State.between
        var resume = State.between
        var i = 0
        while i < min(offset, text.count) {
            let byte = text[i]
            let next: UInt8? = i + 1 < text.count ? text[i + 1] : nil
            switch state {
            case .between, .entry:
                if CutOracle.isWhitespace(byte) || byte == 0x0B || byte == 0x0C {
                    i += 1
                } else if byte == 0xE2, i + 2 < text.count, text[i + 1] == 0x80, text[i + 2] == 0xA8 || text[i + 2] == 0xA9 {
                    i += 3  // U+2028 and U+2029 are white space to Apple's parser
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    (resume, state) = (state, .blockComment)
                    i += 2
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                    (resume, state) = (state, .lineComment)
                    i += 2
                } else if byte == UInt8(ascii: "\"") {
                    (resume, state) = (.entry, .quoted)
                    i += 1
                } else {
                    state = byte == UInt8(ascii: ";") && state == .entry ? .between : .entry
                    i += 1
                }
            case .quoted:
                if byte == UInt8(ascii: "\\") {
                    i += 2
                } else {
                    if byte == UInt8(ascii: "\"") { state = resume }
                    i += 1
                }
            case .blockComment:
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                    state = resume
                    i += 2
                } else {
                    i += 1
                }
            case .lineComment:
                if byte == 0x0A { state = resume }
                i += 1
            }
        }
        return (state, resume)
    }
}

/// Where a PO text stands at its end: between entries, or inside a string, a keyword, or an
/// entry that has its msgid but not yet a msgstr.
enum POScanner {
    static let keywords: Set<String> = ["msgctxt", "msgid", "msgid_plural", "msgstr"]

    /// True when the text ends where an entry may end (or before the first one).
    static func endsBetweenEntries(_ text: [UInt8]) -> Bool {
        var awaitingMsgstr = false
        for line in text.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var body = line.drop { CutOracle.isWhitespace($0) }
            if body.starts(with: Array("#~".utf8)) {
                // Obsolete entries keep the grammar behind their marker.
                body = body.dropFirst(2).drop { CutOracle.isWhitespace($0) }
                if body.first == UInt8(ascii: "|") { continue }
            } else if body.first == UInt8(ascii: "#") || body.isEmpty {
                continue
            }
            if body.first == UInt8(ascii: "\"") {
                if !closesString(body) { return false }
                continue
            }
            let word = body.prefix { !CutOracle.isWhitespace($0) && $0 != UInt8(ascii: "\"") }
            let name = String(decoding: word, as: UTF8.self)
            let keyword = name.hasPrefix("msgstr[") && name.hasSuffix("]") ? "msgstr" : name
            guard keywords.contains(keyword) else { return false }
            guard let quote = body.firstIndex(of: UInt8(ascii: "\"")), closesString(body[quote...]) else { return false }
            awaitingMsgstr = keyword != "msgstr"
        }
        return !awaitingMsgstr
    }

    /// Whether the string opening `text` (at its first byte, a quote) is closed on this line.
    private static func closesString(_ text: ArraySlice<UInt8>) -> Bool {
        var i = text.startIndex + 1
        while i < text.endIndex {
            if text[i] == UInt8(ascii: "\\") {
                i += 2
            } else if text[i] == UInt8(ascii: "\"") {
                return true
            } else {
                i += 1
            }
        }
        return false
    }
}
