/// Evaluates views into ``ViewNode``s and keeps the `@State` storage of each place in the tree,
/// as SwiftUI's view graph does, so a custom view made again by its parent's `body` keeps its
/// state.
final class ViewGraph {
    /// State locations by place (`Root/0/Editor._text`).
    private var locations: [String: AnyObject] = [:]
    /// The environment installed into every view's `@Environment` properties.
    var environment = EnvironmentValues()

    func nodes<V: View>(of view: V, path: String) -> [ViewNode] {
        if let primitive = view as? any PrimitiveView { return primitive.nodes(in: self, path: path) }
        let typeName = String(describing: V.self)
        let place = path + "/" + typeName
        linkState(of: view, place: place)
        return [.view(typeName: typeName, children: nodes(of: view.body, path: place))]
    }

    func nodes(ofAny view: any View, path: String) -> [ViewNode] {
        nodes(of: view, path: path)
    }

    /// The value of the `@State` property `name` of the first view of type `typeName` seen.
    func stateValue(named name: String, inViewOfType typeName: String) -> Any? {
        let suffix = "/" + typeName + "._" + name
        guard let key = locations.keys.filter({ $0.hasSuffix(suffix) }).min() else { return nil }
        return (locations[key] as? any StateLocationValue)?.anyValue
    }

    /// Points each `@State` of `view` at the storage of its place, or remembers the storage when
    /// the place is new.
    private func linkState(of view: some View, place: String) {
        for child in Mirror(reflecting: view).children {
            if let environment = child.value as? any EnvironmentProperty {
                environment.install(self.environment)
                continue
            }
            guard let label = child.label, let state = child.value as? any StateProperty else { continue }
            let key = place + "." + label
            if let location = locations[key], state.link(to: location) { continue }
            locations[key] = state.storage
        }
    }
}

/// A view of this module whose content the graph reads directly instead of calling `body`.
protocol PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode]
}

extension EmptyView: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { [] }
}

extension TupleView: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] {
        children.enumerated().flatMap { index, child in graph.nodes(ofAny: child, path: path + "/\(index)") }
    }
}

extension ConditionalContent: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): graph.nodes(of: view, path: path + "/then")
        case .falseContent(let view): graph.nodes(of: view, path: path + "/else")
        }
    }
}

extension ForEachContent: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] {
        elements.enumerated().flatMap { index, element in graph.nodes(of: element, path: path + "/\(index)") }
    }
}

extension AnyView: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { graph.nodes(ofAny: view, path: path) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] {
        map { graph.nodes(of: $0, path: path) } ?? []
    }
}

extension Text: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { [.text(self)] }
}

extension Image: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { [.image(self)] }
}

extension Label: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { [.label(self)] }
}

extension TextField: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { [.field(self)] }
}

extension SecureField: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { [.field(field)] }
}

extension Button: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] {
        [.button(ButtonNode(
            label: graph.nodes(of: label, path: path + "/label"), role: role, shortcut: nil,
            isDisabled: !graph.environment.isEnabled, action: action))]
    }
}

extension ShortcutView: PrimitiveView {
    /// The shortcut goes to the buttons of the content.
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] {
        func assign(_ node: ViewNode) -> ViewNode {
            switch node {
            case .button(var button):
                button.shortcut = shortcut
                return .button(button)
            case .view(let typeName, let children): return .view(typeName: typeName, children: children.map(assign))
            case .dialog(let content, let attachment, let path):
                return .dialog(content: content.map(assign), attachment: attachment, path: path)
            case .text, .image, .label, .field: return node
            }
        }
        return graph.nodes(of: content, path: path).map(assign)
    }
}

extension DialogModifierView: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] {
        [.dialog(content: graph.nodes(of: content, path: path + "/content"), attachment: attachment, path: path)]
    }
}

extension DisabledView: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] {
        let outer = graph.environment
        if isDisabled { graph.environment.isEnabled = false }
        defer { graph.environment = outer }
        return graph.nodes(of: content, path: path)
    }
}

extension Spacer: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { [] }
}

extension Divider: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { [] }
}
