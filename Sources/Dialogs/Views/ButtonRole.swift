/// SwiftUI's `ButtonRole`: what a button does, which decides where a dialog puts it and whether
/// it replaces a standard action.
///
/// A struct with static members, as Apple's, so roles can be added (`close` and `confirm` came in
/// the 26 SDKs). Sources: developer.apple.com/documentation/swiftui/buttonrole and its members
/// (apple-semantics.md §2.1).
public struct ButtonRole: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The role's name as it appears in a `ResolvedDialog` (`"cancel"`).
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// "A role that indicates a button that cancels an operation." In a dialog it takes the place
    /// of the standard Cancel (dismiss) action.
    public static let cancel = ButtonRole(rawValue: "cancel")
    /// "A button that deletes user data, or performs an irreversible operation." In an iOS
    /// dismissal dialog it takes the place of the standard Close action.
    public static let destructive = ButtonRole(rawValue: "destructive")
    /// "A button that closes the current operation … doesn't lose progress" (26 SDKs).
    public static let close = ButtonRole(rawValue: "close")
    /// "A button that confirms an operation" (26 SDKs).
    public static let confirm = ButtonRole(rawValue: "confirm")

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
