import Foundation

// The error alerts of SwiftUI's `View`: the title is the error's `errorDescription`, and "This
// modifier creates a Text view for the title on your behalf, and treats the localized key
// similar to Text/init(_:tableName:bundle:comment:)"
// (developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:message:)).
// An error without a description gives an empty title.

extension View {
    /// `alert(isPresented:error:actions:)`: presented while `isPresented` is true and `error`
    /// is not nil.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ContentBuilder actions: @escaping (E) -> A
    ) -> DialogModifierView<Self> {
        attachError(isPresented: isPresented, error: error, actions: actions, message: nil as ((E) -> EmptyView)?)
    }

    /// `alert(isPresented:error:actions:message:)`.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ContentBuilder actions: @escaping (E) -> A,
        @ContentBuilder message: @escaping (E) -> M
    ) -> DialogModifierView<Self> {
        attachError(isPresented: isPresented, error: error, actions: actions, message: message)
    }

    /// `alert(error:actions:message:)`: presented while the error binding is non-nil; an action
    /// sets it to nil.
    public func alert<E: LocalizedError, A: View, M: View>(
        error: Binding<E?>, @ContentBuilder actions: @escaping (E) -> A, @ContentBuilder message: @escaping (E) -> M
    ) -> DialogModifierView<Self> {
        attach(.alert, pendingData: { error.wrappedValue }, resetBinding: { error.wrappedValue = nil }) { frozen in
            let value = frozen as! E
            return DialogDeclaration(
                kind: .alert, title: Self.errorTitle(value), titleVisibility: .automatic, actions: actions(value),
                message: message(value))
        }
    }

    private func attachError<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, actions: @escaping (E) -> A, message: ((E) -> M)?
    ) -> DialogModifierView<Self> {
        attach(.alert, pendingData: { isPresented.wrappedValue ? error : nil }, resetBinding: { isPresented.wrappedValue = false }) { frozen in
            let value = frozen as! E
            return DialogDeclaration(
                kind: .alert, title: Self.errorTitle(value), titleVisibility: .automatic, actions: actions(value),
                message: message?(value))
        }
    }

    private static func errorTitle(_ error: some LocalizedError) -> Text {
        Text(LocalizedStringKey(error.errorDescription ?? ""))
    }
}
