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

        public init(developmentLanguage: String? = nil, readOptions: ReadOptions = ReadOptions(), dialogManifest: String? = nil) {
            self.developmentLanguage = developmentLanguage
            self.readOptions = readOptions
            self.dialogManifest = dialogManifest
        }
    }

    public static func run(
        _ paths: [String], options: Options = Options(), progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> LintReport {
        let loaded = CatalogLoader.load(
            paths, developmentLanguage: options.developmentLanguage, options: options.readOptions, progress: progress)
        let context = RuleContext(developmentLanguage: options.developmentLanguage)
        // Tables and files are independent: summarise and check them on all cores, the
        // statistics of a table's files with it (a phase of their own waited for the slowest table).
        // The largest tables first: a big one started last would run alone on one core.
        let tableResults = loaded.tables.concurrentMap(largestFirst: { $0.files.reduce(0) { $0 + $1.byteCount } }) { table in
            let row = LintReport.TableRow(
                name: table.name, location: location(of: table), developmentLanguage: table.developmentLanguage,
                reference: table.referenceDescription, locales: table.summaries())
            let tableContext = context.forTable()
            let findings = RuleRegistry.checks.flatMap { $0.check(table, context: tableContext) }
            return (row, findings, table.files.map { (path: $0.path, rows: fileRows($0)) })
        }
        var diagnostics = loaded.diagnostics + loaded.files.flatMap(\.diagnostics) + tableResults.flatMap(\.1)
        diagnostics += RuleRegistry.catalogChecks.flatMap { $0.check(loaded.tables, context: context) }
        if let manifest = options.dialogManifest, let bundle = paths.first(where: isFolder) {
            diagnostics += DialogLint.run(manifestPath: manifest, bundlePath: bundle, developmentLanguage: options.developmentLanguage)
        }
        diagnostics.sort { a, b in
            (a.location.file, a.location.line, a.location.column) < (b.location.file, b.location.line, b.location.column)
        }
        // In the files' order, which tables group differently.
        var rowsByPath: [String: [LintReport.FileRow]] = [:]
        rowsByPath.reserveCapacity(loaded.files.count)
        for result in tableResults {
            for file in result.2 { rowsByPath[file.path] = file.rows }
        }
        let files = loaded.files.flatMap { rowsByPath[$0.path] ?? fileRows($0) }
        return LintReport(
            diagnostics: diagnostics, files: files, tables: tableResults.map(\.0), missingPaths: loaded.missingPaths,
            unsupportedPaths: loaded.unsupportedPaths, emptyFolders: loaded.emptyFolders, catalogs: loaded)
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
