import LocalizationCatalog

/// Writes a report the way compilers do, so editors and CI logs link each finding to its line:
/// `file:line:column: error|warning|note: message [rule-id]`, notes on lines of their own, then
/// one progress table per table and localization, the findings counted per rule, then a
/// one-line total (`showsSummary` false leaves out the tables and counts; `showsTotals` false the
/// total too).
///
/// A file with more than `maximumPerFile` findings shows that many, errors before warnings before
/// notes, and counts the rest by rule, as compilers' error limits do (the JSON report keeps them
/// all). Control characters in messages and paths (they can quote a file's bytes) are shown as
/// `U+001B`, never sent to the terminal.
///
/// With `colors` (a terminal; see ``ColorChoice``), the position is bold, the severity red,
/// magenta or cyan and the rule ID dim, with the ANSI SGR sequences compilers use.
public struct TextReporter: Sendable {
    public var showsSummary: Bool
    public var showsTotals: Bool
    public var maximumPerFile: Int
    public var colors: Bool

    public init(showsSummary: Bool = true, showsTotals: Bool = true, maximumPerFile: Int = 50, colors: Bool = false) {
        self.showsSummary = showsSummary
        self.showsTotals = showsTotals
        self.maximumPerFile = maximumPerFile
        self.colors = colors
    }

    private func styled(_ text: String, _ sgr: String) -> String { colors ? "\u{1B}[\(sgr)m\(text)\u{1B}[0m" : text }

    private func severityLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: styled("error:", "1;31")
        case .warning: styled("warning:", "1;35")
        case .note: styled("note:", "1;36")
        }
    }

    /// `place: severity: message`, each part made printable before any color is added.
    private func line(_ place: String, _ severity: Severity, _ message: String, rule: String? = nil) -> String {
        var text = styled(Self.printable(place) + ":", "1") + " " + severityLabel(severity) + " " + Self.printable(message)
        if let rule { text += " " + styled("[\(Self.printable(rule))]", "2") }
        return text + "\n"
    }

    static func rank(_ severity: Severity) -> Int { severity == .error ? 0 : severity == .warning ? 1 : 2 }

    public func render(_ report: LintReport) -> String {
        String(decoding: renderBytes(report), as: UTF8.self)
    }

    /// The output in pieces of about 256 KiB; stops when `sink` returns false.
    public func write(_ report: LintReport, to sink: ([UInt8]) -> Bool) -> Bool {
        var out = TextPieces()
        // Which findings a crowded file shows: errors first, then warnings, then notes, each in
        // file order; what is left is counted by rule.
        var perFile: [String: [Int]] = [:]
        for index in report.diagnostics.indices { perFile[report.diagnostics.file(at: index), default: []].append(index) }
        var hiddenIndices = Set<Int>()
        for (_, indices) in perFile where indices.count > maximumPerFile {
            let ranked = indices.sorted { (Self.rank(report.diagnostics.severity(at: $0)), $0) < (Self.rank(report.diagnostics.severity(at: $1)), $1) }
            hiddenIndices.formUnion(ranked.dropFirst(maximumPerFile))
        }
        var hidden: [(file: String, rules: [String: Int])] = []
        var hiddenSlot: [String: Int] = [:]
        for (index, diagnostic) in report.diagnostics.enumerated() {
            let file = diagnostic.location.file
            if hiddenIndices.contains(index) {
                if let i = hiddenSlot[file] { hidden[i].rules[diagnostic.rule, default: 0] += 1 } else {
                    hiddenSlot[file] = hidden.count
                    hidden.append((file, [diagnostic.rule: 1]))
                }
                continue
            }
            out += line(diagnostic.location.description, diagnostic.severity, diagnostic.message, rule: diagnostic.rule)
            for note in diagnostic.notes {
                out += line((note.location ?? diagnostic.location).description, .note, note.message)
            }
            if let fixIt = diagnostic.fixIt {
                let span = diagnostic.fixItLength.map { " (replacing \($0) character\($0 == 1 ? "" : "s") here)" } ?? ""
                out += line(diagnostic.location.description, .note, "fix: \(fixIt)\(span)")
            }
            guard out.flush(sink, over: TextPieces.pieceSize) else { return false }
        }
        for (file, rules) in hidden {
            let count = rules.values.reduce(0, +)
            let byRule = rules.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            out += Self.printable(file) + ": note: \(count) more finding\(count == 1 ? "" : "s") not shown (\(byRule); see --format json)\n"
        }
        if showsSummary {
            for table in report.tables {
                if !out.isEmpty { out += "\n" }
                out += Self.printable("\(table.name) — \(table.location) (\(table.reference))") + "\n"
                if table.locales.isEmpty {
                    out += "  no localizations\n"
                    continue
                }
                out += Self.table(
                    header: ["locale", "entries", "translated", "missing", "needs review"],
                    rows: table.locales.map {
                        [$0.locale, "\($0.entries)", "\($0.translated)", "\($0.missing)", "\($0.needsReview)"]
                    })
            }
            if !report.diagnostics.isEmpty {
                if !out.isEmpty { out += "\n" }
                out += Self.table(header: ["rule", "severity", "findings"], rows: Self.ruleCounts(report))
            }
        }
        if showsSummary || showsTotals {
            if !out.isEmpty { out += "\n" }
            let errors = report.count(.error), warnings = report.count(.warning)
            let files = Set(report.files.map(\.path)).count, tables = report.tables.count
            out += "\(Self.plural(errors, "error")), \(Self.plural(warnings, "warning")) "
                + "in \(Self.plural(files, "file")), \(Self.plural(tables, "table"))\n"
        }
        return out.flush(sink)
    }

    /// One row per rule that found something: its most severe finding's severity and the count,
    /// errors first, then by count.
    static func ruleCounts(_ report: LintReport) -> [[String]] {
        var byRule: [String: (severity: Severity, count: Int)] = [:]
        let diagnostics = report.diagnostics
        for i in diagnostics.indices {
            let rule = diagnostics.rule(at: i), severity = diagnostics.severity(at: i)
            let known = byRule[rule]
            byRule[rule] = (max(known?.severity ?? severity, severity), (known?.count ?? 0) + 1)
        }
        return byRule.sorted { (rank($0.value.severity), -$0.value.count, $0.key) < (rank($1.value.severity), -$1.value.count, $1.key) }
            .map { [printable($0.key), $0.value.severity.rawValue, "\($0.value.count)"] }
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The text with C0 controls and DEL written as `U+XXXX` (CR and LF kept when
    /// `keepingLineBreaks`, for formats that escape them their own way).
    static func printable(_ text: String, keepingLineBreaks: Bool = false) -> String {
        func hidden(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 || scalar.value == 0x7F) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\r"))
        }
        guard text.unicodeScalars.contains(where: hidden) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if hidden(scalar) {
                out += codePoint(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
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
