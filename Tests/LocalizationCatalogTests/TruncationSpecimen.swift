import Foundation
import Synchronization
import Testing
import TestSupport
import LocalizationCatalog

/// One corpus file read whole, with the offsets to damage it at and the checks on a damaged copy.
struct Specimen: Sendable {
    /// Relative to the package root; also the path the reader is given.
    let path: String
    let bytes: [UInt8]
    let format: CatalogFormat
    let whole: CatalogFile
    /// The entries of `whole` in file order, each with the byte offset in the file (in its own
    /// encoding, byte order mark included) where its key starts.
    let starts: [(offset: Int, entry: CatalogEntry)]
    let oracle: CutOracle

    static let knownRules = Set(DiagnosticRule.all.map(\.id))

    /// Specimens already made: the suite's tests share them (reading the largest file whole
    /// costs a third of a second in a debug build).
    private static let made = Mutex<[String: Specimen]>([:])

    /// The specimen of `path`, made once.
    static func load(_ path: String) throws -> Specimen {
        if let specimen = made.withLock({ $0[path] }) { return specimen }
        let specimen = try Specimen(path)
        made.withLock { $0[path] = specimen }
        return specimen
    }

    private init(_ path: String) throws {
        self.path = path
        let url = Corpus.packageRoot.appendingPathComponent(path)
        bytes = [UInt8](try #require(FileManager.default.contents(atPath: url.path), "cannot read \(path)"))
        format = try #require(CatalogFormat(pathExtension: url.pathExtension))
        whole = CatalogReader.read(bytes, path: path, format: format)
        // The readers place entries in the decoded UTF-8 text; back to the file's own bytes.
        let text = Self.decoded(bytes, path: path, format: format)
        let markLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var starts: [(offset: Int, entry: CatalogEntry)] = []
        for entry in whole.entries {
            let offset = try #require(
                text.byteOffset(line: entry.location.line, column: entry.location.column), "\(entry.key) at \(entry.location)")
            if case .utf8 = text.encoding {
                starts.append((markLength + offset, entry))
            } else {
                starts.append((text.encoding.encode(Array(text.utf8[..<offset])).count, entry))
            }
        }
        self.starts = starts.sorted { $0.offset < $1.offset }
        oracle = CutOracle(bytes, format: format, encoding: text.encoding)
    }

    /// The text positions in a reader's findings refer to: what `SourceDecoder` makes of
    /// `bytes`, or for PO what its reader makes (UTF-8, a mark skipped, whatever they start with).
    /// UTF-8 is repaired by the standard library as `SourceDecoder` repairs it, without its
    /// validation: in a debug build that was a quarter of the suite's time.
    static func decoded(_ bytes: [UInt8], path: String, format: CatalogFormat) -> SourceText {
        let looksUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || (bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0))
        if format == .strings || format == .stringsdict || format == .xcstrings, looksUTF16 {
            return SourceDecoder.decode(bytes, path: path).text
        }
        let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let body = hasMark ? bytes[3...] : bytes[...]
        return SourceText(path: path, utf8: Array(String(decoding: body, as: UTF8.self).utf8), encoding: .utf8(byteOrderMark: hasMark))
    }

    func read(_ damaged: [UInt8]) -> CatalogFile {
        CatalogReader.read(damaged, path: path, format: format)
    }

    /// The entries that end before byte `offset`: those whose next entry starts before it.
    func entriesComplete(before offset: Int) -> ArraySlice<(offset: Int, entry: CatalogEntry)> {
        let startedBefore = starts.prefix { $0.offset < offset }.count
        return starts.prefix(max(0, startedBefore - 1))
    }

    /// Findings with a rule no reader declares, or a position outside `damaged`.
    func problems(in read: CatalogFile, of damaged: [UInt8]) -> [String] {
        let text = Self.decoded(damaged, path: path, format: format)
        var problems: [String] = []
        for diagnostic in read.diagnostics {
            if diagnostic.rule.isEmpty || !Self.knownRules.contains(diagnostic.rule) {
                problems.append("unknown rule '\(diagnostic.rule)'")
            }
            for location in [diagnostic.location] + diagnostic.notes.compactMap(\.location) {
                let inside = location.file == path && location.line >= 1 && location.column >= 1
                    && text.byteOffset(line: location.line, column: location.column) != nil
                let pointer = location.jsonPointer.map { $0.isEmpty || $0.hasPrefix("/") } ?? true
                if !inside || !pointer {
                    problems.append("\(diagnostic.rule) at \(location.line):\(location.column) \(location.jsonPointer ?? "") is outside the text")
                }
            }
        }
        return problems
    }

    /// The entries of `expected` that `read` lost or reads differently.
    func changes(in read: CatalogFile, expected: ArraySlice<(offset: Int, entry: CatalogEntry)>) -> [String] {
        guard !expected.isEmpty else { return [] }
        var byID: [EntryID: CatalogEntry] = [:]
        for entry in read.entries where byID[entry.id] == nil { byID[entry.id] = entry }
        return expected.compactMap { item in
            guard let found = byID[item.entry.id] else { return "lost \(item.entry.id) (line \(item.entry.location.line))" }
            return found == item.entry ? nil : "changed \(item.entry.id) (line \(item.entry.location.line))"
        }
    }

    /// The entries of the whole file that `read` does not have, with where each starts.
    func lost(in read: CatalogFile) -> [(offset: Int, entry: CatalogEntry)] {
        let found = Set(read.entries.map(\.id))
        return starts.filter { !found.contains($0.entry.id) }
    }

    /// Where to damage the file, sorted, each once: 24 offsets spread evenly and the last byte,
    /// 6 drawn by a generator seeded with the path and `salt`, 4 inside encoded characters, and
    /// the first byte of 3 entries and the byte after it.
    ///
    /// Each damaged copy is read whole, so a file whose 40 copies would read more than
    /// `readBudget` bytes gets proportionally fewer of each kind (at least 2 spread evenly and
    /// 1 of every other kind): the 2 MB String Catalog would otherwise take most of the suite's time.
    func offsets(salt: UInt64, readBudget: Int) -> [Int] {
        let count = bytes.count
        guard count > 0 else { return [] }
        let scale = min(1, Double(readBudget) / Double(count * 40))
        func scaled(_ n: Int, atLeast least: Int = 1) -> Int { max(least, Int((Double(n) * scale).rounded())) }
        let evenly = scaled(24, atLeast: 2)
        var offsets = Set((0..<evenly).map { $0 * count / evenly })
        offsets.insert(count - 1)
        var random = SplitMix(seed: Self.fnv1a(path) ^ salt)
        for _ in 0..<scaled(6) { offsets.insert(Int(random.next() % UInt64(count))) }
        // Inside a character: the first such offset after each of a few evenly spread points.
        let points = scaled(4)
        for n in 0..<points {
            var k = max(1, (n * 2 + 1) * count / (points * 2))
            while k < count, !oracle.splitsCharacter(at: k) { k += 1 }
            if k < count { offsets.insert(k) }
        }
        for start in Self.spread(starts.dropFirst().map(\.offset), scaled(3)) {
            offsets.insert(start)
            offsets.insert(start + 1)
        }
        return offsets.filter { $0 < count }.sorted()
    }

    /// At most `count` of `items`, spread evenly.
    static func spread(_ items: [Int], _ count: Int) -> [Int] {
        guard items.count > count else { return items }
        return (0..<count).map { items[($0 * 2 + 1) * items.count / (count * 2)] }
    }

    /// FNV-1a of the path: the same seed in every run (Swift's `Hasher` is seeded per process).
    static func fnv1a(_ string: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in string.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
