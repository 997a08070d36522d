import Dialogs
import LocalizationCatalog

/// A check over what the dialogs of a manifest (`--dialogs`) show in every localization on
/// every platform. Like ``TableRule``, one type in one file under `Rules/Dialog/`, listed in
/// ``RuleRegistry/dialogChecks``.
public protocol DialogRule: Sendable {
    /// The rules this check reports, each with its description and examples.
    static var rules: [DiagnosticRule] { get }
    /// The findings across `renderings`, in no particular order.
    static func check(_ renderings: DialogRenderings) -> [Diagnostic]
}

/// Every dialog of a manifest resolved on each platform it is available on, in each
/// localization of the bundle, next to the same dialog in the development language.
public struct DialogRenderings: Sendable {
    public struct Rendering: Sendable {
        /// The manifest's `id` and position of the dialog.
        public var id: String
        public var location: SourceLocation
        public var platform: DialogPlatform
        /// The localization it was resolved for.
        public var locale: String
        public var dialog: ResolvedDialog
        /// The same dialog on the same platform in the development language.
        public var source: ResolvedDialog
    }

    public var developmentLanguage: String
    /// In manifest order, then platform, then localization.
    public var renderings: [Rendering]
}
