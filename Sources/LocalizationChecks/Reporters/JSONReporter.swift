import LocalizationCatalog

/// Writes a report as one JSON document, keys in a fixed sorted order (a stable layout for CI
/// tools), two-space indented:
///
/// ```json
/// { "diagnostics": [{"column", "file", "fixIt"?, "fixItLength"?, "jsonPointer"?, "line", "message", "notes"?, "rule", "severity"}],
///   "files": [{"entries", "format", "fuzzy", "locale", "path", "translated", "untranslated"}],
///   "inputErrors": ["no such file or folder: x", …],
///   "summary": {"errors", "files", "inputErrors", "notes", "warnings"},
///   "tables": [{"developmentLanguage", "locales": [{"entries", "locale", "missing", "needsReview", "translated"}],
///               "location", "name", "reference"}] }
/// ```
///
/// `inputErrors` are the input problems (a path that does not exist, a file that is not a
/// localization file, nothing to check), which make the exit status 2; `summary.errors` counts
/// them with the error-level findings, so no consumer takes such a run for a clean one.
/// `locale` is null for a `.pot` template, `developmentLanguage` null when unknown. Written
/// straight into bytes by `JSONTextWriter`, in the String Catalog layout, with no tree built
/// first (much faster than Foundation's `JSONEncoder` on large reports).
public struct JSONReporter: Sendable {
    public init() {}

    public func render(_ report: LintReport) -> String {
        String(decoding: renderBytes(report), as: UTF8.self)
    }

    /// The document in pieces of about 256 KiB, so that a large report's output never sits in
    /// memory whole; stops when `sink` returns false.
    public func write(_ report: LintReport, to sink: ([UInt8]) -> Bool) -> Bool {
        let piece = 1 << 18
        var out = JSONTextWriter(capacity: piece + (1 << 16))
        out.openObject()
        out.key("diagnostics")
        out.openArray()
        for d in report.diagnostics {
            out.element()
            diagnostic(d, &out)
            if out.bytes.count >= piece, !out.flush(sink) { return false }
        }
        out.closeArray()
        out.key("files")
        out.openArray()
        for row in report.files {
            out.element()
            out.openObject()
            out.member("entries", row.entries)
            out.member("format", row.format.rawValue)
            out.member("fuzzy", row.fuzzy)
            out.member("locale", row.locale)
            out.member("path", row.path)
            out.member("translated", row.translated)
            out.member("untranslated", row.untranslated)
            out.closeObject()
            if out.bytes.count >= piece, !out.flush(sink) { return false }
        }
        out.closeArray()
        let inputErrors = report.inputProblems
        out.key("inputErrors")
        out.openArray()
        for problem in inputErrors {
            out.element()
            out.string(problem)
        }
        out.closeArray()
        out.key("summary")
        out.openObject()
        out.member("errors", report.count(.error) + inputErrors.count)
        out.member("files", Set(report.files.map(\.path)).count)
        out.member("inputErrors", inputErrors.count)
        out.member("notes", report.count(.note))
        out.member("warnings", report.count(.warning))
        out.closeObject()
        out.key("tables")
        out.openArray()
        for table in report.tables {
            out.element()
            out.openObject()
            out.member("developmentLanguage", table.developmentLanguage)
            out.key("locales")
            out.openArray()
            for summary in table.locales {
                out.element()
                out.openObject()
                out.member("entries", summary.entries)
                out.member("locale", summary.locale)
                out.member("missing", summary.missing)
                out.member("needsReview", summary.needsReview)
                out.member("translated", summary.translated)
                out.closeObject()
            }
            out.closeArray()
            out.member("location", table.location)
            out.member("name", table.name)
            out.member("reference", table.reference)
            out.closeObject()
        }
        out.closeArray()
        out.closeObject()
        out.number(literal: "\n")
        return out.flush(sink)
    }

    private func diagnostic(_ d: Diagnostic, _ out: inout JSONTextWriter) {
        out.openObject()
        out.member("column", d.location.column)
        out.member("file", d.location.file)
        if let fixIt = d.fixIt { out.member("fixIt", fixIt) }
        if let length = d.fixItLength { out.member("fixItLength", length) }
        if let pointer = d.location.jsonPointer { out.member("jsonPointer", pointer) }
        out.member("line", d.location.line)
        out.member("message", d.message)
        if !d.notes.isEmpty {
            out.key("notes")
            out.openArray()
            for note in d.notes {
                out.element()
                out.openObject()
                if let location = note.location {
                    out.member("column", location.column)
                    out.member("file", location.file)
                    out.member("line", location.line)
                }
                out.member("message", note.message)
                out.closeObject()
            }
            out.closeArray()
        }
        out.member("rule", d.rule)
        out.member("severity", d.severity.rawValue)
        out.closeObject()
    }
}
