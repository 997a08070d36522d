/// The actions the system adds to a dialog when the author did not write them.
///
/// - `ok`: an alert with no actions ("If no actions are present, the system includes a standard
///   "OK" action", Apple's `alert(_:isPresented:actions:)` documentation).
/// - `cancel`: the dismiss action of a confirmation dialog ("Dialogs include a standard dismiss
///   action by default", `confirmationDialog(_:isPresented:titleVisibility:actions:)`) and the
///   "standard cancellation action" of a dismissal confirmation dialog.
/// - `close`: the "standard close action" a dismissal confirmation dialog also has on iOS.
///
/// Their titles come from the system in the app's chosen localization, not from the app's own
/// tables: see `StandardActionTitles`.
public enum StandardAction: String, Sendable, Hashable, Codable, CaseIterable {
    case ok
    case cancel
    case close

    /// The key of the action's title in the standard action titles table: `"OK"`, `"Cancel"` or
    /// `"Close"` (each also its English title).
    public var key: String {
        switch self {
        case .ok: "OK"
        case .cancel: "Cancel"
        case .close: "Close"
        }
    }
}
