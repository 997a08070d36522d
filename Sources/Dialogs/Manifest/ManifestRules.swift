import LocalizationCatalog

/// Rules of the dialog manifest reader (`manifest.*`). Every finding carries the manifest's
/// path, line:column and the JSON pointer of the member it is about.
///
/// An error inside a dialog skips that dialog (the others are still read); a warning keeps it.
/// Schema: ``DialogManifest``.
extension DiagnosticRule {
    public static let manifestInvalidEncoding = DiagnosticRule(
        id: "manifest.invalid-encoding", severity: .error,
        summary: "The manifest is not UTF-8 (RFC 8259 §8.1 requires it); invalid bytes are read as U+FFFD.")
    public static let manifestInvalidJSON = DiagnosticRule(
        id: "manifest.invalid-json", severity: .error,
        summary: "The manifest is not valid JSON (RFC 8259); nothing after the error is read.")
    public static let manifestLimitExceeded = DiagnosticRule(
        id: "manifest.limit-exceeded", severity: .error,
        summary: "The manifest is larger, nests deeper, or lists more dialogs, actions or arguments than the reader allows.")
    public static let manifestDuplicateMember = DiagnosticRule(
        id: "manifest.duplicate-member", severity: .warning,
        summary: "An object has two members with the same name; only the first is read.")
    public static let manifestInvalidString = DiagnosticRule(
        id: "manifest.invalid-string", severity: .warning,
        summary: "A \\u escape is an unpaired UTF-16 surrogate; it is read as U+FFFD.")
    public static let manifestInvalidType = DiagnosticRule(
        id: "manifest.invalid-type", severity: .error,
        summary: "A member has the wrong JSON type (a string where an object is expected, …).")
    public static let manifestMissingMember = DiagnosticRule(
        id: "manifest.missing-member", severity: .error,
        summary: "A required member is missing: \"dialogs\"; a dialog's \"id\", \"kind\", \"title\" or \"actions\"; a resource's \"key\"; a text field's \"title\".")
    public static let manifestUnknownMember = DiagnosticRule(
        id: "manifest.unknown-member", severity: .error,
        summary: "An object has a member the manifest does not define there (often a misspelling, which would silently drop what it holds).")
    public static let manifestIgnoredMember = DiagnosticRule(
        id: "manifest.ignored-member", severity: .warning,
        summary: "A member has no effect on this kind of dialog (titleVisibility exists only for confirmationDialog).")
    public static let manifestMissingForm = DiagnosticRule(
        id: "manifest.missing-form", severity: .error,
        summary: "A text has none of \"key\", \"verbatim\" and \"resource\"; a label none of its forms; an action neither \"label\" nor \"textField\".")
    public static let manifestUnknownRole = DiagnosticRule(
        id: "manifest.unknown-role", severity: .warning,
        summary: "A button role SwiftUI does not define (cancel, destructive, close, confirm); it is kept, often a misspelling.")
    public static let manifestConflictingForms = DiagnosticRule(
        id: "manifest.conflicting-forms", severity: .error,
        summary: "An object has two forms where one is expected (\"key\" and \"verbatim\"; \"label\" and \"textField\"; \"image\" and \"systemImage\").")
    public static let manifestUnknownKind = DiagnosticRule(
        id: "manifest.unknown-kind", severity: .error,
        summary: "A dialog's \"kind\" is not alert, confirmationDialog or dismissalConfirmationDialog.")
    public static let manifestInvalidValue = DiagnosticRule(
        id: "manifest.invalid-value", severity: .error,
        summary: "A value is not one the member allows: an empty id, role or name, an unknown titleVisibility or platform, a locale that is not one.")
    public static let manifestInvalidArgument = DiagnosticRule(
        id: "manifest.invalid-argument", severity: .error,
        summary: "An argument is not one of {\"int\": n}, {\"uint\": n}, {\"double\": x}, {\"string\": s}, or its number does not fit the type.")
    public static let manifestDuplicateID = DiagnosticRule(
        id: "manifest.duplicate-id", severity: .error,
        summary: "Two dialogs have the same \"id\"; the second is skipped.")

    /// Every `manifest.*` rule, sorted by identifier.
    public static let manifest: [DiagnosticRule] = [
        .manifestInvalidEncoding, .manifestInvalidJSON, .manifestLimitExceeded, .manifestDuplicateMember,
        .manifestInvalidString, .manifestInvalidType, .manifestMissingMember, .manifestUnknownMember,
        .manifestIgnoredMember, .manifestMissingForm, .manifestConflictingForms, .manifestUnknownRole, .manifestUnknownKind,
        .manifestInvalidValue, .manifestInvalidArgument, .manifestDuplicateID,
    ].sorted { $0.id < $1.id }
}
