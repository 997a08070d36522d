/// SwiftUI's result builder for view content (`@ContentBuilder`, formerly `@ViewBuilder`): the
/// actions and message closures of dialogs, button labels and `body`.
@resultBuilder
public enum ContentBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView((repeat each content), children: children)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> {
        ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> {
        ConditionalContent(storage: .falseContent(second))
    }

    public static func buildArray<Content: View>(_ content: [Content]) -> ForEachContent<Content> {
        ForEachContent(elements: content)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// SwiftUI's older name for ``ContentBuilder``.
public typealias ViewBuilder = ContentBuilder
