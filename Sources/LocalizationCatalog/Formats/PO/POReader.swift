#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a GNU gettext PO (`.po`) or template (`.pot`) file into a `CatalogFile` (GNU gettext
/// manual, "The Format of PO Files").
///
/// Shape of the result:
/// - `header`: the header entry's (`msgid ""`) `Name: value` lines in order; the header is not an entry.
/// - `entries`: one per msgid in file order, obsolete `#~` entries included with state `.obsolete`;
///   `key` = msgid, `context` = msgctxt, `pluralKey` = msgid_plural, comments from `#`, `#.`, `#:`,
///   `#,` and `#|` lines; the flags (and so `fuzzy`) are those of the last `#,` line, which
///   replaces the ones before in gettext's reader.
/// - `localizations[locale]` (not for `.pot`): `.text(msgstr)` or `.pluralForms([msgstr[0], …])`;
///   state `.needsReview` when the entry is `fuzzy`. `locale` is `options.locale`, else the
///   header's `Language`, else "".
///
/// Never fails: syntax errors (see `PORules`) are reported with line and column and reading
/// continues at the next keyword, comment or blank line.
public enum POReader {
    public static func read(_ bytes: [UInt8], path: String, options: ReadOptions = ReadOptions()) -> CatalogFile {
        let format: CatalogFormat = path.hasSuffix(".pot") ? .pot : .po
        let table = options.table ?? CatalogReader.defaultTableName(for: path)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return CatalogFile(
                path: path, format: format, table: table, locale: options.locale,
                diagnostics: [Diagnostic(.emptyFile, at: SourceLocation(file: path, line: 1, column: 1), "the file has no entries", severity: .error)],
                byteCount: bytes.count)
        }
        var result = parseCatalog(bytes, path: path, format: format, options: options, charset: .utf8)
        let declared = result.sink.declaredCharset
        if declared != .utf8, declared.isDecodable {
            // Structure is ASCII in every supported charset, so only the strings change.
            result = parseCatalog(bytes, path: path, format: format, options: options, charset: declared)
        }
        let charset = declared.isDecodable ? declared : .utf8
        var sink = result.sink
        sink.finish()
        let diagnostics = POValidator.combine(
            syntax: result.diagnostics,
            checks: POValidator.check(
                sink, header: sink.header, charset: charset, source: bytes, path: path,
                hasEntries: !sink.entries.isEmpty || sink.header != nil, format: format))
        var file = CatalogFile(
            path: path, format: format, table: table, locale: sink.locale, header: sink.header?.parsed.fields ?? [],
            entries: sink.entries, diagnostics: diagnostics,
            encoding: result.prefix.isEmpty ? .utf8 : .utf8(byteOrderMark: true), byteCount: bytes.count)
        if let header = sink.header {
            // Only the fields later checks point at; finding a field rescans the header's text.
            // Room for both is made at once: grown one by one, the table was built three times.
            file.headerLocations.reserveCapacity(2)
            if POHeader.value(of: "language", in: header.parsed.fields) != nil {
                file.headerLocations["language"] = POValidator.headerLocation(
                    ofField: "Language", header, source: bytes, charset: charset, path: path)
            }
            if POHeader.value(of: "plural-forms", in: header.parsed.fields) != nil {
                file.headerLocations["plural-forms"] = POValidator.headerLocation(
                    ofField: "Plural-Forms", header, source: bytes, charset: charset, path: path)
                file.headerFieldLengths["plural-forms"] = POValidator.headerFieldLength(ofField: "Plural-Forms", header, source: bytes)
            }
        }
        return file
    }

    private static func parseCatalog(
        _ bytes: [UInt8], path: String, format: CatalogFormat, options: ReadOptions, charset: POCharset
    ) -> POParser<POCatalogSink>.Result {
        let comments = POCommentStore(charset: charset)
        return POParser.parse(bytes, path: path, charset: charset, into: POCatalogSink(
            path: path, format: format, locale: options.locale, comments: comments, charset: charset))
    }
}

/// Builds catalog entries straight from the parser, plus what `POValidator` needs of each.
struct POCatalogSink: POParserSink {
    let path: String
    let format: CatalogFormat
    /// Where entries leave their comments other than flags until they are read.
    let comments: POCommentStore
    /// The charset strings are decoded in on this pass.
    let charset: POCharset
    /// Keys made by earlier reads on this thread.
    let keys: KeyCache
    /// Set at a header that names another charset than this pass reads.
    private(set) var isDone = false
    /// The charset the header's `Content-Type` names; UTF-8 without one.
    private(set) var declaredCharset = POCharset.utf8
    /// `options.locale`, else the header's `Language`, once the header is read.
    private(set) var locale: String?
    private let localeFromOptions: Bool
    /// Entries made before the header, keyed by "" while the locale was unknown.
    private var entriesBeforeHeader = 0
    private(set) var entries: [CatalogEntry] = []
    private(set) var header: POValidator.Header?
    private var records: [Record] = []
    private var plurals: [(index: Int, position: POPosition)] = []
    /// `[locale: placeholder]`, rebuilt when the locale changes.
    /// The localization translations are filed under (the options', else the header's `Language`).
    private var localizationKey: String

    /// An entry's facts for the checks, beside `entries[i]`.
    struct Record {
        var position: POPosition
        /// Line 0: no msgid_plural.
        var idPluralLine: Int32
        /// Line 0: no plain msgstr.
        var plain: POPosition
        var plurals: Range<Int32>
        var isObsolete: Bool
        var isFuzzy: Bool
        var firstPluralIsEmpty: Bool
        /// Of msgctxt and msgid as written (`FirstDefinitions.byteHash(context:key:)`).
        var idHash: UInt64
    }

    init(path: String, format: CatalogFormat, locale: String?, comments: POCommentStore, charset: POCharset) {
        self.path = path
        self.charset = charset
        self.format = format
        self.comments = comments
        keys = KeyCache.forThisThread
        self.locale = locale
        self.localeFromOptions = locale != nil
        self.localizationKey = locale ?? ""
    }

    mutating func reserve(_ count: Int) {
        entries.reserveCapacity(count)
        records.reserveCapacity(count)
    }

    mutating func add(_ entry: inout POPendingEntry, id: POFieldSpan, range: Range<Int>, isHeader: Bool, strings: POStrings) {
        let position = entry.position ?? id.position
        if isHeader {
            let msgstr = entry.translation
            header = POValidator.Header(
                parsed: POHeader.parse(strings.value(msgstr) ?? ""), msgstrRange: msgstr?.range,
                msgstrLocation: msgstr.map { $0.position.location(path) }, location: position.location(path))
            // Read as UTF-8 until here: a header that names another charset the reader decodes
            // has the file read again in it, so the rest is not parsed in vain (and Shift_JIS
            // text, whose second bytes may be `\`, is not read as a run of escapes).
            declaredCharset = header.flatMap { POHeader.value(of: "content-type", in: $0.parsed.fields) }
                .map(POCharset.init(contentType:)) ?? .utf8
            if declaredCharset != .utf8, declaredCharset.isDecodable, charset == .utf8 { isDone = true }
            if !localeFromOptions, let language = header.flatMap({ POHeader.value(of: "language", in: $0.parsed.fields) }),
               !language.isEmpty {
                locale = language
                localizationKey = language
                entriesBeforeHeader = entries.count
            }
            return
        }
        let pluralStart = Int32(truncatingIfNeeded: plurals.count)
        for field in entry.plurals { plurals.append((field.pluralIndex ?? 0, field.position)) }
        let idHash = FirstDefinitions.byteHash(context: entry.context.map(strings.bytes), key: strings.bytes(id))
        records.append(Record(
            position: position, idPluralLine: entry.idPlural?.position.line ?? 0,
            plain: entry.translation?.position ?? POPosition(line: 0, column: 0),
            plurals: pluralStart..<Int32(truncatingIfNeeded: plurals.count), isObsolete: entry.isObsolete,
            isFuzzy: entry.isFuzzy, firstPluralIsEmpty: entry.plurals.first?.value.isEmpty ?? true,
            idHash: idHash))
        let key = format == .po ? localizationKey : nil
        entries.append(Self.makeEntry(
            &entry, id: id, idHash: idHash, position: position, path: path, localization: key, strings: strings,
            comments: comments, keys: keys))
    }

    /// `localization`: the key translations are filed under; nil for a `.pot`. `entry` is not
    /// changed; it is passed in place, not copied (see `POParserSink.add`).
    private static func makeEntry(
        _ entry: inout POPendingEntry, id: POFieldSpan, idHash: UInt64, position: POPosition, path: String,
        localization: String?, strings: POStrings, comments: POCommentStore, keys: KeyCache
    ) -> CatalogEntry {
        var result = CatalogEntry(
            key: strings.key(id, hash: idHash, cache: keys), context: strings.value(entry.context),
            pluralKey: strings.value(entry.idPlural),
            state: entry.isObsolete ? .obsolete : nil, at: position.location(path))
        if entry.hasComments || entry.previousContext != nil || entry.previousID != nil || entry.previousIDPlural != nil {
            // Filled inside the entry's box: comments handed to the initializer were copied once more.
            fillComments(&result.storage.comments, from: &entry, strings: strings, store: comments)
        }
        if let localization {
            result.localizations.setOnly(localization) { fill(&$0, from: entry, path: path, strings: strings) }
        } else {
            // A template keeps no msgstr, but msgfmt still checks its bytes.
            strings.check(entry.translation)
            for plural in entry.plurals { strings.check(plural) }
        }
        return result
    }

    /// Flags and previous fields are decoded now; the other comments stay in `store`. `entry` is
    /// not changed: passed in place, as to `makeEntry`, since passed by value it was copied.
    private static func fillComments(
        _ comments: inout EntryComments, from entry: inout POPendingEntry, strings: POStrings, store: POCommentStore
    ) {
        let hasPrevious = entry.previousContext != nil || entry.previousID != nil || entry.previousIDPlural != nil
        if !hasPrevious, entry.comments.count == 1, entry.comments[0].kind == .flags {
            _ = store.flags(entry.comments[0], strings: strings)
            comments = store.flagsOnlyComments()
            return
        }
        var flags: [String] = []
        let first = store.spans.count
        for comment in entry.comments {
            if comment.kind == .flags {
                // More than one span only when the line was continued (`po.comment-continued`).
                if flags.isEmpty { flags = store.flags(comment, strings: strings) } else { flags += store.flags(comment, strings: strings) }
            } else {
                store.keep(comment, from: strings.source)
            }
        }
        let range = Int32(first)..<Int32(store.spans.count)
        comments = range.isEmpty
            ? EntryComments(translator: [], extracted: [], references: [], flags: flags)
            : EntryComments(deferred: DeferredCommentSpans(source: store, range: range), flags: flags)
        // Set in the new box, which is not shared: the setters would decode the deferred comments.
        if hasPrevious {
            comments.storage!.previousContext = strings.value(entry.previousContext)
            comments.storage!.previousKey = strings.value(entry.previousID)
            comments.storage!.previousPluralKey = strings.value(entry.previousIDPlural)
        }
    }

    /// `translation` starts as `Translation(value: .text(""))`.
    private static func fill(_ translation: inout Translation, from entry: POPendingEntry, path: String, strings: POStrings) {
        if entry.isFuzzy { translation.state = .needsReview }
        if let plain = entry.translation, entry.plurals.isEmpty {
            translation.value.content = .text(strings.value(plain))
            // Made in place and copied once: through a local, the path was retained once more.
            translation.value.location = plain.position.location(path)
            translation.location = translation.value.location
        } else if entry.idPlural != nil || !entry.plurals.isEmpty {
            strings.check(entry.translation)
            let forms = entry.plurals.map { LocalizedValue.text(strings.value($0), location: $0.position.location(path)) }
            let location = entry.plurals.first.map { $0.position.location(path) }
            translation.value.content = .pluralForms(forms)
            translation.value.location = location
            translation.location = location
        }
    }

    /// Files the translations of entries read before the header under the header's `Language`.
    mutating func finish() {
        guard format == .po, let locale, entriesBeforeHeader > 0 else { return }
        for i in 0..<entriesBeforeHeader {
            if let translation = entries[i].localizations.removeValue(forKey: "") {
                entries[i].localizations[locale] = translation
            }
        }
        entriesBeforeHeader = 0
    }
}

// The checks read the sink itself: a wrapper holding it was a copy of the sink per file.
extension POCatalogSink: POValidatorInput {
    var count: Int { entries.count }
    func id(_ i: Int) -> EntryID { EntryID(context: entries[i].context, key: entries[i].key) }
    func idHash(_ i: Int) -> UInt64 { records[i].idHash }
    func isObsolete(_ i: Int) -> Bool { records[i].isObsolete }
    func isFuzzy(_ i: Int) -> Bool { records[i].isFuzzy }
    func location(_ i: Int) -> SourceLocation { records[i].position.location(path) }
    func idPluralLine(_ i: Int) -> Int? {
        let line = records[i].idPluralLine
        return line == 0 ? nil : Int(line)
    }
    func plainTranslationLocation(_ i: Int) -> SourceLocation? {
        let plain = records[i].plain
        return plain.line == 0 ? nil : plain.location(path)
    }
    func pluralCount(_ i: Int) -> Int { records[i].plurals.count }
    func hasMsgstr(_ i: Int) -> Bool { records[i].plain.line != 0 || !records[i].plurals.isEmpty }
    private func plural(_ i: Int, _ k: Int) -> (index: Int, position: POPosition) {
        plurals[Int(records[i].plurals.lowerBound) + k]
    }
    func pluralIndex(_ i: Int, _ k: Int) -> Int? { plural(i, k).index }
    func pluralName(_ i: Int, _ k: Int) -> String { "msgstr[\(plural(i, k).index)]" }
    func pluralLocation(_ i: Int, _ k: Int) -> SourceLocation { plural(i, k).position.location(path) }
    func firstPluralIsEmpty(_ i: Int) -> Bool { records[i].firstPluralIsEmpty }
}

/// The translator comments, extracted comments and references of a `.po` file's entries, as
/// undecoded bytes, which entries decode when they are read (`DeferredCommentSpans`). Only the
/// comments' bytes are copied here, so the file's own bytes are freed after reading.
///
/// Comments are added only while the file is read, before any entry leaves the reader; after
/// that the store is never changed, so sharing it between threads is safe.
final class POCommentStore: DeferredCommentSource, @unchecked Sendable {
    let charset: POCharset
    /// Every kept comment's text, one after another. Not checked for exclusive access at run
    /// time: only the reader changes it, before the store is shared.
    @exclusivity(unchecked) private(set) var source: [UInt8] = []
    /// Where each kept comment is in `source`.
    @exclusivity(unchecked) private(set) var spans: [POCommentSpan] = []

    /// The last `#,` line's bytes and its flags: most entries of a file repeat the same line
    /// (`#, python-format`), and one shared array saves an array and its strings per entry.
    @exclusivity(unchecked) private var lastFlagLine: [UInt8] = []
    @exclusivity(unchecked) private var lastFlags: [String] = []
    /// The comments of an entry whose only comment is that line, shared the same way (entries
    /// copy the box before they change it).
    @exclusivity(unchecked) private var lastFlagsOnly: EntryComments?

    init(charset: POCharset) {
        self.charset = charset
    }

    /// The flags of `comment` (a `#,` line), split at commas.
    func flags(_ comment: POCommentSpan, strings: POStrings) -> [String] {
        let line = UnsafeBufferPointer(rebasing: strings.source[comment.start..<comment.end])
        // memcmp reads line.count bytes, after checking both buffers are that long.
        let same = lastFlagLine.withUnsafeBufferPointer { last in
            last.count == line.count && (line.isEmpty || memcmp(last.baseAddress!, line.baseAddress!, line.count) == 0)
        }
        if same { return lastFlags }
        var flags: [String] = []
        POCommentSpan.forEachFlag(strings.source, comment.start, comment.end) { flags.append(strings.string($0, $1)) }
        lastFlagLine = Array(line)
        lastFlags = flags
        lastFlagsOnly = nil
        return flags
    }

    /// The comments of an entry whose one comment is the `#,` line `flags` last read.
    func flagsOnlyComments() -> EntryComments {
        if let shared = lastFlagsOnly { return shared }
        let comments = EntryComments(translator: [], extracted: [], references: [], flags: lastFlags)
        lastFlagsOnly = comments
        return comments
    }

    /// Copies `comment`'s text out of `file`.
    func keep(_ comment: POCommentSpan, from file: UnsafeBufferPointer<UInt8>) {
        let start = source.count
        source.append(contentsOf: UnsafeBufferPointer(rebasing: file[comment.start..<comment.end]))
        spans.append(POCommentSpan(kind: comment.kind, start: start, end: source.count))
    }

    func decodeComments(_ range: Range<Int32>) -> (translator: [String], extracted: [String], references: [String]) {
        var translator: [String] = [], extracted: [String] = [], references: [String] = []
        // Comment spans are start..<end ranges the parser found in this same source.
        source.withUnsafeBufferPointer { buffer in
            func string(_ start: Int, _ end: Int) -> String { charset.decode(UnsafeBufferPointer(rebasing: buffer[start..<end])) }
            for comment in spans[Int(range.lowerBound)..<Int(range.upperBound)] {
                switch comment.kind {
                case .translator: translator.append(string(comment.start, comment.end))
                case .extracted: extracted.append(string(comment.start, comment.end))
                case .references: POCommentSpan.forEachReference(buffer, comment.start, comment.end) { references.append(string($0, $1)) }
                case .flags: break
                }
            }
        }
        return (translator, extracted, references)
    }
}
