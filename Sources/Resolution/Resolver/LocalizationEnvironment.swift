import Internationalization
import LocalizationCatalog

/// What a text is resolved against: SwiftUI's environment and the user's settings.
///
/// - `bundle`: the main bundle (`Bundle.main`) for texts that name none;
/// - `preferredLanguages`: the user's languages in order (`Locale.preferredLanguages`);
/// - `locale`: the environment locale (`\.locale`). It formats numbers, and for a `Text` it also
///   chooses the localization (SwiftUI passes it to the lookup: apple-semantics.md §3.3); nil
///   formats as `String(format:)` does;
/// - `device`, `width`: which device and width variations to show;
/// - `perKeyFallback`: opt-in for tooling — a key missing from the chosen localization is taken
///   from the development language (Apple shows the key instead);
/// - `showsNonLocalizedStrings`: Xcode's "Show non-localized strings": a missing key is shown in
///   capitals;
/// - `isolatesArguments`: wrap each interpolated argument in FSI…PDI, so an argument in another
///   script direction cannot reorder the sentence around it;
/// - `allowsMixedLocalizations`: the app's `CFBundleAllowMixedLocalizations`. When false (the
///   default) a text from another bundle (a framework's) is looked up in the main bundle's chosen
///   localization first (spec §5.2).
public struct LocalizationEnvironment: Sendable {
    public var bundle: LocalizationBundle
    public var preferredLanguages: [String]
    public var locale: LocaleIdentifier?
    public var device: DeviceClass?
    public var width: Int?
    public var perKeyFallback = false
    public var showsNonLocalizedStrings = false
    public var isolatesArguments = false
    public var allowsMixedLocalizations = false

    public init(
        bundle: LocalizationBundle, preferredLanguages: [String] = [], locale: LocaleIdentifier? = nil,
        device: DeviceClass? = nil, width: Int? = nil
    ) {
        self.bundle = bundle
        self.preferredLanguages = preferredLanguages
        self.locale = locale
        self.device = device
        self.width = width
    }

    /// The pseudo-locale the environment asks for (`en-XA`, `ar-XB`, `en-XD`) as its locale or
    /// first preferred language, or nil. Texts then come from the development language,
    /// transformed (see ``PseudoLocale``), and format with the pseudo-locale's data language.
    public var pseudoLocale: PseudoLocale? {
        if let locale { return PseudoLocale(identifier: locale.name) }
        return preferredLanguages.first.flatMap(PseudoLocale.init(identifier:))
    }
}
