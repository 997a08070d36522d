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
    }

    public static func discover(_ paths: [String]) -> Result {
        var candidates: [String] = []
        var missing: [String] = []
        var unsupported: [String] = []
        var emptyFolders: [String] = []
        for path in paths {
            switch DirectoryWalker.kind(of: path) {
            case .missing, .linkLoop: missing.append(path)
            case .file:
                if classify(path) == nil { unsupported.append(path) } else { candidates.append(path) }
            case .directory:
                let found = DirectoryWalker.files(under: path)
                if !found.contains(where: { classify($0) != nil }) { emptyFolders.append(path) }
                candidates += found
            }
        }
        var seen = Set<String>()
        let unique = candidates.filter { seen.insert($0).inserted }
        let templates = Set(candidates.filter { $0.hasSuffix(".pot") })
        // On all cores: reading the paths of a large tree took a visible share of a run's wall time.
        let files = unique.concurrentMap { classify($0, templates: templates) }.compactMap { $0 }
        return Result(
            files: pairTemplates(files), missingPaths: missing, unsupportedPaths: unsupported, emptyFolders: emptyFolders)
    }

    /// What the path says about one file, or nil when it is not a localization file.
    public static func classify(_ path: String, templates: Set<String> = []) -> DiscoveredFile? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = components.last, let dot = name.lastIndex(of: "."),
              let format = CatalogFormat(pathExtension: String(name[name.index(after: dot)...])) else { return nil }
        let base = String(name[..<dot])
        let parents = Array(components.dropLast())
        let folder = parents.joined(separator: "/")
        switch format {
        case .strings, .stringsdict:
            if let lproj = parents.last, lproj.hasSuffix(".lproj") {
                let locale = String(lproj.dropLast(".lproj".count))
                let container = parents.dropLast().joined(separator: "/")
                return DiscoveredFile(path: path, format: format, locale: locale, table: base,
                                      tableID: container + "|" + base)
            }
            // Outside an .lproj folder the file names no localization: a table of its own.
            return DiscoveredFile(path: path, format: format, locale: nil, table: base, tableID: path)
        case .xcstrings:
            return DiscoveredFile(path: path, format: format, locale: nil, table: base, tableID: path)
        case .pot:
            let root = gettextRoot(parents) ?? folder
            return DiscoveredFile(path: path, format: .pot, locale: nil, table: base, tableID: root + "|" + base)
        case .po:
            // <root>/<locale>/LC_MESSAGES/<domain>.po
            if parents.count >= 2, parents[parents.count - 1] == "LC_MESSAGES" {
                let locale = parents[parents.count - 2]
                let root = parents.dropLast(2).joined(separator: "/")
                return DiscoveredFile(path: path, format: .po, locale: locale, table: base, tableID: root + "|" + base)
            }
            // po/<locale>.po or <locale>.po: the domain is the template's name.
            if LocaleName.isLocale(base) {
                let template = templates.filter { $0.hasPrefix(folder + "/") && !$0.dropFirst(folder.count + 1).contains("/") }
                    .sorted().first
                let domain = template.map { CatalogReader.defaultTableName(for: $0) }
                    ?? (parents.last.map { $0 == "po" ? (parents.dropLast().last ?? "messages") : $0 } ?? "messages")
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
            let folder = file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            let candidates = tableIDs.filter { id in
                let parts = id.split(separator: "|", omittingEmptySubsequences: false)
                guard parts.count == 2, parts[1] == file.table else { return false }
                let root = parts[0].split(separator: "/", omittingEmptySubsequences: false)
                return root.dropLast().joined(separator: "/") == folder
            }
            guard candidates.count == 1, let id = candidates.first else { return file }
            var paired = file
            paired.tableID = id
            return paired
        }
    }

    /// For a template inside `<root>/…/LC_MESSAGES` or `<root>/locale/`, the root its `.po` files share.
    private static func gettextRoot(_ parents: [String]) -> String? {
        if parents.last == "LC_MESSAGES", parents.count >= 2 { return parents.dropLast(2).joined(separator: "/") }
        return nil
    }
}
