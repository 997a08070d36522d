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
/// `locale` is null for a `.pot` template, `developmentLanguage` null when unknown. The tree is
/// written by the String Catalog writer, which has the same layout (and is much faster than
/// Foundation's `JSONEncoder` on large reports).
public struct JSONReporter: Sendable {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let document = object([
            ("diagnostics", .array(report.diagnostics.map(diagnostic))),
            ("files", .array(report.files.map { row in
                object([
                    ("entries", number(row.entries)), ("format", .string(row.format.rawValue)),
                    ("fuzzy", number(row.fuzzy)), ("locale", optional(row.locale)), ("path", .string(row.path)),
                    ("translated", number(row.translated)), ("untranslated", number(row.untranslated)),
                ])
            })),
            ("summary", object([
                ("errors", number(report.count(.error))), ("files", number(Set(report.files.map(\.path)).count)),
                ("notes", number(report.count(.note))), ("warnings", number(report.count(.warning))),
            ])),
            ("tables", .array(report.tables.map { table in
                object([
                    ("developmentLanguage", optional(table.developmentLanguage)),
                    ("locales", .array(table.locales.map { summary in
                        object([
                            ("entries", number(summary.entries)), ("locale", .string(summary.locale)),
                            ("missing", number(summary.missing)), ("needsReview", number(summary.needsReview)),
                            ("translated", number(summary.translated)),
                        ])
                    })),
                    ("location", .string(table.location)), ("name", .string(table.name)),
                    ("reference", .string(table.reference)),
                ])
            })),
        ])
        return String(decoding: XCStringsWriter.write(JSONNode(document)), as: UTF8.self) + "\n"
    }

    private func diagnostic(_ d: Diagnostic) -> JSONNode {
        var members: [(String, JSONValue)] = [("column", number(d.location.column)), ("file", .string(d.location.file))]
        if let fixIt = d.fixIt { members.append(("fixIt", .string(fixIt))) }
        if let pointer = d.location.jsonPointer { members.append(("jsonPointer", .string(pointer))) }
        members += [("line", number(d.location.line)), ("message", .string(d.message))]
        if !d.notes.isEmpty {
            members.append(("notes", .array(d.notes.map { note in
                var fields: [(String, JSONValue)] = []
                if let location = note.location {
                    fields += [("column", number(location.column)), ("file", .string(location.file)),
                               ("line", number(location.line))]
                }
                fields.append(("message", .string(note.message)))
                return JSONNode(object(fields))
            })))
        }
        members += [("rule", .string(d.rule)), ("severity", .string(d.severity.rawValue))]
        return JSONNode(object(members))
    }

    private func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members.map { JSONMember(name: $0.0, node: JSONNode($0.1)) }))
    }

    private func number(_ value: Int) -> JSONValue { .number(String(value)) }
    private func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
}

extension JSONValue {
    fileprivate static func array(_ values: [JSONValue]) -> JSONValue { .array(values.map { JSONNode($0) }) }
}
