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
    }

    /// Reads every localization file under `paths`.
    /// - Parameters:
    ///   - developmentLanguage: the development language of tables whose files do not name one
    ///     (`--development-language`); a String Catalog's `sourceLanguage` wins.
    ///   - progress: called from any thread after each file with (files done, files in all).
    public static func load(
        _ paths: [String], developmentLanguage: String? = nil, options: ReadOptions = ReadOptions(),
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> Result {
        // Files are read while the folders are still being walked: the walk waits on the file
        // system, one core at most, and the reads fill the others.
        let ahead = ReadAhead(options: options)
        let discovered = CatalogDiscovery.discover(paths, visit: ahead.start)
        let files = read(discovered.files, options: options, progress: progress, early: ahead.finish())
        // Tables in the order their first file was found.
        var groups: [(id: String, members: [Int])] = []
        var groupIndex: [String: Int] = [:]
        for (index, file) in discovered.files.enumerated() {
            if let existing = groupIndex[file.tableID] {
                groups[existing].members.append(index)
            } else {
                groupIndex[file.tableID] = groups.count
                groups.append((file.tableID, [index]))
            }
        }
        let tables = groups.map { group -> LocalizationTable in
            let members = group.members.map { files[$0] }
            return LocalizationTable(
                name: discovered.files[group.members[0]].table, id: group.id,
                developmentLanguage: members.lazy.compactMap(\.developmentLanguage).first
                    ?? developmentLanguage ?? inferDevelopmentLanguage(members),
                files: members)
        }
        return Result(
            tables: tables, files: files, missingPaths: discovered.missingPaths,
            unsupportedPaths: discovered.unsupportedPaths, emptyFolders: discovered.emptyFolders)
    }

    /// Reads the files on all cores; the result keeps the input order.
    public static func read(
        _ files: [DiscoveredFile], options: ReadOptions = ReadOptions(), progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [CatalogFile] {
        read(files, options: options, progress: progress, early: [:])
    }

    /// `read`, taking a file from `early` when it was read there as `files` describes it
    /// (same format and locale; the table name is only a label and is set here).
    private static func read(
        _ files: [DiscoveredFile], options: ReadOptions, progress: (@Sendable (Int, Int) -> Void)?,
        early: [String: (found: DiscoveredFile, file: CatalogFile)]
    ) -> [CatalogFile] {
        let counter = Counter()
        return files.concurrentMap { found in
            var file: CatalogFile
            if let done = early[found.path], done.found.format == found.format, done.found.locale == found.locale {
                file = done.file
                file.table = found.table
            } else {
                file = read(found, options: options)
            }
            if let progress { progress(counter.increment(), files.count) }
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

/// Reads localization files on other threads as the walk finds them, classified by their path
/// alone (a `po/<locale>.po` file learns its domain from the templates beside it only once the
/// walk is over; `read` then sets it, or reads again if the locale differs).
private final class ReadAhead: @unchecked Sendable {
    private let options: ReadOptions
    private let group = DispatchGroup()
    private let queue = DispatchQueue.global(qos: .userInitiated)
    private let lock = DispatchQueue(label: "l10n.read-ahead")
    private var done: [String: (found: DiscoveredFile, file: CatalogFile)] = [:]

    init(options: ReadOptions) { self.options = options }

    /// Called on the walking thread with every file found.
    func start(_ path: String) {
        queue.async(group: group) { [self] in
            guard let found = CatalogDiscovery.classify(path) else { return }
            let file = CatalogLoader.read(found, options: options)
            lock.sync { done[path] = (found, file) }
        }
    }

    /// Waits for every read started; the files by path.
    func finish() -> [String: (found: DiscoveredFile, file: CatalogFile)] {
        group.wait()
        return lock.sync { done }
    }
}

private final class Counter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "l10n.counter")
    private var value = 0
    func increment() -> Int { queue.sync { value += 1; return value } }
}
