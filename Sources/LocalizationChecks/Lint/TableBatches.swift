#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LocalizationCatalog

/// The tables of a run as groups of discovered files, cut into batches that the linter reads,
/// checks and frees one after another, so that memory follows the batch, not the tree.
struct TableBatches {
    /// One table: its files, as indices into the discovered files, in discovery order.
    struct Table {
        var id: String
        var name: String
        var members: [Int]
        var bytes: Int
    }

    /// Batches of whole tables, in the order each table's first file was found.
    let batches: [[Table]]

    /// - Parameter budget: the bytes of files a batch holds before the next one starts; a
    ///   table larger than that is a batch of its own.
    init(_ files: [DiscoveredFile], budget: Int) {
        let sizes = files.concurrentMap { Self.size(of: $0.path) }
        let tables = CatalogLoader.tableGroups(files).map { group in
            Table(id: group.id, name: group.name, members: group.members, bytes: group.members.reduce(0) { $0 + sizes[$1] })
        }
        var batches: [[Table]] = []
        var current: [Table] = []
        var bytes = 0
        for table in tables {
            if !current.isEmpty, bytes + table.bytes > budget {
                batches.append(current)
                current = []
                bytes = 0
            }
            current.append(table)
            bytes += table.bytes
        }
        if !current.isEmpty { batches.append(current) }
        self.batches = batches
    }

    /// The file's size in bytes, 0 when it cannot be read (its reader says why).
    static func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }
}
