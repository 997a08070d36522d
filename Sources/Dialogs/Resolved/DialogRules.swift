import LocalizationCatalog

/// Rules of the dialog resolver (`dialog.*`): what a platform does to the dialog the author
/// wrote. A ``DialogDiagnostic`` carries the rule's ID and severity and names the part of the
/// dialog (`title`, `message`, `action N`). String lookups add `resolution.*` and
/// `formatting.*` issues from the resolver.
extension DiagnosticRule {
    public static let dialogLabelOmitted = DiagnosticRule(
        id: "dialog.label-omitted", severity: .warning,
        summary: "A button whose label is not Text (an Image, a Label, other views) is omitted on iOS, tvOS and watchOS.",
        rationale: "The button is not there on an iPhone, iPad, Apple TV or Apple Watch: a user who needs its action (often the one the dialog is for) cannot choose it, and may only be left with Cancel.",
        source: "SwiftUI, \"alert(_:isPresented:actions:message:)\" and \"confirmationDialog(_:isPresented:titleVisibility:actions:message:)\" (on iOS, tvOS and watchOS only controls labelled with Text are supported; any other view is omitted).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "delete-file", "kind": "alert", "title": {"verbatim": "Delete “Report.txt”?"}, "actions": [
                    {"label": {"title": {"verbatim": "Delete"}, "systemImage": "trash"}, "role": "destructive"},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "ios"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete-file", "kind": "alert", "title": {"verbatim": "Delete “Report.txt”?"}, "actions": [
                    {"label": {"verbatim": "Delete"}, "role": "destructive"},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "ios"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete-file", "kind": "alert", "title": {"verbatim": "Delete “Report.txt”?"}, "actions": [
                    {"label": {"title": {"verbatim": "Delete"}, "systemImage": "trash"}, "role": "destructive"},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "macos"),
        ])
    public static let dialogIconOmitted = DiagnosticRule(
        id: "dialog.icon-omitted", severity: .note,
        summary: "With DialogPolicies.labelTitleShownWhereOnlyTextIs, a Label button shows its title without its icon on iOS, tvOS and watchOS.",
        rationale: "Where devices show a Label button by its title alone, the icon the author relied on (a trash can beside \"Delete\") is not seen, so the title has to say everything by itself. Reported only when DialogPolicies.labelTitleShownWhereOnlyTextIs is set (in a manifest, \"policies\": {\"labelTitleShownWhereOnlyTextIs\": true}); by default such a button is omitted (dialog.label-omitted).",
        source: "SwiftUI, \"alert(_:isPresented:actions:message:)\" and \"confirmationDialog(_:isPresented:titleVisibility:actions:message:)\" (only Text labels are supported on iOS, tvOS and watchOS); developer reports that recent iPhones show a Label's title, recorded as an unconfirmed reading in DialogPolicies.",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"policies": {"labelTitleShownWhereOnlyTextIs": true},
                 "dialogs": [
                  ↓{"id": "delete-file", "kind": "alert", "title": {"verbatim": "Delete “Report.txt”?"}, "actions": [
                    {"label": {"title": {"verbatim": "Delete"}, "systemImage": "trash"}, "role": "destructive"},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "ios"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"policies": {"labelTitleShownWhereOnlyTextIs": true},
                 "dialogs": [
                  {"id": "delete-file", "kind": "alert", "title": {"verbatim": "Delete “Report.txt”?"}, "actions": [
                    {"label": {"title": {"verbatim": "Delete"}, "systemImage": "trash"}, "role": "destructive"},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "macos"),
        ])
    public static let dialogLabelUnknown = DiagnosticRule(
        id: "dialog.label-unknown", severity: .note,
        summary: "A button whose label has no text is shown (macOS, visionOS), but nothing says what it does.",
        rationale: "On macOS and visionOS the button is shown, but with no text on it the user cannot tell what it does before pressing it.",
        source: "SwiftUI, \"alert(_:isPresented:actions:message:)\" (only iOS, tvOS and watchOS omit labels that are not Text, so the other platforms show them); HIG, \"Alerts\" (button titles should say what the button does).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "sync", "kind": "alert", "title": {"verbatim": "Syncing"}, "actions": [
                    {"label": {"views": ["ProgressView"]}},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "macos"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "sync", "kind": "alert", "title": {"verbatim": "Syncing"}, "actions": [
                    {"label": {"verbatim": "Stop Syncing"}},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "macos"),
        ])
    public static let dialogAllActionsOmitted = DiagnosticRule(
        id: "dialog.all-actions-omitted", severity: .warning,
        summary: "None of the buttons the author wrote is shown on this platform; only what the system adds remains.",
        rationale: "The dialog asks a question the user cannot answer: every button the author wrote is missing, so only the system's OK or Cancel remains and the dialog's action cannot be taken on this platform.",
        source: "SwiftUI, \"alert(_:isPresented:actions:message:)\" (labels that are not Text are omitted on iOS, tvOS and watchOS; with no actions the system adds a standard OK) and \"confirmationDialog(_:isPresented:titleVisibility:actions:message:)\" (a standard dismiss action is always included).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "share-photo", "kind": "confirmationDialog", "title": {"verbatim": "Share Photo"}, "actions": [
                    {"label": {"systemImage": "square.and.arrow.up"}},
                    {"label": {"systemImage": "printer"}}
                  ]}
                ]}
                """#), platform: "ios"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "share-photo", "kind": "confirmationDialog", "title": {"verbatim": "Share Photo"}, "actions": [
                    {"label": {"verbatim": "Share…"}},
                    {"label": {"systemImage": "printer"}}
                  ]}
                ]}
                """#), platform: "ios"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "share-photo", "kind": "confirmationDialog", "title": {"verbatim": "Share Photo"}, "actions": [
                    {"label": {"systemImage": "square.and.arrow.up"}},
                    {"label": {"systemImage": "printer"}}
                  ]}
                ]}
                """#), platform: "macos"),
        ])
    public static let dialogControlOmitted = DiagnosticRule(
        id: "dialog.control-omitted", severity: .warning,
        summary: "A text field outside an alert or on tvOS/watchOS, or other content among the actions, is not shown.",
        rationale: "The user is never asked for what the text field was meant to collect (a name, a password), so the action that needs it runs without it, on an empty or old value.",
        source: "HIG, \"Alerts\" (text fields in alerts on iOS, iPadOS, macOS and visionOS only); SwiftUI, \"alert(_:isPresented:actions:message:)\" (other kinds of view in the actions are omitted); confirmation dialogs showing no text field is this engine's reading (apple-semantics.md §1.7).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "rename", "kind": "confirmationDialog", "title": {"verbatim": "Rename the file"}, "actions": [
                    {"textField": {"title": {"verbatim": "Name"}}},
                    {"label": {"verbatim": "Rename"}}
                  ]}
                ]}
                """#), platform: "ios"),
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "rename", "kind": "alert", "title": {"verbatim": "Rename the file"}, "actions": [
                    {"textField": {"title": {"verbatim": "Name"}}},
                    {"label": {"verbatim": "Rename"}}
                  ]}
                ]}
                """#), platform: "tvos"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "rename", "kind": "alert", "title": {"verbatim": "Rename the file"}, "actions": [
                    {"textField": {"title": {"verbatim": "Name"}}},
                    {"label": {"verbatim": "Rename"}}
                  ]}
                ]}
                """#), platform: "ios"),
        ])
    public static let dialogDuplicateCancel = DiagnosticRule(
        id: "dialog.duplicate-cancel", severity: .warning,
        summary: "Several cancel buttons: only one is shown (the last, by DialogPolicies.keptCancel).",
        rationale: "Only one of the cancel buttons appears, so the choice the author meant to offer (\"Cancel\" and \"Not Now\") is not there, and the action of the dropped button never runs.",
        source: "SwiftUI, \"confirmationDialog(_:isPresented:titleVisibility:actions:message:)\" (a cancel button takes the place of the one default dismiss action); observed by developers: only one cancel-role button is shown, usually the last (DialogPolicies.keptCancel).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "update", "kind": "alert", "title": {"verbatim": "Update available"}, "actions": [
                    {"label": {"verbatim": "Update"}},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"},
                    {"label": {"verbatim": "Not Now"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "ios"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "update", "kind": "alert", "title": {"verbatim": "Update available"}, "actions": [
                    {"label": {"verbatim": "Update"}},
                    {"label": {"verbatim": "Not Now"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "ios"),
        ])
    public static let dialogDefaultIgnored = DiagnosticRule(
        id: "dialog.default-ignored", severity: .note,
        summary: "A .defaultAction on a destructive or cancel button, or on a second button, does not make it the default.",
        rationale: "The button the author marked is not the prominent one and Return does not press it, so a user pressing Return expecting it gets nothing, or another button.",
        source: "SwiftUI, \"alert(_:isPresented:actions:message:)\" (the defaultAction keyboard shortcut influences the default button); HIG, \"Alerts\" (never make Cancel the default button); developer reports that a destructive button is not made the default (spec-review.md C3).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "empty-trash", "kind": "alert", "title": {"verbatim": "Empty the Trash?"}, "actions": [
                    {"label": {"verbatim": "Empty Trash"}, "role": "destructive", "default": true},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "macos"),
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "replace-file", "kind": "alert", "title": {"verbatim": "Replace “Report.txt”?"}, "actions": [
                    {"label": {"verbatim": "Replace"}, "default": true},
                    {"label": {"verbatim": "Keep Both"}, "default": true},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "ios"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "save-changes", "kind": "alert", "title": {"verbatim": "Save changes?"}, "actions": [
                    {"label": {"verbatim": "Save"}, "default": true},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "macos"),
        ])
    public static let dialogCancelInPopover = DiagnosticRule(
        id: "dialog.cancel-in-popover", severity: .note,
        summary: "An iPad popover shows no cancel button; tapping outside it runs the author's cancel action.",
        rationale: "On an iPad the author's cancel button is not shown; its action still runs when the user taps outside the popover, which the user may not expect, and its label (\"Keep Editing\") is never seen.",
        source: "SwiftUI, \"confirmationDialog(_:isPresented:titleVisibility:actions:message:)\" (in regular size classes in iOS the dialog is a popover dismissed by tapping outside it, with no dismiss action shown).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "discard-draft", "kind": "confirmationDialog", "title": {"verbatim": "Discard the draft?"}, "actions": [
                    {"label": {"verbatim": "Discard"}, "role": "destructive"},
                    {"label": {"verbatim": "Keep Editing"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "ipados"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "discard-draft", "kind": "confirmationDialog", "title": {"verbatim": "Discard the draft?"}, "actions": [
                    {"label": {"verbatim": "Discard"}, "role": "destructive"},
                    {"label": {"verbatim": "Keep Editing"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "ios"),
        ])
    public static let dialogMessageUnstyled = DiagnosticRule(
        id: "dialog.message-unstyled", severity: .note,
        summary: "The message's Markdown or Text styling is not shown: only unstyled text is supported for the message.",
        rationale: "The bold, italic, link or colour the translation asks for is not shown: the message appears as plain text, so emphasis the author counted on (\"cannot\") is lost.",
        source: "SwiftUI, \"alert(_:isPresented:actions:message:)\" (only unstyled text is supported for the message); \"Text\", init(_:tableName:bundle:comment:) (Markdown in a localized string is rendered as styling elsewhere).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "delete-account", "kind": "alert", "title": {"verbatim": "Delete your account?"},
                   "message": {"key": "delete.message"}, "actions": []}
                ]}
                """#), ExampleFile("en.lproj/Localizable.strings", #"""
                "delete.message" = "This **cannot** be undone.";
                """#), platform: "ios"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete-account", "kind": "alert", "title": {"verbatim": "Delete your account?"},
                   "message": {"key": "delete.message"}, "actions": []}
                ]}
                """#), ExampleFile("en.lproj/Localizable.strings", #"""
                "delete.message" = "This cannot be undone.";
                """#), platform: "ios"),
        ])
    public static let dialogMessageContentOmitted = DiagnosticRule(
        id: "dialog.message-content-omitted", severity: .warning,
        summary: "Message content other than one Text (a second Text, an Image) is not shown.",
        rationale: "Only one Text of the message is shown, so a second line of explanation or an image the author added in the message closure never reaches the user.",
        source: "SwiftUI, \"alert(_:isPresented:actions:message:)\" (only unstyled text is supported for the message).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "disk-full", "kind": "alert", "title": {"verbatim": "Saving failed"},
                   "message": {"verbatim": "The disk is full."}, "otherMessageViews": ["Image"], "actions": []}
                ]}
                """#), platform: "ios"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "disk-full", "kind": "alert", "title": {"verbatim": "Saving failed"},
                   "message": {"verbatim": "The disk is full."}, "actions": []}
                ]}
                """#), platform: "ios"),
        ])
    public static let dialogTooManyButtons = DiagnosticRule(
        id: "dialog.too-many-buttons", severity: .warning,
        summary: "An alert with more buttons than the HIG advises (three).",
        rationale: "An alert with many buttons is hard to take in at a glance and its buttons are stacked, longer translations making it taller still; the choice is usually clearer as fewer buttons or a confirmation dialog.",
        source: "HIG, \"Alerts\" (an alert has a title, optional informative text, and up to three buttons).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "unsaved", "kind": "alert", "title": {"verbatim": "Unsaved changes"}, "actions": [
                    {"label": {"verbatim": "Save"}},
                    {"label": {"verbatim": "Save As…"}},
                    {"label": {"verbatim": "Don’t Save"}, "role": "destructive"},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "ios"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "unsaved", "kind": "alert", "title": {"verbatim": "Unsaved changes"}, "actions": [
                    {"label": {"verbatim": "Save"}},
                    {"label": {"verbatim": "Don’t Save"}, "role": "destructive"},
                    {"label": {"verbatim": "Cancel"}, "role": "cancel"}
                  ]}
                ]}
                """#), platform: "ios"),
        ])
    public static let dialogUnavailable = DiagnosticRule(
        id: "dialog.unavailable", severity: .error,
        summary: "dismissalConfirmationDialog does not exist on this platform (iOS, iPadOS and macOS only).",
        rationale: "The modifier does not exist on this platform, so the app cannot use it there (the code does not compile for it); users of that platform get no chance to keep their changes unless the app asks another way.",
        source: "SwiftUI, \"dismissalConfirmationDialog(_:shouldPresent:actions:message:)\" (available on iOS, iPadOS, Mac Catalyst and macOS); this manifest's schema (DialogManifest: \"platforms\" limits a dialog to the platforms that show it).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "discard-changes", "kind": "dismissalConfirmationDialog", "title": {"verbatim": "Discard your changes?"}, "actions": [
                    {"label": {"verbatim": "Discard"}, "role": "destructive"}
                  ]}
                ]}
                """#), platform: "tvos"),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "discard-changes", "kind": "dismissalConfirmationDialog", "title": {"verbatim": "Discard your changes?"}, "actions": [
                    {"label": {"verbatim": "Discard"}, "role": "destructive"}
                  ], "platforms": ["ios", "ipados", "macos"]}
                ]}
                """#), platform: "tvos"),
        ])

    /// The rules of ``DialogResolver``.
    public static let dialog: [DiagnosticRule] = [
        .dialogLabelOmitted, .dialogIconOmitted, .dialogLabelUnknown, .dialogAllActionsOmitted, .dialogControlOmitted, .dialogDuplicateCancel,
        .dialogDefaultIgnored, .dialogCancelInPopover, .dialogMessageUnstyled, .dialogMessageContentOmitted,
        .dialogTooManyButtons, .dialogUnavailable,
    ]
}
