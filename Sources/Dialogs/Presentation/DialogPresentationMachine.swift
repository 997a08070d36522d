/// When an alert or confirmation dialog is on screen, as a state machine over what the app and
/// the user do.
///
/// - Presented when its condition holds: `isPresented` (and, with `presenting:`, data not nil:
///   "both isPresented must be true and data must not be nil"); with `item:`, "when the binding's
///   value is non-nil". The data is frozen then: "Any changes that you make after the
///   presentation occurs are ignored."
/// - Any action: "the system sets this value to false and dismisses" (`nil` for `item:`), after
///   the action has run [INF: the action first, so the library's write is the last one].
/// - The app setting the binding to false (or nil) dismisses the dialog.
/// - [INF, spec §1.2] An `item:` binding changed to another item (a different `Identifiable` id)
///   dismisses the dialog and presents it again for the new item, as the deprecated
///   `alert(item:content:)` documents.
public struct DialogPresentationMachine: Hashable {
    public enum Phase: Hashable, Sendable {
        case hidden
        case presented
    }

    public enum Event: Hashable {
        /// The view was evaluated: whether the dialog's condition holds now, and the identity of
        /// its data (an `Identifiable` id) when it has one.
        case evaluated(canPresent: Bool, identity: AnyHashable?)
        /// The user chose one of the dialog's actions, or cancelled it (Escape, a tap outside a
        /// popover).
        case actionChosen
    }

    public enum Effect: Hashable, Sendable {
        /// Freeze the data and show the dialog.
        case present
        /// Take the dialog off the screen.
        case dismiss
        /// Run the chosen action's closure.
        case runAction
        /// Write `false` or `nil` to the binding that presented the dialog.
        case resetBinding
    }

    public private(set) var phase: Phase = .hidden
    public private(set) var presentedIdentity: AnyHashable?

    public init() {}

    /// Applies `event` and returns what to do, in order.
    public mutating func handle(_ event: Event) -> [Effect] {
        switch (phase, event) {
        case (.hidden, .evaluated(true, let identity)):
            phase = .presented
            presentedIdentity = identity
            return [.present]
        case (.hidden, _):
            return []
        case (.presented, .evaluated(false, _)):
            phase = .hidden
            presentedIdentity = nil
            return [.dismiss]
        case (.presented, .evaluated(true, let identity)):
            guard let identity, let presentedIdentity, identity != presentedIdentity else { return [] }
            self.presentedIdentity = identity
            return [.dismiss, .present]
        case (.presented, .actionChosen):
            phase = .hidden
            presentedIdentity = nil
            return [.runAction, .resetBinding, .dismiss]
        }
    }
}
