import LocalizationCatalog

/// Writes a report the way compilers do, so editors and CI logs link each finding to its line:
/// `file:line:column: error|warning|note: message [rule-id]`, notes on lines of their own, then
/// one progress table per table and localization, then a one-line total.
public struct TextReporter: Sendable {
    public var showsSummary: Bool

    public init(showsSummary: Bool = true) { self.showsSummary = showsSummary }

    public func render(_ report: LintReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            out += "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
            for note in diagnostic.notes {
                let place = note.location.map { "\($0): " } ?? "\(diagnostic.location): "
                out += "\(place)note: \(note.message)\n"
            }
            if let fixIt = diagnostic.fixIt {
                out += "\(diagnostic.location): note: fix: \(fixIt)\n"
            }
        }
        if showsSummary {
            for table in report.tables {
                if !out.isEmpty { out += "\n" }
                out += "\(table.name) — \(table.location) (\(table.reference))\n"
                out += Self.table(
                    header: ["locale", "entries", "translated", "missing", "needs review"],
                    rows: table.locales.map {
                        [$0.locale, "\($0.entries)", "\($0.translated)", "\($0.missing)", "\($0.needsReview)"]
                    })
            }
            if !out.isEmpty { out += "\n" }
            let errors = report.count(.error), warnings = report.count(.warning)
            out += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") "
                + "in \(Set(report.files.map(\.path)).count) files, \(report.tables.count) tables\n"
        }
        return out
    }

    /// Left-aligned first column, right-aligned numbers, two spaces apart.
    static func table(header: [String], rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            "  " + row.indices.map { column in
                let cell = row[column]
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
