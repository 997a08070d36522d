/// SwiftUI's `Image`, by name: an asset (`Image("Logo")`) or an SF Symbol
/// (`Image(systemName: "trash")`). Not `Text`, so a button labelled only by an image is omitted
/// from dialogs on iOS, tvOS and watchOS.
public struct Image: View, Sendable, Hashable {
    public let name: String
    public let isSystemImage: Bool

    public init(_ name: String) {
        self.name = name
        isSystemImage = false
    }

    public init(systemName: String) {
        name = systemName
        isSystemImage = true
    }

    public var body: Never { return primitiveBody() }
}
