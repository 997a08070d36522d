/// SwiftUI's `Binding`: read and write access to a value that lives elsewhere (a `@State`, a
/// model). Dialogs read their `isPresented`/`item` bindings to decide when to present and write
/// `false`/`nil` back when an action runs.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding to a value that never changes: writes are ignored, so an alert bound to
    /// `.constant(true)` can never be dismissed.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// `@Binding var x` in a view: the view is given the binding itself.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// `$model.name`: a binding to a property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(
            get: { self.read()[keyPath: keyPath] },
            set: { member in
                var value = self.read()
                value[keyPath: keyPath] = member
                self.write(value)
            })
    }
}
