/// Checks of a parsed PO document beyond syntax, as `msgfmt -c` makes them (GNU gettext manual,
/// "Invoking the msgfmt Program", `--check-format`/`--check-header`): header presence, charset,
/// `Plural-Forms`, duplicate entries, and plural forms per entry.
///
/// Plural counts follow msgfmt: only entries msgfmt would emit are compared with `nplurals`
/// (not obsolete, not fuzzy, msgstr[0] not empty), and any count other than `nplurals` is
/// reported (`po.plural-count-mismatch`). msgstr[N] with N ≥ nplurals is reported in every entry.
enum POValidator {
    static func check(_ document: PODocument, format: CatalogFormat) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let path = document.path
        var nplurals: Int?
        var hasPluralForms = false

        if let header = document.header {
            let msgstr = header.translation?.value ?? ""
            let parsed = POHeader.parse(msgstr)
            for line in parsed.invalidLines {
                diagnostics.append(Diagnostic(
                    .poInvalidHeaderField, at: headerLocation(of: line, in: document, header),
                    "header line '\(line)' is not 'Name: value'"))
            }
            if case .unknown(let name) = document.charset == .utf8 ? document.declaredCharset : document.charset {
                diagnostics.append(Diagnostic(
                    .poUnknownCharset, at: headerLocation(of: "Content-Type", in: document, header),
                    "charset '\(name)' is not supported; strings were read as UTF-8"))
            }
            if let value = parsed.fields.first(where: { $0.name.lowercased() == "plural-forms" })?.value {
                hasPluralForms = true
                let isTemplatePlaceholder = format == .pot && value.contains("INTEGER")
                if !isTemplatePlaceholder {
                    switch POHeader.pluralCount(value) {
                    case .count(let n): nplurals = n
                    case .invalid(let reason):
                        diagnostics.append(Diagnostic(
                            .poInvalidPluralFormsSyntax, at: headerLocation(of: "Plural-Forms", in: document, header),
                            "\(reason): '\(value)'",
                            fixIt: "nplurals=2; plural=(n != 1);"))
                    }
                }
            }
        } else if !document.entries.isEmpty {
            diagnostics.append(Diagnostic(
                .poMissingHeader, at: SourceLocation(file: path, line: 1, column: 1),
                "the file has no header entry (msgid \"\"), so it declares no charset, language or plural forms"))
        }

        var seen: [EntryID: SourceLocation] = [:]
        var seenObsolete: [EntryID: SourceLocation] = [:]
        seen.reserveCapacity(document.entries.count)
        var reportedMissingPluralForms = false
        for (index, entry) in document.entries.enumerated() where index != document.headerIndex {
            guard let id = entry.id else { continue }
            let key = EntryID(context: entry.context?.value, key: id.value)
            if let first = entry.isObsolete ? seenObsolete[key] : seen[key] {
                diagnostics.append(Diagnostic(
                    .poDuplicateEntry, at: entry.location, "duplicate message definition",
                    notes: [Diagnostic.Note("the first definition", at: first)]))
            } else if entry.isObsolete {
                seenObsolete[key] = entry.location
            } else {
                seen[key] = entry.location
            }

            let plurals = entry.pluralTranslations
            if !plurals.isEmpty, entry.idPlural == nil {
                diagnostics.append(Diagnostic(
                    .poPluralWithoutMsgidPlural, at: plurals[0].location, "'\(plurals[0].name)' in an entry without msgid_plural"))
            }
            if let idPlural = entry.idPlural, let plain = entry.translation {
                diagnostics.append(Diagnostic(
                    .poMsgidPluralWithoutPluralMsgstr, at: plain.location,
                    "the entry has msgid_plural (line \(idPlural.location.line)) but a plain msgstr; use msgstr[0], msgstr[1]…"))
            }
            guard entry.idPlural != nil || !plurals.isEmpty else { continue }
            if format == .po, !hasPluralForms, !entry.isObsolete, !reportedMissingPluralForms, document.header != nil {
                reportedMissingPluralForms = true
                diagnostics.append(Diagnostic(
                    .poMissingPluralForms, at: entry.location,
                    "the file has plural entries but its header has no Plural-Forms field",
                    fixIt: "Plural-Forms: nplurals=2; plural=(n != 1);"))
            }
            guard let nplurals, format == .po else { continue }
            for field in plurals {
                if let n = field.pluralIndex, n >= nplurals {
                    diagnostics.append(Diagnostic(
                        .poPluralIndexOutOfRange, at: field.location,
                        "msgstr[\(n)] but the header's Plural-Forms has nplurals=\(nplurals)"))
                }
            }
            let emitted = !entry.isObsolete && !entry.isFuzzy && !(plurals.first?.value.isEmpty ?? true)
            if emitted, entry.idPlural != nil, plurals.count != nplurals {
                diagnostics.append(Diagnostic(
                    .poPluralCountMismatch, at: entry.location,
                    "the entry has \(plurals.count) plural forms but the header's Plural-Forms has nplurals=\(nplurals)"))
            }
        }
        return diagnostics
    }

    /// Where `text` is written inside the header's msgstr lines, or the msgstr keyword.
    private static func headerLocation(of text: String, in document: PODocument, _ header: POEntry) -> SourceLocation {
        guard let field = header.translation, let range = field.range else { return header.location }
        let needle = Array(text.utf8)
        let source = document.source
        guard !needle.isEmpty, range.upperBound <= source.count else { return field.location }
        var line = field.location.line
        var lineStart = range.lowerBound
        var i = range.lowerBound
        while i + needle.count <= range.upperBound {
            if source[i] == 0x0A {
                line += 1
                lineStart = i + 1
            } else if source[i] == needle[0], source[i..<i + needle.count].elementsEqual(needle) {
                var column = 1
                for b in source[lineStart..<i] where document.charset.isSingleByte || b & 0xC0 != 0x80 { column += 1 }
                return SourceLocation(file: document.path, line: line, column: column)
            }
            i += 1
        }
        return field.location
    }
}
