import Internationalization
import LocalizationCatalog

/// What a value is resolved for.
///
/// - `language`: the localization's language; its CLDR rules pick plural variants (Apple uses
///   the localization's language, not the formatting locale: apple-semantics.md §7).
/// - `locale`: the formatting locale for numbers; nil formats as `String(format:)` does, with
///   no localization.
/// - `device`: the device variation to pick; nil picks `other` (or the first listed).
/// - `width`: the presentation width for `.stringsdict` width variants; nil picks the widest
///   (the default lookup without a width).
public struct ResolutionContext: Sendable, Hashable {
    public var language: LocaleIdentifier
    public var locale: LocaleIdentifier?
    public var device: DeviceClass?
    public var width: Int?
    /// Wrap each formatted argument in FSI (U+2068) … PDI (U+2069), so that an argument written
    /// in the other direction cannot reorder the text around it (Unicode UAX #9, isolates).
    public var isolatesArguments = false

    public init(language: LocaleIdentifier, locale: LocaleIdentifier? = nil, device: DeviceClass? = nil, width: Int? = nil) {
        self.language = language
        self.locale = locale
        self.device = device
        self.width = width
    }
}
