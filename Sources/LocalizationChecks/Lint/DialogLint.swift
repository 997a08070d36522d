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
        // The checks read the renderings only: they run side by side.
        let checks: [@Sendable (DialogRenderings) -> [Diagnostic]] = [resolutionFindings] + RuleRegistry.dialogChecks.map { check in
            { @Sendable renderings in check.check(renderings) }
        }
        return manifest.diagnostics + Array(checks.indices).concurrentMap { checks[$0](renderings) }.joined()
    }

    /// What resolving found, warnings and errors only: the platform rules (`dialog.*`) from the
    /// development language's renderings, as they do not depend on the language, once per dialog
    /// and element with the platforms named; the strings' own issues (`resolution.*`,
    /// `formatting.*`: a missing key, a bad argument) once per dialog, element and localization.
    static func resolutionFindings(_ renderings: DialogRenderings) -> [Diagnostic] {
        struct Group { var diagnostic: Diagnostic; var platforms: [DialogPlatform] }
        struct Key: Hashable { var id: String, rule: String, element: String, locale: String }
        var groups: [Key: Group] = [:]
        var order: [Key] = []
        let development = LocaleName.normalized(renderings.developmentLanguage)
        var isDevelopment: [String: Bool] = [:]
        for rendering in renderings.renderings {
            let isSource = isDevelopment[rendering.locale] ?? {
                let found = LocaleName.normalized(rendering.locale) == development
                isDevelopment[rendering.locale] = found
                return found
            }()
            for issue in rendering.dialog.diagnostics where issue.severity != .note {
                let platformRule = issue.rule.hasPrefix("dialog.")
                if platformRule, !isSource { continue }
                let key = Key(id: rendering.id, rule: issue.rule, element: issue.element, locale: platformRule ? "" : rendering.locale)
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
        let policies = manifest.policies
        // Dialogs in parallel; within one, each string is resolved once per localization and
        // reused on every platform.
        let dialogs = ManifestDialogs(dialogs: manifest.dialogs)
        let perDialog = Array(manifest.dialogs.indices).concurrentMap { dialogIndex -> [DialogRenderings.Rendering] in
            let dialog = dialogs.dialogs[dialogIndex]
            let platforms = DialogPlatform.allCases.filter(dialog.isAvailable(on:))
            let sourceStrings = ResolvedStrings()
            let sources = platforms.map { dialog.resolve(platform: $0, environment: sourceEnvironment, policies: policies, strings: sourceStrings) }
            var shown = Array(repeating: [ResolvedDialog](), count: platforms.count)
            for (locale, environment) in environments {
                let isSource = LocaleName.normalized(locale) == LocaleName.normalized(development)
                let strings = ResolvedStrings()
                for index in platforms.indices {
                    shown[index].append(isSource
                        ? sources[index]
                        : dialog.resolve(platform: platforms[index], environment: environment, policies: policies, strings: strings))
                }
            }
            var renderings: [DialogRenderings.Rendering] = []
            for index in platforms.indices {
                for (localeIndex, (locale, _)) in environments.enumerated() {
                    renderings.append(DialogRenderings.Rendering(
                        id: dialog.id, location: dialog.location, platform: platforms[index], locale: locale,
                        dialog: shown[index][localeIndex], source: sources[index]))
                }
            }
            return renderings
        }
        let renderings = Array(perDialog.joined())
        return DialogRenderings(developmentLanguage: development, renderings: renderings)
    }
}

/// The dialogs of a manifest, read from several threads at once. A declaration is not `Sendable`
/// because a control may carry an action closure; a manifest's never do (it declares labels and
/// roles, not code), and the dialogs are only read.
private struct ManifestDialogs: @unchecked Sendable {
    let dialogs: [ManifestDialog]
}
