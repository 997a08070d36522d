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
                               "the dialog manifest cannot be read: \(failure.message)")]
        }
        let renderings = render(manifest, bundlePath: bundlePath, developmentLanguage: developmentLanguage)
        return manifest.diagnostics + resolutionFindings(renderings) + RuleRegistry.dialogChecks.flatMap { $0.check(renderings) }
    }

    /// What resolving found, warnings and errors only: the platform rules (`dialog.*`) from the
    /// development language's renderings, as they do not depend on the language, once per dialog
    /// and element with the platforms named; the strings' own issues (`resolution.*`,
    /// `formatting.*`: a missing key, a bad argument) once per dialog, element and localization.
    static func resolutionFindings(_ renderings: DialogRenderings) -> [Diagnostic] {
        struct Group { var diagnostic: Diagnostic; var platforms: [DialogPlatform] }
        var groups: [String: Group] = [:]
        var order: [String] = []
        let development = LocaleName.normalized(renderings.developmentLanguage)
        for rendering in renderings.renderings {
            let isSource = LocaleName.normalized(rendering.locale) == development
            for issue in rendering.dialog.diagnostics where issue.severity != .note {
                let platformRule = issue.rule.hasPrefix("dialog.")
                if platformRule, !isSource { continue }
                let key = [rendering.id, issue.rule, issue.element, platformRule ? "" : rendering.locale].joined(separator: "\u{1}")
                if groups[key] == nil {
                    var diagnostic = Diagnostic(issue, dialog: rendering.id, at: rendering.location)
                    if !platformRule { diagnostic.message = "in \(rendering.locale), " + diagnostic.message }
                    groups[key] = Group(diagnostic: diagnostic, platforms: [])
                    order.append(key)
                }
                if !groups[key]!.platforms.contains(rendering.platform) { groups[key]!.platforms.append(rendering.platform) }
            }
        }
        return order.map { key in
            var shown = groups[key]!.diagnostic
            shown.message += " (on " + groups[key]!.platforms.map(\.description).joined(separator: ", ") + ")"
            return shown
        }
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
