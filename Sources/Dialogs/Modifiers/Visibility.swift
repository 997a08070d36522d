/// SwiftUI's `Visibility`, for a confirmation dialog's `titleVisibility`. `.automatic` "may be
/// visible or hidden depending on the policies of the component"; what each platform does is
/// ``DialogPolicies/automaticTitleShown``.
public enum Visibility: String, Sendable, Hashable, Codable, CaseIterable {
    case automatic
    case visible
    case hidden
}
