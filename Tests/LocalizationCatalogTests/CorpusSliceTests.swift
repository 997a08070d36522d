import Foundation
import Testing
import TestSupport

/// The in-project slice of the Apple-format corpus (`Tests/Corpus/apple`): small, attributed,
/// and unmodified.
@Suite struct CorpusSliceTests {
    static let apps = ["Dimillian-IceCubesApp", "Whisky-App-Whisky", "duckduckgo-iOS", "element-hq-element-x-ios", "mastodon-mastodon-ios"]

    /// Every regular file under `root`, relative to it, sorted.
    static func allFiles(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var result: [String] = []
        while let relative = walker.nextObject() as? String {
            if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { result.append(relative) }
        }
        return result.sorted()
    }

    @Test func sliceIsAtMostThreeMegabytes() throws {
        let files = Self.allFiles(under: Corpus.apple)
        var bytes = 0
        for file in files {
            let attributes = try FileManager.default.attributesOfItem(atPath: Corpus.apple.appendingPathComponent(file).path)
            bytes += (attributes[.size] as? Int) ?? 0
        }
        #expect(files.count == 120)  // 109 catalogs, 5 licences, 6 READMEs
        #expect(bytes > 2_900_000)
        #expect(bytes <= 3_000_000)
    }

    @Test(arguments: apps)
    func eachAppHasItsLicenceAndSource(app: String) throws {
        let folder = Corpus.apple.appendingPathComponent(app)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let licence = try #require(names.first { $0.hasPrefix("LICENSE") })
        let licenceText = try String(contentsOf: folder.appendingPathComponent(licence), encoding: .utf8)
        #expect(licenceText.contains("Apache License") || licenceText.contains("GNU GENERAL PUBLIC LICENSE")
            || licenceText.contains("GNU AFFERO GENERAL PUBLIC LICENSE"))
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("https://github.com/"))
        #expect(readme.range(of: "Commit: `[0-9a-f]{40}`", options: .regularExpression) != nil)
        #expect(readme.contains("`\(licence)` is the upstream licence file"))
    }

    /// Each file of the slice is the file at the same path in the full corpus, byte for byte.
    @Test(Corpus.needsFullApple) func sliceFilesAreTheFullCorpusFiles() throws {
        let full = try #require(Corpus.fullApple)
        let catalogs = Self.allFiles(under: Corpus.apple).filter {
            ["strings", "stringsdict", "xcstrings"].contains(($0 as NSString).pathExtension)
        }
        #expect(catalogs.count == 109)
        for file in catalogs {
            let ours = FileManager.default.contents(atPath: Corpus.apple.appendingPathComponent(file).path)
            let theirs = FileManager.default.contents(atPath: full.appendingPathComponent(file).path)
            #expect(ours != nil && ours == theirs, "\(file)")
        }
    }
}
