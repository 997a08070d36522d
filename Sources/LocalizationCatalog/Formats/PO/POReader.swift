/// Reads a GNU gettext PO (`.po`) or template (`.pot`) file into a `CatalogFile` (GNU gettext
/// manual, "The Format of PO Files").
///
/// Shape of the result:
/// - `header`: the header entry's (`msgid ""`) `Name: value` lines in order; the header is not an entry.
/// - `entries`: one per msgid in file order, obsolete `#~` entries included with state `.obsolete`;
///   `key` = msgid, `context` = msgctxt, `pluralKey` = msgid_plural, comments from `#`, `#.`, `#:`,
///   `#,` and `#|` lines.
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
                diagnostics: [Diagnostic(.emptyFile, at: SourceLocation(file: path, line: 1, column: 1), "the file has no entries")],
                byteCount: bytes.count)
        }
        let document = PODocument.parse(bytes, path: path)
        return catalog(from: document, format: format, options: options, byteCount: bytes.count)
    }

    /// The catalog view of a parsed document, with the semantic checks of `POValidator`.
    public static func catalog(from document: PODocument, format: CatalogFormat, options: ReadOptions = ReadOptions(), byteCount: Int = 0) -> CatalogFile {
        let header = document.header.map { POHeader.fields(of: $0.translation?.value ?? "") } ?? []
        var locale = options.locale
        if locale == nil, let language = header.first(where: { $0.name.lowercased() == "language" })?.value, !language.isEmpty {
            locale = language
        }
        let key = locale ?? ""
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(document.entries.count)
        for (index, entry) in document.entries.enumerated() where index != document.headerIndex {
            guard let id = entry.id else { continue }
            let comments = EntryComments(
                translator: entry.translatorComments, extracted: entry.extractedComments, references: entry.references,
                flags: entry.flags, previousContext: entry.previousContext, previousKey: entry.previousID,
                previousPluralKey: entry.previousIDPlural)
            var localizations: [String: Translation] = [:]
            if format == .po {
                localizations[key] = translation(of: entry)
            }
            entries.append(CatalogEntry(
                key: id.value, context: entry.context?.value, pluralKey: entry.idPlural?.value, comments: comments,
                state: entry.isObsolete ? .obsolete : nil, localizations: localizations, location: entry.location))
        }
        var diagnostics = document.diagnostics
        diagnostics += POValidator.check(document, format: format)
        return CatalogFile(
            path: document.path, format: format, table: options.table ?? CatalogReader.defaultTableName(for: document.path),
            locale: locale, header: header, entries: entries, diagnostics: diagnostics,
            encoding: document.prefix.isEmpty ? .utf8 : .utf8(byteOrderMark: true), byteCount: byteCount)
    }

    private static func translation(of entry: POEntry) -> Translation {
        let state: TranslationState? = entry.isFuzzy ? .needsReview : nil
        if let plain = entry.translation, entry.pluralTranslations.isEmpty {
            return Translation(value: .text(plain.value, location: plain.location), state: state, location: plain.location)
        }
        if entry.idPlural != nil || !entry.pluralTranslations.isEmpty {
            let forms = entry.pluralTranslations.map { LocalizedValue.text($0.value, location: $0.location) }
            let location = entry.pluralTranslations.first?.location
            return Translation(value: LocalizedValue(.pluralForms(forms), location: location), state: state, location: location)
        }
        return Translation(value: .text(""), state: state, location: nil)
    }
}
