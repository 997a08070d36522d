import Dialogs
import SeedAlertItem
import SeedAlertPresenting
import Testing

/// The two alert examples (shared/seeds/003, 004): presented by `isPresented` with data, and by
/// an optional item.
@Suite struct SeedSaveAlertTests {
    static let delete = ResolvedAction(label: "Delete Report.txt", role: .destructive)
    static let retry = ResolvedAction(label: "Retry")

    /// Neither alert has a cancel button: no Cancel is added ("No default cancel action is
    /// provided"). Two buttons whose labels do not fit half an iOS alert stack.
    static let expected: [(DialogPlatform, [ResolvedAction], ActionLayout)] = [
        (.iOS, [delete, retry], .stack),
        (.iPadOS, [delete, retry], .stack),
        (.macOS, [retry, delete], .row),
        (.tvOS, [delete, retry], .stack),
        (.watchOS, [delete, retry], .stack),
        (.visionOS, [delete, retry], .stack),
    ]

    @Test(arguments: expected.indices)
    func saveViewAlertOnEachPlatform(_ index: Int) throws {
        let (platform, actions, layout) = Self.expected[index]
        let host = DialogTestHost(makeSaveView(), environment: environment(), platform: platform)
        try host.tap("Save File")
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.style == .alert)
        #expect(dialog.title == "Saving Failed.")
        #expect(dialog.message == "The disk is full.")
        #expect(dialog.actions == actions)
        #expect(dialog.actionLayout == layout)
        #expect(dialog.diagnostics == [])
        try host.tapAction("Retry")
        #expect(host.presentedDialog == nil)
        #expect(host.state("didError") as? Bool == false)
        // `presenting:` data is the app's: the alert does not clear it.
        #expect(String(describing: try #require(host.state("details"))).contains("Report.txt"))
    }

    @Test(arguments: expected.indices)
    func saveButtonAlertOnEachPlatform(_ index: Int) throws {
        let (platform, actions, layout) = Self.expected[index]
        let host = DialogTestHost(makeSaveButton(), environment: environment(), platform: platform)
        try host.tap("Save")
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.title == "Save failed.")
        #expect(dialog.message == "The disk is full.")
        #expect(dialog.actions == actions)
        #expect(dialog.actionLayout == layout)
        try host.tapAction("Delete Report.txt")
        #expect(host.presentedDialog == nil)
        // `item:` is set to nil by the action.
        #expect(host.state("details") == nil)
    }

    @Test func saveViewInRussianAndHebrew() throws {
        let host = DialogTestHost(makeSaveView(), environment: environment("ru"), platform: .iOS)
        try host.tap("Save File")
        let russian = try #require(host.presentedDialog)
        #expect(russian.localization == "ru")
        #expect(russian.title != "Saving Failed.")
        #expect(russian.message == "The disk is full.")  // Text(detail.error): verbatim
        host.environment = environment("he")
        let hebrew = try #require(host.presentedDialog)
        #expect(hebrew.layoutDirection == .rightToLeft)
        #expect(hebrew.actions.count == 2)
    }

    /// An alert has no cancel action, so Escape or a tap outside does nothing.
    @Test func alertWithoutCancelCannotBeCancelled() throws {
        let host = DialogTestHost(makeSaveButton(), environment: environment(), platform: .macOS)
        try host.tap("Save")
        #expect(throws: DialogTestHostError.cannotCancel) { try host.cancelDialog() }
        #expect(host.presentedDialog != nil)
    }
}
