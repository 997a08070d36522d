import Dialogs
import Testing

/// A model the test changes behind the view's back, as an app's model object would.
final class Inbox {
    var count = 1
    var showsAlert = false
}

private struct PresentingAlert: View {
    let inbox: Inbox
    @State var isPresented = false
    @State var data: Int? = nil

    var body: some View {
        Button("Save") {
            data = inbox.count
            isPresented = true
        }
        .alert("Retry", isPresented: $isPresented, presenting: data) { count in
            Button("Delete \(count)", role: .destructive) {}
        } message: { count in
            Text(verbatim: "count \(count), now \(inbox.count)")
        }
    }
}

private struct NoActionsAlert: View {
    @State var isPresented = true
    var body: some View {
        EmptyView().alert("Saving Failed.", isPresented: $isPresented) {}
    }
}

private struct ItemAlert: View {
    struct Item: Identifiable { let id: Int }
    @State var item: Item? = nil
    var body: some View {
        Button("Save") { item = Item(id: 1) }
            .alert("Save failed.", item: $item) { item in
                Button("Retry") {}
            } message: { item in
                Text(verbatim: "item \(item.id)")
            }
    }
}

private struct SheetWithDismissal: View {
    @State var closed = 0
    var body: some View {
        EmptyView().dismissalConfirmationDialog("Save This Message As Draft?", shouldPresent: true) {
            Button("Save") {}
        }
    }
}

private struct DeleteDialog: View {
    @State var isPresented = true
    var body: some View {
        EmptyView().confirmationDialog("Delete %@", isPresented: $isPresented) {
            Button("Move to Trash", role: .destructive) {}
        }
    }
}

/// §8 behaviours 14 and 15, and the presentation rules, through the test host.
@Suite struct DialogFlowTests {
    /// Behaviour 14: an alert with no actions gets "OK"; tapping it resets the binding.
    @Test(arguments: DialogPlatform.allCases)
    func alertWithNoActionsGetsOK(_ platform: DialogPlatform) throws {
        let host = DialogTestHost(NoActionsAlert(), environment: environment(), platform: platform)
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.actions == [ResolvedAction(label: "OK", isDefault: true, isStandard: true)])
        try host.tapAction("OK")
        #expect(host.state("isPresented") as? Bool == false)
        #expect(host.presentedDialog == nil)
    }

    @Test func standardOKInTheDialogsLanguage() throws {
        let host = DialogTestHost(NoActionsAlert(), environment: environment("zh-Hans"), platform: .iOS)
        #expect(host.presentedDialog?.actionLabels == ["好"])
        host.environment = environment("ru")
        #expect(host.presentedDialog?.actionLabels == ["ОК"])
        // No Hindi localization in the app: the system follows the app's language (English).
        host.environment = environment("hi")
        #expect(host.presentedDialog?.localization == "en")
        #expect(host.presentedDialog?.actionLabels == ["OK"])
    }

    /// Behaviour 15: `[Delete(.destructive)]` → `[Delete, Cancel]` on iPhone; a popover with
    /// `[Delete]` on iPad.
    @Test func confirmationDialogStandardCancel() throws {
        let host = DialogTestHost(DeleteDialog(), environment: environment(), platform: .iOS)
        #expect(host.presentedDialog?.actions == [
            ResolvedAction(label: "Move to Trash", role: .destructive),
            ResolvedAction(label: "Cancel", role: .cancel, isStandard: true),
        ])
        host.platform = .iPadOS
        #expect(host.presentedDialog?.style == .popover)
        #expect(host.presentedDialog?.actionLabels == ["Move to Trash"])
        try host.cancelDialog()
        #expect(host.state("isPresented") as? Bool == false)
    }

    /// Behaviour 15: a dismissal dialog on iOS with `[Save]` → `[Save, Close, Cancel]`; Cancel
    /// keeps the sheet.
    @Test func dismissalDialogStandardActionsOnIOS() throws {
        let host = DialogTestHost(SheetWithDismissal(), environment: environment(), platform: .iOS)
        #expect(host.attemptDismiss() == .confirming)
        #expect(host.presentedDialog?.actions == [
            ResolvedAction(label: "Save"),
            ResolvedAction(label: "Close", role: .close, isStandard: true),
            ResolvedAction(label: "Cancel", role: .cancel, isStandard: true),
        ])
        try host.tapAction("Cancel")
        #expect(!host.isDismissed)
        host.attemptDismiss()
        try host.tapAction("Close")
        #expect(host.isDismissed)
        #expect(throws: DialogTestHostError.viewDismissed) { try host.tap("Save") }
    }

    @Test func presentingWithNilDataIsNotPresented() throws {
        let inbox = Inbox()
        let host = DialogTestHost(PresentingAlert(inbox: inbox), environment: environment(), platform: .iOS)
        #expect(host.presentedDialog == nil)
        #expect(host.state("isPresented") as? Bool == false)
    }

    /// "Any changes that you make after the presentation occurs are ignored."
    @Test func dataIsFrozenAtPresentation() throws {
        let inbox = Inbox()
        let host = DialogTestHost(PresentingAlert(inbox: inbox), environment: environment(), platform: .iOS)
        try host.tap("Save")
        #expect(host.presentedDialog?.message == "count 1, now 1")
        inbox.count = 5
        host.refresh()
        // The data stays 1; the rest of the view's state is read anew.
        #expect(host.presentedDialog?.message == "count 1, now 5")
        #expect(host.presentedDialog?.actionLabels == ["Delete 1"])
    }

    @Test func itemAlertShowsTheItemAndClearsIt() throws {
        let host = DialogTestHost(ItemAlert(), environment: environment(), platform: .macOS)
        #expect(host.presentedDialog == nil)
        try host.tap("Save")
        #expect(host.presentedDialog?.message == "item 1")
        #expect(host.presentedDialog?.actions == [ResolvedAction(label: "Retry")])
        try host.tapAction("Retry")
        #expect(host.state("item") == nil)
    }
}

/// A child view with its own state, made again by its parent's `body` on every evaluation.
private struct Counter: View {
    @State var taps = 0
    var body: some View {
        Button("Retry") { taps += 1 }
            .alert("Save failed.", isPresented: .constant(taps == 2)) {}
    }
}

private struct Screen: View {
    var body: some View {
        Counter()
    }
}

@Suite struct ViewStateTests {
    /// As in SwiftUI, state belongs to the place in the tree, so the recreated child keeps it.
    @Test func nestedStateSurvivesReevaluation() throws {
        let host = DialogTestHost(Screen(), environment: environment(), platform: .iOS)
        try host.tap("Retry")
        #expect(host.presentedDialog == nil)
        try host.tap("Retry")
        #expect(host.presentedDialog?.title == "Save failed.")
        // A constant binding cannot be written: the OK runs, and the alert stays.
        try host.tapAction("OK")
        #expect(host.presentedDialog?.title == "Save failed.")
    }
}

private struct FileList: View {
    struct File: Identifiable { let id: String }
    let files = [File(id: "a.txt"), File(id: "b.txt")]
    @State var selected: File? = nil
    var body: some View {
        VStack {
            Text(verbatim: "Files")
            ForEach(files) { file in
                HStack {
                    Button(file.id) { selected = file }
                }
            }
        }
        .confirmationDialog("Delete %@", item: $selected, titleVisibility: .visible) { file in
            Button("Delete \(file.id)", role: .destructive) {}
        }
    }
}

@Suite struct ContainerTests {
    @Test func buttonsInsideContainersAndForEach() throws {
        let host = DialogTestHost(FileList(), environment: environment(), platform: .iOS)
        #expect(host.buttonLabels == ["a.txt", "b.txt"])
        try host.tap("b.txt")
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.title == "Delete %@")  // a literal key: shown as looked up, never formatted
        #expect(dialog.actions == [
            ResolvedAction(label: "Delete b.txt", role: .destructive),
            ResolvedAction(label: "Cancel", role: .cancel, isStandard: true),
        ])
    }
}

private struct Editor: View {
    @State var draft = ""
    var body: some View {
        Button("Type a Word") { draft += "Hello" }
    }
}

private struct Compose: View {
    @State var isPresented = false
    var body: some View {
        VStack {
            Editor()
            Button("Delete %@") { isPresented = true }
        }
        .confirmationDialog("Save", isPresented: $isPresented) {
            Button("Don't Save", role: .destructive) {}
        }
    }
}

@Suite struct TestHostTests {
    @Test func stateOfAChildViewAndNilOptionals() throws {
        let host = DialogTestHost(Compose(), environment: environment(), platform: .iOS)
        #expect(host.state("draft", in: "Editor") as? String == "")
        try host.tap("Type a Word")
        try host.tap("Type a Word")
        #expect(host.state("draft", in: "Editor") as? String == "HelloHello")
        #expect(host.state("draft") == nil)  // not the root's
        #expect(host.state("isPresented") as? Bool == false)
    }

    /// Actions are found by their localization key too, standard ones by "OK", "Cancel", "Close".
    @Test func actionsByKeyInAnyLocale() throws {
        let host = DialogTestHost(Compose(), environment: environment("de"), platform: .iOS)
        try host.tap("Delete %@")
        #expect(host.presentedDialog?.actionLabels == ["Nicht speichern", "Abbrechen"])
        try host.tapAction("Cancel")
        #expect(host.presentedDialog == nil)
        try host.tap("Delete %@")
        try host.tapAction("Don't Save")
        #expect(host.state("isPresented") as? Bool == false)
    }

    @Test func labelTitlePolicy() throws {
        var policies = DialogPolicies.apple
        policies.labelTitleShownWhereOnlyTextIs = true
        let controls = [DialogControl.button(.label(title: Text("Save"), icon: Image(systemName: "tray")))]
        let dialog = DialogResolver.resolve(
            DialogDeclaration(kind: .alert, title: Text("Save"), controls: controls), platform: .iOS,
            environment: environment(), policies: policies)
        #expect(dialog.actions == [ResolvedAction(label: "Save")])
        #expect(dialog.diagnostics.map(\.rule) == ["dialog.icon-omitted"])
    }
}

private struct ComposeSheet: View {
    @Environment(\.dismiss) var dismiss
    @State var draft = ""
    @State var name = ""
    @State var isNaming = false

    var body: some View {
        VStack {
            Button("Type a Word") { draft += "Hello" }
            Spacer()
            Divider()
            Button("Save") { isNaming = true }
                .keyboardShortcut("s", modifiers: .command)
            Button("Retry") {}.disabled(true)
            Button("Cancel") { dismiss() }
        }
        .padding()
        .alert("Save", isPresented: $isNaming) {
            TextField("Name", text: $name)
            Button("OK") {}.disabled(name.isEmpty).keyboardShortcut(.defaultAction)
            Button("Cancel", role: .cancel) {}
        }
        .dismissalConfirmationDialog("Save This Message As Draft?", shouldPresent: !draft.isEmpty) {
            Button("Save") {}
        }
    }
}

@Suite struct EnvironmentAndModifierTests {
    /// `dismiss()` is a programmatic dismissal: iOS goes at once, macOS asks first.
    @Test func dismissActionFromTheEnvironment() throws {
        let phone = DialogTestHost(ComposeSheet(), environment: environment(), platform: .iOS)
        try phone.tap("Type a Word")
        try phone.tap("Cancel")
        #expect(phone.isDismissed)
        let mac = DialogTestHost(ComposeSheet(), environment: environment(), platform: .macOS)
        try mac.tap("Type a Word")
        try mac.tap("Cancel")
        #expect(!mac.isDismissed)
        #expect(mac.presentedDialog?.kind == .dismissalConfirmationDialog)
    }

    @Test func disabledButtons() throws {
        let host = DialogTestHost(ComposeSheet(), environment: environment(), platform: .iOS)
        #expect(throws: DialogTestHostError.disabled("Retry")) { try host.tap("Retry") }
        try host.tap("Save")
        let dialog = try #require(host.presentedDialog)
        #expect(dialog.actions == [
            ResolvedAction(label: "Cancel", role: .cancel),
            ResolvedAction(label: "OK", isDefault: true, isDisabled: true),
        ])
        #expect(throws: DialogTestHostError.disabled("OK")) { try host.tapAction("OK") }
        // Typing a name enables OK.
        try host.enterText("Ada", inField: "Name")
        #expect(host.state("name") as? String == "Ada")
        #expect(host.presentedDialog?.actions.last == ResolvedAction(label: "OK", isDefault: true))
        try host.tapAction("OK")
        #expect(host.presentedDialog == nil)
    }
}
