/// A dialog modifier as the host sees it: when it wants to be presented, with which data, and
/// how to build its content from that data.
struct DialogAttachment {
    let kind: DialogKind
    let titleVisibility: Visibility
    /// The data to present with, or nil when the dialog is not to be presented now. Dialogs
    /// without data answer `()`; a dismissal dialog answers `()` when `shouldPresent` is true.
    let pendingData: () -> Any?
    /// The identity of presented data (an `Identifiable` item's `id`), to notice a new item.
    let identity: (Any) -> AnyHashable?
    /// The dialog's title, actions and message, built from the frozen data.
    let declare: (Any) -> DialogDeclaration
    /// Writes `false` or `nil` to the binding that presented the dialog.
    let resetBinding: () -> Void
}

/// A view with a dialog attached.
public struct DialogModifierView<Content: View>: View {
    let content: Content
    let attachment: DialogAttachment
    public var body: Never { return primitiveBody() }
}

extension View {
    func attach(_ kind: DialogKind, visibility: Visibility = .automatic, pendingData: @escaping () -> Any?,
                identity: @escaping (Any) -> AnyHashable? = { _ in nil },
                resetBinding: @escaping () -> Void, declare: @escaping (Any) -> DialogDeclaration) -> DialogModifierView<Self> {
        DialogModifierView(
            content: self,
            attachment: DialogAttachment(
                kind: kind, titleVisibility: visibility, pendingData: pendingData, identity: identity,
                declare: declare, resetBinding: resetBinding))
    }

    /// A dialog presented by a Boolean binding, with no data.
    func attach<A: View, M: View>(
        _ kind: DialogKind, title: Text, visibility: Visibility = .automatic, isPresented: Binding<Bool>,
        actions: @escaping () -> A, message: (() -> M)?
    ) -> DialogModifierView<Self> {
        attach(kind, visibility: visibility, pendingData: { isPresented.wrappedValue ? () : nil },
               resetBinding: { isPresented.wrappedValue = false }) { _ in
            DialogDeclaration(kind: kind, title: title, titleVisibility: visibility, actions: actions(), message: message?())
        }
    }

    /// A dialog presented by a Boolean binding with data (`presenting:`): both must hold
    /// ("both isPresented must be true and data must not be nil").
    func attach<A: View, M: View, T>(
        _ kind: DialogKind, title: Text, visibility: Visibility = .automatic, isPresented: Binding<Bool>, data: T?,
        actions: @escaping (T) -> A, message: ((T) -> M)?
    ) -> DialogModifierView<Self> {
        attach(kind, visibility: visibility, pendingData: { isPresented.wrappedValue ? data : nil },
               identity: identityOf, resetBinding: { isPresented.wrappedValue = false }) { frozen in
            let value = frozen as! T
            return DialogDeclaration(kind: kind, title: title, titleVisibility: visibility, actions: actions(value), message: message?(value))
        }
    }

    /// A dialog presented while an optional binding is non-nil (`item:`); actions reset it to nil.
    func attach<A: View, M: View, T>(
        _ kind: DialogKind, title: Text, visibility: Visibility = .automatic, item: Binding<T?>,
        actions: @escaping (T) -> A, message: ((T) -> M)?
    ) -> DialogModifierView<Self> {
        attach(kind, visibility: visibility, pendingData: { item.wrappedValue }, identity: identityOf,
               resetBinding: { item.wrappedValue = nil }) { frozen in
            let value = frozen as! T
            return DialogDeclaration(kind: kind, title: title, titleVisibility: visibility, actions: actions(value), message: message?(value))
        }
    }
}

/// The `id` of an `Identifiable` value, else nil (the value is then never seen as replaced).
func identityOf(_ value: Any) -> AnyHashable? {
    guard let identifiable = value as? any Identifiable else { return nil }
    return identifiable.anyID
}

extension Identifiable {
    fileprivate var anyID: AnyHashable { AnyHashable(id) }
}
