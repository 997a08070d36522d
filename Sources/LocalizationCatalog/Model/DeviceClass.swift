/// A device a device variation targets: the keys of `NSStringDeviceSpecificRuleType` in a
/// `.stringsdict` and of `variations.device` in a `.xcstrings` (Apple, "Creating width and
/// device variants of strings"). `other` is the catalog's fallback for unlisted devices.
public enum DeviceClass: String, Sendable, Hashable, Codable, CaseIterable {
    case iphone, ipod, ipad, mac, applewatch, appletv, applevision, other
}
