import Resolution
import StandardActionTitles

/// The titles of the system's standard dialog actions (OK, Cancel, Close) in the languages the
/// engine ships, from the String Catalog `Resources/StandardActionTitles/StandardActionTitles.xcstrings`.
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
    static let table = "StandardActionTitles"

    /// The table, read once from the resource bundle (`StandardActionTitlesResource.directory`).
    /// Its `diagnostics` are empty for the shipped catalog.
    public static let bundle = LocalizationBundle(path: StandardActionTitlesResource.directory)

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
}
