/// Foundation's `LocalizedStringResource`: a key, its default value, and where and in which
/// locale to look it up later.
///
/// Fields (Apple's property pages; apple-semantics.md §4.1): `key`; `defaultValue`, "a
/// localization value to use if key doesn't exist in table"; `table` — nil or "" is
/// `Localizable`; `locale` — **selects the localization** and formats numbers (nil: the
/// environment's); `bundle` — nil is the main bundle; `comment` — for translators only.
/// `String.LocalizationValue` has the shape of a `LocalizedStringKey` (key plus arguments), so
/// that type stands for it here.
public struct LocalizedStringResource: Sendable, Hashable {
    public var key: String
    public var defaultValue: LocalizedStringKey
    public var table: String?
    public var locale: String?
    public var bundle: LocalizationBundle?
    public var comment: String?

    /// `LocalizedStringResource(_ keyAndValue:…)`: the key comes from the interpolation and the
    /// value is also the default.
    public init(
        _ keyAndValue: LocalizedStringKey, table: String? = nil, locale: String? = nil,
        bundle: LocalizationBundle? = nil, comment: String? = nil
    ) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment
    }

    /// `LocalizedStringResource(_ key:defaultValue:…)`.
    public init(
        _ key: String, defaultValue: LocalizedStringKey, table: String? = nil, locale: String? = nil,
        bundle: LocalizationBundle? = nil, comment: String? = nil
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment
    }
}
