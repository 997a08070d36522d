/// SwiftUI's `TextField`: editable text bound to a string. Alerts accept text fields in their
/// actions on iOS, iPadOS, macOS and visionOS (HIG, Alerts: "Text field: iOS, iPadOS, macOS,
/// visionOS"); confirmation dialogs do not show them.
public struct TextField: View {
    let title: Text
    let text: Binding<String>
    let prompt: Text?
    let isSecure: Bool

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: Text(titleKey), text: text, prompt: prompt, isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: Text(title), text: text, prompt: prompt, isSecure: false)
    }

    init(title: Text, text: Binding<String>, prompt: Text?, isSecure: Bool) {
        self.title = title
        self.text = text
        self.prompt = prompt
        self.isSecure = isSecure
    }

    public var body: Never { return primitiveBody() }
}

/// SwiftUI's `SecureField`: a text field whose text is hidden.
public struct SecureField: View {
    let field: TextField

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(title: Text(titleKey), text: text, prompt: prompt, isSecure: true)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(title: Text(title), text: text, prompt: prompt, isSecure: true)
    }

    public var body: Never { return primitiveBody() }
}
