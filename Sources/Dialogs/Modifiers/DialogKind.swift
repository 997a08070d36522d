/// The three SwiftUI dialog families.
public enum DialogKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `alert(_:isPresented:actions:)` and its siblings.
    case alert
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)` and its siblings.
    case confirmationDialog
    /// `dismissalConfirmationDialog(_:shouldPresent:actions:message:)`: shown when the user (or,
    /// on macOS, the app) tries to dismiss the view's window or presentation.
    case dismissalConfirmationDialog
}
