import Foundation
import Testing
import TestSupport
@testable import LocalizationCatalog

/// Every real `.strings` file, checked against the toolchain's `plutil` (the same CoreFoundation
/// parser Apple ships) and round-tripped through the writer: the 72 of the in-project slice
/// always, the 934 of a full corpus copy too when `L10N_APPLE_CORPUS` names one.
@Suite struct StringsCorpusTests {
    static let plutil = "/opt/swift/usr/bin/plutil"
    static let files = Corpus.files(under: Corpus.apple, extensions: ["strings"])

    @Test func sliceIsPresent() {
        #expect(Self.files.count == 72)
    }

    @Test func sliceMatchesPlutilAndRoundTrips() throws {
        // Two of the slice's files are 0-byte (mastodon hy-AM), as in the full corpus.
        #expect(try Self.problems(Self.files, emptyFiles: 2).isEmpty)
    }

    @Test(Corpus.needsFullApple) func fullCorpusMatchesPlutilAndRoundTrips() throws {
        let files = Corpus.files(under: try #require(Corpus.fullApple), extensions: ["strings"])
        #expect(files.count == 934)
        #expect(try Self.problems(files, emptyFiles: 2).isEmpty)
    }

    /// What plutil makes of one file: its dictionary, or its error message.
    static func plutilValues(_ path: String) throws -> Result<[String: String], PlutilFailure> {
        let run = try Corpus.run(plutil, ["-convert", "json", "-o", "-", path])
        guard run.status == 0 else { return .failure(PlutilFailure(message: run.stderr)) }
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        guard let dictionary = object as? [String: Any] else { return .failure(PlutilFailure(message: "not a dictionary")) }
        var values: [String: String] = [:]
        for (key, value) in dictionary {
            guard let string = value as? String else { return .failure(PlutilFailure(message: "non-string value for \(key)")) }
            values[key] = string
        }
        return .success(values)
    }

    struct PlutilFailure: Error { var message: String }

    /// Reads each of `files`, compares it with plutil and round-trips it; records the problems of
    /// the first 20 failing files and returns every failing path. Exactly `emptyFiles` must be the
    /// 0-byte files plutil refuses and we read as empty tables.
    static func problems(_ files: [String], emptyFiles expectedEmpty: Int) throws -> [String] {
        let results = LockedBox(Array(repeating: [String](), count: files.count))  // problems per file
        let emptyFiles = LockedBox([String]())
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let path = files[index]
            var problems: [String] = []
            defer { results.withLock { $0[index] = problems } }
            guard let data = FileManager.default.contents(atPath: path) else {
                problems.append("cannot read"); return
            }
            let bytes = [UInt8](data)
            let file = StringsReader.read(bytes, path: path, options: ReadOptions(locale: "xx"))
            let errors = file.diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { problems.append("errors: \(errors.map { "\($0.rule)@\($0.location): \($0.message)" })") }

            // Round trip through the lossless model.
            let (document, _) = StringsDocument.parse(bytes, path: path)
            if StringsWriter.write(document) != bytes { problems.append("round trip changed the bytes") }
            if document.entries.count < file.entries.count { problems.append("document lost entries") }

            let expected: Result<[String: String], PlutilFailure>
            do { expected = try Self.plutilValues(path) } catch { problems.append("plutil: \(error)"); return }
            switch expected {
            case .success(let values):
                if file.entries.count != values.count {
                    problems.append("entry count \(file.entries.count), plutil \(values.count)")
                }
                if file.values != values {
                    let differing = values.keys.filter { file.values[$0] != values[$0] }.sorted().prefix(3)
                    problems.append("values differ, e.g. \(differing.map { "\($0): \(String(describing: file.values[$0])) vs \(values[$0]!)" })")
                }
            case .failure(let failure):
                // plutil refuses only zero-length data; we read such a file as an empty table with a warning.
                if bytes.isEmpty, failure.message.contains("zero-length"),
                   file.entries.isEmpty, file.diagnostics.map(\.rule) == ["io.empty-file"] {
                    emptyFiles.withLock { $0.append(path) }
                } else {
                    problems.append("plutil failed (\(failure.message)) on a file we read as \(file.entries.count) entries")
                }
            }
        }
        let failures = zip(files, results.withLock { $0 }).filter { !$0.1.isEmpty }
        for (path, problems) in failures.prefix(20) {
            Issue.record("\(path): \(problems.joined(separator: "; "))")
        }
        #expect(emptyFiles.withLock { $0.count } == expectedEmpty)
        return failures.map(\.0)
    }

    @Test func utf16FileOfTheCorpusKeepsItsEncoding() throws {
        let path = Corpus.apple.appendingPathComponent(
            "mastodon-mastodon-ios/Mastodon/Supporting Files/Settings.bundle/en.lproj/Root.strings").path
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let file = StringsReader.read(bytes, path: path)
        #expect(file.encoding == .utf16LittleEndian(byteOrderMark: true))
        #expect(file.locale == "en")
        #expect(file.table == "Root")
        #expect(file.values == ["Enabled": "Enabled", "none given": "none given", "Group": "Group", "Name": "Name"])
    }
}

/// A small lock for collecting results from `concurrentPerform`.
final class LockedBox<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
