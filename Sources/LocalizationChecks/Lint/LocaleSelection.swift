import LocalizationCatalog

/// The localizations a run is limited to (`l10n-check --locale de,pt-BR`).
///
/// A table keeps its development language (what the others are compared with), its `.pot`
/// template and the listed localizations; the files of other localizations are left out, and a
/// String Catalog keeps only the listed languages and its source language (with the reader's
/// findings about them). Identifiers match without regard to case or to `-` versus `_`, so
/// `pt-BR` selects gettext's `pt_BR` too, and nothing else: `de` does not select `de-CH`.
public struct LocaleSelection: Sendable, Equatable {
    /// The identifiers as given.
    public let locales: [String]
    private let normalized: Set<String>

    public init(_ locales: [String]) {
        self.locales = locales
        normalized = Set(locales.map(Self.normalize))
    }

    public func contains(_ locale: String) -> Bool { normalized.contains(Self.normalize(locale)) }

    static func normalize(_ locale: String) -> String {
        String(locale.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// The tables and files limited to the selection, and the listed identifiers some table has
    /// (normalized; see ``unmatched(_:)``).
    func restrict(_ loaded: CatalogLoader.Result) -> (result: CatalogLoader.Result, matched: Set<String>) {
        var seen = Set<String>()
        let result = loaded.keepingFiles { table, file in
            let development = table.developmentLanguage.map(Self.normalize)
            func keeps(_ locale: String) -> Bool {
                let name = Self.normalize(locale)
                if normalized.contains(name) { seen.insert(name); return true }
                return name == development || name == "base"
            }
            if let locale = file.locale { return file.format == .pot || keeps(locale) ? file : nil }
            guard file.format == .xcstrings else { return file }
            // A file holding every localization (a String Catalog): only the kept ones stay.
            var file = file
            for i in file.entries.indices {
                for locale in file.entries[i].localizations.keys where !keeps(locale) {
                    _ = file.entries[i].localizations.removeValue(forKey: locale)
                }
            }
            file.diagnostics.removeAll { d in
                d.location.jsonPointer.flatMap(FindingSubject.pointerLocale).map { !keeps($0) } ?? false
            }
            return file
        }
        return (result, seen)
    }

    /// The identifiers as given that no table has, from what ``restrict(_:)`` matched.
    func unmatched(_ matched: Set<String>) -> [String] {
        locales.filter { !matched.contains(Self.normalize($0)) }
    }
}
