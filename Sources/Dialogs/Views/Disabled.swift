extension View {
    /// SwiftUI's `disabled(_:)`: the buttons inside cannot be tapped; a dialog shows them dimmed
    /// (``ResolvedAction/isDisabled``).
    public func disabled(_ isDisabled: Bool) -> DisabledView<Self> {
        DisabledView(content: self, isDisabled: isDisabled)
    }
}

/// A view whose buttons may be disabled.
public struct DisabledView<Content: View>: View {
    let content: Content
    let isDisabled: Bool
    public var body: Never { return primitiveBody() }
}

/// Flexible space in a stack; nothing for dialogs.
public struct Spacer: View {
    public init() {}
    public var body: Never { return primitiveBody() }
}

/// A separating line; nothing for dialogs.
public struct Divider: View {
    public init() {}
    public var body: Never { return primitiveBody() }
}

extension View {
    /// Layout only; the content is unchanged for dialogs.
    public func padding(_ length: Double? = nil) -> Self { self }
}
