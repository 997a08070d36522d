#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LocalizationCatalog

/// Runs `l10n-check` over paths: discovery, reading, statistics. The CLI is a thin wrapper
/// around this, so tooling gets the same results by calling it.
public enum Linter {
    public struct Options: Sendable {
        /// The development language of tables whose files do not name one.
        public var developmentLanguage: String?
        public var readOptions: ReadOptions
        /// A dialog manifest whose dialogs are checked in every localization (`--dialogs`),
        /// against the first folder of the paths (see ``DialogLint``).
        public var dialogManifest: String?
        /// The localizations the run is limited to (`--locale`); nil checks every one.
        public var locales: LocaleSelection?
        /// A lint configuration (`.l10n-check.json`); the options above win over its settings.
        /// One with errors stops the run: the report holds only its diagnostics.
        public var configuration: LintConfiguration?
        /// About how many bytes of files are read and checked at once: the tables of a larger
        /// tree are taken a batch at a time, each freed before the next is read. A table is never
        /// split; one larger than this is a batch of its own.
        public var batchBytes = 8 << 20

        public init(
            developmentLanguage: String? = nil, readOptions: ReadOptions = ReadOptions(), dialogManifest: String? = nil,
            locales: LocaleSelection? = nil, configuration: LintConfiguration? = nil
        ) {
            self.developmentLanguage = developmentLanguage
            self.readOptions = readOptions
            self.dialogManifest = dialogManifest
            self.locales = locales
            self.configuration = configuration
        }
    }

    /// Lints every localization file under `paths`.
    ///
    /// The tables are read, checked and freed a batch at a time (about ``Options/batchBytes`` of
    /// files each), so memory follows the largest batch, not the tree; what the report keeps of a
    /// batch is its findings (each with its entry's key), statistics and file subjects.
    /// - Parameter progress: called from any thread after each file is read, with (files read,
    ///   files in all).
    public static func run(
        _ paths: [String], options: Options = Options(), progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> LintReport {
        let configuration = options.configuration
        if let configuration, configuration.hasErrors {
            return LintReport(
                diagnostics: DiagnosticList(configuration.diagnostics), files: [], tables: [], missingPaths: [], setupFailed: true)
        }
        let developmentLanguage = options.developmentLanguage ?? configuration?.developmentLanguage
        let discovered = CatalogDiscovery.discover(paths)
        var found = discovered.files
        // Excluded files are never read.
        let configuredPaths = ConfigurationPaths(configuration)
        if let configuration, !configuration.exclude.isEmpty {
            found.removeAll { file in
                guard let relative = configuredPaths.relative(file.path) else { return false }
                return configuration.exclude.contains { $0.matches(relative) }
            }
        }
        let selection = options.locales ?? configuration?.locales.map(LocaleSelection.init)
        var context = RuleContext(developmentLanguage: developmentLanguage)
        if let allowed = configuration?.identicalTranslationsAllowed { context.allowedIdenticalTexts = Set(allowed.map(IdenticalTranslation.normalized)) }
        let collectors = RuleRegistry.catalogChecks.map { $0.collector(context: context) }

        var diagnostics = DiagnosticList()
        // The configuration's severities are applied as each batch's findings come in.
        let severities = configuration.flatMap { $0.changesSeverities ? $0 : nil }
        func add(_ findings: [Diagnostic]) {
            guard let severities else { return diagnostics += findings }
            for var finding in findings {
                guard let severity = severities.severity(
                    of: finding.rule, finding.severity, inFile: configuredPaths.relative(finding.location.file))
                else { continue }
                finding.severity = severity
                diagnostics.append(finding)
            }
        }
        add(discovered.diagnostics)
        var tableRows: [LintReport.TableRow] = []
        var rowsByPath: [String: [LintReport.FileRow]] = [:]
        rowsByPath.reserveCapacity(found.count)
        var subjects = FindingSubject.Index()
        var matchedLocales = Set<String>()
        var lastBatch: CatalogLoader.Result?
        var filesRead = 0
        for batch in TableBatches(found, budget: options.batchBytes).batches {
            lastBatch = nil  // freed before the next batch is read
            let batchFiles = batch.flatMap { $0.members.map { found[$0] } }
            var batchProgress: (@Sendable (Int, Int) -> Void)?
            if let progress {
                let offset = filesRead, total = found.count
                batchProgress = { done, _ in progress(offset + done, total) }
            }
            let read: [CatalogFile] = CatalogLoader.read(batchFiles, options: options.readOptions, progress: batchProgress)
            filesRead += batchFiles.count
            var start = 0
            let tables = batch.map { table -> LocalizationTable in
                let members = Array(read[start..<start + table.members.count])
                start += table.members.count
                return CatalogLoader.table(table.name, id: table.id, files: members, developmentLanguage: developmentLanguage)
            }
            var loaded = CatalogLoader.Result(tables: tables, files: read, missingPaths: [], unsupportedPaths: [])
            if let selection {
                let matched: Set<String>
                (loaded, matched) = selection.restrict(loaded)
                matchedLocales.formUnion(matched)
            }
            let tableResults = checkTables(loaded.tables, context: context)
            var batchFindings: [Diagnostic] = loaded.files.flatMap { $0.diagnostics } + tableResults.flatMap { $0.findings }
            EntryKeys(loaded.files).assign(&batchFindings)
            add(batchFindings)
            for collector in collectors { collector.add(loaded.tables) }
            subjects.add(loaded.tables)
            for result in tableResults {
                tableRows.append(result.row)
                for file in result.fileRows { rowsByPath[file.path] = file.rows }
            }
            lastBatch = loaded
        }
        for collector in collectors { add(collector.findings()) }
        if let manifest = options.dialogManifest, let bundle = paths.first(where: isFolder) {
            add(DialogLint.run(manifestPath: manifest, bundlePath: bundle, developmentLanguage: developmentLanguage))
        }
        diagnostics.sortByPosition()
        // In the files' order, which tables group differently.
        let files = found.flatMap { rowsByPath[$0.path] ?? [] }
        return LintReport(
            diagnostics: diagnostics, files: files, tables: tableRows, missingPaths: discovered.missingPaths,
            unsupportedPaths: discovered.unsupportedPaths, emptyFolders: discovered.emptyFolders,
            unmatchedLocales: selection?.unmatched(matchedLocales) ?? [], subjects: subjects, lastBatch: lastBatch)
    }

    private struct TableResult: Sendable {
        var row: LintReport.TableRow
        var findings: [Diagnostic]
        var fileRows: [(path: String, rows: [LintReport.FileRow])]
    }

    /// One unit of the table phase: what every rule of a table shares, the table's summary, or one rule.
    private enum TableTask: Sendable {
        case sharedTexts(table: Int), summary(table: Int), rule(table: Int, rule: Int)
    }

    private enum TableTaskResult: Sendable {
        case none
        case summary(LintReport.TableRow, [(path: String, rows: [LintReport.FileRow])])
        case findings([Diagnostic])
    }

    /// Every table's summary, file statistics and findings, in the tables' order and each table's
    /// in the registry's order. The work is split per rule, not per table: one project's largest
    /// table is often most of the work, and would otherwise run alone on one core. The largest
    /// tables come first, each starting with the texts its rules share, so that the rules needing
    /// them seldom wait.
    private static func checkTables(_ tables: [LocalizationTable], context: RuleContext) -> [TableResult] {
        let checks = RuleRegistry.checks
        let contexts = tables.map { _ in context.forTable() }
        let order = largestFirstOrder(tables.map { $0.files.reduce(0) { $0 + $1.byteCount } })
        var tasks: [TableTask] = []
        tasks.reserveCapacity(tables.count * (checks.count + 2))
        for t in order { tasks.append(.sharedTexts(table: t)) }
        for t in order {
            tasks.append(.summary(table: t))
            for r in checks.indices { tasks.append(.rule(table: t, rule: r)) }
        }
        let results = tasks.concurrentMap { task -> TableTaskResult in
            switch task {
            case .sharedTexts(let t):
                contexts[t].prepareSharedTexts(tables[t])
                return .none
            case .summary(let t):
                let table = tables[t]
                let row = LintReport.TableRow(
                    name: table.name, location: location(of: table), developmentLanguage: table.developmentLanguage,
                    reference: table.referenceDescription, locales: table.summaries())
                return .summary(row, table.files.map { (path: $0.path, rows: fileRows($0)) })
            case .rule(let t, let r):
                return .findings(checks[r].check(tables[t], context: contexts[t]))
            }
        }
        var rows: [(LintReport.TableRow, [(path: String, rows: [LintReport.FileRow])])?] = Array(repeating: nil, count: tables.count)
        var findings: [[[Diagnostic]]] = Array(repeating: Array(repeating: [], count: checks.count), count: tables.count)
        for (task, result) in zip(tasks, results) {
            switch (task, result) {
            case (.summary(let t), .summary(let row, let files)): rows[t] = (row, files)
            case (.rule(let t, let r), .findings(let found)): findings[t][r] = found
            default: break
            }
        }
        return tables.indices.map { t in
            TableResult(row: rows[t]!.0, findings: findings[t].flatMap { $0 }, fileRows: rows[t]!.1)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The file's statistics, one row per localization it holds (one, with no locale, for a template).
    private static func fileRows(_ file: CatalogFile) -> [LintReport.FileRow] {
        let known = (file.locale.map { [$0] } ?? file.locales).filter { !$0.isEmpty }
        let locales: [String?] = file.format == .pot || known.isEmpty ? [nil] : known
        return locales.map { locale in
            let stats = file.statistics(locale: locale)
            return LintReport.FileRow(
                path: file.path, format: file.format, locale: locale, entries: stats.entries,
                translated: stats.translated, fuzzy: stats.fuzzy, untranslated: stats.untranslated)
        }
    }

    private static func location(of table: LocalizationTable) -> String {
        if table.files.count == 1 { return table.files[0].path }
        let container = DiscoveredFile.folder(ofTableID: table.id, table: table.name)
            ?? String(decoding: table.id.utf8.prefix { $0 != UInt8(ascii: "|") }, as: UTF8.self)
        return container.isEmpty ? "." : container
    }
}
