import Foundation
import LocalizationCatalog

/// Writes a report as one JSON document with sorted keys (a stable layout for CI tools):
///
/// ```json
/// { "diagnostics": [{"rule", "severity", "file", "line", "column", "message", "jsonPointer"?, "notes"?, "fixIt"?}],
///   "files": [{"path", "format", "locale", "entries", "translated", "fuzzy", "untranslated"}],
///   "tables": [{"name", "location", "developmentLanguage", "reference", "locales": [{"locale", "entries", "translated", "missing", "needsReview"}]}],
///   "summary": {"errors", "warnings", "notes", "files"} }
/// ```
public struct JSONReporter: Sendable {
    public init() {}

    struct Document: Encodable {
        struct Item: Encodable {
            var rule: String
            var severity: Severity
            var file: String
            var line: Int
            var column: Int
            var jsonPointer: String?
            var message: String
            var notes: [Diagnostic.Note]?
            var fixIt: String?
        }
        struct FileRow: Encodable {
            var path: String
            var format: CatalogFormat
            var locale: String?
            var entries, translated, fuzzy, untranslated: Int

            func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(path, forKey: .path)
                try c.encode(format, forKey: .format)
                try c.encode(locale, forKey: .locale)  // null for templates, not omitted
                try c.encode(entries, forKey: .entries)
                try c.encode(translated, forKey: .translated)
                try c.encode(fuzzy, forKey: .fuzzy)
                try c.encode(untranslated, forKey: .untranslated)
            }
            enum CodingKeys: String, CodingKey { case path, format, locale, entries, translated, fuzzy, untranslated }
        }
        struct Summary: Encodable { var errors, warnings, notes, files: Int }
        var diagnostics: [Item]
        var files: [FileRow]
        var tables: [LintReport.TableRow]
        var summary: Summary
    }

    public func render(_ report: LintReport) -> String {
        let document = Document(
            diagnostics: report.diagnostics.map {
                Document.Item(
                    rule: $0.rule, severity: $0.severity, file: $0.location.file, line: $0.location.line,
                    column: $0.location.column, jsonPointer: $0.location.jsonPointer, message: $0.message,
                    notes: $0.notes.isEmpty ? nil : $0.notes, fixIt: $0.fixIt)
            },
            files: report.files.map {
                Document.FileRow(path: $0.path, format: $0.format, locale: $0.locale, entries: $0.entries,
                                 translated: $0.translated, fuzzy: $0.fuzzy, untranslated: $0.untranslated)
            },
            tables: report.tables,
            summary: Document.Summary(
                errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
                files: Set(report.files.map(\.path)).count))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
