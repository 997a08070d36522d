import Dialogs
import LocalizationCatalog
import SeedAlertItem
import SeedAlertPresenting
import SeedConfirmationDialogMessage
import SeedConfirmationDialogStringTitle
import SeedDismissalConfirmationDialog
import Testing
import TestSupport

/// `Localizations/dialogs.json`, the sample app's dialogs as a manifest: it reads cleanly,
/// describes the seeds' dialogs exactly as their SwiftUI code does, and renders on every platform
/// in every localization without an error.
@Suite struct SampleDialogManifestTests {
    /// Read per use: a declaration holds closures (a button's action), so it is not `Sendable`.
    static var manifest: Result<DialogManifest, FileLoader.Failure> {
        DialogManifest.load(Corpus.packageRoot.appendingPathComponent("Localizations/dialogs.json").path)
    }

    static func dialog(_ id: String) throws -> ManifestDialog {
        let manifest = try Self.manifest.get()
        return try #require(manifest.dialog(id: id))
    }

    @Test func readsWithoutDiagnostics() throws {
        let manifest = try Self.manifest.get()
        #expect(manifest.diagnostics == [])
        #expect(manifest.dialogs.map(\.id) == [
            "confirm-file-import", "confirm-file-import-string-title", "compose-message-dismissal", "save-view-alert",
            "save-button-alert", "delete-folder", "open-error-alert", "name-conflict",
        ])
    }

    @Test func everyDialogRendersEverywhereWithoutAnError() throws {
        let manifest = try Self.manifest.get()
        #expect(sampleBundle.localizations.count == 14)
        var rendered = 0
        for localization in sampleBundle.localizations {
            for platform in DialogPlatform.allCases {
                for dialog in manifest.dialogs where dialog.isAvailable(on: platform) {
                    let resolved = dialog.resolve(platform: platform, environment: environment(localization))
                    #expect(resolved.localization == localization)
                    let errors = resolved.diagnostics.filter { $0.severity == .error }
                    #expect(errors == [], "\(dialog.id) on \(platform) in \(localization)")
                    // Every text was found: no missing key, no fallback.
                    #expect(!resolved.diagnostics.contains { $0.rule.hasPrefix("resolution.") }, "\(dialog.id) on \(platform) in \(localization)")
                    rendered += 1
                }
            }
        }
        // 14 localizations × (7 dialogs on 6 platforms + the dismissal dialog on 3).
        #expect(rendered == 14 * (7 * 6 + 3))
    }

    @Test func onlyTheDismissalDialogIsLimitedToSomePlatforms() throws {
        let manifest = try Self.manifest.get()
        #expect(manifest.dialogs.filter { $0.platforms != nil }.map(\.id) == ["compose-message-dismissal"])
        // Without its "platforms", tvOS would report it: the API does not exist there.
        let tvOS = try Self.dialog("compose-message-dismissal").resolve(platform: .tvOS, environment: environment("de"))
        #expect(tvOS.diagnostics.filter { $0.severity == .error }.map(\.rule) == ["dialog.unavailable"])
    }

    @Test func theSeedConfirmationDialogInGermanOnAnIPhone() throws {
        let dialog = try Self.dialog("confirm-file-import").resolve(platform: .iOS, environment: environment("de"))
        #expect(dialog.id == "confirm-file-import")
        #expect(dialog.style == .actionSheet)
        #expect(dialog.title == nil)
        #expect(dialog.message == "Dadurch wird MyImageFile.png.public.png zu deiner Bibliothek hinzugefügt.")
        #expect(dialog.actions == [
            ResolvedAction(label: "MyImageFile.png importieren"),
            ResolvedAction(label: "Abbrechen", role: .cancel),
        ])
        #expect(dialog.diagnostics == [])
    }

    @Test func theSeedConfirmationDialogInThePseudoLocales() throws {
        let accented = try Self.dialog("confirm-file-import").resolve(platform: .iOS, environment: environment("en-XA"))
        #expect(accented.localization == "en")
        #expect(accented.layoutDirection == .leftToRight)
        #expect(accented.message == "[Ţĥîš ŵîļļ åðð MyImageFile.png.public.png ţö ýöûŕ ļîƀŕåŕý. one two three]")
        // The standard Cancel action is transformed like every other text.
        #expect(accented.actionLabels == ["[Îɱþöŕţ MyImageFile.png one]", "[Çåñçéļ one]"])
        #expect(accented.diagnostics == [])

        // ar-XB: English words in right-to-left overrides, laid out right to left, although the
        // app has an Arabic localization of its own.
        let bidi = try Self.dialog("confirm-file-import").resolve(platform: .iOS, environment: environment("ar-XB"))
        #expect(bidi.localization == "en")
        #expect(bidi.layoutDirection == .rightToLeft)
        #expect(bidi.actionLabels == ["\u{200F}\u{202E}Import\u{202C}\u{200F} \u{200F}\u{202E}MyImageFile.png\u{202C}\u{200F}", "\u{200F}\u{202E}Cancel\u{202C}\u{200F}"])
    }

    @Test func theSeedConfirmationDialogInGermanOnAMac() throws {
        let dialog = try Self.dialog("confirm-file-import").resolve(platform: .macOS, environment: environment("de"))
        #expect(dialog.style == .sheet)
        #expect(dialog.title == "Möchtest du diese Datei wirklich importieren?")
        #expect(dialog.actionLabels == ["Abbrechen", "MyImageFile.png importieren"])
        #expect(dialog.actionLayout == .row)
    }

    @Test func anAlertWithoutActionsGetsOK() throws {
        let arabic = try Self.dialog("open-error-alert").resolve(platform: .iOS, environment: environment("ar"))
        #expect(arabic.title == "تعذّر فتح «Report.txt».")
        #expect(arabic.actions == [ResolvedAction(label: "حسنًا", isDefault: true, isStandard: true)])
        #expect(arabic.layoutDirection == .rightToLeft)
        let japanese = try Self.dialog("open-error-alert").resolve(platform: .macOS, environment: environment("ja"))
        #expect(japanese.title == "“Report.txt”を開けませんでした。")
    }

    @Test func aLabelButtonIsOmittedWhereOnlyTextLabelsAreShown() throws {
        let dialog = try Self.dialog("delete-folder")
        let iPhone = dialog.resolve(platform: .iOS, environment: environment("fr"))
        #expect(iPhone.actions.map(\.role) == [.cancel])
        #expect(iPhone.diagnostics.map(\.rule) == ["dialog.label-omitted"])
        let mac = dialog.resolve(platform: .macOS, environment: environment("fr"))
        #expect(mac.actions.first { $0.role == .destructive }?.image == "trash")
    }

    @Test func theDismissalDialogOnAnIPhoneInRussian() throws {
        let dialog = try Self.dialog("compose-message-dismissal").resolve(platform: .iOS, environment: environment("ru"))
        #expect(dialog.actions.map(\.role) == [nil, .destructive, .cancel])
        #expect(dialog.actions.last?.isStandard == true)
        #expect(dialog.diagnostics == [])
    }

    // The manifest says what the seeds' code says: each seed dialog, presented through the test
    // host, is the manifest's dialog.

    static let locales = ["en", "de", "ar", "ja", "ru"]

    /// Taps the seed view's one button (after `prepare`) and returns what it presents.
    static func presented(_ view: some View, platform: DialogPlatform, locale: String, dismiss: Bool = false) throws -> ResolvedDialog? {
        let host = DialogTestHost(view, environment: environment(locale), platform: platform)
        try host.tap(try #require(host.buttonLabels.first))
        if dismiss { host.attemptDismiss(.user) }
        return host.presentedDialog
    }

    static func expectSame(_ id: String, _ view: @autoclosure () -> some View, dismiss: Bool = false) throws {
        let dialog = try Self.dialog(id)
        for platform in DialogPlatform.allCases where dialog.isAvailable(on: platform) {
            for locale in locales {
                var fromCode = try #require(try presented(view(), platform: platform, locale: locale, dismiss: dismiss))
                fromCode.id = id
                #expect(dialog.resolve(platform: platform, environment: environment(locale)) == fromCode, "\(platform) \(locale)")
            }
        }
    }

    @Test func confirmFileImportIsTheSeedsDialog() throws {
        try Self.expectSame("confirm-file-import", SeedConfirmationDialogMessage.makeConfirmFileImport())
    }

    @Test func confirmFileImportWithAStringTitleIsTheSeedsDialog() throws {
        try Self.expectSame(
            "confirm-file-import-string-title", SeedConfirmationDialogStringTitle.makeConfirmFileImport(title: "Import MyImageFile.png"))
    }

    @Test func composeMessageIsTheSeedsDialog() throws {
        try Self.expectSame("compose-message-dismissal", makeComposeMessage(), dismiss: true)
    }

    @Test func saveViewAlertIsTheSeedsDialog() throws {
        try Self.expectSame("save-view-alert", makeSaveView())
    }

    @Test func saveButtonAlertIsTheSeedsDialog() throws {
        try Self.expectSame("save-button-alert", makeSaveButton())
    }
}
