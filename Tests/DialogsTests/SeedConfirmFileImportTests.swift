import Dialogs
import SeedConfirmationDialogMessage
import Testing

/// The confirmationDialog example with a message (shared/seeds/000), driven like a user would.
@Suite struct SeedConfirmFileImportTests {
    @Test func presentsAfterTheButtonAndFreezesTheData() throws {
        let host = DialogTestHost(makeConfirmFileImport(), environment: environment(), platform: .iOS)
        #expect(host.presentedDialog == nil)
        #expect(host.buttonLabels == ["Import File"])
        try host.tap("Import File")
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.kind == .confirmationDialog)
        #expect(dialog.style == .actionSheet)
        #expect(dialog.title == nil)  // .automatic hides it on iOS
        #expect(dialog.message == "This will add MyImageFile.png.public.png to your library.")
        #expect(dialog.actions == [
            ResolvedAction(label: "Import MyImageFile.png"),
            ResolvedAction(label: "Cancel", role: .cancel),
        ])
        #expect(dialog.actionLayout == .stack)
        #expect(dialog.diagnostics == [])
    }
}
