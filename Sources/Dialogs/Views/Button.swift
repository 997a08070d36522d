/// SwiftUI's `Button`: a label, an optional role and an action.
///
/// In a dialog the label decides what is shown: on iOS, tvOS and watchOS only a `Text` label is
/// supported ("Passing any other type of view results in the content being omitted", every
/// alert and dialog page), so `Button { } label: { Image(systemName: "trash") }` disappears there.
public struct Button<LabelContent: View>: View {
    let role: ButtonRole?
    let action: () -> Void
    let label: LabelContent

    /// `Button(action:label:)`.
    public init(action: @escaping () -> Void, @ContentBuilder label: () -> LabelContent) {
        self.init(role: nil, action: action, label: label)
    }

    /// `Button(role:action:label:)`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ContentBuilder label: () -> LabelContent) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public var body: Never { return primitiveBody() }
}

extension Button where LabelContent == Text {
    /// A button whose label is localized from `titleKey` (`Button("Retry") { … }`).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button whose label is a stored string shown as given (no localization).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    /// A button whose label is a `LocalizedStringResource`.
    public init(_ resource: LocalizedStringResource, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(resource) }
    }
}

extension Button where LabelContent == Label {
    /// `Button(_:systemImage:role:action:)`: a `Label` with a localized title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
    }
}
