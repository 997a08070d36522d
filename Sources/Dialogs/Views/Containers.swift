/// SwiftUI's layout containers, so ordinary view code compiles; for dialogs only their content
/// matters (layout is not modelled).
public struct VStack<Content: View>: View {
    let content: Content
    public init(@ContentBuilder content: () -> Content) { self.content = content() }
    public var body: Never { return primitiveBody() }
}

public struct HStack<Content: View>: View {
    let content: Content
    public init(@ContentBuilder content: () -> Content) { self.content = content() }
    public var body: Never { return primitiveBody() }
}

public struct ZStack<Content: View>: View {
    let content: Content
    public init(@ContentBuilder content: () -> Content) { self.content = content() }
    public var body: Never { return primitiveBody() }
}

public struct Group<Content: View>: View {
    let content: Content
    public init(@ContentBuilder content: () -> Content) { self.content = content() }
    public var body: Never { return primitiveBody() }
}

/// SwiftUI's `ForEach` over a collection of identifiable elements or a range.
public struct ForEach<Data: RandomAccessCollection, Content: View>: View {
    let data: Data
    let content: (Data.Element) -> Content

    public init(_ data: Data, @ContentBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    public init<ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public init(_ data: Data, @ContentBuilder content: @escaping (Data.Element) -> Content) where Data == Range<Int> {
        self.data = data
        self.content = content
    }

    public var body: Never { return primitiveBody() }
}

extension VStack: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { graph.nodes(of: content, path: path + "/VStack") }
}

extension HStack: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { graph.nodes(of: content, path: path + "/HStack") }
}

extension ZStack: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { graph.nodes(of: content, path: path + "/ZStack") }
}

extension Group: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] { graph.nodes(of: content, path: path + "/Group") }
}

extension ForEach: PrimitiveView {
    func nodes(in graph: ViewGraph, path: String) -> [ViewNode] {
        data.enumerated().flatMap { index, element in graph.nodes(of: content(element), path: path + "/ForEach/\(index)") }
    }
}
