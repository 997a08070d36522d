import LocalizationCatalog

/// One dialog of a ``DialogManifest``: its id, what it declares, and where it is in the file.
///
/// The declaration is what the dialog modifiers would build from the same SwiftUI code, so
/// `resolve(platform:environment:)` gives the dialog an Apple device shows.
public struct ManifestDialog {
    /// The manifest's `"id"`: unique in the file, carried by every `ResolvedDialog` made from it.
    public var id: String
    public var declaration: DialogDeclaration
    /// The platforms the app shows the dialog on (`"platforms"`); nil when the manifest does not
    /// say, which means every platform. A `dismissalConfirmationDialog` exists only on iOS,
    /// iPadOS and macOS, so a manifest for other platforms lists them here.
    public var platforms: [DialogPlatform]?
    /// The dialog's opening brace, with its JSON pointer (`/dialogs/2`).
    public var location: SourceLocation

    public init(id: String, declaration: DialogDeclaration, platforms: [DialogPlatform]? = nil, location: SourceLocation) {
        self.id = id
        self.declaration = declaration
        self.platforms = platforms
        self.location = location
    }

    /// False when `"platforms"` leaves `platform` out.
    public func isAvailable(on platform: DialogPlatform) -> Bool {
        platforms?.contains(platform) ?? true
    }

    /// The dialog as shown on `platform` in `environment`'s locale, carrying this dialog's `id`.
    public func resolve(
        platform: DialogPlatform, environment: LocalizationEnvironment, policies: DialogPolicies = .apple
    ) -> ResolvedDialog {
        DialogResolver.resolve(declaration, platform: platform, environment: environment, policies: policies, id: id)
    }

    /// `resolve` reusing (and filling) `strings`, the strings of this dialog already resolved for
    /// `environment` on another platform.
    package func resolve(
        platform: DialogPlatform, environment: LocalizationEnvironment, policies: DialogPolicies, strings: ResolvedStrings
    ) -> ResolvedDialog {
        DialogResolver.resolve(declaration, platform: platform, environment: environment, policies: policies, id: id, strings: strings)
    }
}
