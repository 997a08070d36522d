import Foundation
import Testing
import TestSupport
@testable import LocalizationCatalog

/// The 249 real `.stringsdict` files of `shared/corpus/apple`, each compared with an independent
/// parse by the toolchain's `plutil -convert json` (Apple's CoreFoundation property list parser
/// from swift-corelibs-foundation), and the corpus totals from `shared/corpus/README.md`.
@Suite struct StringsDictCorpusTests {
    static let plutil = "/opt/swift/usr/bin/plutil"
    static let files = Corpus.files(under: Corpus.apple, extensions: ["stringsdict"])

    static func read(_ path: String) -> CatalogFile {
        CatalogReader.read(path: path, options: ReadOptions(locale: "xx"))
    }

    @Test func corpusIsPresent() {
        #expect(Self.files.count == 249)
    }

    @Test(arguments: files)
    func matchesPlutil(path: String) throws {
        let file = Self.read(path)
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file.diagnostics)")
        let run = try Corpus.run(Self.plutil, ["-convert", "json", "-o", "-", path])
        try #require(run.status == 0, "plutil failed: \(run.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: [String: Any]])

        #expect(Set(file.entries.map(\.key)) == Set(json.keys))
        #expect(file.entries.count == json.count)
        for entry in file.entries {
            let rule = try #require(json[entry.key])
            let translation = try #require(entry.localizations["xx"])
            #expect(SD.text(translation.value) == rule["NSStringLocalizedFormatKey"] as? String, "\(entry.key)")
            let variables = rule.compactMapValues { $0 as? [String: String] }
            #expect(Set(translation.substitutions.map(\.name)) == Set(variables.keys), "\(entry.key)")
            for substitution in translation.substitutions {
                let expected = try #require(variables[substitution.name])
                var categories: [PluralCategory: String] = [:]
                for (k, v) in expected { if let c = PluralCategory(rawValue: k) { categories[c] = v } }
                #expect(SD.plural(substitution.value) == categories, "\(entry.key) \(substitution.name)")
                #expect(substitution.formatSpecifier == expected["NSStringFormatValueTypeKey"])
                #expect(substitution.ruleType == expected["NSStringFormatSpecTypeKey"])
            }
        }
    }

    @Test func corpusTotals() {
        var keys = 0
        var categories: [PluralCategory: Int] = [:]
        var multiToken = 0
        var multiVariable = 0
        var findings: [String: Int] = [:]
        var bytes = 0
        for path in Self.files {
            let file = Self.read(path)
            bytes += file.byteCount
            keys += file.entries.count
            for d in file.diagnostics { findings[d.rule, default: 0] += 1 }
            for entry in file.entries {
                guard let t = entry.localizations["xx"] else { continue }
                if t.substitutions.count >= 2 { multiVariable += 1 }
                if let format = SD.text(t.value), FormatVariableToken.scan(format).count >= 2 { multiToken += 1 }
                for s in t.substitutions {
                    guard case .plural(let variants) = s.value.content else { continue }
                    for v in variants { categories[v.category, default: 0] += 1 }
                }
            }
        }
        // shared/corpus/README.md §2.
        #expect(keys == 4_612)
        #expect(multiToken == 79)
        // Rules with two or more variable dictionaries (counted with plistlib).
        #expect(multiVariable == 130)
        #expect(categories == [.other: 4_604, .one: 4_094, .few: 1_116, .many: 802, .zero: 378, .two: 364])
        // Real defects, counted independently with plistlib: 138 plural variables without
        // 'other' (mostly element-x be.lproj), 6 rules with a variable no token uses.
        #expect(findings == ["stringsdict.missing-other": 138, "stringsdict.unused-variable": 6])
    }
}
