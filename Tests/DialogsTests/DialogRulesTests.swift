import Dialogs
import Foundation
import Testing

private func resolve(
    _ kind: DialogKind, title: Text = Text("Delete %@"), visibility: Visibility = .automatic, message: Text? = nil,
    _ controls: [DialogControl], on platform: DialogPlatform, locale: String = "en", policies: DialogPolicies = .apple
) -> ResolvedDialog {
    DialogResolver.resolve(
        DialogDeclaration(kind: kind, title: title, titleVisibility: visibility, message: message, controls: controls),
        platform: platform, environment: environment(locale), policies: policies)
}

private func button(_ key: LocalizedStringKey, _ role: ButtonRole? = nil, isDefault: Bool = false) -> DialogControl {
    .button(.text(Text(key)), role: role, isDefault: isDefault)
}

/// The platform-rule findings, without the lookups of keys this sample's table lacks.
private func platformFindings(_ dialog: ResolvedDialog) -> [DialogDiagnostic] {
    dialog.diagnostics.filter { $0.rule.hasPrefix("dialog.") }
}

/// A view whose buttons are labelled with other views than `Text`.
private struct ImageButtons: View {
    @State var isPresented = true
    var body: some View {
        EmptyView().alert("Empty Trash?", isPresented: $isPresented) {
            Button(role: .destructive) {} label: { Image(systemName: "trash") }
            Button("Keep Both", systemImage: "doc.on.doc") {}
            Button("Retry") {}
        }
    }
}

private struct LoginAlert: View {
    @State var isPresented = true
    @State var name = ""
    @State var password = ""
    var body: some View {
        EmptyView().alert("Sign In", isPresented: $isPresented) {
            TextField("Name", text: $name)
            SecureField("Password", text: $password)
            Button("OK") {}
            Button("Cancel", role: .cancel) {}
        }
    }
}

private struct OpenError: LocalizedError {
    var errorDescription: String? { "Save failed." }
}

private struct ErrorAlert: View {
    @State var isPresented = true
    var body: some View {
        EmptyView().alert(isPresented: $isPresented, error: OpenError()) { _ in
            Button("Retry") {}
        } message: { error in
            Text("**Bold** and _italic_").foregroundColor("red")
            Text(verbatim: "more")
        }
    }
}

/// The platform rules of spec §1.4–§1.8 and §2.2, on declarations.
@Suite struct DialogRulesTests {
    @Test func onlyTextLabelsOnIOSTvOSAndWatchOS() throws {
        for platform in DialogPlatform.allCases {
            let host = DialogTestHost(ImageButtons(), environment: environment(), platform: platform)
            let dialog = try #require(host.presentedDialog)
            let omitted = [.iOS, .iPadOS, .tvOS, .watchOS].contains(platform)
            if omitted {
                #expect(dialog.actions == [ResolvedAction(label: "Retry")], "\(platform)")
                let findings = platformFindings(dialog)
                #expect(findings.map(\.rule) == ["dialog.label-omitted", "dialog.label-omitted"])
                #expect(findings.map(\.element) == ["action 1", "action 2"])
                #expect(findings[0].message == "the button labelled with image 'trash' has no Text label: \(platform) omits it")
                #expect(findings[1].message == "the button 'Keep Both' has a Label (with image 'doc.on.doc'), not Text: \(platform) omits it")
            } else {
                #expect(dialog.actions.contains(ResolvedAction(label: "", role: .destructive, image: "trash")), "\(platform)")
                #expect(dialog.actions.contains(ResolvedAction(label: "Keep Both", image: "doc.on.doc")), "\(platform)")
                #expect(platformFindings(dialog).isEmpty)
            }
            // "Empty Trash?" and "Keep Both" are in the Dialogs table, not Localizable.
            #expect(dialog.diagnostics.first?.rule == "resolution.missing-key")
        }
    }

    /// Every button omitted: the alert has no actions left, so it gets OK.
    @Test func alertWhoseOnlyButtonIsOmittedGetsOK() {
        let image = DialogControl.button(.image(Image(systemName: "trash")), role: .destructive)
        let iOS = resolve(.alert, [image], on: .iOS)
        #expect(iOS.actionLabels == ["OK"])
        #expect(iOS.diagnostics.map(\.rule) == ["dialog.label-omitted", "dialog.all-actions-omitted"])
        #expect(resolve(.alert, [image], on: .macOS).actions.map(\.image) == ["trash"])
        // An iPad popover whose only button is omitted shows no button at all.
        let popover = resolve(.confirmationDialog, [image], on: .iPadOS)
        #expect(popover.actions.isEmpty)
        #expect(popover.diagnostics.map(\.rule) == ["dialog.label-omitted", "dialog.all-actions-omitted"])
    }

    @Test func textFieldsInAlerts() throws {
        for platform in DialogPlatform.allCases {
            let host = DialogTestHost(LoginAlert(), environment: environment(), platform: platform)
            let dialog = try #require(host.presentedDialog)
            if [.tvOS, .watchOS].contains(platform) {
                #expect(dialog.textFields.isEmpty)
                #expect(platformFindings(dialog).map(\.rule) == ["dialog.control-omitted", "dialog.control-omitted"])
            } else {
                #expect(dialog.textFields == [
                    ResolvedTextField(title: "Name"), ResolvedTextField(title: "Password", isSecure: true),
                ])
            }
        }
        let host = DialogTestHost(LoginAlert(), environment: environment(), platform: .iOS)
        try host.enterText("Ada", inField: "Name")
        #expect(host.state("name") as? String == "Ada")
        #expect(host.presentedDialog?.textFields.first?.text == "Ada")
        #expect(throws: DialogTestHostError.noSuchField("Email", available: ["Name", "Password"])) {
            try host.enterText("x", inField: "Email")
        }
        // Two buttons: a row with Cancel leading.
        #expect(host.presentedDialog?.actionLabels == ["Cancel", "OK"])
        #expect(host.presentedDialog?.actionLayout == .row)
    }

    @Test func confirmationDialogsShowNoTextFields() {
        let field = DialogControl(content: .textField(title: Text("Name"), prompt: nil, isSecure: false))
        let dialog = resolve(.confirmationDialog, [field, button("Save")], on: .iOS)
        #expect(dialog.textFields.isEmpty)
        #expect(dialog.diagnostics.map(\.rule) == ["dialog.control-omitted"])
    }

    @Test func errorAlertTitleAndUnstyledMessage() throws {
        let host = DialogTestHost(ErrorAlert(), environment: environment("de"), platform: .iOS)
        let dialog = try #require(host.presentedDialog)
        // The error description is looked up as a localized key.
        #expect(dialog.title == "Speichern fehlgeschlagen.")
        #expect(dialog.message == "Bold and italic")
        #expect(dialog.diagnostics.map(\.rule) == ["resolution.missing-key", "dialog.message-unstyled", "dialog.message-content-omitted"])
        #expect(dialog.diagnostics[1].message.contains("bold, color, italic"))
    }

    @Test func onlyOneCancelIsShownTheLastByDefault() {
        let controls = [button("Cancel", .cancel), button("Save"), button("Don't Save", .cancel)]
        let last = resolve(.confirmationDialog, controls, on: .iOS)
        #expect(last.actionLabels == ["Save", "Don't Save"])
        #expect(last.diagnostics.map(\.rule) == ["dialog.duplicate-cancel"])
        #expect(last.diagnostics.first?.element == "action 1")
        var policies = DialogPolicies.apple
        policies.keptCancel = .first
        #expect(resolve(.confirmationDialog, controls, on: .iOS, policies: policies).actionLabels == ["Save", "Cancel"])
    }

    @Test func defaultButtonIsOnlyTheMarkedPlainOne() {
        let dialog = resolve(.alert, [button("Retry"), button("Save", isDefault: true)], on: .macOS)
        #expect(dialog.actions == [ResolvedAction(label: "Retry"), ResolvedAction(label: "Save", isDefault: true)])
        // The default is the rightmost on macOS.
        let destructive = resolve(.alert, [button("Retry"), button("Delete %@", .destructive, isDefault: true)], on: .macOS)
        #expect(destructive.actions.allSatisfy { !$0.isDefault })
        #expect(destructive.diagnostics.map(\.rule) == ["dialog.default-ignored"])
    }

    @Test func keyboardShortcutMarksTheDefault() throws {
        struct Marked: View {
            @State var isPresented = true
            var body: some View {
                EmptyView().alert("Save", isPresented: $isPresented) {
                    Button("Save") {}.keyboardShortcut(.defaultAction)
                    Button("Don't Save") {}
                    Button("Cancel", role: .cancel) {}
                }
            }
        }
        let host = DialogTestHost(Marked(), environment: environment(), platform: .macOS)
        let dialog = try #require(host.presentedDialog)
        // Three buttons stack on macOS: the default on top, Cancel at the bottom.
        #expect(dialog.actions == [
            ResolvedAction(label: "Save", isDefault: true), ResolvedAction(label: "Don't Save"),
            ResolvedAction(label: "Cancel", role: .cancel),
        ])
        #expect(dialog.actionLayout == .stack)
    }

    @Test func iOSTwoButtonAlertRow() {
        let controls = [button("Save"), button("Cancel", .cancel)]
        #expect(resolve(.alert, controls, on: .iOS).actionLabels == ["Cancel", "Save"])
        #expect(resolve(.alert, controls, on: .iOS).actionLayout == .row)
        var policies = DialogPolicies.apple
        policies.cancelLeadsTwoButtonRow = false
        #expect(resolve(.alert, controls, on: .iOS, policies: policies).actionLabels == ["Save", "Cancel"])
        // Three buttons stack, Cancel at the bottom.
        let three = resolve(.alert, [button("Cancel", .cancel), button("Save"), button("Retry")], on: .iOS)
        #expect(three.actionLabels == ["Save", "Retry", "Cancel"])
        #expect(three.actionLayout == .stack)
    }

    /// A wide character counts two cells: Japanese labels stack sooner.
    @Test func wideLabelsStack() {
        let controls = [button("Save"), button("Don't Save", .destructive)]
        #expect(resolve(.alert, controls, on: .iOS).actionLayout == .row)
        #expect(resolve(.alert, controls, on: .iOS, locale: "de").actionLayout == .stack)  // "Nicht speichern": 15 cells
        #expect(resolve(.alert, controls, on: .iOS, locale: "ja").actionLayout == .row)  // 保存しない: 10 cells
        let long = [button("Save"), button("This will add %@.%@ to your library.")]
        #expect(resolve(.alert, long, on: .iOS, locale: "ja").actionLayout == .stack)
    }

    @Test func tvOSAndWatchOSStack() {
        let controls = [button("Cancel", .cancel), button("Save")]
        for platform in [DialogPlatform.tvOS, .watchOS] {
            let dialog = resolve(.alert, controls, on: platform)
            #expect(dialog.actionLabels == ["Save", "Cancel"])
            #expect(dialog.actionLayout == .stack)
        }
    }

    @Test func alertsAddNoCancelUnlessThePolicySays() {
        let controls = [button("Delete %@", .destructive)]
        #expect(resolve(.alert, controls, on: .iOS).actionLabels == ["Delete %@"])
        var policies = DialogPolicies.apple
        policies.alertDestructiveAddsCancel = true
        #expect(resolve(.alert, controls, on: .iOS, policies: policies).actionLabels == ["Cancel", "Delete %@"])
        #expect(resolve(.alert, controls, on: .macOS, policies: policies).actionLabels == ["Delete %@"])
    }

    @Test func closeRoleTakesTheCancelPlace() {
        let dialog = resolve(.confirmationDialog, [button("Retry"), button("Save", .close)], on: .iOS)
        #expect(dialog.actions == [ResolvedAction(label: "Retry"), ResolvedAction(label: "Save", role: .close)])
        var policies = DialogPolicies.apple
        policies.closeRoleActsAsCancel = false
        #expect(resolve(.confirmationDialog, [button("Retry"), button("Save", .close)], on: .iOS, policies: policies)
            .actionLabels == ["Retry", "Save", "Cancel"])
    }

    @Test(arguments: DialogPlatform.allCases)
    func titleVisibility(_ platform: DialogPlatform) {
        let controls = [button("Save")]
        let automatic = resolve(.confirmationDialog, title: Text("Save"), controls, on: platform)
        #expect(automatic.title == (platform.isIOSFamily ? nil : "Save"))
        #expect(resolve(.confirmationDialog, title: Text("Save"), visibility: .visible, controls, on: platform).title == "Save")
        #expect(resolve(.confirmationDialog, title: Text("Save"), visibility: .hidden, controls, on: platform).title == nil)
        // Alerts always show their title.
        #expect(resolve(.alert, title: Text("Save"), visibility: .hidden, controls, on: platform).title == "Save")
    }

    @Test func titleFromAResourceUsesItsOwnLocale() {
        let resource = LocalizedStringResource("Save", locale: "fr")
        let dialog = resolve(.alert, title: Text(resource), [], on: .iOS, locale: "de")
        #expect(dialog.title == "Enregistrer")
        #expect(dialog.actionLabels == ["OK"])
    }

    @Test func tooManyButtonsInAnAlert() {
        let controls = [button("Save"), button("Retry"), button("Don't Save"), button("Cancel", .cancel)]
        #expect(resolve(.alert, controls, on: .iOS).diagnostics.map(\.rule) == ["dialog.too-many-buttons"])
        #expect(resolve(.confirmationDialog, controls, on: .iOS).diagnostics.isEmpty)
    }

    @Test func dismissalDialogElsewhereIsAnError() {
        let dialog = resolve(.dismissalConfirmationDialog, [button("Save")], on: .watchOS)
        #expect(dialog.diagnostics.map(\.rule) == ["dialog.unavailable"])
        #expect(dialog.diagnostics.first?.severity == .error)
    }

    @Test func aMissingKeyIsReportedWhereItIs() {
        let dialog = resolve(.alert, title: Text("No such title"), [button("No such button")], on: .iOS, locale: "fr")
        #expect(dialog.title == "No such title")
        #expect(dialog.diagnostics.map(\.rule) == ["resolution.missing-key", "resolution.missing-key"])
        #expect(dialog.diagnostics.map(\.element) == ["title", "action 1"])
        #expect(dialog.diagnostics.map(\.severity) == [.warning, .warning])
    }

    @Test func encodesEveryKeyWithNulls() throws {
        let dialog = resolve(.confirmationDialog, title: Text("Save"), [button("Save")], on: .iOS)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(dialog), as: UTF8.self)
        #expect(json.contains(#""title":null"#))
        #expect(json.contains(#""message":null"#))
        #expect(json.contains(#""id":null"#))
        #expect(try JSONDecoder().decode(ResolvedDialog.self, from: Data(json.utf8)) == dialog)
    }
}

private struct StackLabel: View {
    @State var isPresented = true
    var body: some View {
        EmptyView().alert("Empty Trash?", isPresented: $isPresented) {
            Button(role: .destructive) {} label: {
                HStack {
                    Image(systemName: "trash")
                    Text(verbatim: "Trash")
                }
            }
        }
    }
}

@Suite struct CompositeLabelTests {
    /// A label of several views with a Text in it: its text on macOS, omitted on iOS.
    @Test func textOfAStackedLabel() throws {
        let mac = DialogTestHost(StackLabel(), environment: environment(), platform: .macOS)
        #expect(mac.presentedDialog?.actions == [ResolvedAction(label: "Trash", role: .destructive, image: "trash")])
        let phone = DialogTestHost(StackLabel(), environment: environment(), platform: .iOS)
        #expect(phone.presentedDialog?.actionLabels == ["OK"])
        #expect(phone.presentedDialog?.diagnostics.map(\.rule).contains("dialog.label-omitted") == true)
    }
}
