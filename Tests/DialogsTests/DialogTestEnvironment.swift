import Dialogs
import TestSupport

/// The sample app's catalogs (`Localizations/`), loaded once.
let sampleBundle = LocalizationBundle(path: Corpus.packageRoot.appendingPathComponent("Localizations").path)

/// The environment of a device whose language is `locale`.
func environment(_ locale: String = "en") -> LocalizationEnvironment {
    LocalizationEnvironment(bundle: sampleBundle, preferredLanguages: [locale], locale: try! LocaleIdentifier(locale))
}
