import Dialogs
import SeedConfirmationDialogMessage
import Testing

/// The confirmationDialog example with a message (shared/seeds/000), driven like a user would,
/// on every platform.
@Suite struct SeedConfirmFileImportTests {
    static let title = "Are you sure you want to import this file?"
    static let message = "This will add MyImageFile.png.public.png to your library."
    static let importAction = ResolvedAction(label: "Import MyImageFile.png")
    static let cancelAction = ResolvedAction(label: "Cancel", role: .cancel)

    /// platform → style, title, actions in visual order, layout.
    static let expected: [(DialogPlatform, DialogStyle, String?, [ResolvedAction], ActionLayout)] = [
        (.iOS, .actionSheet, nil, [importAction, cancelAction], .stack),
        (.iPadOS, .popover, nil, [importAction], .stack),
        (.macOS, .sheet, title, [cancelAction, importAction], .row),
        (.tvOS, .actionSheet, title, [importAction, cancelAction], .stack),
        (.watchOS, .actionSheet, title, [importAction, cancelAction], .stack),
        (.visionOS, .actionSheet, title, [importAction, cancelAction], .stack),
    ]

    @Test(arguments: expected.indices)
    func dialogOnEachPlatform(_ index: Int) throws {
        let (platform, style, title, actions, layout) = Self.expected[index]
        let host = DialogTestHost(makeConfirmFileImport(), environment: environment(), platform: platform)
        #expect(host.presentedDialog == nil)
        #expect(host.buttonLabels == ["Import File"])
        try host.tap("Import File")
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.kind == .confirmationDialog)
        #expect(dialog.style == style)
        #expect(dialog.title == title)
        #expect(dialog.message == Self.message)
        #expect(dialog.actions == actions)
        #expect(dialog.actionLayout == layout)
        #expect(dialog.layoutDirection == .leftToRight)
        #expect(dialog.localization == "en")
        let rules = dialog.diagnostics.map(\.rule)
        #expect(rules == (platform == .iPadOS ? ["dialog.cancel-in-popover"] : []))
    }

    @Test func importResetsTheBindingAndKeepsTheDetail() throws {
        let host = DialogTestHost(makeConfirmFileImport(), environment: environment(), platform: .iOS)
        try host.tap("Import File")
        #expect(host.state("isConfirming") as? Bool == true)
        try host.tapAction("Import MyImageFile.png")
        #expect(host.presentedDialog == nil)
        #expect(host.state("isConfirming") as? Bool == false)
        #expect(String(describing: try #require(host.state("dialogDetail"))).contains("MyImageFile.png"))
    }

    @Test(arguments: [DialogPlatform.iOS, .macOS, .watchOS])
    func cancelRunsItsActionThenResetsTheBinding(_ platform: DialogPlatform) throws {
        let host = DialogTestHost(makeConfirmFileImport(), environment: environment(), platform: platform)
        try host.tap("Import File")
        try host.tapAction("Cancel")
        #expect(host.presentedDialog == nil)
        #expect(host.state("isConfirming") as? Bool == false)
        #expect(host.state("dialogDetail") == nil)
    }

    /// In an iPad popover the cancel button is not shown; tapping outside runs it.
    @Test func tappingOutsideTheIPadPopoverRunsTheCancelButton() throws {
        let host = DialogTestHost(makeConfirmFileImport(), environment: environment(), platform: .iPadOS)
        try host.tap("Import File")
        #expect(throws: DialogTestHostError.noSuchAction("Cancel", available: ["Import MyImageFile.png"])) {
            try host.tapAction("Cancel")
        }
        try host.cancelDialog()
        #expect(host.presentedDialog == nil)
        #expect(host.state("isConfirming") as? Bool == false)
        #expect(host.state("dialogDetail") == nil)
    }

    @Test func theViewUnderTheDialogCannotBeTapped() throws {
        let host = DialogTestHost(makeConfirmFileImport(), environment: environment(), platform: .macOS)
        try host.tap("Import File")
        #expect(throws: DialogTestHostError.blockedByDialog(title: Self.title)) { try host.tap("Import File") }
        #expect(throws: DialogTestHostError.noSuchButton("Export", available: ["Import File"])) {
            try host.tapAction("Cancel")
            try host.tap("Export")
        }
    }

    @Test func germanOnIOSAndArabicOnMacOS() throws {
        let host = DialogTestHost(makeConfirmFileImport(), environment: environment("de"), platform: .iOS)
        #expect(host.buttonLabels == ["Datei importieren"])
        try host.tap("Datei importieren")
        let german = try #require(host.presentedDialog)
        #expect(german.title == nil)
        #expect(german.message == "Dadurch wird MyImageFile.png.public.png zu deiner Bibliothek hinzugefügt.")
        #expect(german.actionLabels == ["MyImageFile.png importieren", "Abbrechen"])
        #expect(german.localization == "de")

        host.environment = environment("ar")
        host.platform = .macOS
        let arabic = try #require(host.presentedDialog)
        #expect(arabic.title == "هل تريد بالتأكيد استيراد هذا الملف؟")
        #expect(arabic.actionLabels == ["إلغاء", "استيراد MyImageFile.png"])
        #expect(arabic.layoutDirection == .rightToLeft)
        #expect(arabic.locale == "ar")
    }

    /// A button is found by its localization key in any locale.
    @Test func buttonsAreFoundByKeyInAnyLocale() throws {
        let host = DialogTestHost(makeConfirmFileImport(), environment: environment("ja"), platform: .iOS)
        try host.tap("Import File")
        #expect(host.presentedDialog?.actionLabels == ["MyImageFile.png を読み込む", "キャンセル"])
    }
}
