import LocalizationCatalog

/// Writes a report as a SARIF 2.1.0 log (OASIS "Static Analysis Results Interchange Format"
/// 2.1.0, errata 01), in the shape GitHub code scanning accepts ("SARIF support for code
/// scanning"):
///
/// - one run; `tool.driver` names `l10n-check` with its `semanticVersion` and lists every rule of
///   ``RuleRegistry/all``: `id`, `shortDescription` (the summary), `fullDescription` (the
///   rationale), `help` (text and Markdown, with the rule's examples), the default severity as
///   `defaultConfiguration.level`, and the rule's area (`po`, `format`, …) as a tag;
/// - one `result` per finding, with `ruleId`, `ruleIndex`, `level` (`error`, `warning`, `note`),
///   `message.text`, one location whose `artifactLocation.uri` is relative to the working
///   directory (``ArtifactURI``), a `region` with `startLine`, `startColumn` and, where the span
///   is known, `endColumn` (exclusive), columns counted in Unicode code points (`columnKind`);
///   notes as `relatedLocations`; fix-its with a known span as `fixes`, others as
///   `properties.fixIt`; the JSON pointer of String Catalog findings as `properties.jsonPointer`;
///   ``FindingFingerprint`` as `partialFingerprints["l10nFinding/v1"]`;
/// - input problems (a path that does not exist, nothing to check) as error-level
///   `toolExecutionNotifications` of the invocation, whose `executionSuccessful` is then false.
///
/// Code scanning rejects a run of more than 25,000 results, so past `maximumResults` the most
/// severe are kept (errors, then warnings, then notes, each in file order) and a notification
/// says how many were left out. Shorter texts than the 1,024 characters code scanning allows
/// for descriptions are written whole; longer ones are cut at a character.
public struct SARIFReporter: LintReporter {
    public var workingDirectory: String
    public var maximumResults: Int

    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// `workingDirectory` is what relative URIs are relative to (default: the process's).
    public init(workingDirectory: String = ArtifactURI.currentDirectory(), maximumResults: Int = 25_000) {
        self.workingDirectory = workingDirectory
        self.maximumResults = maximumResults
    }

    /// The log in pieces of about 256 KiB; stops when `sink` returns false.
    public func write(_ report: LintReport, to sink: ([UInt8]) -> Bool) -> Bool {
        let piece = 1 << 18
        let rules = RuleRegistry.all
        var ruleIndex: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { ruleIndex[rule.id] = i }
        let lines = SourceLines()
        let fingerprints = FindingFingerprint.all(report.diagnostics) { lines.line($0, $1) }
        let kept = keptIndices(report.diagnostics)
        var uris: [String: ArtifactURI] = [:]
        func uri(_ path: String) -> ArtifactURI {
            if let known = uris[path] { return known }
            let made = ArtifactURI(path: path, workingDirectory: workingDirectory)
            uris[path] = made
            return made
        }

        var out = JSONTextWriter(capacity: piece + (1 << 16))
        out.openObject()
        out.member("$schema", Self.schemaURI)
        out.member("version", "2.1.0")
        out.key("runs")
        out.openArray()
        out.element()
        out.openObject()
        out.key("automationDetails")
        out.openObject()
        out.member("id", "l10n-check/")
        out.closeObject()
        out.member("columnKind", "unicodeCodePoints")
        invocation(report, left: report.diagnostics.count - kept.count, &out)
        out.key("originalUriBaseIds")
        out.openObject()
        out.key("SRCROOT")
        out.openObject()
        out.member("uri", ArtifactURI.directoryURI(workingDirectory))
        out.closeObject()
        out.closeObject()
        out.key("results")
        out.openArray()
        for i in kept {
            out.element()
            result(report.diagnostics[i], fingerprint: fingerprints[i], ruleIndex: ruleIndex[report.diagnostics.rule(at: i)], uri: uri, &out)
            if out.bytes.count >= piece, !out.flush(sink) { return false }
        }
        out.closeArray()
        out.key("tool")
        out.openObject()
        out.key("driver")
        out.openObject()
        out.member("name", "l10n-check")
        out.key("rules")
        out.openArray()
        for rule in rules {
            out.element()
            descriptor(rule, &out)
            if out.bytes.count >= piece, !out.flush(sink) { return false }
        }
        out.closeArray()
        out.member("semanticVersion", LintCommand.version)
        out.closeObject()
        out.closeObject()
        out.closeObject()
        out.closeArray()
        out.closeObject()
        out.number(literal: "\n")
        return out.flush(sink)
    }

    /// The indices of the results written, in file order: all of them, or the most severe.
    private func keptIndices(_ diagnostics: DiagnosticList) -> [Int] {
        guard diagnostics.count > maximumResults else { return Array(diagnostics.indices) }
        let ranked = diagnostics.indices.sorted {
            (TextReporter.rank(diagnostics.severity(at: $0)), $0) < (TextReporter.rank(diagnostics.severity(at: $1)), $1)
        }
        return ranked.prefix(maximumResults).sorted()
    }

    private func invocation(_ report: LintReport, left: Int, _ out: inout JSONTextWriter) {
        out.key("invocations")
        out.openArray()
        out.element()
        out.openObject()
        out.key("executionSuccessful")
        out.bool(report.inputProblems.isEmpty)
        var notices = report.inputProblems.map { (level: "error", text: $0) }
        if left > 0 {
            notices.append((
                "warning",
                "\(left) of \(report.diagnostics.count) findings are not in this log: code scanning accepts at most "
                    + "\(maximumResults) results per run, and the most severe were kept (l10n-check --format json lists them all)."
            ))
        }
        if !notices.isEmpty {
            out.key("toolExecutionNotifications")
            out.openArray()
            for notice in notices {
                out.element()
                out.openObject()
                out.member("level", notice.level)
                message(notice.text, &out)
                out.closeObject()
            }
            out.closeArray()
        }
        out.key("workingDirectory")
        out.openObject()
        out.member("uri", ArtifactURI.directoryURI(workingDirectory))
        out.closeObject()
        out.closeObject()
        out.closeArray()
    }

    private func result(
        _ d: Diagnostic, fingerprint: FindingFingerprint, ruleIndex: Int?, uri: (String) -> ArtifactURI,
        _ out: inout JSONTextWriter
    ) {
        let end = d.fixItLength.map { d.location.column + $0 }
        out.openObject()
        if let fixIt = d.fixIt, let end, d.location.line >= 1 {
            out.key("fixes")
            out.openArray()
            out.element()
            out.openObject()
            out.key("artifactChanges")
            out.openArray()
            out.element()
            out.openObject()
            artifactLocation(uri(d.location.file), &out)
            out.key("replacements")
            out.openArray()
            out.element()
            out.openObject()
            out.key("deletedRegion")
            region(line: d.location.line, column: d.location.column, end: end, &out)
            out.key("insertedContent")
            out.openObject()
            out.member("text", fixIt)
            out.closeObject()
            out.closeObject()
            out.closeArray()
            out.closeObject()
            out.closeArray()
            out.key("description")
            out.openObject()
            out.member("text", "Replace with \(fixIt)")
            out.closeObject()
            out.closeObject()
            out.closeArray()
        }
        out.member("level", d.severity.rawValue)
        out.key("locations")
        out.openArray()
        out.element()
        location(d.location, end: end, uri: uri, &out)
        out.closeArray()
        message(d.message, &out)
        out.key("partialFingerprints")
        out.openObject()
        out.member("l10nFinding/v1", fingerprint.description)
        out.closeObject()
        let spanlessFix = d.fixIt != nil && (end == nil || d.location.line < 1)
        if d.location.jsonPointer != nil || spanlessFix {
            out.key("properties")
            out.openObject()
            if spanlessFix { out.member("fixIt", d.fixIt) }
            if let pointer = d.location.jsonPointer { out.member("jsonPointer", pointer) }
            out.closeObject()
        }
        if !d.notes.isEmpty {
            out.key("relatedLocations")
            out.openArray()
            for (i, note) in d.notes.enumerated() {
                out.element()
                out.openObject()
                out.member("id", i)
                message(note.message, &out)
                if let place = note.location { physicalLocation(place, end: nil, uri: uri, &out) }
                out.closeObject()
            }
            out.closeArray()
        }
        out.member("ruleId", d.rule)
        if let ruleIndex { out.member("ruleIndex", ruleIndex) }
        out.closeObject()
    }

    private func location(_ place: SourceLocation, end: Int?, uri: (String) -> ArtifactURI, _ out: inout JSONTextWriter) {
        out.openObject()
        physicalLocation(place, end: end, uri: uri, &out)
        out.closeObject()
    }

    private func physicalLocation(_ place: SourceLocation, end: Int?, uri: (String) -> ArtifactURI, _ out: inout JSONTextWriter) {
        out.key("physicalLocation")
        out.openObject()
        artifactLocation(uri(place.file), &out)
        // SARIF lines start at 1; a finding about a whole file (line 0) has no region.
        if place.line >= 1 {
            out.key("region")
            region(line: place.line, column: place.column, end: end, &out)
        }
        out.closeObject()
    }

    private func artifactLocation(_ artifact: ArtifactURI, _ out: inout JSONTextWriter) {
        out.key("artifactLocation")
        out.openObject()
        out.member("uri", artifact.uri)
        if let base = artifact.uriBaseID { out.member("uriBaseId", base) }
        out.closeObject()
    }

    private func region(line: Int, column: Int, end: Int?, _ out: inout JSONTextWriter) {
        let start = max(1, column)
        out.openObject()
        if let end, end > start { out.member("endColumn", end) }
        out.member("startColumn", start)
        out.member("startLine", line)
        out.closeObject()
    }

    private func message(_ text: String, _ out: inout JSONTextWriter) {
        out.key("message")
        out.openObject()
        out.member("text", text.isEmpty ? "(no message)" : text)
        out.closeObject()
    }

    private func descriptor(_ rule: DiagnosticRule, _ out: inout JSONTextWriter) {
        out.openObject()
        out.key("defaultConfiguration")
        out.openObject()
        out.member("level", rule.severity.rawValue)
        out.closeObject()
        out.key("fullDescription")
        out.openObject()
        out.member("text", Self.limited(rule.rationale.isEmpty ? rule.summary : rule.rationale))
        out.closeObject()
        out.key("help")
        out.openObject()
        out.member("markdown", RulesReporter().markdownBody(rule))
        var help = rule.summary
        if !rule.rationale.isEmpty { help += "\n\nWhy: " + rule.rationale }
        if !rule.source.isEmpty { help += "\n\nSource: " + rule.source }
        help += "\n\nMore: l10n-check rules \(rule.id)"
        out.member("text", help)
        out.closeObject()
        out.member("id", rule.id)
        out.key("properties")
        out.openObject()
        out.key("tags")
        out.openArray()
        out.element()
        out.string(String(rule.id.prefix { $0 != "." }))
        out.closeArray()
        out.closeObject()
        out.key("shortDescription")
        out.openObject()
        out.member("text", Self.limited(rule.summary))
        out.closeObject()
        out.closeObject()
    }

    /// At most 1,024 characters, as code scanning requires of descriptions.
    static func limited(_ text: String) -> String {
        text.count <= 1024 ? text : String(text.prefix(1023)) + "…"
    }
}
