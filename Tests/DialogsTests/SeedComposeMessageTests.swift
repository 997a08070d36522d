import Dialogs
import SeedDismissalConfirmationDialog
import Testing

/// The dismissalConfirmationDialog example (shared/seeds/001): presented on an attempt to
/// dismiss while the message has unsaved changes; Cancel keeps the view, the other actions let
/// the dismissal proceed.
@Suite struct SeedComposeMessageTests {
    /// The listing's line continuation drops the space ("containsunsaved"); that is the key, and
    /// the English table's value restores the space.
    static let message = "This message has not been sent and contains unsaved changes."

    private func editedHost(_ platform: DialogPlatform, _ locale: String = "en") throws -> DialogTestHost<some View> {
        let host = DialogTestHost(makeComposeMessage(), environment: environment(locale), platform: platform)
        try host.tap("Type a Word")
        return host
    }

    @Test(arguments: DialogPlatform.allCases)
    func noUnsavedChangesDismissesAtOnce(_ platform: DialogPlatform) {
        let host = DialogTestHost(makeComposeMessage(), environment: environment(), platform: platform)
        #expect(host.attemptDismiss(.user) == .dismissed)
        #expect(host.presentedDialog == nil)
        #expect(host.isDismissed)
    }

    @Test func iOSUserDismissalAsksAndCancelKeepsTheView() throws {
        let host = try editedHost(.iOS)
        #expect(host.attemptDismiss(.user) == .confirming)
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.kind == .dismissalConfirmationDialog)
        #expect(dialog.style == .actionSheet)
        #expect(dialog.title == nil)
        #expect(dialog.message == Self.message)
        // "Don't Save" is destructive, so it takes the standard Close's place.
        #expect(dialog.actions == [
            ResolvedAction(label: "Save"),
            ResolvedAction(label: "Don't Save", role: .destructive),
            ResolvedAction(label: "Cancel", role: .cancel, isStandard: true),
        ])
        try host.tapAction("Cancel")
        #expect(host.presentedDialog == nil)
        #expect(!host.isDismissed)
        // Asking again, Save saves and lets the dismissal proceed.
        #expect(host.attemptDismiss(.user) == .confirming)
        try host.tapAction("Save")
        #expect(host.isDismissed)
        let saved = try #require(host.state("message") as? Message)
        #expect(saved.savedText == "Hello")
        #expect(!saved.hasUnsavedChanges)
    }

    @Test func dontSaveDiscardsAndDismisses() throws {
        let host = try editedHost(.iPadOS)
        #expect(host.attemptDismiss(.user) == .confirming)
        try host.tapAction("Don't Save")
        #expect(host.isDismissed)
        #expect((host.state("message") as? Message)?.wasDiscarded == true)
    }

    @Test func iOSProgrammaticDismissalNeverAsks() throws {
        let host = try editedHost(.iOS)
        #expect(host.attemptDismiss(.programmatic) == .dismissed)
        #expect((host.state("message") as? Message)?.hasUnsavedChanges == true)
    }

    @Test(arguments: [DismissalMachine.Source.user, .programmatic])
    func macOSAsksForEveryDismissal(_ source: DismissalMachine.Source) throws {
        let host = try editedHost(.macOS)
        #expect(host.attemptDismiss(source) == .confirming)
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.style == .sheet)
        #expect(dialog.title == "Save This Message As Draft?")
        // No standard Close on macOS; three buttons stack with Cancel at the bottom.
        #expect(dialog.actionLabels == ["Save", "Don't Save", "Cancel"])
        #expect(dialog.actionLayout == .stack)
        try host.cancelDialog()
        #expect(!host.isDismissed)
    }

    @Test(arguments: [DialogPlatform.tvOS, .watchOS, .visionOS])
    func platformsWithoutTheModifierDismiss(_ platform: DialogPlatform) throws {
        let host = try editedHost(platform)
        #expect(host.attemptDismiss(.user) == .dismissed)
    }

    @Test func polishOnIOS() throws {
        let host = try editedHost(.iOS, "pl")
        host.attemptDismiss()
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.localization == "pl")
        #expect(dialog.actions.last == ResolvedAction(label: "Anuluj", role: .cancel, isStandard: true))
        #expect(dialog.diagnostics == [])
    }
}
