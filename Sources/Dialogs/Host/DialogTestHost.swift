import Resolution

/// Drives a view without a screen, the way a user would, so a team can test its dialog flows on
/// Linux: tap a button of the view, read the dialog now presented as a ``ResolvedDialog`` for a
/// locale and platform, choose one of its actions, and observe the state after.
///
/// ```swift
/// let host = DialogTestHost(ConfirmFileImport(), environment: environment, platform: .iOS)
/// try host.tap("Import File")
/// host.presentedDialog?.actionLabels     // ["Import MyImageFile.png", "Cancel"]
/// try host.tapAction("Cancel")
/// host.state("isConfirming") as? Bool    // false
/// ```
///
/// The view's `body` is evaluated again after every event, as SwiftUI does after a state change;
/// its `@State` keeps its storage per place in the tree. A presented dialog's content is built
/// again then too, from the data frozen at presentation (so a button disabled until a text field
/// is filled comes alive as the user types). Presentation follows
/// ``DialogPresentationMachine`` and, for dismissal, ``DismissalMachine``. Buttons are found by
/// their label in the current locale or by their localization key.
public final class DialogTestHost<Root: View> {
    public let root: Root
    /// The platform whose rules apply; it can change between reads.
    public var platform: DialogPlatform
    public var environment: LocalizationEnvironment
    public var policies: DialogPolicies

    private let graph = ViewGraph()
    private var nodes: [ViewNode] = []
    private var machine = DialogPresentationMachine()
    private var dismissal = DismissalMachine()
    private var presented: Presented?

    private struct Presented {
        var path: String
        var attachment: DialogAttachment
        /// The data frozen at presentation.
        var data: Any
        var declaration: DialogDeclaration
        var isDismissal: Bool
    }

    public init(_ root: Root, environment: LocalizationEnvironment, platform: DialogPlatform, policies: DialogPolicies = .apple) {
        self.root = root
        self.environment = environment
        self.platform = platform
        self.policies = policies
        graph.environment.dismiss = DismissAction { [weak self] in self?.attemptDismiss(.programmatic) }
        refresh()
    }

    // MARK: The view

    /// The labels of the view's buttons (outside dialogs), in the current locale.
    public var buttonLabels: [String] { ViewNode.buttons(in: nodes).map { label(of: $0.label).shown } }

    /// Taps the view's button whose label (in the current locale) or localization key is
    /// `label`, then evaluates the view again.
    /// - Throws: ``DialogTestHostError`` when a dialog covers the view, the view is dismissed, or
    ///   no button matches.
    public func tap(_ label: String) throws(DialogTestHostError) {
        refresh()
        guard !isDismissed else { throw .viewDismissed }
        if let presented { throw .blockedByDialog(title: resolution(of: presented).dialog.title) }
        let buttons = ViewNode.buttons(in: nodes)
        guard let button = buttons.first(where: { self.label(of: $0.label).matches(label) }) else {
            throw .noSuchButton(label, available: buttons.map { self.label(of: $0.label).shown })
        }
        guard !button.isDisabled else { throw .disabled(label) }
        button.action()
        refresh()
    }

    /// The value of the root view's `@State` property `name` (without `_`), or of the first view
    /// of type `viewType` (its type name, e.g. `"MessageEditor"`) that has one; nil when there is
    /// no such state or its value is `nil`.
    public func state(_ name: String, in viewType: String? = nil) -> Any? {
        let value: Any?
        if let viewType {
            value = graph.stateValue(named: name, inViewOfType: viewType)
        } else {
            value = Mirror(reflecting: root).children.lazy
                .compactMap { $0.label == "_" + name ? ($0.value as? any StateProperty)?.currentValue : nil }.first
        }
        // A nil optional comes back as nil, not as a wrapped `Optional<Any>.none`.
        guard let value, Mirror(reflecting: value).displayStyle != .optional || Mirror(reflecting: value).children.count > 0
        else { return nil }
        return value
    }

    /// Evaluates the view again and presents or dismisses dialogs as their bindings now say. Call
    /// it after changing state the host does not see (a model object).
    public func refresh() {
        nodes = graph.nodes(of: root, path: "root")
        let attached = ViewNode.dialogs(in: nodes)
        let dialogs = attached.filter { $0.attachment.kind != .dismissalConfirmationDialog }
        if let current = presented, !current.isDismissal {
            let attachment = dialogs.first(where: { $0.path == current.path })?.attachment
            let data = attachment?.pendingData()
            let identity = data.flatMap { attachment?.identity($0) }
            let effects = machine.handle(.evaluated(canPresent: data != nil, identity: identity))
            for effect in effects {
                switch effect {
                case .dismiss: presented = nil
                case .present:
                    if let attachment, let data { present(path: current.path, attachment: attachment, data: data) }
                case .runAction, .resetBinding: break
                }
            }
            // Still presented: the content follows the view's state, with the frozen data.
            if effects.isEmpty, let attachment {
                presented?.attachment = attachment
                presented?.declaration = attachment.declare(current.data)
            }
        } else if let current = presented, current.isDismissal,
                  let attachment = attached.first(where: { $0.path == current.path })?.attachment {
            presented?.attachment = attachment
            presented?.declaration = attachment.declare(())
        }
        guard presented == nil, !isDismissed else { return }
        for (path, attachment) in dialogs {
            guard let data = attachment.pendingData() else { continue }
            machine = DialogPresentationMachine()
            if machine.handle(.evaluated(canPresent: true, identity: attachment.identity(data))).contains(.present) {
                present(path: path, attachment: attachment, data: data)
            }
            return
        }
    }

    private func present(path: String, attachment: DialogAttachment, data: Any) {
        presented = Presented(path: path, attachment: attachment, data: data, declaration: attachment.declare(data), isDismissal: false)
    }

    // MARK: The dialog

    /// The dialog on screen, resolved for the current environment and platform; nil when none.
    public var presentedDialog: ResolvedDialog? { presented.map { resolution(of: $0).dialog } }

    /// Chooses the presented dialog's action labelled `label` as shown now, or whose label's
    /// localization key is `label` (`"Cancel"` for the standard Cancel in any language).
    public func tapAction(_ label: String) throws(DialogTestHostError) {
        guard let presented else { throw .noDialogPresented }
        let resolution = resolution(of: presented)
        let index = resolution.dialog.actions.firstIndex(where: { $0.label == label })
            ?? resolution.targets.firstIndex(where: { key(of: $0, in: presented) == label })
        guard let index else {
            throw .noSuchAction(label, available: resolution.dialog.actionLabels)
        }
        try choose(resolution.targets[index], in: presented)
    }

    /// Chooses the presented dialog's action at `index` in visual order.
    public func tapAction(at index: Int) throws(DialogTestHostError) {
        guard let presented else { throw .noDialogPresented }
        let resolution = resolution(of: presented)
        guard resolution.targets.indices.contains(index) else {
            throw .noSuchAction("#\(index)", available: resolution.dialog.actionLabels)
        }
        try choose(resolution.targets[index], in: presented)
    }

    /// Cancels the presented dialog without a button: Escape on macOS, a tap outside an iPad
    /// popover, Menu on tvOS. Runs the cancel action (the author's or the standard one).
    /// - Throws: ``DialogTestHostError/cannotCancel`` when the dialog has no cancel action.
    public func cancelDialog() throws(DialogTestHostError) {
        guard let presented else { throw .noDialogPresented }
        guard let target = resolution(of: presented).cancelTarget else { throw .cannotCancel }
        try choose(target, in: presented)
    }

    /// Types `text` into the presented alert's field titled `title` (as shown, or its key).
    public func enterText(_ text: String, inField title: String) throws(DialogTestHostError) {
        guard let presented else { throw .noDialogPresented }
        let resolution = resolution(of: presented)
        let byKey = resolution.fieldControls.firstIndex { control in
            if case .textField(let fieldTitle, _, _) = presented.declaration.controls[control].content {
                return fieldTitle.localizationKey == title
            }
            return false
        }
        guard let index = resolution.dialog.textFields.firstIndex(where: { $0.title == title }) ?? byKey else {
            throw .noSuchField(title, available: resolution.dialog.textFields.map(\.title))
        }
        presented.declaration.controls[resolution.fieldControls[index]].text?.wrappedValue = text
        refresh()
    }

    private func choose(_ target: ActionTarget, in presented: Presented) throws(DialogTestHostError) {
        if case .control(let index) = target.source, presented.declaration.controls[index].isDisabled {
            let resolution = resolution(of: presented)
            throw .disabled(resolution.targets.firstIndex(of: target).map { resolution.dialog.actions[$0].label } ?? "")
        }
        let run = {
            if case .control(let index) = target.source { presented.declaration.controls[index].perform?() }
        }
        if presented.isDismissal {
            for effect in dismissal.handle(.actionChosen(isCancel: target.isCancel)) {
                switch effect {
                case .runAction: run()
                case .dismissDialog: self.presented = nil
                case .dismissView, .presentDialog: break
                }
            }
        } else {
            for effect in machine.handle(.actionChosen) {
                switch effect {
                case .runAction: run()
                case .resetBinding: presented.attachment.resetBinding()
                case .dismiss: self.presented = nil
                case .present: break
                }
            }
        }
        refresh()
    }

    // MARK: Dismissal

    /// Whether the view's window or presentation has been dismissed.
    public var isDismissed: Bool { dismissal.phase == .dismissed }

    /// Tries to dismiss the view's window or presentation, as the user (closing the window,
    /// swiping the sheet down) or the app (its `dismiss` action) would. With a
    /// `dismissalConfirmationDialog` whose `shouldPresent` is true the dialog is presented
    /// instead (on iOS only for the user); returns the phase after.
    @discardableResult
    public func attemptDismiss(_ source: DismissalMachine.Source = .user) -> DismissalMachine.Phase {
        refresh()
        let attached = ViewNode.dialogs(in: nodes).first { $0.attachment.kind == .dismissalConfirmationDialog }
        let shouldPresent = attached?.attachment.pendingData() != nil
        for effect in dismissal.handle(.attemptDismiss(source, shouldPresent: shouldPresent, platform: platform)) {
            if effect == .presentDialog, let attached {
                presented = Presented(
                    path: attached.path, attachment: attached.attachment, data: (),
                    declaration: attached.attachment.declare(()), isDismissal: true)
            }
        }
        return dismissal.phase
    }

    // MARK: Helpers

    private func resolution(of presented: Presented) -> DialogResolution {
        DialogResolver.resolution(presented.declaration, platform: platform, environment: environment, policies: policies, id: nil)
    }

    /// The localization key behind a shown action: the key of its `Text` label, or the standard
    /// action's key.
    private func key(of target: ActionTarget, in presented: Presented) -> String? {
        switch target.source {
        case .standard(let action): return action.key
        case .control(let index):
            guard case .button(let label, _, _) = presented.declaration.controls[index].content else { return nil }
            switch label {
            case .text(let text), .label(let text, _): return text.localizationKey
            case .composite, .image, .other: return nil
            }
        }
    }

    private struct ShownLabel {
        var shown: String
        var key: String?
        func matches(_ label: String) -> Bool { shown == label || key == label }
    }

    private func label(of nodes: [ViewNode]) -> ShownLabel {
        switch ButtonLabel(nodes) {
        case .text(let text), .label(let text, _):
            ShownLabel(shown: Resolver.resolve(text, in: environment).text, key: text.localizationKey)
        case .image(let image): ShownLabel(shown: image.name)
        case .composite(let texts, _):
            ShownLabel(
                shown: texts.map { Resolver.resolve($0, in: environment).text }.joined(separator: " "),
                key: texts.count == 1 ? texts[0].localizationKey : nil)
        case .other(let names): ShownLabel(shown: names.joined(separator: " + "))
        }
    }
}
