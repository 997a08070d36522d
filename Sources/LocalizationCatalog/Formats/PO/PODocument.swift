/// A lossless syntax model of one gettext PO or POT file (GNU gettext manual, "The Format of PO
/// Files").
///
/// Shape: `prefix` (a UTF-8 byte order mark, if any), then `entries` in file order, then
/// `trailer`. Every entry owns a contiguous byte range of `source` — its leading blank lines, its
/// comments, its keyword and continuation lines — and the ranges tile the file, so writing every
/// entry's raw bytes gives the file back byte for byte. The header entry (`msgid ""`) is an entry
/// here; `headerIndex` says which one.
///
/// Editing: assigning a field's `value` marks it edited; `POWriter` then writes that field as
/// `msgcat` would and keeps every other byte as read.
public struct PODocument: Sendable {
    public var path: String
    /// The bytes the document was read from; raw ranges point into it.
    public let source: [UInt8]
    /// Bytes before the first entry that are not text (a UTF-8 byte order mark).
    public var prefix: Range<Int>
    public var entries: [POEntry]
    /// Bytes after the last entry: blank lines and comments that precede no entry.
    public var trailer: Range<Int>
    /// The charset the strings were decoded with.
    public var charset: POCharset
    /// The index in `entries` of the header entry (the first non-obsolete `msgid ""` without msgctxt).
    public var headerIndex: Int?
    /// Syntax problems found while reading (the reader adds semantic checks on top).
    public var diagnostics: [Diagnostic]

    public init(
        path: String, source: [UInt8], prefix: Range<Int> = 0..<0, entries: [POEntry] = [],
        trailer: Range<Int> = 0..<0, charset: POCharset = .utf8, headerIndex: Int? = nil,
        diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.source = source
        self.prefix = prefix
        self.entries = entries
        self.trailer = trailer
        self.charset = charset
        self.headerIndex = headerIndex
        self.diagnostics = diagnostics
    }

    /// Reads `bytes` into a document. The charset comes from the header's `Content-Type` (see
    /// `POCharset`); syntax problems are in `diagnostics`. Never fails.
    public static func parse(_ bytes: [UInt8], path: String) -> PODocument {
        var document = parse(bytes, path: path, charset: .utf8)
        let declared = document.declaredCharset
        if declared != .utf8, declared.isDecodable {
            // Structure is ASCII in every supported charset, so only the strings change.
            document = parse(bytes, path: path, charset: declared)
        }
        return document
    }

    private static func parse(_ bytes: [UInt8], path: String, charset: POCharset) -> PODocument {
        let result = POParser.parse(bytes, path: path, charset: charset, into: POEntrySink(path: path))
        return PODocument(
            path: path, source: bytes, prefix: result.prefix, entries: result.sink.entries, trailer: result.trailer,
            charset: charset, headerIndex: result.headerIndex, diagnostics: result.diagnostics)
    }

    /// The header entry, if any.
    public var header: POEntry? {
        guard let headerIndex, entries.indices.contains(headerIndex) else { return nil }
        return entries[headerIndex]
    }

    /// The charset named by the header's `Content-Type` (`.utf8` when there is no header or no charset).
    public var declaredCharset: POCharset {
        guard let headerIndex, entries.indices.contains(headerIndex) else { return .utf8 }
        return POHeader.declaredCharset(entries[headerIndex].translation?.value ?? "")
    }
}

/// Builds the document's entries.
private struct POEntrySink: POParserSink {
    let path: String
    var entries: [POEntry] = []

    mutating func reserve(_ count: Int) { entries.reserveCapacity(count) }

    mutating func add(_ entry: inout POPendingEntry, id: POFieldSpan, range: Range<Int>, isHeader: Bool, strings: POStrings) {
        let path = path
        func field(_ keyword: POField.Keyword, _ parsed: POFieldSpan?) -> POField? {
            guard let parsed else { return nil }
            return POField(
                keyword: keyword, pluralIndex: parsed.pluralIndex, value: strings.value(parsed), range: parsed.range,
                location: parsed.position.location(path))
        }
        let plurals = entry.plurals.map {
            POField(keyword: .msgstr, pluralIndex: $0.pluralIndex, value: strings.value($0), range: $0.range,
                    location: $0.position.location(path))
        }
        var translator: [String] = [], extracted: [String] = [], references: [String] = [], flags: [String] = []
        strings.appendComments(of: entry, to: &translator, &extracted, &references, &flags)
        entries.append(POEntry(
            range: range, isObsolete: entry.isObsolete,
            translatorComments: translator, extractedComments: extracted, references: references, flags: flags, previousContext: strings.value(entry.previousContext),
            previousID: strings.value(entry.previousID), previousIDPlural: strings.value(entry.previousIDPlural),
            context: field(.msgctxt, entry.context), id: field(.msgid, id), idPlural: field(.msgid_plural, entry.idPlural),
            translation: field(.msgstr, entry.translation), pluralTranslations: plurals,
            location: (entry.position ?? id.position).location(path)))
    }
}

/// One PO entry: comments, keywords and strings, plus the raw bytes it was read from.
public struct POEntry: Sendable {
    /// The entry's bytes in `PODocument.source`, leading blank lines included; nil for an entry made in code.
    public var range: Range<Int>?
    /// A `#~` entry.
    public var isObsolete: Bool
    /// `# ` comments, without the `#` and one following space.
    public var translatorComments: [String]
    /// `#.` comments, without `#.` and one following space.
    public var extractedComments: [String]
    /// `#:` references, one per whitespace-separated item (`django/forms/fields.py:123`).
    public var references: [String]
    /// `#,` flags (`fuzzy`, `python-format`), in order, of the entry's last `#,` line: gettext's
    /// reader takes each `#,` line as replacing the ones before (the lines themselves stay in
    /// `PODocument.source`).
    public var flags: [String]
    /// `#| msgctxt`, `#| msgid`, `#| msgid_plural`: what the entry was before it became fuzzy.
    public var previousContext: String?
    public var previousID: String?
    public var previousIDPlural: String?
    public var context: POField?
    /// msgid; nil only in a malformed entry.
    public var id: POField?
    public var idPlural: POField?
    /// Plain `msgstr`.
    public var translation: POField?
    /// `msgstr[N]`, in file order.
    public var pluralTranslations: [POField]
    /// Where the entry's msgid (or its first keyword) is.
    public var location: SourceLocation

    public init(
        range: Range<Int>? = nil, isObsolete: Bool = false, translatorComments: [String] = [],
        extractedComments: [String] = [], references: [String] = [], flags: [String] = [],
        previousContext: String? = nil, previousID: String? = nil, previousIDPlural: String? = nil,
        context: POField? = nil, id: POField? = nil, idPlural: POField? = nil, translation: POField? = nil,
        pluralTranslations: [POField] = [], location: SourceLocation
    ) {
        self.range = range
        self.isObsolete = isObsolete
        self.translatorComments = translatorComments
        self.extractedComments = extractedComments
        self.references = references
        self.flags = flags
        self.previousContext = previousContext
        self.previousID = previousID
        self.previousIDPlural = previousIDPlural
        self.context = context
        self.id = id
        self.idPlural = idPlural
        self.translation = translation
        self.pluralTranslations = pluralTranslations
        self.location = location
    }

    public var isFuzzy: Bool { flags.contains("fuzzy") }


    /// Sets plain msgstr, or msgstr[`index`] when `index` is given. A msgstr[N] that does not
    /// exist yet is appended after the last one.
    public mutating func setTranslation(_ value: String, pluralIndex index: Int? = nil) {
        guard let index else {
            if translation == nil {
                translation = POField(keyword: .msgstr, value: "", location: location)
            }
            translation?.value = value
            return
        }
        if let i = pluralTranslations.firstIndex(where: { $0.pluralIndex == index }) {
            pluralTranslations[i].value = value
        } else {
            var field = POField(keyword: .msgstr, pluralIndex: index, value: "", location: location)
            field.value = value
            pluralTranslations.append(field)
        }
    }
}

/// One keyword with its string: `msgid "a" "b"` is one field with value "ab".
public struct POField: Sendable, Hashable {
    public enum Keyword: String, Sendable, Hashable {
        case msgctxt, msgid, msgid_plural, msgstr
    }

    public var keyword: Keyword
    /// N of `msgstr[N]`.
    public var pluralIndex: Int?
    /// The decoded string (escapes resolved, continuation strings joined). Assigning marks the field edited.
    public var value: String { didSet { isEdited = true } }
    /// The keyword line and its continuation lines in `PODocument.source`, final newline included;
    /// nil for a field added in code.
    public var range: Range<Int>?
    /// Where the keyword starts.
    public var location: SourceLocation
    /// Set when `value` was assigned after reading; the writer then formats the field itself.
    public private(set) var isEdited: Bool = false

    public init(keyword: Keyword, pluralIndex: Int? = nil, value: String, range: Range<Int>? = nil, location: SourceLocation) {
        self.keyword = keyword
        self.pluralIndex = pluralIndex
        self.value = value
        self.range = range
        self.location = location
        self.isEdited = range == nil
    }

    /// The keyword as written: `msgstr[1]`.
    public var name: String {
        pluralIndex.map { "\(keyword.rawValue)[\($0)]" } ?? keyword.rawValue
    }
}
