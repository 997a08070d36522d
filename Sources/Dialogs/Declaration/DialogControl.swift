/// One control of a dialog's actions, as declared: a button, a text field, or other content.
public struct DialogControl {
    public enum Content {
        /// A button; `shortcut` is `.defaultAction` for the author's default button.
        case button(label: ButtonLabel, role: ButtonRole?, shortcut: KeyboardShortcut?)
        /// A `TextField` or, with `isSecure`, a `SecureField`.
        case textField(title: Text, prompt: Text?, isSecure: Bool)
        /// Anything else placed among the actions (a bare `Text`, an `Image`), by type name.
        case other(typeName: String)
    }

    public var content: Content
    /// A disabled button is shown dimmed and cannot be chosen.
    public var isDisabled = false
    /// What tapping the button runs (nil for controls from a manifest).
    var perform: (() -> Void)?
    /// The text a field edits.
    var text: Binding<String>?

    public init(content: Content) {
        self.content = content
    }

    init(content: Content, text: Binding<String>) {
        self.content = content
        self.text = text
    }

    init(button: ButtonNode) {
        content = .button(label: ButtonLabel(button.label), role: button.role, shortcut: button.shortcut)
        isDisabled = button.isDisabled
        perform = button.action
    }

    /// A button with a label and role, for declarations that are not built from views.
    public static func button(_ label: ButtonLabel, role: ButtonRole? = nil, isDefault: Bool = false) -> DialogControl {
        DialogControl(content: .button(label: label, role: role, shortcut: isDefault ? .defaultAction : nil))
    }

    var role: ButtonRole? {
        if case .button(_, let role, _) = content { return role }
        return nil
    }

    var isButton: Bool {
        if case .button = content { return true }
        return false
    }
}

/// What a button's label is made of. Only `.text` is supported on iOS, tvOS and watchOS.
public enum ButtonLabel {
    case text(Text)
    /// A `Label`: a title and an icon.
    case label(title: Text, icon: Image)
    case image(Image)
    /// Several views with text among them (`HStack { Image(…); Text(…) }`): their texts and
    /// images in order. Not `Text`, so omitted where only `Text` is supported; elsewhere the
    /// texts are the label.
    case composite(texts: [Text], images: [Image])
    /// Views with no text (a custom view, a shape), by type name.
    case other(typeNames: [String])

    init(_ nodes: [ViewNode]) {
        // A custom view is not `Text` even when its body is one: only the node kinds count.
        let flat = nodes
        switch flat.count == 1 ? flat[0] : nil {
        case .text(let text): self = .text(text)
        case .label(let label): self = .label(title: label.title, icon: label.icon)
        case .image(let image): self = .image(image)
        default:
            var texts: [Text] = []
            var images: [Image] = []
            for node in flat {
                switch node {
                case .text(let text): texts.append(text)
                case .label(let label):
                    texts.append(label.title)
                    images.append(label.icon)
                case .image(let image): images.append(image)
                default: break
                }
            }
            self = texts.isEmpty ? .other(typeNames: flat.map(\.typeName)) : .composite(texts: texts, images: images)
        }
    }
}

extension ViewNode {
    var typeName: String {
        switch self {
        case .text: "Text"
        case .image: "Image"
        case .label: "Label"
        case .button: "Button"
        case .field: "TextField"
        case .dialog: "Dialog"
        case .view(let name, _): name
        }
    }
}
