/// SwiftUI's `Label`: a title with an icon. It is not `Text`, so on iOS, tvOS and watchOS a
/// dialog omits a button labelled with it.
public struct Label: View, Sendable, Hashable {
    public let title: Text
    public let icon: Image

    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        title = Text(titleKey)
        icon = Image(systemName: systemImage)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        icon = Image(systemName: systemImage)
    }

    public init(_ titleKey: LocalizedStringKey, image: String) {
        title = Text(titleKey)
        icon = Image(image)
    }

    public init(title: () -> Text, icon: () -> Image) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { return primitiveBody() }
}
