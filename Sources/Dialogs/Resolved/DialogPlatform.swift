/// The platforms whose dialog rules differ. `iOS` is an iPhone (compact size class); `iPadOS` is
/// an iPad in the regular size class, where a confirmation dialog is a popover.
public enum DialogPlatform: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case iOS = "ios"
    case iPadOS = "ipados"
    case macOS = "macos"
    case tvOS = "tvos"
    case watchOS = "watchos"
    case visionOS = "visionos"

    public var description: String {
        switch self {
        case .iOS: "iOS"
        case .iPadOS: "iPadOS"
        case .macOS: "macOS"
        case .tvOS: "tvOS"
        case .watchOS: "watchOS"
        case .visionOS: "visionOS"
        }
    }

    /// iPhone or iPad: what Apple's pages call "iOS".
    public var isIOSFamily: Bool { self == .iOS || self == .iPadOS }
}
