import Foundation
import Internationalization
import LocalizationCatalog
import Resolution
import Testing
import TestSupport

/// Every plural string of the sample app (`Localizations/`) resolved in every localization it
/// has, for n = 0, 1, 2, 5, 21 and 1.5, through the three table formats. The whole table is a
/// reviewed snapshot (`Snapshots/Localizations.txt`; set `L10N_UPDATE_SNAPSHOTS=1` to rewrite
/// it after a deliberate change), and the rows a CLDR rule decides are also asserted here.
@Suite struct LocalizationsResolutionTests {
    static let bundle = LocalizationBundle(path: Corpus.packageRoot.appendingPathComponent("Localizations").path)
    static let snapshot = Corpus.packageRoot.appendingPathComponent("Tests/ResolutionTests/Snapshots/Localizations.txt")
    static let samples: [FormatArgument] = [.int(0), .int(1), .int(2), .int(5), .int(21), .double(1.5)]

    /// (table, key, arguments for n)
    static let cases: [(String?, String, @Sendable (FormatArgument) -> [FormatArgument])] = [
        (nil, "Delete %lld files?", { [$0] }),
        (nil, "%lld files will be moved to the Trash.", { [$0] }),
        (nil, "%lld files in %lld folders", { [$0, .int(3)] }),
        ("Dialogs", "%lld items will be moved to the Trash.", { [$0] }),
        ("Dialogs", "%lld items selected", { [$0] }),
        ("sample", "Delete %d file?", { [$0] }),
        ("sample", "Moved %d file to “%s”.", { [$0, .cString("Archive")] }),
    ]

    static func resolve(_ table: String?, _ key: String, _ arguments: [FormatArgument], locale: String) -> ResolvedString {
        let environment = LocalizationEnvironment(
            bundle: bundle, preferredLanguages: [locale], locale: try? LocaleIdentifier(locale))
        return Resolver.string(localized: LocalizedStringKey(key: key, arguments: arguments), table: table, in: environment)
    }

    static func table() -> String {
        var lines: [String] = []
        for (table, key, arguments) in cases {
            for locale in bundle.localizations(ofTable: table) where locale != "Base" {
                for sample in samples {
                    let result = resolve(table, key, arguments(sample), locale: locale)
                    let n: String = switch sample { case .double(let d): "\(d)"; case .int(let i): "\(i)"; default: "?" }
                    let origin = result.localization ?? "-"
                    let issues = result.issues.map(\.id).joined(separator: ",")
                    lines.append("\(table ?? "Localizable") | \(key) | \(locale) | \(n) | \(origin) | \(result.text)\(issues.isEmpty ? "" : " | \(issues)")")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func snapshotOfEveryLocalization() throws {
        let actual = Self.table()
        if ProcessInfo.processInfo.environment["L10N_UPDATE_SNAPSHOTS"] == "1" {
            try actual.write(to: Self.snapshot, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: Self.snapshot, encoding: .utf8)
        let a = actual.split(separator: "\n"), e = expected.split(separator: "\n")
        #expect(a.count == e.count)
        for (got, want) in zip(a, e) where got != want { #expect(got == want) }
    }

    @Test func cldrDecidesTheForms() {
        func text(_ key: String, _ n: Int64, _ locale: String, table: String? = nil) -> String {
            Self.resolve(table, key, [.int(n)], locale: locale).text
        }
        // Russian: 1 and 21 one, 2 few, 0 and 5 many.
        #expect(text("Delete %lld files?", 21, "ru").contains("21 файл?"))
        #expect(text("Delete %lld files?", 2, "ru").contains("2 файла?"))
        #expect(text("Delete %lld files?", 5, "ru").contains("5 файлов?"))
        // Polish: 22 few, 21 many.
        #expect(text("Delete %lld files?", 22, "pl") == "Usunąć 22 pliki?")
        #expect(text("Delete %lld files?", 21, "pl") == "Usunąć 21 plików?")
        // Arabic digits and categories: 0 zero, 2 two.
        #expect(text("Delete %lld files?", 2, "ar") != text("Delete %lld files?", 5, "ar"))
        #expect(text("Delete %lld files?", 21, "ar").contains("٢١"))
        // Japanese has one form; the number is grouped as in Japanese.
        #expect(text("Delete %lld files?", 1, "ja").contains("1"))
        // gettext forms follow the file's Plural-Forms (Russian: 3 forms).
        #expect(text("Delete %d file?", 21, "ru", table: "sample") == text("Delete %d file?", 1, "ru", table: "sample").replacingOccurrences(of: "1", with: "21"))
        #expect(text("Delete %d file?", 1_000_000, "fr", table: "sample") == "Supprimer 1\u{202F}000\u{202F}000 de fichiers\u{A0}?")
    }

    @Test func integersResolveWithoutProblemsEverywhere() {
        var problems: [String] = []
        for (table, key, arguments) in Self.cases {
            for locale in Self.bundle.localizations(ofTable: table) where locale != "Base" {
                for n: Int64 in [0, 1, 2, 5, 21] {
                    let result = Self.resolve(table, key, arguments(.int(n)), locale: locale)
                    if result.localization == nil || !result.issues.isEmpty {
                        problems.append("\(key) \(locale) \(n): \(result.localization ?? "-") \(result.issues.map(\.description))")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }
}
