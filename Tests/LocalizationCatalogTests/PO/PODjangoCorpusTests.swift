import Foundation
import Testing
@testable import LocalizationCatalog
import TestSupport

/// Every Django `.po` file, against GNU msgfmt as the oracle.
@Suite(.serialized, Corpus.needsDjango) struct PODjangoCorpusTests {
    static func corpusFiles() throws -> [String] {
        guard let root = Corpus.django else {
            Issue.record("The Django corpus is missing: run scripts/fetch-django-corpus (or set L10N_DJANGO_DIR)")
            throw CorpusMissing()
        }
        let files = Corpus.files(under: root, extensions: ["po"])
        #expect(files.count == 1226)
        return files
    }

    struct CorpusMissing: Error {}

    /// Runs `work` over `items` on all cores.
    static func parallelMap<T: Sendable>(_ items: [String], _ work: @escaping @Sendable (String) -> T) async -> [String: T] {
        await withTaskGroup(of: (String, T).self) { group in
            var results: [String: T] = [:]
            var iterator = items.makeIterator()
            for _ in 0..<max(2, ProcessInfo.processInfo.activeProcessorCount * 2) {
                if let item = iterator.next() { group.addTask { (item, work(item)) } }
            }
            while let (item, value) = await group.next() {
                results[item] = value
                if let next = iterator.next() { group.addTask { (next, work(next)) } }
            }
            return results
        }
    }

    /// msgfmt's numbers from "98 translated messages, 1 fuzzy translation, 2 untranslated messages."
    static func parseStatistics(_ stderr: String) -> (translated: Int, fuzzy: Int, untranslated: Int)? {
        guard let line = stderr.split(separator: "\n").last(where: { $0.contains("translated message") }) else { return nil }
        var result = (translated: 0, fuzzy: 0, untranslated: 0)
        for part in line.split(separator: ",") {
            let words = part.split(separator: " ")
            guard let number = words.first.flatMap({ Int($0) }), words.count >= 2 else { continue }
            switch words[1] {
            case "translated": result.translated = number
            case "fuzzy": result.fuzzy = number
            case "untranslated": result.untranslated = number
            default: break
            }
        }
        return result
    }

    @Test func statisticsEqualMsgfmtAndPluralMismatchesEqualMsgfmtCheck() async throws {
        let files = try Self.corpusFiles()
        let oracle = await Self.parallelMap(files) { path -> (String, String) in
            let stats = (try? Corpus.run("/usr/bin/msgfmt", ["--statistics", "-o", "/dev/null", path]))?.stderr ?? ""
            let check = (try? Corpus.run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", path]))?.stderr ?? ""
            return (stats, check)
        }
        var expectedMismatch: [String] = []
        var ourMismatch: [String] = []
        var statisticsMismatches: [String] = []
        for path in files {
            let file = CatalogReader.read(path: path)
            let (statsText, checkText) = oracle[path] ?? ("", "")
            guard let expected = Self.parseStatistics(statsText) else {
                Issue.record("msgfmt printed no statistics for \(path): \(statsText)")
                continue
            }
            let stats = file.statistics()
            if (stats.translated, stats.fuzzy, stats.untranslated) != expected {
                statisticsMismatches.append("\(path): ours \(stats), msgfmt \(expected)")
            }
            if checkText.contains("plural forms") { expectedMismatch.append(path) }
            // A form past nplurals is reported as out of range instead of a second, count finding.
            let pluralRules: Set<String> = ["po.plural-count-mismatch", "po.plural-index-out-of-range"]
            if file.diagnostics.contains(where: { pluralRules.contains($0.rule) }) { ourMismatch.append(path) }
        }
        #expect(statisticsMismatches.isEmpty, "\(statisticsMismatches.prefix(10))")
        #expect(ourMismatch == expectedMismatch)
        #expect(expectedMismatch.count == 36)
    }

    @Test func everyFileRoundTripsByteForByte() async throws {
        let files = try Self.corpusFiles()
        let results = await Self.parallelMap(files) { path -> String? in
            guard let data = FileManager.default.contents(atPath: path) else { return "unreadable" }
            let bytes = [UInt8](data)
            let document = PODocument.parse(bytes, path: path)
            guard POWriter.write(document) == bytes else { return "round trip differs" }
            let file = POReader.read(bytes, path: path, options: ReadOptions())
            guard !file.entries.isEmpty, file.header.count > 0 else { return "no entries or no header" }
            let errors = file.diagnostics.filter { $0.severity == .error && !["po.plural-count-mismatch", "po.plural-index-out-of-range"].contains($0.rule) }
            return errors.isEmpty ? nil : "unexpected diagnostics \(errors.prefix(3))"
        }
        let failures = results.compactMap { path, problem in problem.map { "\(path): \($0)" } }.sorted()
        #expect(results.count == files.count)
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// Django's Japanese, Chinese and Korean catalogs in the legacy charsets of those languages
    /// (iconv converts them, dropping the few characters a charset lacks; the header is changed to
    /// match): read directly, each gives msgconv's entries and values and msgfmt's statistics, with
    /// no finding. In Shift_JIS (41 characters) and Big5 (18) some second bytes are 0x5C; the
    /// Simplified Chinese text has none in GB18030, nor the Korean in EUC-KR.
    @Test(arguments: [("ja", "SHIFT_JIS", 41), ("zh_Hans", "GB18030", 0), ("zh_Hant", "BIG5", 18), ("ko", "EUC-KR", 0)])
    func asianCatalogsInLegacyCharsetsReadAsGettextReadsThem(locale: String, charset: String, backslashBytes: Int) async throws {
        let files = try Self.corpusFiles().filter { $0.contains("/\(locale)/LC_MESSAGES/") }
        #expect(files.count == 13)
        // (problem, second bytes 0x5C) per file
        let results = await Self.parallelMap(files) { path -> (String?, Int) in
            guard let data = FileManager.default.contents(atPath: path) else { return ("unreadable", 0) }
            let utf8 = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "charset=UTF-8", with: "charset=\(charset)")
            do {
                let converted = try Corpus.withTemporaryFile(Array(utf8.utf8), name: "utf8.po") {
                    try Corpus.runForBytes("/usr/bin/iconv", ["-c", "-f", "UTF-8", "-t", charset, $0])
                }
                let bytes = converted.stdout
                let file = POReader.read(bytes, path: "x.po", options: ReadOptions(locale: locale))
                guard file.diagnostics.isEmpty else { return ("findings \(file.diagnostics.prefix(3))", 0) }
                let (stats, reference) = try Corpus.withTemporaryFile(bytes, name: "x.po") { path in
                    (try Corpus.run("/usr/bin/msgfmt", ["--statistics", "-o", "/dev/null", path]).stderr,
                     try Corpus.run("/usr/bin/msgconv", ["--to-code=UTF-8", path]).stdout)
                }
                let ours = file.statistics()
                guard let expected = Self.parseStatistics(stats), (ours.translated, ours.fuzzy, ours.untranslated) == expected else {
                    return ("statistics \(ours), msgfmt \(stats)", 0)
                }
                let decoded = POReader.read(Array(reference.utf8), path: "x.po", options: ReadOptions(locale: locale))
                guard file.entries.map(\.id) == decoded.entries.map(\.id) else { return ("keys differ from msgconv's", 0) }
                guard file.entries.map({ $0.localizations[locale]?.value.strings }) == decoded.entries.map({ $0.localizations[locale]?.value.strings })
                else { return ("values differ from msgconv's", 0) }
                guard POWriter.write(PODocument.parse(bytes, path: "x.po")) == bytes else { return ("round trip differs", 0) }
                // Characters whose second byte is 0x5C, found as the reader steps through them.
                let multiByte = try #require(MultiByteCharset.named(charset))
                var backslashSecondBytes = 0, i = 0
                bytes.withUnsafeBufferPointer { buffer in
                    while i < buffer.count {
                        let length = multiByte.character(buffer, i, buffer.count).length
                        if length == 2, buffer[i + 1] == 0x5C { backslashSecondBytes += 1 }
                        i += length
                    }
                }
                return (nil, backslashSecondBytes)
            } catch {
                return ("\(error)", 0)
            }
        }
        let failures = results.compactMap { path, result in result.0.map { "\(path): \($0)" } }.sorted()
        #expect(results.count == files.count)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        let backslashSecondBytes = results.values.reduce(0) { $0 + $1.1 }
        #expect(backslashSecondBytes == backslashBytes)
    }
}
