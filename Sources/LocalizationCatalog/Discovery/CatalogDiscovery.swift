/// Finds localization tables and their localizations under paths.
///
/// Layouts recognised:
/// - Apple bundles: `<dir>/<locale>.lproj/<Table>.strings|.stringsdict` (including `Base.lproj`);
///   the table is identified by `<dir>` and `<Table>`.
/// - String Catalogs: `<Table>.xcstrings`, one table with every language inside.
/// - gettext: `<root>/<locale>/LC_MESSAGES/<domain>.po`; `po/<locale>.po` and `<locale>.po`
///   (the domain is the name of the `.pot` beside them, else the folder's name); `<domain>.pot` is
///   the template (development language side) of the `.po` files of the same domain and root.
public enum CatalogDiscovery {
    /// What discovery found: files in a stable order, and the paths that do not exist.
    public struct Result: Sendable {
        public var files: [DiscoveredFile]
        /// Paths given that do not exist (or are symbolic link loops).
        public var missingPaths: [String]
        /// Files given by name that are not localization files.
        public var unsupportedPaths: [String]
        /// Folders given by name that hold no localization file.
        public var emptyFolders: [String] = []
        /// Folders found that could not be read (`io.unreadable`, at the folder): their files
        /// are not checked, and that is said rather than skipped.
        public var diagnostics: [Diagnostic] = []
    }

    /// `visit` is called with the path of every file under a folder as the walk finds it
    /// (localization file or not), so work on it can start before the walk ends.
    public static func discover(_ paths: [String], visit: ((String) -> Void)? = nil) -> Result {
        var candidates: [String] = []
        var missing: [String] = []
        var unsupported: [String] = []
        var emptyFolders: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            switch DirectoryWalker.kind(of: path) {
            case .missing, .linkLoop: missing.append(path)
            case .file:
                if classify(path) == nil { unsupported.append(path) } else { candidates.append(path) }
            case .directory:
                let (found, unreadable) = DirectoryWalker.files(under: path, visit: visit)
                for folder in unreadable {
                    diagnostics.append(Diagnostic(
                        .fileUnreadable, at: SourceLocation(file: folder.path, line: 1, column: 1),
                        "cannot read the folder: \(folder.reason); the files in it are not checked"))
                }
                // A folder that could not be read at all is reported once, as unreadable.
                let rootUnreadable = unreadable.contains { $0.path == path }
                if !rootUnreadable, !found.contains(where: { classify($0) != nil }) { emptyFolders.append(path) }
                candidates += found
            }
        }
        // Paths given in several spellings (`dir ./dir`, `dir/x.po dir//x.po`) name the same files
        // and folders: files are told apart, and tables made, by one spelling of each path, and
        // reported as first written. One walk spells each file once, so a single argument is
        // taken as it is.
        let directory = paths.count > 1 ? DirectoryWalker.currentDirectory() : nil
        var seen = Set<String>()
        let unique = candidates.map { path in (written: path, spelling: directory.map { Self.spelling(path, in: $0) } ?? path) }
            .filter { seen.insert($0.spelling).inserted }
        let templates = Set(unique.map(\.spelling).filter { $0.hasSuffix(".pot") })
        // On all cores: reading the paths of a large tree took a visible share of a run's wall time.
        let classified = zip(unique, unique.concurrentMap { classify($0.spelling, templates: templates) })
            .compactMap { item, file in file.map { (written: item.written, file: $0) } }
        var files = pairTemplates(classified.map(\.file))
        for index in files.indices { files[index].path = classified[index].written }
        return Result(
            files: files, missingPaths: missing, unsupportedPaths: unsupported, emptyFolders: emptyFolders,
            diagnostics: diagnostics)
    }

    /// One spelling of `path`, the same for every spelling of it: without empty and `.`
    /// components, relative to `directory` (the working directory) when inside it, else
    /// absolute. `..` stays: past a symbolic link it is not the parent.
    static func spelling(_ path: String, in directory: String) -> String {
        func names(_ text: String) -> [Substring] { PathParts(text).names.map { text[$0] }.filter { $0 != "." } }
        let absolute = names(path.utf8.first == UInt8(ascii: "/") ? path : directory + "/" + path)
        let base = names(directory)
        if absolute.count > base.count, absolute.starts(with: base) {
            return absolute.dropFirst(base.count).joined(separator: "/")
        }
        return "/" + absolute.joined(separator: "/")
    }

    /// What the path says about one file, or nil when it is not a localization file.
    public static func classify(_ path: String, templates: Set<String> = []) -> DiscoveredFile? {
        let parts = PathParts(path)
        let name = parts.component(fromEnd: 0)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")),
              let format = CatalogFormat(pathExtension: String(name[name.index(after: dot)...])) else { return nil }
        let base = String(name[..<dot])
        let folder = parts.folder(droppingLast: 0)
        switch format {
        case .strings, .stringsdict:
            if parts.folderCount >= 1, case let lproj = parts.component(fromEnd: 1), lproj.hasSuffix(".lproj") {
                let locale = String(lproj.dropLast(".lproj".count))
                return DiscoveredFile(path: path, format: format, locale: locale, table: base,
                                      tableID: parts.folder(droppingLast: 1) + "|" + base)
            }
            // Outside an .lproj folder the file names no localization: a table of its own.
            return DiscoveredFile(path: path, format: format, locale: nil, table: base, tableID: path)
        case .xcstrings:
            return DiscoveredFile(path: path, format: format, locale: nil, table: base, tableID: path)
        case .pot:
            let root = gettextRoot(parts) ?? folder
            return DiscoveredFile(path: path, format: .pot, locale: nil, table: base, tableID: root + "|" + base)
        case .po:
            // <root>/<locale>/LC_MESSAGES/<domain>.po
            if let root = gettextRoot(parts) {
                let locale = String(parts.component(fromEnd: 2))
                return DiscoveredFile(path: path, format: .po, locale: locale, table: base, tableID: root + "|" + base)
            }
            // po/<locale>.po or <locale>.po: the domain is the template's name.
            if LocaleName.isLocale(base) {
                // By bytes: paths are bytes, and a name may start with a combining mark.
                let prefix = Array((folder + "/").utf8)
                let template = templates.filter { template in
                    template.utf8.starts(with: prefix) && !template.utf8.dropFirst(prefix.count).contains(UInt8(ascii: "/"))
                }.sorted().first
                let parent = parts.folderCount >= 1 ? String(parts.component(fromEnd: 1)) : nil
                // `./po/de.po`: "." names no project, so gettext's default domain is used.
                var grandparent: String? = parts.folderCount >= 2 ? String(parts.component(fromEnd: 2)) : nil
                if grandparent == "." || grandparent == ".." { grandparent = nil }
                let domain = template.map { CatalogReader.defaultTableName(for: $0) }
                    ?? (parent.map { $0 == "po" ? (grandparent ?? "messages") : $0 } ?? "messages")
                return DiscoveredFile(path: path, format: .po, locale: base, table: domain, tableID: folder + "|" + domain)
            }
            return DiscoveredFile(path: path, format: .po, locale: nil, table: base, tableID: folder + "|" + base)
        }
    }

    /// A template beside a `<root>` of `<locale>/LC_MESSAGES/<domain>.po` files (`app.pot` next to
    /// `locale/`) joins their table when exactly one such table has its domain.
    private static func pairTemplates(_ files: [DiscoveredFile]) -> [DiscoveredFile] {
        let tableIDs = Set(files.filter { $0.format == .po }.map(\.tableID))
        return files.map { file in
            guard file.format == .pot, !tableIDs.contains(file.tableID) else { return file }
            let folder = PathParts(file.path).folder(droppingLast: 0)
            let candidates = tableIDs.filter { id in
                // The root's own folder: the root read as a path whose last name is dropped.
                guard let root = DiscoveredFile.folder(ofTableID: id, table: file.table) else { return false }
                return PathParts(root).folder(droppingLast: 0) == folder
            }
            guard candidates.count == 1, let id = candidates.first else { return file }
            var paired = file
            paired.tableID = id
            return paired
        }
    }

    /// For a file inside `<root>/<locale>/LC_MESSAGES`, the root the catalogs of a domain share.
    private static func gettextRoot(_ parts: PathParts) -> String? {
        guard parts.folderCount >= 2, parts.component(fromEnd: 1) == "LC_MESSAGES" else { return nil }
        return parts.folder(droppingLast: 2)
    }
}

/// A path split at its slashes, by byte: splitting by `Character` walked grapheme breaks and
/// was most of classifying a large tree's files.
private struct PathParts {
    let path: String
    /// Where each name starts and ends; empty names (`a//b`, a leading or trailing `/`) are
    /// skipped, as the file system skips them.
    let names: [Range<String.Index>]

    init(_ path: String) {
        self.path = path
        var names: [Range<String.Index>] = []
        let utf8 = path.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
            if start < end { names.append(start..<end) }
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        self.names = names
    }

    /// How many folder names come before the file name.
    var folderCount: Int { max(0, names.count - 1) }

    /// The `k`-th name from the end (0: the file name).
    func component(fromEnd k: Int) -> Substring {
        let i = names.count - 1 - k
        return i >= 0 ? path[names[i]] : ""
    }

    /// The path up to the end of the folder names without the last `k` (as written, with any
    /// leading `/`); "" when none is left.
    func folder(droppingLast k: Int) -> String {
        let i = names.count - 2 - k
        return i >= 0 ? String(path[..<names[i].upperBound]) : ""
    }
}
