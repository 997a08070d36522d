import Dialogs
import SeedConfirmationDialogStringTitle
import Testing

/// The confirmationDialog example with a `String` title (shared/seeds/002): the title is shown
/// as given, never looked up, and only where the platform shows titles.
@Suite struct SeedConfirmFileImportStringTitleTests {
    static let importLabel = "Import MyImageFile.png\nFile Type: public.png"

    @Test(arguments: DialogPlatform.allCases)
    func verbatimTitleOnEachPlatform(_ platform: DialogPlatform) throws {
        // The title happens to be a key of the table; a verbatim title is still not looked up.
        let host = DialogTestHost(makeConfirmFileImport(title: "Save"), environment: environment("de"), platform: platform)
        try host.tap("Import File")
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.title == (platform.isIOSFamily ? nil : "Save"))
        #expect(dialog.message == nil)
        let importLabel = "MyImageFile.png importieren\nDateityp: public.png"
        switch platform {
        case .iPadOS: #expect(dialog.actionLabels == [importLabel])
        case .macOS: #expect(dialog.actionLabels == ["Abbrechen", importLabel])
        default: #expect(dialog.actionLabels == [importLabel, "Abbrechen"])
        }
    }

    @Test func englishLabelKeepsItsLineBreak() throws {
        let host = DialogTestHost(makeConfirmFileImport(title: "Import?"), environment: environment(), platform: .watchOS)
        try host.tap("Import File")
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.title == "Import?")
        #expect(dialog.actions.first == ResolvedAction(label: Self.importLabel))
        try host.tapAction(Self.importLabel)
        #expect(host.state("isConfirming") as? Bool == false)
    }
}
