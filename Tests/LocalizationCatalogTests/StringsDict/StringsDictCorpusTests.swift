import Foundation
import Testing
import TestSupport
@testable import LocalizationCatalog

/// Real `.stringsdict` files, each compared with an independent parse by the toolchain's
/// `plutil -convert json` (Apple's CoreFoundation property list parser from
/// swift-corelibs-foundation), and totals counted independently with Python's plistlib: the 35 of
/// the in-project slice always, the 249 of a full corpus copy too when `L10N_APPLE_CORPUS` names one.
@Suite struct StringsDictCorpusTests {
    static let plutil = "/opt/swift/usr/bin/plutil"
    static let files = Corpus.files(under: Corpus.apple, extensions: ["stringsdict"])
    static let fullFiles = Corpus.fullApple.map { Corpus.files(under: $0, extensions: ["stringsdict"]) } ?? []

    static func read(_ path: String) -> CatalogFile {
        CatalogReader.read(path: path, options: ReadOptions(locale: "xx"))
    }

    @Test func sliceIsPresent() {
        #expect(Self.files.count == 35)
    }

    @Test(Corpus.needsFullApple) func fullCorpusIsPresent() {
        #expect(Self.fullFiles.count == 249)
    }

    @Test(arguments: files + fullFiles)
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

    struct Totals: Equatable {
        var keys = 0, multiToken = 0, multiVariable = 0
        var categories: [PluralCategory: Int] = [:]
        var findings: [String: Int] = [:]
    }

    static func totals(_ files: [String]) -> Totals {
        var totals = Totals()
        for path in files {
            let file = read(path)
            totals.keys += file.entries.count
            for d in file.diagnostics { totals.findings[d.rule, default: 0] += 1 }
            for entry in file.entries {
                guard let t = entry.localizations["xx"] else { continue }
                if t.substitutions.count >= 2 { totals.multiVariable += 1 }
                if let format = SD.text(t.value), FormatVariableToken.scan(format).count >= 2 { totals.multiToken += 1 }
                for s in t.substitutions {
                    guard case .plural(let variants) = s.value.content else { continue }
                    for v in variants { totals.categories[v.category, default: 0] += 1 }
                }
            }
        }
        return totals
    }

    @Test func sliceTotals() {
        // Counted with plistlib (Tests/Corpus/apple/README.md): 166 rules, one format with two
        // variable tokens, two rules with two variable dictionaries; 6 variables no token uses (ddg
        // SyncUI, mastodon pl). The 20 plural variables without 'other' (element-x be.lproj) are the
        // linter's (CorpusLintTests), which needs the language's plural rules.
        #expect(Self.totals(Self.files) == Totals(
            keys: 166, multiToken: 1, multiVariable: 2,
            categories: [.other: 148, .one: 168, .few: 79, .many: 75, .zero: 62, .two: 16],
            findings: ["stringsdict.unused-variable": 6]))
    }

    @Test(Corpus.needsFullApple) func fullCorpusTotals() {
        // The full corpus's README §2, and plistlib: 130 rules with two or more variable
        // dictionaries, 6 rules with a variable no token uses (the 138 plural variables without
        // 'other', element-x be, pl, ru, uk, are the linter's).
        #expect(Self.totals(Self.fullFiles) == Totals(
            keys: 4_612, multiToken: 79, multiVariable: 130,
            categories: [.other: 4_604, .one: 4_094, .few: 1_116, .many: 802, .zero: 378, .two: 364],
            findings: ["stringsdict.unused-variable": 6]))
    }
}
