import Foundation
import Internationalization
import LocalizationCatalog

/// The starting inputs of each harness, from real catalogs and the test fixtures.
///
/// File harnesses take whole files by extension. The text harnesses take what those files hold:
/// `format` and `markdown` the keys and strings of every entry, `plural-forms` every gettext
/// `Plural-Forms` header, `plural-rule` CLDR's rules for every locale. `scripts/fuzz` writes them
/// out with `l10n-fuzz --write-seeds`; the replay tests check them directly.
public enum SeedCorpus {
    /// Folders searched under the package root: the in-project real corpus and the fixtures.
    public static let projectFolders = ["Tests/Corpus/apple", "Localizations", "Tests/InternationalizationTests/Fixtures"]

    /// At most this many texts per text harness: enough variety, few enough to replay quickly.
    public static let maximumTexts = 4_000

    /// The seeds of `harness`, each with a name: the files under `roots` it reads, or the texts
    /// drawn from them. Sorted by name, so a run is reproducible.
    public static func seeds(for harness: FuzzHarness, roots: [URL]) -> [(name: String, bytes: [UInt8])] {
        if !harness.seedExtensions.isEmpty {
            return files(under: roots, extensions: Set(harness.seedExtensions)).compactMap { path in
                FileManager.default.contents(atPath: path).map { (path, Array($0)) }
            }
        }
        let texts: [String]
        switch harness.name {
        case "plural-forms": texts = pluralFormsHeaders(under: roots)
        case "plural-rule": texts = cldrRules()
        default: texts = catalogTexts(under: roots)
        }
        return texts.enumerated().map { ("\(harness.name)-\($0.offset)", Array($0.element.utf8)) }
    }

    static func files(under roots: [URL], extensions: Set<String>) -> [String] {
        var result: [String] = []
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            while let relative = walker.nextObject() as? String {
                if extensions.contains((relative as NSString).pathExtension) { result.append(root.appendingPathComponent(relative).path) }
            }
        }
        return result.sorted()
    }

    static func catalogTexts(under roots: [URL]) -> [String] {
        var seen = Set<String>()
        var texts: [String] = []
        for path in files(under: roots, extensions: ["strings", "stringsdict", "xcstrings", "po"]) {
            for entry in CatalogReader.read(path: path).entries {
                for text in [entry.key] + entry.localizations.flatMap({ $0.value.value.strings }) where seen.insert(text).inserted {
                    texts.append(text)
                    if texts.count == maximumTexts { return texts }
                }
            }
        }
        return texts
    }

    static func pluralFormsHeaders(under roots: [URL]) -> [String] {
        var seen = Set<String>()
        for path in files(under: roots, extensions: ["po", "pot"]) {
            for (name, value) in CatalogReader.read(path: path).header where name.lowercased() == "plural-forms" {
                seen.insert(value)
            }
        }
        return seen.sorted()
    }

    static func cldrRules() -> [String] {
        var seen = Set<String>()
        for type in PluralType.allCases {
            for locale in PluralData.locales(type) {
                for category in PluralCategory.allCases {
                    if let rule = PluralData.rule(locale, type, category) { seen.insert(rule) }
                }
            }
        }
        return seen.sorted()
    }
}
