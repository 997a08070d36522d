import LocalizationCatalog
import Resolution
import StandardActionTitles

/// The titles of the system's standard dialog actions (OK, Cancel, Close) in the languages the
/// engine ships, from the String Catalog `Resources/StandardActionTitles/StandardActionTitles.xcstrings`,
/// compiled into the program at build time (`StandardActionTitlesCatalog`).
///
/// On Apple platforms the system frameworks supply these titles, and they follow the app's chosen
/// localization rather than the device language alone. So pass the app's chosen localization first
/// (for an app's `LocalizationBundle`, the first entry of its `searchList(preferences:)`); the
/// table's localization is then chosen with Apple's matcher (`ualoc_localizationsToUse`;
/// apple-semantics.md §5), as for the app's own strings.
///
/// ```swift
/// StandardActionTitles.title(.cancel, preferences: ["de-AT"])
/// // StandardActionTitle(text: "Abbrechen", localization: "de")
/// ```
public enum StandardActionTitles {
    /// The table's name: the catalog's file name without its extension.
    static let table = StandardActionTitlesCatalog.table

    /// The table, made once from the compiled catalog; looked up exactly as the String Catalog
    /// file would be. Its `path` is the folder the catalog was compiled from (a label: nothing is
    /// read from it at run time), and its `diagnostics` are empty.
    public static let bundle = LocalizationBundle(
        path: directory(of: StandardActionTitlesCatalog.sourcePath), files: [compiledCatalog()])

    /// The shipped localizations as the catalog spells them (`"en"`, `"pt-BR"`, `"zh-Hant"`),
    /// sorted by code point.
    public static var languages: [String] { bundle.localizations(ofTable: table) }

    /// The title of `action` for a user whose preferred languages are `preferences` (most preferred
    /// first, BCP 47 or ICU spellings).
    ///
    /// The localization is the first of the table's search list (`LocalizationBundle.searchList`):
    /// Apple's matcher over the shipped localizations, so `de-AT` gets `de`, `zh-TW` gets `zh-Hant`
    /// and `en-AU` gets `en-GB`; when no preferred language matches, English, the table's
    /// development language. Never fails: should the table lack the key, the key itself, which is
    /// the English title, is returned.
    public static func title(_ action: StandardAction, preferences: [String]) -> StandardActionTitle {
        let environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: preferences)
        let resolved = Resolver.string(
            localized: action.key, defaultValue: LocalizedStringKey(action.key), table: table, in: environment)
        return StandardActionTitle(text: resolved.text, localization: resolved.localization ?? bundle.developmentLanguage)
    }

    /// The compiled catalog as the String Catalog reader gives the file: `comment` as the
    /// extracted comment, each `stringUnit` as a text value carrying its state, the translation's
    /// state that of its one unit, `version` as a header field.
    static func compiledCatalog() -> CatalogFile {
        let path = StandardActionTitlesCatalog.sourcePath
        let start = SourceLocation(file: path, line: 1, column: 1)
        let entries = StandardActionTitlesCatalog.entries.map { entry in
            var comments = EntryComments()
            if let comment = entry.comment { comments.extracted = [comment] }
            var localizations = LocalizationMap()
            for unit in entry.localizations {
                let state = unit.state.map(TranslationState.init(rawValue:))
                localizations[unit.language] = Translation(value: .text(unit.value, state: state), state: state)
            }
            return CatalogEntry(
                key: entry.key, comments: comments, extractionState: entry.extractionState,
                shouldTranslate: entry.shouldTranslate, localizations: localizations, location: start)
        }
        return CatalogFile(
            path: path, format: .xcstrings, table: StandardActionTitlesCatalog.table,
            developmentLanguage: StandardActionTitlesCatalog.sourceLanguage,
            header: StandardActionTitlesCatalog.version.map { [(name: "version", value: $0)] } ?? [], entries: entries)
    }

    /// `path` without its last component (`/a/b/c.xcstrings` → `/a/b`).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
