import LocalizationCatalog

/// Findings recorded on purpose (`l10n-check --write-baseline FILE`), so that a run with
/// `--baseline FILE` reports and fails only on findings that are not in it: how a team starts
/// on a legacy catalog without fixing every old finding first.
///
/// The file is JSON, version 1, written with its members sorted, one finding per entry:
///
/// ```json
/// { "findings" : [ { "file", "key"?, "locale"?, "message", "messageHash", "rule", "table"? } ],
///   "tool" : "l10n-check", "version" : 1 }
/// ```
///
/// A finding is matched by ``FindingIdentity`` (rule, file relative to the baseline's folder,
/// table, locale, key and a hash of the message without its digits), never by line, so edits
/// elsewhere in a file keep it matched; each entry matches one finding. `message` is for people
/// and is not compared. Entries left unmatched are `baseline.fixed-finding` notes, errors with
/// `strict` (`--strict-baseline`).
public struct Baseline: Sendable {
    public struct Entry: Sendable, Hashable {
        public var identity: FindingIdentity
        public var message: String
        /// Where the entry is written in the baseline file.
        public var location: SourceLocation?

        public init(identity: FindingIdentity, message: String, location: SourceLocation? = nil) {
            self.identity = identity
            self.message = message
            self.location = location
        }
    }

    /// The baseline file.
    public var path: String
    public var entries: [Entry]
    /// `baseline.invalid` and `io.*` problems met reading it; any makes it unusable.
    public var diagnostics: [Diagnostic] = []

    public init(path: String, entries: [Entry], diagnostics: [Diagnostic] = []) {
        self.path = path
        self.entries = entries
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The folder the entries' paths are relative to.
    public var baseDirectory: String { ConfigurationReader.folder(of: path) }

    /// A baseline of every finding of `report`, to be written at `path`.
    public static func recording(_ report: LintReport, at path: String) -> Baseline {
        let identities = FindingIdentity.all(report, baseDirectory: ConfigurationReader.folder(of: path))
        let entries = zip(identities, report.diagnostics).map { Entry(identity: $0, message: $1.message) }
        return Baseline(path: path, entries: entries)
    }

    /// The report without the findings this baseline lists, plus a `baseline.fixed-finding` for
    /// each entry no finding matched (an error when `strict`).
    public func filter(_ report: LintReport, strict: Bool = false) -> LintReport {
        var remaining: [FindingIdentity: [Int]] = [:]
        for (index, entry) in entries.enumerated() { remaining[entry.identity, default: []].append(index) }
        let identities = FindingIdentity.all(report, baseDirectory: baseDirectory)
        var used = [Bool](repeating: false, count: entries.count)
        var baselined = [Bool](repeating: false, count: identities.count)
        for (position, identity) in identities.enumerated() {
            if var list = remaining[identity], !list.isEmpty {
                used[list.removeFirst()] = true
                remaining[identity] = list
                baselined[position] = true
            }
        }
        var kept = report.diagnostics
        kept.keep { !baselined[$0] }
        for (index, entry) in entries.enumerated() where !used[index] {
            let place = entry.identity.key.map { " ('\($0)'\(entry.identity.locale.map { " in \($0)" } ?? ""))" } ?? ""
            kept.append(Diagnostic(
                .baselineFixedFinding, at: entry.location ?? SourceLocation(file: path, line: 0, column: 0),
                "the baselined \(entry.identity.rule) finding in \(entry.identity.file)\(place) is no longer found; remove it from the baseline (l10n-check --write-baseline)",
                severity: strict ? .error : nil))
        }
        var filtered = report
        filtered.diagnostics = kept
        filtered.diagnostics.sortByPosition()
        return filtered
    }
}
