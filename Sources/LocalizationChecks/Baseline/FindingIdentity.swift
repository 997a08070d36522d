import LocalizationCatalog

/// What identifies a finding across edits of its file, for baselines: the rule, the file
/// (relative to a base folder), the table, the localization, the key of the entry it is in, and
/// a hash of its message with the digits removed (messages quote line and column numbers and
/// counts that shift). Never the line number: editing elsewhere in the file keeps it matched.
public struct FindingIdentity: Sendable, Hashable {
    public var rule: String
    public var file: String
    public var table: String?
    public var locale: String?
    /// The entry's key (`msgctxt` and `msgid` joined by U+0004, as gettext joins them), or nil for
    /// a finding about a file or table as a whole.
    public var key: String?
    /// 16 hex digits of FNV-1a 64 over the message without its digits.
    public var messageHash: String

    public init(rule: String, file: String, table: String?, locale: String?, key: String?, messageHash: String) {
        self.rule = rule
        self.file = file
        self.table = table
        self.locale = locale
        self.key = key
        self.messageHash = messageHash
    }

    /// One identity per diagnostic of `report`, in order; files relative to `baseDirectory`.
    public static func all(_ report: LintReport, baseDirectory: String) -> [FindingIdentity] {
        let subjects = FindingSubject.Index(report.catalogs?.tables ?? [])
        let keys = EntryKeys(report.catalogs?.files ?? [])
        var relative: [String: String] = [:]
        return report.diagnostics.map { d in
            let file = relative[d.location.file] ?? ArtifactURI.relativePath(d.location.file, workingDirectory: baseDirectory).path
            relative[d.location.file] = file
            let subject = subjects.subject(of: d)
            return FindingIdentity(
                rule: d.rule, file: file, table: subject.table, locale: subject.locale, key: keys.key(of: d),
                messageHash: FindingFingerprint.messageHash(d.message))
        }
    }
}

/// The key of the entry a finding lies in: from a String Catalog's JSON pointer
/// (`/strings/KEY/…`), else the last entry of its file that starts at or before its line.
struct EntryKeys {
    private var starts: [String: [(line: Int, key: String)]] = [:]

    init(_ files: [CatalogFile]) {
        for file in files where file.format != .xcstrings {
            var list: [(line: Int, key: String)] = []
            list.reserveCapacity(file.entries.count)
            for i in file.entries.indices {
                let entry = file.entries[i]
                list.append((entry.location.line, entry.context.map { $0 + "\u{4}" + entry.key } ?? entry.key))
            }
            list.sort { $0.line < $1.line }
            starts[file.path] = list
        }
    }

    func key(of diagnostic: Diagnostic) -> String? {
        if let pointer = diagnostic.location.jsonPointer {
            guard let tokens = JSONPointer.tokens(pointer), tokens.count >= 2, tokens[0] == "strings" else { return nil }
            return tokens[1]
        }
        guard let list = starts[diagnostic.location.file], diagnostic.location.line >= 1 else { return nil }
        // The last entry starting at or before the line (binary search).
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].line <= diagnostic.location.line { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : list[low - 1].key
    }
}
