import LocalizationCatalog

/// The key of the entry a finding lies in: from a String Catalog's JSON pointer
/// (`/strings/KEY/…`), else the last entry of its file that starts at or before its line.
/// Built over the files of one batch while they are loaded (see ``Diagnostic/entryKey``).
struct EntryKeys {
    private var starts: [String: [(line: Int, key: String)]] = [:]

    init(_ files: [CatalogFile]) {
        for file in files where file.format != .xcstrings {
            var list: [(line: Int, key: String)] = []
            list.reserveCapacity(file.entries.count)
            for i in file.entries.indices {
                list.append((file.entries[i].location.line, Self.key(of: file.entries[i])))
            }
            list.sort { $0.line < $1.line }
            starts[file.path] = list
        }
    }

    /// `msgctxt` and `msgid` joined by U+0004, as gettext joins them; the key alone elsewhere.
    static func key(of entry: CatalogEntry) -> String { key(of: entry.id) }

    static func key(of id: EntryID) -> String {
        id.context.map { $0 + "\u{4}" + id.key } ?? id.key
    }

    /// The KEY of `/strings/KEY/…`, unescaped (RFC 6901).
    static func pointerKey(_ pointer: String) -> String? {
        guard let tokens = JSONPointer.tokens(pointer), tokens.count >= 2, tokens[0] == "strings" else { return nil }
        return tokens[1]
    }

    func key(of diagnostic: Diagnostic) -> String? {
        if let pointer = diagnostic.location.jsonPointer { return Self.pointerKey(pointer) }
        guard let list = starts[diagnostic.location.file], diagnostic.location.line >= 1 else { return nil }
        // The last entry starting at or before the line (binary search).
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].line <= diagnostic.location.line { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : list[low - 1].key
    }

    /// Sets ``Diagnostic/entryKey`` of each diagnostic that has none.
    func assign(_ diagnostics: inout [Diagnostic]) {
        for i in diagnostics.indices where diagnostics[i].entryKey == nil {
            diagnostics[i].entryKey = key(of: diagnostics[i])
        }
    }
}
