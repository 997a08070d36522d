import Foundation
import Testing
import TestSupport
@testable import LocalizationCatalog

@Suite struct XCStringsCorpusTests {
    static let iceCubes = Corpus.apple.appendingPathComponent(
        "Dimillian-IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings").path
    static let whisky = Corpus.apple.appendingPathComponent("Whisky-App-Whisky/Whisky/Localizable.xcstrings").path

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Per language, the count of each unit state, found by Foundation's parser walking every
    /// `stringUnit` under the localization (variations and substitutions included).
    static func independentCounts(_ data: [UInt8]) throws -> (keys: Int, states: [String: [String: Int]]) {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        var states: [String: [String: Int]] = [:]
        func walk(_ value: Any, _ language: String) {
            guard let dict = value as? [String: Any] else { return }
            for (name, child) in dict {
                if name == "stringUnit", let unit = child as? [String: Any], let state = unit["state"] as? String {
                    states[language, default: [:]][state, default: 0] += 1
                } else {
                    walk(child, language)
                }
            }
        }
        for case let entry as [String: Any] in strings.values {
            for (language, localization) in entry["localizations"] as? [String: Any] ?? [:] {
                walk(localization, language)
            }
        }
        return (strings.count, states)
    }

    static func ourCounts(_ file: CatalogFile) -> [String: [String: Int]] {
        var states: [String: [String: Int]] = [:]
        for entry in file.entries {
            for (language, translation) in entry.localizations {
                for state in translation.value.unitStates + translation.substitutions.flatMap(\.value.unitStates) {
                    states[language, default: [:]][state.rawValue, default: 0] += 1
                }
            }
        }
        return states
    }

    @Test(arguments: [iceCubes, whisky])
    func modelMatchesAnIndependentParse(path: String) throws {
        let data = try Self.bytes(path)
        let file = XCStringsReader.read(data, path: path)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.prefix(5))")
        #expect(file.developmentLanguage == "en")
        #expect(file.headerValue("version") == "1.0")
        let expected = try Self.independentCounts(data)
        #expect(file.entries.count == expected.keys)
        #expect(Set(file.entries.map(\.key)).count == expected.keys)
        #expect(Self.ourCounts(file) == expected.states)
    }

    @Test func iceCubesFigures() throws {
        let file = XCStringsReader.read(try Self.bytes(Self.iceCubes), path: Self.iceCubes)
        #expect(file.entries.count == 733)
        var totals: [TranslationState: Int] = [:]
        for (_, states) in Self.ourCounts(file) {
            for (state, count) in states { totals[TranslationState(rawValue: state), default: 0] += count }
        }
        // Every unit, variations and substitutions included (equal to the independent parse above).
        #expect(totals == [.translated: 13052, .needsReview: 278])
        // The spec's figures (§6.3), translated 12326 and needs_review 193, count only the units
        // directly under a localization (`localizations.<lang>.stringUnit`).
        var direct: [TranslationState: Int] = [:]
        for entry in file.entries {
            for translation in entry.localizations.values {
                if case .text = translation.value.content, let state = translation.value.state { direct[state, default: 0] += 1 }
            }
        }
        #expect(direct == [.translated: 12326, .needsReview: 193])
        #expect(file.entries.filter { $0.extractionState == "manual" }.count == 433)
        #expect(file.entries.filter { $0.extractionState == nil }.count == 295)
        #expect(file.entries.filter { $0.extractionState == "stale" }.count == 5)
        let substitutions = file.entries.flatMap { $0.localizations.values.flatMap(\.substitutions) }
        // Spec: 91 localizations carry substitutions, 148 substitutions in all, 42 without argNum (errata).
        #expect(file.entries.flatMap { $0.localizations.values.filter { !$0.substitutions.isEmpty } }.count == 91)
        #expect(substitutions.count == 148)
        #expect(substitutions.filter { $0.argumentNumber == nil }.count == 42)
        let followers = try #require(file.entries.first { $0.key == "account.label.followers %lld %@" })
        #expect(followers.localizations.values.flatMap(\.substitutions).contains { $0.argumentNumber == nil })
    }

    @Test(arguments: [iceCubes, whisky])
    func readThenWriteIsByteIdentical(path: String) throws {
        let data = try Self.bytes(path)
        let (document, _) = XCStringsDocument.read(data, path: path)
        let written = try #require(document).write()
        #expect(written.count == data.count)
        #expect(written == data)
        // Re-sorting every object in Xcode's key order changes nothing either.
        #expect(try #require(document).write(options: .init(sortKeys: true)) == data)
    }

    @Test(arguments: [iceCubes, whisky])
    func keyOrderRuleReproducesTheCorpus(path: String) throws {
        let file = XCStringsReader.read(try Self.bytes(path), path: path)
        let keys = file.entries.map(\.key)
        #expect(keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder) == keys)
        // Neither plain byte order nor lower-cased order explains IceCubes' keys.
        if path == Self.iceCubes {
            #expect(keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } != keys)
            #expect(keys.sorted { $0.lowercased() < $1.lowercased() } != keys)
        }
    }
}
