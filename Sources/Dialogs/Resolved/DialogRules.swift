import LocalizationCatalog

/// Rules of the dialog resolver (`dialog.*`): what a platform does to the dialog the author
/// wrote. A ``DialogDiagnostic`` carries the rule's ID and severity and names the part of the
/// dialog (`title`, `message`, `action N`). String lookups add `resolution.*` and
/// `formatting.*` issues from the resolver.
extension DiagnosticRule {
    public static let dialogLabelOmitted = DiagnosticRule(
        id: "dialog.label-omitted", severity: .warning,
        summary: "A button whose label is not Text (an Image, a Label, other views) is omitted on iOS, tvOS and watchOS.")
    public static let dialogIconOmitted = DiagnosticRule(
        id: "dialog.icon-omitted", severity: .note,
        summary: "With DialogPolicies.labelTitleShownWhereOnlyTextIs, a Label button shows its title without its icon on iOS, tvOS and watchOS.")
    public static let dialogLabelUnknown = DiagnosticRule(
        id: "dialog.label-unknown", severity: .note,
        summary: "A button whose label has no text is shown (macOS, visionOS), but nothing says what it does.")
    public static let dialogAllActionsOmitted = DiagnosticRule(
        id: "dialog.all-actions-omitted", severity: .warning,
        summary: "None of the buttons the author wrote is shown on this platform; only what the system adds remains.")
    public static let dialogControlOmitted = DiagnosticRule(
        id: "dialog.control-omitted", severity: .warning,
        summary: "A text field outside an alert or on tvOS/watchOS, or other content among the actions, is not shown.")
    public static let dialogDuplicateCancel = DiagnosticRule(
        id: "dialog.duplicate-cancel", severity: .warning,
        summary: "Several cancel buttons: only one is shown (the last, by DialogPolicies.keptCancel).")
    public static let dialogDefaultIgnored = DiagnosticRule(
        id: "dialog.default-ignored", severity: .note,
        summary: "A .defaultAction on a destructive or cancel button, or on a second button, does not make it the default.")
    public static let dialogCancelInPopover = DiagnosticRule(
        id: "dialog.cancel-in-popover", severity: .note,
        summary: "An iPad popover shows no cancel button; tapping outside it runs the author's cancel action.")
    public static let dialogMessageUnstyled = DiagnosticRule(
        id: "dialog.message-unstyled", severity: .note,
        summary: "The message's Markdown or Text styling is not shown: only unstyled text is supported for the message.")
    public static let dialogMessageContentOmitted = DiagnosticRule(
        id: "dialog.message-content-omitted", severity: .warning,
        summary: "Message content other than one Text (a second Text, an Image) is not shown.")
    public static let dialogTooManyButtons = DiagnosticRule(
        id: "dialog.too-many-buttons", severity: .warning,
        summary: "An alert with more buttons than the HIG advises (three).")
    public static let dialogUnavailable = DiagnosticRule(
        id: "dialog.unavailable", severity: .error,
        summary: "dismissalConfirmationDialog does not exist on this platform (iOS, iPadOS and macOS only).")

    /// The rules of ``DialogResolver``.
    public static let dialog: [DiagnosticRule] = [
        .dialogLabelOmitted, .dialogIconOmitted, .dialogLabelUnknown, .dialogAllActionsOmitted, .dialogControlOmitted, .dialogDuplicateCancel,
        .dialogDefaultIgnored, .dialogCancelInPopover, .dialogMessageUnstyled, .dialogMessageContentOmitted,
        .dialogTooManyButtons, .dialogUnavailable,
    ]
}
