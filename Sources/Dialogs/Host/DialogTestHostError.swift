/// Why the test host could not do what a test asked.
public enum DialogTestHostError: Error, Hashable, CustomStringConvertible {
    /// No button of the view has this label (or key); `available` lists the labels there are.
    case noSuchButton(String, available: [String])
    /// No action of the presented dialog has this label; `available` lists them.
    case noSuchAction(String, available: [String])
    case noSuchField(String, available: [String])
    /// The request needs a presented dialog and there is none.
    case noDialogPresented
    /// A dialog is on screen, so the view under it cannot be tapped (dialogs are modal).
    case blockedByDialog(title: String?)
    /// The dialog offers no way to cancel without a button on this platform (an alert with no
    /// cancel button).
    case cannotCancel
    /// The view's window or presentation has been dismissed.
    case viewDismissed
    /// The button is disabled (`.disabled(true)`).
    case disabled(String)

    public var description: String {
        switch self {
        case .noSuchButton(let label, let available):
            "no button labelled '\(label)' in the view (buttons: \(available.map { "'\($0)'" }.joined(separator: ", ")))"
        case .noSuchAction(let label, let available):
            "the dialog has no action labelled '\(label)' (actions: \(available.map { "'\($0)'" }.joined(separator: ", ")))"
        case .noSuchField(let title, let available):
            "the dialog has no text field titled '\(title)' (fields: \(available.map { "'\($0)'" }.joined(separator: ", ")))"
        case .noDialogPresented: "no dialog is presented"
        case .blockedByDialog(let title): "a dialog (\(title.map { "'\($0)'" } ?? "untitled")) is presented; the view under it cannot be tapped"
        case .cannotCancel: "the presented dialog cannot be cancelled without a button on this platform"
        case .viewDismissed: "the view has been dismissed"
        case .disabled(let label): "the button '\(label)' is disabled"
        }
    }
}
