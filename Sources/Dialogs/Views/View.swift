/// SwiftUI's `View`: a value whose `body` describes its content.
///
/// Only what dialogs need is modelled: a view's content is walked to find its buttons and the
/// dialogs attached to it, so a test host can drive it without a screen. Views from this module
/// (`Text`, `Button`, `Image`, `Label`, `TextField`, …) are primitive: their `body` is never
/// called. A custom view's `body` is evaluated each time the host looks at it, as SwiftUI
/// evaluates it after each state change.
public protocol View {
    associatedtype Body: View
    @ContentBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { return primitiveBody() }
}

/// The `body` of a primitive view, which the graph never asks for. An explicit `return` keeps
/// `@ContentBuilder` from transforming it.
func primitiveBody() -> Never {
    fatalError("a primitive view has no body")
}

/// A view with no content: what an empty builder block makes (`alert("T", isPresented: $p) {}`).
public struct EmptyView: View {
    public init() {}
    public var body: Never { return primitiveBody() }
}

/// Several views built by one `@ContentBuilder` block, in order.
public struct TupleView<T>: View {
    public let value: T
    let children: [any View]

    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public var body: Never { return primitiveBody() }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    public var body: Never { return primitiveBody() }
}

/// The views of a `for` loop in a builder.
public struct ForEachContent<Element: View>: View {
    let elements: [Element]
    public var body: Never { return primitiveBody() }
}

/// A type-erased view.
public struct AnyView: View {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public var body: Never { return primitiveBody() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { return primitiveBody() }
}

extension Text: View {
    public var body: Never { return primitiveBody() }
}
