/// A view's content after `body` has been evaluated: what the host searches for buttons and
/// dialogs.
indirect enum ViewNode {
    case text(Text)
    case image(Image)
    case label(Label)
    case button(ButtonNode)
    case field(TextField)
    /// Content with a dialog attached; `path` names its place in the tree.
    case dialog(content: [ViewNode], attachment: DialogAttachment, path: String)
    /// A custom view (its type name) and its body's content.
    case view(typeName: String, children: [ViewNode])
}

/// A button as found in a view: its label's content, role, shortcut and action.
struct ButtonNode {
    var label: [ViewNode]
    var role: ButtonRole?
    var shortcut: KeyboardShortcut?
    var isDisabled = false
    var action: () -> Void
}

extension ViewNode {
    /// Every button in these nodes, depth first, not looking into attached dialogs' content
    /// (they are not on screen until presented).
    static func buttons(in nodes: [ViewNode]) -> [ButtonNode] {
        var found: [ButtonNode] = []
        func visit(_ node: ViewNode) {
            switch node {
            case .button(let button): found.append(button)
            case .dialog(let content, _, _): content.forEach(visit)
            case .view(_, let children): children.forEach(visit)
            case .text, .image, .label, .field: break
            }
        }
        nodes.forEach(visit)
        return found
    }

    /// Every dialog attachment in these nodes with its place, in tree order.
    static func dialogs(in nodes: [ViewNode]) -> [(path: String, attachment: DialogAttachment)] {
        var found: [(String, DialogAttachment)] = []
        func visit(_ node: ViewNode) {
            switch node {
            case .dialog(let content, let attachment, let path):
                found.append((path, attachment))
                content.forEach(visit)
            case .view(_, let children): children.forEach(visit)
            case .button, .text, .image, .label, .field: break
            }
        }
        nodes.forEach(visit)
        return found
    }
}
