/// What the author declared for a dialog, before any platform rule: its kind, title, message and
/// controls in declaration order. The dialog modifiers build one from their closures when the
/// dialog is presented; tools build one from a dialog manifest.
public struct DialogDeclaration {
    public var kind: DialogKind
    /// The title; for error alerts, the error's description as a localized key.
    public var title: Text
    public var titleVisibility: Visibility
    /// The message: the first `Text` of the message closure. Nil when there is none.
    public var message: Text?
    /// Message content that is not a `Text` or comes after the first one, by type name: not
    /// shown ("Only unstyled text is supported for the message").
    public var ignoredMessageContent: [String]
    /// The controls of the actions closure, in declaration order.
    public var controls: [DialogControl]

    public init(
        kind: DialogKind, title: Text, titleVisibility: Visibility = .automatic, message: Text? = nil,
        ignoredMessageContent: [String] = [], controls: [DialogControl]
    ) {
        self.kind = kind
        self.title = title
        self.titleVisibility = titleVisibility
        self.message = message
        self.ignoredMessageContent = ignoredMessageContent
        self.controls = controls
    }

    /// A declaration from the views of the actions and message closures.
    init(kind: DialogKind, title: Text, titleVisibility: Visibility, actions: some View, message: (some View)?) {
        let graph = ViewGraph()
        var controls: [DialogControl] = []
        func collect(_ node: ViewNode) {
            switch node {
            case .button(let button):
                controls.append(DialogControl(button: button))
            case .field(let field):
                controls.append(DialogControl(
                    content: .textField(title: field.title, prompt: field.prompt, isSecure: field.isSecure), text: field.text))
            case .view(_, let children): children.forEach(collect)
            case .dialog(let content, _, _): content.forEach(collect)
            case .text: controls.append(DialogControl(content: .other(typeName: "Text")))
            case .image: controls.append(DialogControl(content: .other(typeName: "Image")))
            case .label: controls.append(DialogControl(content: .other(typeName: "Label")))
            }
        }
        graph.nodes(of: actions, path: "actions").forEach(collect)
        var messageText: Text?
        var ignored: [String] = []
        if let message {
            func visit(_ node: ViewNode) {
                switch node {
                case .text(let text) where messageText == nil: messageText = text
                case .view(_, let children): children.forEach(visit)
                case .text: ignored.append("Text")
                case .image: ignored.append("Image")
                case .label: ignored.append("Label")
                case .button: ignored.append("Button")
                case .field: ignored.append("TextField")
                case .dialog(let content, _, _): content.forEach(visit)
                }
            }
            graph.nodes(of: message, path: "message").forEach(visit)
        }
        self.init(
            kind: kind, title: title, titleVisibility: titleVisibility, message: messageText, ignoredMessageContent: ignored,
            controls: controls)
    }
}
