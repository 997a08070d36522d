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
        let discovered = CatalogDiscovery.discover(paths)
        let files = read(discovered.files, options: options, progress: progress)
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
        let counter = Counter()
        return files.concurrentMap { found in
            var fileOptions = options
            fileOptions.locale = found.locale
            fileOptions.table = found.table
            let file = CatalogReader.read(path: found.path, format: found.format, options: fileOptions)
            if let progress { progress(counter.increment(), files.count) }
            return file
        }
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

private final class Counter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "l10n.counter")
    private var value = 0
    func increment() -> Int { queue.sync { value += 1; return value } }
}
