import LocalizationCatalog

/// The outcome of linting a set of paths: every diagnostic, per-file statistics and per-table
/// progress by localization. Reporters turn it into text, JSON, …
public struct LintReport: Sendable {
    /// Statistics of one file in one localization, counted as `msgfmt --statistics` counts.
    public struct FileRow: Sendable, Hashable, Codable {
        public var path: String
        public var format: CatalogFormat
        public var locale: String?
        public var entries: Int
        public var translated: Int
        public var fuzzy: Int
        public var untranslated: Int
    }

    /// A table's progress in each of its localizations.
    public struct TableRow: Sendable, Hashable, Codable {
        public var name: String
        /// Where the table lives: a `.xcstrings` file, or the folder holding its localizations.
        public var location: String
        public var developmentLanguage: String?
        /// What the localizations are compared with (`development language en`, `template x.pot`).
        public var reference: String
        public var locales: [LocaleSummary]
    }

    /// Sorted by file, then line, then column; kept compactly, as a large tree has hundreds of
    /// thousands (see ``DiagnosticList``).
    public var diagnostics: DiagnosticList
    public var files: [FileRow]
    public var tables: [TableRow]
    /// Paths given on the command line that do not exist.
    public var missingPaths: [String]
    /// Files given by name that are not localization files.
    public var unsupportedPaths: [String] = []
    /// Folders given by name that hold no localization file.
    public var emptyFolders: [String] = []
    /// Localizations named with `--locale` that no table checked has.
    public var unmatchedLocales: [String] = []
    /// The lint configuration or the baseline had errors (their `config.*` or `baseline.*`
    /// diagnostics are the report's), so nothing was checked: exit status 2.
    public var setupFailed = false
    /// The table and localization of each file checked, for summaries and baselines.
    public var subjects = FindingSubject.Index()
    /// The catalogs of the run's last batch (all of them when the run fit in one; see
    /// ``Linter/Options/batchBytes``). Kept with the report so that whoever holds it decides when
    /// they are freed: `l10n-check` leaves that to the process exit, as freeing every entry of a
    /// large table takes a noticeable part of a run on one thread.
    public var lastBatch: CatalogLoader.Result?

    public func count(_ severity: Severity) -> Int {
        // One field, without building each diagnostic.
        var count = 0
        for i in diagnostics.indices where diagnostics.severity(at: i) == severity { count += 1 }
        return count
    }

    /// Problems with the input as a whole, for the person at the terminal: paths that do not
    /// exist, files that are not localization files, or nothing to check at all.
    public var inputProblems: [String] {
        missingPaths.map { "no such file or folder: \($0)" }
            + unsupportedPaths.map { "not a localization file (expected .strings, .stringsdict, .xcstrings, .po or .pot): \($0)" }
            + emptyFolders.map { "no localization files under \($0)" }
            + unmatchedLocales.map { "no table checked has a localization '\($0)' (--locale)" }
            + (files.isEmpty && missingPaths.isEmpty && unsupportedPaths.isEmpty && emptyFolders.isEmpty && !setupFailed
                ? ["no localization files found"] : [])
    }

    /// 2 when input was missing, unreadable or empty, else 1 when any error was found, else 0.
    public var exitStatus: ExitStatus { exitStatus(strict: false) }

    /// ``exitStatus``, with warnings failing the run too when `strict` (`--strict`).
    public func exitStatus(strict: Bool) -> ExitStatus {
        ExitStatus.decide(
            inputProblem: !inputProblems.isEmpty || setupFailed || ExitStatus.hasInputError(diagnostics),
            severities: diagnostics.indices.lazy.map(diagnostics.severity(at:)), strict: strict)
    }
}
