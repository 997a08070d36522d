// The `dismissalConfirmationDialog` overloads of SwiftUI's `View`
// (developer.apple.com/documentation/swiftui/view/dismissalconfirmationdialog(_:shouldpresent:actions:)).
// `shouldPresent` is a plain Bool, read when a dismissal is attempted: "A Boolean value that
// determines whether to present the dialog upon dismissal."

extension View {
    /// `dismissalConfirmationDialog`: shown on an attempt to dismiss the view's window or presentation while `shouldPresent` is true. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func dismissalConfirmationDialog<A: View>(_ titleKey: LocalizedStringKey, shouldPresent: Bool, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attachDismissal(title: Text(titleKey), shouldPresent: shouldPresent, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `dismissalConfirmationDialog` with a message: shown on an attempt to dismiss the view's window or presentation while `shouldPresent` is true. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func dismissalConfirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, shouldPresent: Bool, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attachDismissal(title: Text(titleKey), shouldPresent: shouldPresent, actions: actions, message: message)
    }

    /// `dismissalConfirmationDialog`: shown on an attempt to dismiss the view's window or presentation while `shouldPresent` is true. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func dismissalConfirmationDialog<S: StringProtocol, A: View>(_ title: S, shouldPresent: Bool, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attachDismissal(title: Text(title), shouldPresent: shouldPresent, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `dismissalConfirmationDialog` with a message: shown on an attempt to dismiss the view's window or presentation while `shouldPresent` is true. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func dismissalConfirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, shouldPresent: Bool, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attachDismissal(title: Text(title), shouldPresent: shouldPresent, actions: actions, message: message)
    }

    /// `dismissalConfirmationDialog`: shown on an attempt to dismiss the view's window or presentation while `shouldPresent` is true. Title: a `Text` for the title.
    public func dismissalConfirmationDialog<A: View>(_ title: Text, shouldPresent: Bool, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attachDismissal(title: title, shouldPresent: shouldPresent, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `dismissalConfirmationDialog` with a message: shown on an attempt to dismiss the view's window or presentation while `shouldPresent` is true. Title: a `Text` for the title.
    public func dismissalConfirmationDialog<A: View, M: View>(_ title: Text, shouldPresent: Bool, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attachDismissal(title: title, shouldPresent: shouldPresent, actions: actions, message: message)
    }

    /// `dismissalConfirmationDialog`: shown on an attempt to dismiss the view's window or presentation while `shouldPresent` is true. Title: a `LocalizedStringResource` for the title.
    public func dismissalConfirmationDialog<A: View>(_ titleResource: LocalizedStringResource, shouldPresent: Bool, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attachDismissal(title: Text(titleResource), shouldPresent: shouldPresent, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `dismissalConfirmationDialog` with a message: shown on an attempt to dismiss the view's window or presentation while `shouldPresent` is true. Title: a `LocalizedStringResource` for the title.
    public func dismissalConfirmationDialog<A: View, M: View>(_ titleResource: LocalizedStringResource, shouldPresent: Bool, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attachDismissal(title: Text(titleResource), shouldPresent: shouldPresent, actions: actions, message: message)
    }

    func attachDismissal<A: View, M: View>(
        title: Text, shouldPresent: Bool, actions: @escaping () -> A, message: (() -> M)?
    ) -> DialogModifierView<Self> {
        attach(.dismissalConfirmationDialog, pendingData: { shouldPresent ? () : nil }, resetBinding: {}) { _ in
            DialogDeclaration(
                kind: .dismissalConfirmationDialog, title: title, titleVisibility: .automatic, actions: actions(),
                message: message?())
        }
    }
}
