import Dialogs
import Internationalization
import LocalizationCatalog
import Resolution

/// The dialog checks of a lint run with a dialog manifest (`l10n-check --dialogs FILE`): each
/// dialog resolved on each of its platforms in each localization of the bundle, then every
/// ``DialogRule``.
public enum DialogLint {
    /// The manifest's own findings and the dialog rules' findings; a manifest that cannot be
    /// read is one `io.unreadable` finding at its path.
    public static func run(manifestPath: String, bundlePath: String, developmentLanguage: String?) -> [Diagnostic] {
        let manifest: DialogManifest
        switch DialogManifest.load(manifestPath) {
        case .success(let read): manifest = read
        case .failure(let failure):
            return [Diagnostic(.fileUnreadable, at: SourceLocation(file: manifestPath, line: 1, column: 1),
                               "the dialog manifest cannot be read: \(failure)")]
        }
        let renderings = render(manifest, bundlePath: bundlePath, developmentLanguage: developmentLanguage)
        return manifest.diagnostics + RuleRegistry.dialogChecks.flatMap { $0.check(renderings) }
    }

    /// Every available (dialog, platform, localization) of `manifest` against `bundlePath`.
    public static func render(_ manifest: DialogManifest, bundlePath: String, developmentLanguage: String?) -> DialogRenderings {
        let bundle = LocalizationBundle(path: bundlePath, developmentLanguage: developmentLanguage)
        let development = bundle.developmentLanguage
        let locales = bundle.localizations.filter { LocaleName.normalized($0) != "base" }
        func environment(_ locale: String) -> LocalizationEnvironment {
            LocalizationEnvironment(bundle: bundle, preferredLanguages: [locale], locale: try? LocaleIdentifier(locale))
        }
        let sourceEnvironment = environment(development)
        let environments = locales.map { ($0, environment($0)) }
        var renderings: [DialogRenderings.Rendering] = []
        for dialog in manifest.dialogs {
            for platform in DialogPlatform.allCases where dialog.isAvailable(on: platform) {
                let source = dialog.resolve(platform: platform, environment: sourceEnvironment, policies: manifest.policies)
                for (locale, environment) in environments {
                    let resolved = LocaleName.normalized(locale) == LocaleName.normalized(development)
                        ? source : dialog.resolve(platform: platform, environment: environment, policies: manifest.policies)
                    renderings.append(DialogRenderings.Rendering(
                        id: dialog.id, location: dialog.location, platform: platform, locale: locale, dialog: resolved, source: source))
                }
            }
        }
        return DialogRenderings(developmentLanguage: development, renderings: renderings)
    }
}
