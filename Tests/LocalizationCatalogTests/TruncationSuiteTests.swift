import Foundation
import Testing
import TestSupport
import LocalizationCatalog

/// Every file of the in-project real corpus (`Tests/Corpus/apple` and the project's own
/// `Localizations`), cut at many byte offsets and with bytes overwritten, read by its reader
/// (issue 24, item 4). For every damaged copy:
///
/// - the reader returns, and each finding has a rule the catalog layer declares and a position
///   (and note positions) inside the damaged text;
/// - a cut that leaves the file unfinished (`CutOracle`) gives at least one error;
/// - every entry that ends before the damage, that is whose next entry starts before it, is
///   read exactly as from the whole file: same key, context, comments and localizations;
/// - a cut inside a character gives an encoding finding;
/// - an overwrite that loses entries says so: a copy that lost an entry never has the same
///   findings as the whole file (unless the entry now sits inside a `.strings` comment).
///
/// Offsets are fixed per file (`Specimen.offsets`): 24 spread evenly and the last byte, 6 from
/// a generator seeded with the path, 4 inside encoded characters and 6 at entry starts (on the
/// first byte and just after it); fewer for the largest files.
@Suite struct TruncationSuiteTests {
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings", "po", "pot"]

    /// Paths relative to the package root, sorted.
    static let files: [String] = {
        let roots = ["Tests/Corpus/apple", "Localizations"].map { Corpus.packageRoot.appendingPathComponent($0) }
        let prefix = Corpus.packageRoot.path + "/"
        return roots.flatMap { Corpus.files(under: $0, extensions: extensions) }.map { String($0.dropFirst(prefix.count)) }
    }()

    @Test func corpusIsPresent() {
        #expect(Self.files.filter { $0.hasPrefix("Tests/Corpus/apple/") }.count == 109)
        #expect(Self.files.filter { $0.hasPrefix("Localizations/") }.count == 43)
        #expect(Self.files.contains("Localizations/po/sample.pot"))
    }

    /// Every file reads without errors whole, so the errors of a damaged copy come from the damage.
    @Test(arguments: files) func wholeFileHasNoErrors(_ file: String) throws {
        let specimen = try Specimen.load(file)
        let errors = specimen.whole.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.rule)@\($0.location)" })")
        #expect(specimen.problems(in: specimen.whole, of: specimen.bytes).isEmpty)
    }

    @Test(arguments: files) func cutKeepsTheEntriesBeforeIt(_ file: String) throws {
        let specimen = try Specimen.load(file)
        let oracle = specimen.oracle
        let (problems, kept) = Self.check(specimen.offsets(salt: 1, readBudget: 2 << 20)) { _, offset in
            let damaged = Array(specimen.bytes[..<offset])
            let read = specimen.read(damaged)
            var found = specimen.problems(in: read, of: damaged)
            if oracle.isIncomplete(cutAt: offset), !read.diagnostics.contains(where: { $0.severity == .error }) {
                found.append("the file is unfinished but there is no error")
            }
            if oracle.splitsCharacter(at: offset), !read.diagnostics.contains(where: { Self.encodingRules.contains($0.rule) }) {
                found.append("the last character is cut but no encoding finding says so")
            }
            let before = specimen.entriesComplete(before: offset)
            found += specimen.changes(in: read, expected: before)
            return (found.map { "cut at \(offset): \($0)" }, before.count)
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
        // Files of two entries or more get cuts after a whole entry: the check is never empty there.
        #expect(kept > 0 || specimen.starts.count < 2)
    }

    @Test(arguments: files) func overwriteKeepsTheEntriesBeforeIt(_ file: String) throws {
        let specimen = try Specimen.load(file)
        let wholeRules = specimen.whole.diagnostics.map(\.rule).sorted()
        let (problems, kept) = Self.check(specimen.offsets(salt: 2, readBudget: 1 << 20)) { n, offset in
            let replace = Self.overwrites[n % Self.overwrites.count]
            var damaged = specimen.bytes
            // Every fourth case overwrites three bytes in a row: a burst, not a single flip.
            for k in offset..<min(damaged.count, n % 4 == 3 ? offset + 3 : offset + 1) {
                damaged[k] = replace.byte(damaged[k])
            }
            let read = specimen.read(damaged)
            var found = specimen.problems(in: read, of: damaged)
            let before = specimen.entriesComplete(before: offset)
            found += specimen.changes(in: read, expected: before)
            if read.diagnostics.map(\.rule).sorted() == wholeRules {
                let lost = Self.silentlyLost(specimen, read, damaged)
                if !lost.isEmpty { found.append("lost \(lost.map(\.description)) without a finding") }
            }
            return (found.map { "\(replace.name) at \(offset): \($0)" }, before.count)
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
        #expect(kept > 0 || specimen.starts.count < 2)
    }

    /// Runs `damage` (given the case's number and offset; it returns its problems and how many
    /// entries it compared) for every offset, on every core: the test cases of a suite run one
    /// after another here, and the largest file's copies are most of the time.
    static func check(
        _ offsets: [Int], _ damage: @Sendable (Int, Int) -> (problems: [String], kept: Int)
    ) -> (problems: [String], kept: Int) {
        let results = LockedBox([(problems: [String], kept: Int)](repeating: ([], 0), count: offsets.count))
        DispatchQueue.concurrentPerform(iterations: offsets.count) { n in
            let result = damage(n, offsets[n])
            results.withLock { $0[n] = result }
        }
        return results.withLock { all in (all.flatMap(\.problems), all.map(\.kept).reduce(0, +)) }
    }

    /// The entries of the whole file a damaged copy lost, beyond those it renamed. Damage inside
    /// a key renames its entry, which the reader cannot tell; an entry that disappears needs a
    /// finding. In a `.strings` table a damaged `*/` lets the comment run on to the next one,
    /// which is valid and silent to Apple's parser too: an entry left inside a comment is not
    /// counted.
    static func silentlyLost(_ specimen: Specimen, _ read: CatalogFile, _ damaged: [UInt8]) -> [EntryID] {
        var lost = specimen.lost(in: read)
        if specimen.format == .strings, !lost.isEmpty {
            let text = Specimen.decoded(damaged, path: specimen.path, format: .strings).utf8
            lost.removeAll { item in
                let offset = Specimen.decoded(Array(damaged[..<item.offset]), path: specimen.path, format: .strings).utf8.count
                return StringsScanner.isInComment(text, at: offset)
            }
        }
        let known = Set(specimen.whole.entries.map(\.id))
        let renamed = Set(read.entries.map(\.id)).subtracting(known).count
        return lost.count > renamed ? lost.map(\.entry.id) : []
    }

    /// The findings that say a character is cut.
    static let encodingRules: Set<String> = ["encoding.invalid-utf8", "encoding.invalid-unicode", "po.invalid-multibyte-sequence"]

    /// The ways a byte is damaged, taken in turn: its bits inverted, or set to a character that
    /// means something to one of the grammars.
    static let overwrites: [(name: String, byte: @Sendable (UInt8) -> UInt8)] = [
        ("inverted byte", { ~$0 }),
        ("quote", { $0 == UInt8(ascii: "\"") ? ~$0 : UInt8(ascii: "\"") }),
        ("brace", { $0 == UInt8(ascii: "{") ? ~$0 : UInt8(ascii: "{") }),
        ("angle bracket", { $0 == UInt8(ascii: "<") ? ~$0 : UInt8(ascii: "<") }),
        ("zero byte", { $0 == 0 ? ~$0 : 0 }),
        ("line break", { $0 == 0x0A ? ~$0 : 0x0A }),
    ]
}
