import LocalizationCatalog

/// Writes a report as one JSON document, keys in a fixed sorted order (a stable layout for CI
/// tools), two-space indented:
///
/// ```json
/// { "diagnostics": [{"column", "file", "fixIt"?, "jsonPointer"?, "line", "message", "notes"?, "rule", "severity"}],
///   "files": [{"entries", "format", "fuzzy", "locale", "path", "translated", "untranslated"}],
///   "summary": {"errors", "files", "notes", "warnings"},
///   "tables": [{"developmentLanguage", "locales": [{"entries", "locale", "missing", "needsReview", "translated"}],
///               "location", "name", "reference"}] }
/// ```
///
/// `locale` is null for a `.pot` template, `developmentLanguage` null when unknown. Written as
/// it goes by `JSONTextWriter`, in the String Catalog layout (much faster than Foundation's
/// `JSONEncoder` on large reports, and no tree is built first).
public struct JSONReporter: Sendable {
    public init() {}

    public func render(_ report: LintReport) -> String {
        String(decoding: renderBytes(report), as: UTF8.self)
    }

    /// The document as UTF-8, with a final newline.
    public func renderBytes(_ report: LintReport) -> [UInt8] {
        var out = JSONTextWriter(capacity: 256 * (report.diagnostics.count + report.files.count) + 4096)
        out.openObject()
        out.key("diagnostics")
        out.openArray()
        for d in report.diagnostics {
            out.element()
            diagnostic(d, &out)
        }
        out.closeArray()
        out.key("files")
        out.openArray()
        for row in report.files {
            out.element()
            out.openObject()
            out.key("entries"); out.number(row.entries)
            out.key("format"); out.string(row.format.rawValue)
            out.key("fuzzy"); out.number(row.fuzzy)
            out.key("locale"); out.string(row.locale)
            out.key("path"); out.string(row.path)
            out.key("translated"); out.number(row.translated)
            out.key("untranslated"); out.number(row.untranslated)
            out.closeObject()
        }
        out.closeArray()
        out.key("summary")
        out.openObject()
        out.key("errors"); out.number(report.count(.error))
        out.key("files"); out.number(Set(report.files.map(\.path)).count)
        out.key("notes"); out.number(report.count(.note))
        out.key("warnings"); out.number(report.count(.warning))
        out.closeObject()
        out.key("tables")
        out.openArray()
        for table in report.tables {
            out.element()
            out.openObject()
            out.key("developmentLanguage"); out.string(table.developmentLanguage)
            out.key("locales")
            out.openArray()
            for summary in table.locales {
                out.element()
                out.openObject()
                out.key("entries"); out.number(summary.entries)
                out.key("locale"); out.string(summary.locale)
                out.key("missing"); out.number(summary.missing)
                out.key("needsReview"); out.number(summary.needsReview)
                out.key("translated"); out.number(summary.translated)
                out.closeObject()
            }
            out.closeArray()
            out.key("location"); out.string(table.location)
            out.key("name"); out.string(table.name)
            out.key("reference"); out.string(table.reference)
            out.closeObject()
        }
        out.closeArray()
        out.closeObject()
        var bytes = out.bytes
        bytes.append(0x0A)
        return bytes
    }

    private func diagnostic(_ d: Diagnostic, _ out: inout JSONTextWriter) {
        out.openObject()
        out.key("column"); out.number(d.location.column)
        out.key("file"); out.string(d.location.file)
        if let fixIt = d.fixIt { out.key("fixIt"); out.string(fixIt) }
        if let pointer = d.location.jsonPointer { out.key("jsonPointer"); out.string(pointer) }
        out.key("line"); out.number(d.location.line)
        out.key("message"); out.string(d.message)
        if !d.notes.isEmpty {
            out.key("notes")
            out.openArray()
            for note in d.notes {
                out.element()
                out.openObject()
                if let location = note.location {
                    out.key("column"); out.number(location.column)
                    out.key("file"); out.string(location.file)
                    out.key("line"); out.number(location.line)
                }
                out.key("message"); out.string(note.message)
                out.closeObject()
            }
            out.closeArray()
        }
        out.key("rule"); out.string(d.rule)
        out.key("severity"); out.string(d.severity.rawValue)
        out.closeObject()
    }
}
