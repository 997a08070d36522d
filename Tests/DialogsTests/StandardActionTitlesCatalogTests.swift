import Dialogs
import Foundation
import LocalizationCatalog
import Resolution
import StandardActionTitles
import Testing
import TestSupport

/// The standard action titles are compiled into the program from the String Catalog in
/// `Resources/StandardActionTitles` at build time. These tests read the catalog itself and check
/// that the compiled table says exactly what it says, so the two can never drift apart.
@Suite struct StandardActionTitlesCatalogTests {
    static var catalogURL: URL {
        Corpus.packageRoot.appendingPathComponent("Resources/StandardActionTitles/StandardActionTitles.xcstrings")
    }

    /// The catalog as JSON, read here with Foundation, independently of the project's reader.
    static func catalogJSON() throws -> [String: Any] {
        let data = try Data(contentsOf: catalogURL)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func tableHeaderIsTheCatalogs() throws {
        let json = try Self.catalogJSON()
        #expect(StandardActionTitlesCatalog.table == "StandardActionTitles")
        #expect(StandardActionTitlesCatalog.sourceLanguage == json["sourceLanguage"] as? String)
        #expect(StandardActionTitlesCatalog.version == json["version"] as? String)
        #expect(URL(fileURLWithPath: StandardActionTitlesCatalog.sourcePath).standardizedFileURL.path
            == Self.catalogURL.standardizedFileURL.path)
        // Nothing in the catalog is left out of the compiled table.
        #expect(Set(json.keys).isSubset(of: ["sourceLanguage", "strings", "version"]))
    }

    /// Every key, and for each key every language with its state and value.
    @Test func everyKeyAndLanguageIsTheCatalogs() throws {
        let strings = try #require(try Self.catalogJSON()["strings"] as? [String: Any])
        let compiled = StandardActionTitlesCatalog.entries
        #expect(compiled.map(\.key) == strings.keys.sorted())
        #expect(Set(compiled.map(\.key)).count == compiled.count, "a key is compiled twice")
        for entry in compiled {
            let fields = try #require(strings[entry.key] as? [String: Any], "\(entry.key) is not in the catalog")
            #expect(Set(fields.keys).isSubset(of: ["comment", "extractionState", "shouldTranslate", "localizations"]), "\(entry.key)")
            #expect(entry.comment == fields["comment"] as? String, "\(entry.key)")
            #expect(entry.extractionState == fields["extractionState"] as? String, "\(entry.key)")
            #expect(entry.shouldTranslate == (fields["shouldTranslate"] as? Bool ?? true), "\(entry.key)")
            let localizations = try #require(fields["localizations"] as? [String: Any], "\(entry.key)")
            #expect(entry.localizations.map(\.language) == localizations.keys.sorted(), "\(entry.key)")
            for unit in entry.localizations {
                let localization = try #require(localizations[unit.language] as? [String: Any], "\(entry.key) in \(unit.language)")
                #expect(Array(localization.keys) == ["stringUnit"], "\(entry.key) in \(unit.language)")
                let stringUnit = try #require(localization["stringUnit"] as? [String: Any], "\(entry.key) in \(unit.language)")
                #expect(unit.state == stringUnit["state"] as? String, "\(entry.key) in \(unit.language)")
                // Scalar by scalar: the compiled value must not be normalized or re-encoded.
                let value = try #require(stringUnit["value"] as? String, "\(entry.key) in \(unit.language)")
                #expect(Array(unit.value.unicodeScalars) == Array(value.unicodeScalars), "\(entry.key) in \(unit.language)")
            }
        }
    }

    /// The compiled bundle answers every lookup as a bundle reading the catalog file does.
    @Test func compiledBundleLooksUpAsTheCatalogFile() throws {
        let compiled = StandardActionTitles.bundle
        let file = LocalizationBundle(path: Self.catalogURL.deletingLastPathComponent().path)
        #expect(file.diagnostics.isEmpty)
        #expect(compiled.localizations == file.localizations)
        #expect(compiled.developmentLanguage == file.developmentLanguage)
        #expect(compiled.tableNames == file.tableNames)
        let table = "StandardActionTitles"
        #expect(compiled.localizations(ofTable: table) == file.localizations(ofTable: table))
        let preferences: [[String]] = file.localizations.map { [$0] } + [
            [], ["xx"], ["de-AT"], ["pt"], ["zh-TW"], ["zh-MO"], ["en-AU"], ["es-MX"], ["nn"], ["iw"], ["xx", "fr"],
        ]
        for preference in preferences {
            let searchList = compiled.searchList(preferences: preference)
            #expect(searchList == file.searchList(preferences: preference), "\(preference)")
            for key in ["OK", "Cancel", "Close", "Not a standard title"] {
                let fromCompiled = compiled.lookup(key, table: table, searchList: searchList)
                let fromFile = file.lookup(key, table: table, searchList: searchList)
                #expect(fromCompiled?.localization == fromFile?.localization, "\(key) for \(preference)")
                #expect(fromCompiled?.format == fromFile?.format, "\(key) for \(preference)")
                #expect(fromCompiled?.translation.value.content == fromFile?.translation.value.content, "\(key) for \(preference)")
                #expect(fromCompiled?.translation.state == fromFile?.translation.state, "\(key) for \(preference)")
                #expect(fromCompiled?.translation.value.unitStates == fromFile?.translation.value.unitStates, "\(key) for \(preference)")
            }
        }
    }
}
