import LocalizationCatalog

/// Rules of the dialog manifest reader (`manifest.*`). Every finding carries the manifest's
/// path, line:column and the JSON pointer of the member it is about.
///
/// An error inside a dialog skips that dialog (the others are still read); a warning keeps it.
/// Schema: ``DialogManifest``.
extension DiagnosticRule {
    public static let manifestInvalidEncoding = DiagnosticRule(
        id: "manifest.invalid-encoding", severity: .error,
        summary: "The manifest is not UTF-8 (RFC 8259 §8.1 requires it); invalid bytes are read as U+FFFD.",
        rationale: "A manifest saved in Latin-1 or Windows-1252 is not read as written: its accented letters are read as U+FFFD, so the dialog checked is not the one the author typed (\"Caf\u{FFFD}\" for \"Café\"), and JSON tools that require UTF-8 reject the file.",
        source: "RFC 8259 §8.1, \"Character Encoding\" (JSON exchanged between systems must be UTF-8); this manifest's schema (DialogManifest).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "cafe-closed", "kind": "alert", "title": {"verbatim": "Caf↓\#u{E9} closed"}, "actions": []}
                ]}
                """#, encoding: .bytes)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "cafe-closed", "kind": "alert", "title": {"verbatim": "Café closed"}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestInvalidJSON = DiagnosticRule(
        id: "manifest.invalid-json", severity: .error,
        summary: "The manifest is not valid JSON (RFC 8259); nothing after the error is read.",
        rationale: "A syntax error stops the reader: the dialogs after it are not read, so they are not checked at all, and the tool that generated or consumes the manifest will usually reject it too.",
        source: "RFC 8259, \"The JavaScript Object Notation (JSON) Data Interchange Format\" §2–§7 (no trailing commas, no comments, strings in double quotes).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"verbatim": "Saved"}, "actions": []},
                ↓]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"verbatim": "Saved"}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestLimitExceeded = DiagnosticRule(
        id: "manifest.limit-exceeded", severity: .error,
        summary: "The manifest is larger, nests deeper, or lists more dialogs, actions, arguments or view names than the reader allows.",
        rationale: "What goes past a limit is not read (the whole file, the rest of the file after too deep a nesting, the dialogs past the count, or the dialog with too many actions, arguments or view names), so those dialogs are not checked. A valid manifest needs 10 levels of nesting; the limits are there so a runaway or hostile file costs bounded time and memory.",
        source: "This manifest's schema (DialogManifest.Limits: 8 MiB, 16 levels of nesting, 10 000 dialogs, 64 actions per dialog, 32 arguments per text, 16 view names per list); RFC 8259 §9 lets a parser limit size and nesting depth.",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "deep", "kind": "alert", "title": {"key": "%@", "arguments": [[[[[[[[[[[[↓[]]]]]]]]]]]]]}, "actions": []}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "flat", "kind": "alert", "title": {"key": "%@", "arguments": [{"string": "Report.txt"}]}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestDuplicateMember = DiagnosticRule(
        id: "manifest.duplicate-member", severity: .warning,
        summary: "An object has two members with the same name; only the first is read.",
        rationale: "Only the first of the two members is read, so whatever the author changed in the second one (often a later edit) has no effect; other JSON tools may keep the last one instead, so they and this checker disagree about the dialog.",
        source: "RFC 8259 §4, \"Objects\" (names within an object should be unique; with duplicates, behaviour differs between implementations).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete", "kind": "alert", ↓"kind": "confirmationDialog", "title": {"verbatim": "Delete?"}, "actions": []}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete", "kind": "confirmationDialog", "title": {"verbatim": "Delete?"}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestInvalidString = DiagnosticRule(
        id: "manifest.invalid-string", severity: .warning,
        summary: "A \\u escape is an unpaired UTF-16 surrogate; it is read as U+FFFD.",
        rationale: "A lone surrogate escape is not a character: the text is read with U+FFFD in its place, so the user would see a replacement box (often where an emoji was meant, half of its surrogate pair lost).",
        source: "RFC 8259 §7, \"Strings\" (characters outside the Basic Multilingual Plane are escaped as a surrogate pair; §8.2 on unpaired surrogates giving unpredictable behaviour).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "party", "kind": "alert", "title": {"verbatim": "Party ↓\uD83C"}, "actions": []}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "party", "kind": "alert", "title": {"verbatim": "Party \uD83C\uDF89"}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestInvalidType = DiagnosticRule(
        id: "manifest.invalid-type", severity: .error,
        summary: "A member has the wrong JSON type (a string where an object is expected, …).",
        rationale: "The member cannot be read as what it stands for (a title written as a plain string instead of a text object, a role as a number), so the dialog holding it is skipped and not checked.",
        source: "This manifest's schema (DialogManifest): a text is an object {\"key\": …}, {\"verbatim\": …} or {\"resource\": {…}}; \"actions\" and \"platforms\" are arrays; \"default\" and \"secure\" are booleans.",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": ↓"Saved", "actions": []}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestMissingMember = DiagnosticRule(
        id: "manifest.missing-member", severity: .error,
        summary: "A required member is missing: \"dialogs\"; a dialog's \"id\", \"kind\", \"title\" or \"actions\"; a resource's \"key\"; a text field's \"title\".",
        rationale: "Without it the call cannot be built (an alert needs a title, the actions say which buttons there are), so the dialog is skipped and none of its strings is checked.",
        source: "This manifest's schema (DialogManifest): a dialog has \"id\", \"kind\", \"title\" and \"actions\" ([] for an alert that gets the standard OK); a resource has \"key\"; a text field has \"title\".",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  ↓{"id": "saved", "kind": "alert", "title": {"key": "Saved"}}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestUnknownMember = DiagnosticRule(
        id: "manifest.unknown-member", severity: .error,
        summary: "An object has a member the manifest does not define there (often a misspelling, which would silently drop what it holds).",
        rationale: "A misspelt member is not read, so what it holds silently disappears: a \"mesage\" is a dialog without a message, and the checks never see the text the app shows; a misspelt policy leaves Apple's reading in place.",
        source: "This manifest's schema (DialogManifest), which lists every member each object may have.",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, ↓"mesage": {"key": "Your changes are saved."}, "actions": []}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, "message": {"key": "Your changes are saved."}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestIgnoredMember = DiagnosticRule(
        id: "manifest.ignored-member", severity: .warning,
        summary: "A member has no effect on this kind of dialog (titleVisibility exists only for confirmationDialog).",
        rationale: "The member does nothing, so the author may believe the title is hidden or shown when it is not: an alert always shows its title, whatever titleVisibility says.",
        source: "SwiftUI, \"confirmationDialog(_:isPresented:titleVisibility:actions:)\" (the only dialog with a titleVisibility parameter; \"alert(_:isPresented:actions:message:)\" and \"dismissalConfirmationDialog(_:shouldPresent:actions:message:)\" have none).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, ↓"titleVisibility": "hidden", "actions": []}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete", "kind": "confirmationDialog", "title": {"key": "Delete?"}, "titleVisibility": "visible", "actions": []}
                ]}
                """#)),
        ])
    public static let manifestMissingForm = DiagnosticRule(
        id: "manifest.missing-form", severity: .error,
        summary: "A text has none of \"key\", \"verbatim\" and \"resource\"; a label none of its forms; an action neither \"label\" nor \"textField\".",
        rationale: "The object does not say what it is (which text to show, which view a label is, whether an action is a button or a text field), so the dialog is skipped and not checked.",
        source: "This manifest's schema (DialogManifest): <text> is one of key, verbatim or resource; <label> a text, an image, a title with an icon or views; <action> a label or a textField.",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete", "kind": "alert", "title": {"key": "Delete?"}, "actions": [
                    ↓{"role": "destructive"}
                  ]}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete", "kind": "alert", "title": {"key": "Delete?"}, "actions": [
                    {"label": {"key": "Delete"}, "role": "destructive"}
                  ]}
                ]}
                """#)),
        ])
    public static let manifestUnknownRole = DiagnosticRule(
        id: "manifest.unknown-role", severity: .warning,
        summary: "A button role SwiftUI does not define (cancel, destructive, close, confirm); it is kept, often a misspelling.",
        rationale: "SwiftUI gives special treatment only to the roles it defines, so a misspelt role is a plain button: \"destrucive\" is not shown in red, and a misspelt cancel does not replace the standard Cancel.",
        source: "SwiftUI, \"ButtonRole\" (cancel, destructive, close, confirm); \"confirmationDialog(_:isPresented:titleVisibility:actions:)\" (a cancel button takes the place of the default dismiss action).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete", "kind": "alert", "title": {"key": "Delete?"}, "actions": [
                    {"label": {"key": "Delete"}, "role": ↓"destrucive"}
                  ]}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete", "kind": "alert", "title": {"key": "Delete?"}, "actions": [
                    {"label": {"key": "Delete"}, "role": "destructive"}
                  ]}
                ]}
                """#)),
        ])
    public static let manifestConflictingForms = DiagnosticRule(
        id: "manifest.conflicting-forms", severity: .error,
        summary: "An object has two forms where one is expected (\"key\" and \"verbatim\"; \"label\" and \"textField\"; \"image\" and \"systemImage\").",
        rationale: "SwiftUI builds one view from one form, so it is unclear which the app shows (a localized key or the verbatim text, a button or a text field); the dialog is skipped rather than guessed.",
        source: "This manifest's schema (DialogManifest); SwiftUI, \"Text\" (init(_:tableName:bundle:comment:) looks a key up, init(verbatim:) does not), \"Label\" (one icon per label).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved", ↓"verbatim": "Saved"}, "actions": []}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestUnknownKind = DiagnosticRule(
        id: "manifest.unknown-kind", severity: .error,
        summary: "A dialog's \"kind\" is not alert, confirmationDialog or dismissalConfirmationDialog.",
        rationale: "The kind decides which standard buttons the system adds and how the dialog is presented, so a dialog of an unknown kind cannot be resolved and is skipped.",
        source: "SwiftUI, \"alert(_:isPresented:actions:message:)\", \"confirmationDialog(_:isPresented:titleVisibility:actions:message:)\" and \"dismissalConfirmationDialog(_:shouldPresent:actions:message:)\"; this manifest's schema (DialogManifest).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": ↓"sheet", "title": {"key": "Saved"}, "actions": []}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestInvalidValue = DiagnosticRule(
        id: "manifest.invalid-value", severity: .error,
        summary: "A value is not one the member allows: an empty id, role or name, an unknown titleVisibility or platform, a locale that is not one.",
        rationale: "The value cannot mean what the author intended (a platform name the checker does not know, an empty id, a locale that is not one), so the dialog is skipped and not checked.",
        source: "This manifest's schema (DialogManifest): platforms ios, ipados, macos, tvos, watchos, visionos; SwiftUI, \"Visibility\" (automatic, visible, hidden); BCP 47 for a resource's locale.",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, "actions": [], "platforms": [↓"iphone"]}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, "actions": [], "platforms": ["ios"]}
                ]}
                """#)),
        ])
    public static let manifestInvalidArgument = DiagnosticRule(
        id: "manifest.invalid-argument", severity: .error,
        summary: "An argument is not one of {\"int\": n}, {\"uint\": n}, {\"double\": x}, {\"string\": s}, or its number does not fit the type.",
        rationale: "Without its type an argument cannot be formatted as the app would format it (%@ needs an object, %lld a 64-bit integer), so the text holding it, and its dialog, are skipped.",
        source: "This manifest's schema (DialogManifest): an argument is {\"int\": n}, {\"uint\": n}, {\"double\": x} or {\"string\": s}, as an interpolation in a LocalizedStringKey carries a typed value; RFC 8259 §6 for numbers.",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete", "kind": "alert", "title": {"key": "Delete %@?", "arguments": [↓"Report.txt"]}, "actions": []}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "delete", "kind": "alert", "title": {"key": "Delete %@?", "arguments": [{"string": "Report.txt"}]}, "actions": []}
                ]}
                """#)),
        ])
    public static let manifestDuplicateID = DiagnosticRule(
        id: "manifest.duplicate-id", severity: .error,
        summary: "Two dialogs have the same \"id\"; the second is skipped.",
        rationale: "An id names one dialog in reports and tests, so the second dialog with it is skipped and never checked; it is often a copied dialog whose id was not changed.",
        source: "This manifest's schema (DialogManifest: \"id\" is unique in the file).",
        examples: [
            .triggering(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, "actions": []},
                  {"id": ↓"saved", "kind": "alert", "title": {"key": "Not saved"}, "actions": []}
                ]}
                """#)),
            .accepted(ExampleFile("dialogs.json", #"""
                {"dialogs": [
                  {"id": "saved", "kind": "alert", "title": {"key": "Saved"}, "actions": []},
                  {"id": "not-saved", "kind": "alert", "title": {"key": "Not saved"}, "actions": []}
                ]}
                """#)),
        ])

    /// Every `manifest.*` rule, sorted by identifier.
    public static let manifest: [DiagnosticRule] = [
        .manifestInvalidEncoding, .manifestInvalidJSON, .manifestLimitExceeded, .manifestDuplicateMember,
        .manifestInvalidString, .manifestInvalidType, .manifestMissingMember, .manifestUnknownMember,
        .manifestIgnoredMember, .manifestMissingForm, .manifestConflictingForms, .manifestUnknownRole, .manifestUnknownKind,
        .manifestInvalidValue, .manifestInvalidArgument, .manifestDuplicateID,
    ].sorted { $0.id < $1.id }
}
