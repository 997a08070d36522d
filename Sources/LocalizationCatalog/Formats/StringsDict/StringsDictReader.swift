/// Reads Apple `.stringsdict` files: XML property lists whose top-level dictionary maps each
/// lookup key to a rule dictionary (spec apple-semantics.md §6.2; Apple, "Localizing strings that
/// contain plurals", "Creating width and device variants of strings").
///
/// Result: one `CatalogEntry` per top-level key, in file order, located at its `<key>`, with one
/// translation under `options.locale ?? ""` (see `StringsDictRuleMapper` for the shape).
///
/// Errors never stop the read:
/// - an empty file gives `io.empty-file`; a binary plist (`bplist00`) gives
///   `plist.binary-unsupported` and no entries;
/// - malformed XML gives `plist.*` findings and whatever could still be read; a truncated file
///   gives its complete entries and `plist.truncated` at the end position;
/// - a rule that cannot be used (`plist.not-a-dictionary`, `stringsdict.missing-format-key`, …)
///   is reported and skipped, and the other keys are still read.
///
/// The XML is read by our own bounded reader (`XMLTreeReader`): exact line:column, no entity
/// expansion beyond the five predefined ones, nothing external fetched, nesting capped by
/// `options.maximumNestingDepth`. UTF-8 and UTF-16/32 with a byte order mark are decoded by
/// `SourceDecoder`.
public enum StringsDictReader {
    public static func read(_ bytes: [UInt8], path: String, options: ReadOptions = ReadOptions()) -> CatalogFile {
        var file = CatalogFile(
            path: path, format: .stringsdict, table: options.table ?? CatalogReader.defaultTableName(for: path),
            locale: options.locale, byteCount: bytes.count)
        let start = SourceLocation(file: path, line: 1, column: 1)
        if bytes.isEmpty {
            file.diagnostics.append(Diagnostic(.emptyFile, at: start, "the file is empty; it defines no keys", severity: .error))
            return file
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            file.diagnostics.append(Diagnostic(
                .plistBinaryUnsupported, at: start,
                "the file is a binary property list (bplist); convert it with `plutil -convert xml1` to check it"))
            return file
        }

        let (text, decodeDiagnostics) = SourceDecoder.decode(bytes, path: path)
        file.encoding = text.encoding
        file.diagnostics += decodeDiagnostics
        if text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            file.diagnostics.append(Diagnostic(.emptyFile, at: start, "the file holds only white space; it defines no keys", severity: .error))
            return file
        }

        var xml = XMLTreeReader(text: text, maximumDepth: options.maximumNestingDepth)
        let root = xml.read()
        file.diagnostics += xml.diagnostics
        // A byte order mark wins over the declaration (CFPropertyList `encodingForXMLData`); without
        // one, CF converts from a declared legacy encoding, while we read UTF-8 only.
        if let declared = xml.declaredEncoding, text.encoding == .utf8,
           !["utf-8", "utf8"].contains(declared.lowercased()) {
            file.diagnostics.append(Diagnostic(
                .unsupportedEncoding, at: start,
                "the XML declaration says encoding \"\(declared)\" but the file was read as \(text.encoding.name)"))
        }
        guard let root else {
            if !file.diagnostics.contains(where: { $0.severity == .error }) {
                file.diagnostics.append(Diagnostic(
                    .plistMalformed, at: text.location(at: text.utf8.count), "the file has no root element"))
            }
            return file
        }

        var plist = XMLPropertyListDecoder(text: text)
        let top = plist.decodeDocument(root)
        file.diagnostics += plist.diagnostics
        guard let top else { return file }
        guard let pairs = top.dictionary else {
            file.diagnostics.append(Diagnostic(
                .plistNotADictionary, at: text.location(at: top.offset),
                "the top level is \(top.kindName); a .stringsdict must map keys to rule dictionaries"))
            return file
        }

        let locale = options.locale ?? ""
        var mapper = StringsDictRuleMapper(text: text)
        file.entries.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let translation = mapper.translation(key: pair.key, rule: pair.value) else { continue }
            file.entries.append(CatalogEntry(
                key: pair.key, localizations: LocalizationMap(locale, translation), location: text.location(at: pair.keyOffset)))
        }
        file.diagnostics += mapper.diagnostics
        // Report in file order whichever layer found it; equal positions keep their order.
        file.diagnostics = file.diagnostics.enumerated().sorted {
            ($0.element.location.line, $0.element.location.column, $0.offset)
                < ($1.element.location.line, $1.element.location.column, $1.offset)
        }.map(\.element)
        return file
    }
}
