#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Finds, reads (in parallel) and groups localization files into tables.
public enum CatalogLoader {
    /// Everything read from a set of paths.
    public struct Result: Sendable {
        /// Tables in a stable order (by the path of their first file).
        public var tables: [LocalizationTable]
        /// Every file read, in discovery order.
        public var files: [CatalogFile]
        /// Paths given that do not exist.
        public var missingPaths: [String]
        /// Files given by name that are not localization files.
        public var unsupportedPaths: [String]
        /// Folders given by name that hold no localization file.
        public var emptyFolders: [String] = []
        /// Problems with the folders themselves (one that could not be read).
        public var diagnostics: [Diagnostic] = []

        public init(
            tables: [LocalizationTable], files: [CatalogFile], missingPaths: [String] = [], unsupportedPaths: [String] = [],
            emptyFolders: [String] = [], diagnostics: [Diagnostic] = []
        ) {
            self.tables = tables
            self.files = files
            self.missingPaths = missingPaths
            self.unsupportedPaths = unsupportedPaths
            self.emptyFolders = emptyFolders
            self.diagnostics = diagnostics
        }
    }

    /// Reads every localization file under `paths`.
    /// - Parameters:
    ///   - developmentLanguage: the development language of tables whose files do not name one
    ///     (`--development-language`); a String Catalog's `sourceLanguage` wins.
    ///   - progress: called from any thread after each file with (files done, files in all); while
    ///     folders are still being walked, "in all" is the files found so far.
    public static func load(
        _ paths: [String], developmentLanguage: String? = nil, options: ReadOptions = ReadOptions(),
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> Result {
        // Files are read while the folders are still being walked (see `ReadAhead`).
        let ahead = ReadAhead(options: options, progress: progress)
        let discovered = CatalogDiscovery.discover(paths, visit: ahead.start)
        let early = ahead.finish()
        let files = read(discovered.files, options: options, progress: progress, early: early.files, alreadyDone: early.done)
        let tables = tableGroups(discovered.files).map { group in
            table(group.name, id: group.id, files: group.members.map { files[$0] }, developmentLanguage: developmentLanguage)
        }
        return Result(
            tables: tables, files: files, missingPaths: discovered.missingPaths,
            unsupportedPaths: discovered.unsupportedPaths, emptyFolders: discovered.emptyFolders,
            diagnostics: discovered.diagnostics)
    }

    /// The files grouped into tables (by `tableID`), in the order each table's first file comes:
    /// each group's name, ID and members (indices into `files`, in order).
    package static func tableGroups(_ files: [DiscoveredFile]) -> [(name: String, id: String, members: [Int])] {
        var groups: [(name: String, id: String, members: [Int])] = []
        var groupIndex: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            if let existing = groupIndex[file.tableID] {
                groups[existing].members.append(index)
            } else {
                groupIndex[file.tableID] = groups.count
                groups.append((file.table, file.tableID, [index]))
            }
        }
        return groups
    }

    /// The table of `files`: its development language is a String Catalog's `sourceLanguage`,
    /// else `developmentLanguage`, else what the files imply (see `inferDevelopmentLanguage`).
    package static func table(_ name: String, id: String, files: [CatalogFile], developmentLanguage: String?) -> LocalizationTable {
        LocalizationTable(
            name: name, id: id,
            developmentLanguage: files.lazy.compactMap(\.developmentLanguage).first
                ?? developmentLanguage ?? inferDevelopmentLanguage(files),
            files: files)
    }

    /// Reads the files on all cores; the result keeps the input order.
    public static func read(
        _ files: [DiscoveredFile], options: ReadOptions = ReadOptions(), progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [CatalogFile] {
        read(files, options: options, progress: progress, early: [:], alreadyDone: 0)
    }

    /// `read`, taking a file from `early` when it was read there as `files` describes it
    /// (same format and locale; the table name is only a label and is set here).
    private static func read(
        _ files: [DiscoveredFile], options: ReadOptions, progress: (@Sendable (Int, Int) -> Void)?,
        early: [String: (found: DiscoveredFile, file: CatalogFile)], alreadyDone: Int
    ) -> [CatalogFile] {
        let counter = Counter(start: alreadyDone)
        return files.concurrentMap { found in
            var file: CatalogFile
            var reused = false
            if let done = early[found.path], done.found.format == found.format, done.found.locale == found.locale {
                file = done.file
                file.table = found.table
                reused = true
            } else {
                file = read(found, options: options)
            }
            // A file read ahead under another locale is read again; the count stays within the total.
            if let progress, !reused { progress(min(counter.increment(), files.count), files.count) }
            return file
        }
    }

    fileprivate static func read(_ found: DiscoveredFile, options: ReadOptions) -> CatalogFile {
        var fileOptions = options
        fileOptions.locale = found.locale
        fileOptions.table = found.table
        return CatalogReader.read(path: found.path, format: found.format, options: fileOptions)
    }

    /// The development language the files imply: a String Catalog's `sourceLanguage`; else `en`,
    /// then `Base`, when such a localization exists.
    static func inferDevelopmentLanguage(_ files: [CatalogFile]) -> String? {
        if let source = files.lazy.compactMap(\.developmentLanguage).first { return source }
        let locales = Set(files.compactMap(\.locale))
        if locales.contains("en") { return "en" }
        if locales.contains("Base") { return "Base" }
        return nil
    }
}

/// Reads localization files as the walk finds them, classified by their path alone (a
/// `po/<locale>.po` file learns its domain from the templates beside it only once the walk is
/// over; `read` then sets it, or reads again if the locale differs).
///
/// Readers on all cores but one read while the walk goes on, leaving the walking thread a core
/// of its own (the walk waits on the file system, and on two cores a second reader starved it);
/// when the walk ends, the walking thread reads too.
private final class ReadAhead: @unchecked Sendable {
    private struct State {
        var pending: [DiscoveredFile] = []
        var next = 0
        var done: [String: (found: DiscoveredFile, file: CatalogFile)] = [:]
    }

    private let options: ReadOptions
    private let progress: (@Sendable (Int, Int) -> Void)?
    private let state = Locked(State())
    /// Signalled once per file found, and once per reader when the walk ends.
    private let available = DispatchSemaphore(value: 0)
    private let readers = DispatchGroup()
    private let readerCount = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) - 1)
    /// Touched by the walking thread only.
    private var readersStarted = false

    init(options: ReadOptions, progress: (@Sendable (Int, Int) -> Void)?) {
        self.options = options
        self.progress = progress
    }

    /// Called on the walking thread with every file found.
    func start(_ path: String) {
        guard let found = CatalogDiscovery.classify(path) else { return }
        state.withLock { $0.pending.append(found) }
        available.signal()
        if !readersStarted {
            readersStarted = true
            for _ in 0..<readerCount {
                DispatchQueue.global(qos: .userInitiated).async(group: readers) { [self] in readPending(waiting: true) }
            }
        }
    }

    /// Called on the walking thread when the walk is over: reads what is left beside the readers,
    /// then waits for them. The files by path, and how many there are.
    func finish() -> (files: [String: (found: DiscoveredFile, file: CatalogFile)], done: Int) {
        for _ in 0..<readerCount { available.signal() }
        readPending(waiting: false)
        readers.wait()
        return state.withLock { ($0.done, $0.done.count) }
    }

    /// Reads files until none is left. `waiting`: first wait for the walk to find one (a reader;
    /// each signal stands for a file, so a reader finds none only once the walk is over).
    private func readPending(waiting: Bool) {
        while true {
            if waiting { available.wait() }
            let next: DiscoveredFile? = state.withLock { state in
                guard state.next < state.pending.count else { return nil }
                state.next += 1
                return state.pending[state.next - 1]
            }
            guard let next else { return }
            let file = CatalogLoader.read(next, options: options)
            let counts = state.withLock { state -> (Int, Int) in
                state.done[next.path] = (next, file)
                return (state.done.count, state.pending.count)
            }
            progress?(counts.0, counts.1)
        }
    }
}

private final class Counter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "l10n.counter")
    private var value: Int
    init(start: Int) { value = start }
    func increment() -> Int { queue.sync { value += 1; return value } }
}
