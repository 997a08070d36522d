/// What happens when a view with a `dismissalConfirmationDialog` is asked to go away, as a state
/// machine (developer.apple.com/documentation/swiftui/view/dismissalconfirmationdialog(_:shouldpresent:actions:)):
///
/// - With `shouldPresent` false the dismissal proceeds with no dialog.
/// - "On macOS, the dialog will be presented when attempting to dismiss the window for this
///   view, either through a user-initiated dismissal or a programmatic dismiss action. On iOS,
///   the dialog will only be presented for a user-initiated dismissal."
/// - "The cancellation action will always prevent the dismissal, while other actions will allow
///   the dismiss to proceed." The standard Close "will immediately dismiss the dialog and the
///   view's associated window."
/// - [INF] On platforms without the modifier (tvOS, watchOS, visionOS) the dismissal proceeds.
public struct DismissalMachine: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        /// The view is on screen.
        case shown
        /// The dismissal dialog is on screen; the view is still there.
        case confirming
        /// The view's window or presentation is gone.
        case dismissed
    }

    public enum Source: String, Hashable, Sendable, Codable {
        /// The user closes the window or swipes the sheet down.
        case user
        /// The app calls its `dismiss` action.
        case programmatic
    }

    public enum Event: Hashable, Sendable {
        case attemptDismiss(Source, shouldPresent: Bool, platform: DialogPlatform)
        /// The user chose an action of the dialog; `isCancel` for the cancel action.
        case actionChosen(isCancel: Bool)
    }

    public enum Effect: Hashable, Sendable {
        case presentDialog
        case runAction
        case dismissDialog
        case dismissView
    }

    public private(set) var phase: Phase = .shown

    public init() {}

    public mutating func handle(_ event: Event) -> [Effect] {
        switch (phase, event) {
        case (.shown, .attemptDismiss(let source, let shouldPresent, let platform)):
            let presents = shouldPresent && DialogResolver.dismissalPlatforms.contains(platform)
                && (platform == .macOS || source == .user)
            if presents {
                phase = .confirming
                return [.presentDialog]
            }
            phase = .dismissed
            return [.dismissView]
        case (.confirming, .actionChosen(let isCancel)):
            if isCancel {
                phase = .shown
                return [.runAction, .dismissDialog]
            }
            phase = .dismissed
            return [.runAction, .dismissDialog, .dismissView]
        case (.shown, .actionChosen), (.confirming, .attemptDismiss), (.dismissed, _):
            return []
        }
    }
}
