import LocalizationCatalog

/// Writes a report as GitHub Actions workflow commands, one annotation per finding:
/// `::error file=F,line=L,col=C,endColumn=E,title=RULE::message` (`warning`, and `notice` for
/// notes), with the file relative to the working directory. Notes and the fix-it follow the
/// message on lines of their own.
///
/// Escaping follows `@actions/core` (`toolkit/packages/core/src/command.ts`): in the message `%`,
/// CR and LF become `%25`, `%0D`, `%0A`; in property values `:` and `,` also become `%3A`, `%2C`.
/// Translations are untrusted text, and an unescaped line break would let one start a command of
/// its own.
///
/// GitHub shows only the first 10 error and 10 warning annotations of a step (and 50 of a job),
/// so errors come first, then warnings, then notices, each in file order; the log keeps them all.
/// ``stepSummary(_:)`` gives the Markdown `l10n-check` appends to `$GITHUB_STEP_SUMMARY`.
/// Input problems (a path that does not exist) are `::error` commands without a file.
public struct GitHubActionsReporter: LintReporter {
    public var workingDirectory: String

    public init(workingDirectory: String = ArtifactURI.currentDirectory()) {
        self.workingDirectory = workingDirectory
    }

    /// The commands in pieces of about 256 KiB; stops when `sink` returns false.
    public func write(_ report: LintReport, to sink: ([UInt8]) -> Bool) -> Bool {
        var out = TextPieces()
        for problem in report.inputProblems {
            out += "::error title=l10n-check::\(Self.escapedMessage(TextReporter.printable(problem, keepingLineBreaks: true)))\n"
        }
        let order = report.diagnostics.indices.sorted {
            (TextReporter.rank(report.diagnostics.severity(at: $0)), $0) < (TextReporter.rank(report.diagnostics.severity(at: $1)), $1)
        }
        var paths: [String: String] = [:]
        for i in order {
            let d = report.diagnostics[i]
            let path = paths[d.location.file]
                ?? TextReporter.printable(ArtifactURI.relativePath(d.location.file, workingDirectory: workingDirectory).path)
            paths[d.location.file] = path
            var properties = ["file=" + Self.escapedProperty(path)]
            if d.location.line >= 1 {
                properties.append("line=\(d.location.line)")
                properties.append("col=\(max(1, d.location.column))")
                if let length = d.fixItLength, length > 0 { properties.append("endColumn=\(max(1, d.location.column) + length)") }
            }
            properties.append("title=" + Self.escapedProperty(d.rule))
            // Other control characters (a file's bytes quoted) are shown as U+001B, never sent to the log.
            var message = TextReporter.printable(d.message, keepingLineBreaks: true)
            for note in d.notes {
                message += "\nnote: " + TextReporter.printable(note.message, keepingLineBreaks: true)
                if let place = note.location { message += " (\(TextReporter.printable(place.description)))" }
            }
            if let fixIt = d.fixIt { message += "\nfix: " + TextReporter.printable(fixIt, keepingLineBreaks: true) }
            out += "::\(Self.command(d.severity)) \(properties.joined(separator: ","))::\(Self.escapedMessage(message))\n"
            guard out.flush(sink, over: TextPieces.pieceSize) else { return false }
        }
        return out.flush(sink)
    }

    /// Markdown for the job's summary page: the totals, findings per rule, and findings per
    /// table and localization (the first 50 rows of each, most findings first).
    public func stepSummary(_ report: LintReport) -> String {
        let errors = report.count(.error), warnings = report.count(.warning), notes = report.count(.note)
        let files = Set(report.files.map(\.path)).count
        var text = "## l10n-check\n\n"
        text += "**\(TextReporter.plural(errors + report.inputProblems.count, "error")), "
            + "\(TextReporter.plural(warnings, "warning")), \(TextReporter.plural(notes, "note"))** "
            + "in \(TextReporter.plural(files, "file")), \(TextReporter.plural(report.tables.count, "table")).\n"
        for problem in report.inputProblems { text += "\n- Error: \(Self.cell(problem))" }
        if !report.inputProblems.isEmpty { text += "\n" }
        guard !report.diagnostics.isEmpty else { return text + "\n" }
        if errors + warnings > 10 {
            text += "\nGitHub shows the first 10 errors and 10 warnings of a step as annotations; "
                + "the step's log lists all \(report.diagnostics.count) findings.\n"
        }
        text += "\n| Rule | Severity | Findings |\n|---|---|---:|\n"
        let rules = TextReporter.ruleCounts(report)
        for row in rules.prefix(50) { text += "| `\(Self.cell(row[0]))` | \(row[1]) | \(row[2]) |\n" }
        if rules.count > 50 { text += "| … \(rules.count - 50) more rules | | |\n" }

        let subjects = report.subjects
        var bySubject: [FindingSubject: [Int]] = [:]
        for d in report.diagnostics {
            bySubject[subjects.subject(of: d), default: [0, 0, 0]][TextReporter.rank(d.severity)] += 1
        }
        text += "\n| Table | Locale | Errors | Warnings | Notes |\n|---|---|---:|---:|---:|\n"
        let rows = bySubject.sorted { a, b in
            let (x, y) = (a.value.reduce(0, +), b.value.reduce(0, +))
            return x != y ? x > y : (a.key.table ?? "", a.key.locale ?? "") < (b.key.table ?? "", b.key.locale ?? "")
        }
        for (subject, counts) in rows.prefix(50) {
            text += "| \(Self.cell(subject.table ?? "—")) | \(Self.cell(subject.locale ?? "—")) | \(counts[0]) | \(counts[1]) | \(counts[2]) |\n"
        }
        if rows.count > 50 { text += "| … \(rows.count - 50) more | | | | |\n" }
        return text + "\n"
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A message: `%`, CR and LF escaped.
    public static func escapedMessage(_ text: String) -> String {
        escaped(text) { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
    }

    /// A property value: as a message, and `:` and `,` escaped too.
    public static func escapedProperty(_ text: String) -> String {
        escaped(escapedMessage(text)) { $0 == ":" ? "%3A" : $0 == "," ? "%2C" : nil }
    }

    /// `text` with each scalar `replacement` gives text for written as that text.
    private static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// A Markdown table cell: `|` escaped, line breaks as spaces, controls dropped.
    private static func cell(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|": out += "\\|"
            case "\n", "\r", "\t": out += " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
