import Dialogs
import LocalizationCatalog

/// `dialog.inconsistent-action`: one source button label (the development language's text)
/// shows as different labels in two dialogs of one localization ("Delete" as "Löschen" in one
/// alert and "Entfernen" in another).
///
/// Buttons are paired with the development language's rendering of the same dialog on the same
/// platform, position by position; standard actions (system titles) and dialogs whose button
/// count differs are left out, and so are labels the localization lacks (the development
/// language's shown: `resolution.missing-key` reports them). Compared on the first platform each dialog is available on. One
/// finding per localization and source label, at the dialog using the rarer label, with a note
/// at a dialog using the other.
enum InconsistentActionTranslation: DialogRule {
    static let rule = DiagnosticRule(
        id: "dialog.inconsistent-action", severity: .warning,
        summary: "The same source button (\"Delete\") is translated differently in two dialogs of one localization (\"Löschen\" and \"Entfernen\").",
        rationale: "Users learn what a button does by its word: an action named two ways reads as two actions, and a destructive one named softly in one place is dangerous. Different keys, tables or translators made the two; one of them should change.",
        source: "Apple HIG, \"Writing\" (use consistent terms for the same action) and \"Alerts\" (button titles name the action); Translate Toolkit's pofilter test 'inconsistent' does the same for catalog entries.",
        examples: [
            .triggering(
                ExampleFile("dialogs.json", #"""
                    {"dialogs": [
                      {"id": "delete-file", "kind": "alert", "title": {"key": "Delete the file?"}, "actions": [
                        {"label": {"key": "Delete"}, "role": "destructive"}
                      ]},
                      ↓{"id": "delete-folder", "kind": "alert", "title": {"key": "Delete the folder?"}, "actions": [
                        {"label": {"key": "delete.folder", "table": "Folders"}, "role": "destructive"}
                      ]}
                    ]}
                    """#),
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Delete the file?" = "Delete the file?";
                    "Delete the folder?" = "Delete the folder?";
                    "Delete" = "Delete";
                    """#),
                ExampleFile("en.lproj/Folders.strings", #"""
                    "delete.folder" = "Delete";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "Delete the file?" = "Datei löschen?";
                    "Delete the folder?" = "Ordner löschen?";
                    "Delete" = "Löschen";
                    """#),
                ExampleFile("de.lproj/Folders.strings", #"""
                    "delete.folder" = "Entfernen";
                    """#)),
            .accepted(
                ExampleFile("dialogs.json", #"""
                    {"dialogs": [
                      {"id": "delete-file", "kind": "alert", "title": {"key": "Delete the file?"}, "actions": [
                        {"label": {"key": "Delete"}, "role": "destructive"}
                      ]},
                      {"id": "delete-folder", "kind": "alert", "title": {"key": "Delete the folder?"}, "actions": [
                        {"label": {"key": "Delete"}, "role": "destructive"}
                      ]}
                    ]}
                    """#),
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Delete the file?" = "Delete the file?";
                    "Delete the folder?" = "Delete the folder?";
                    "Delete" = "Delete";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "Delete the file?" = "Datei löschen?";
                    "Delete the folder?" = "Ordner löschen?";
                    "Delete" = "Löschen";
                    """#)),
            // German lacks the Folders table: the English "Delete" shown there is
            // resolution.other-localization's finding, not a second translation.
            .accepted(
                ExampleFile("dialogs.json", #"""
                    {"dialogs": [
                      {"id": "delete-file", "kind": "alert", "title": {"key": "Delete the file?"}, "actions": [
                        {"label": {"key": "Delete"}, "role": "destructive"}
                      ]},
                      {"id": "delete-folder", "kind": "alert", "title": {"key": "Delete the folder?"}, "actions": [
                        {"label": {"key": "delete.folder", "table": "Folders"}, "role": "destructive"}
                      ]}
                    ]}
                    """#),
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Delete the file?" = "Delete the file?";
                    "Delete the folder?" = "Delete the folder?";
                    "Delete" = "Delete";
                    """#),
                ExampleFile("en.lproj/Folders.strings", #"""
                    "delete.folder" = "Delete";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "Delete the file?" = "Datei löschen?";
                    "Delete the folder?" = "Ordner löschen?";
                    "Delete" = "Löschen";
                    """#)),
        ])

    static var rules: [DiagnosticRule] { [rule] }

    static func check(_ renderings: DialogRenderings) -> [Diagnostic] {
        struct Use { var label: String; var id: String; var location: SourceLocation }
        var firstPlatform: [String: DialogPlatform] = [:]
        var uses: [String: [Use]] = [:]
        var order: [String] = []
        for rendering in renderings.renderings {
            if firstPlatform[rendering.id] == nil { firstPlatform[rendering.id] = rendering.platform }
            guard firstPlatform[rendering.id] == rendering.platform,
                  LocaleName.normalized(rendering.locale) != LocaleName.normalized(renderings.developmentLanguage),
                  rendering.dialog.actions.count == rendering.source.actions.count else { continue }
            for (action, source) in zip(rendering.dialog.actions, rendering.source.actions) where !action.isStandard && !source.isStandard && !action.isUntranslated {
                let key = rendering.locale + "\u{1}" + source.label
                if uses[key] == nil { order.append(key) }
                uses[key, default: []].append(Use(label: action.label, id: rendering.id, location: rendering.location))
            }
        }
        var findings: [Diagnostic] = []
        for key in order {
            let all = uses[key]!
            var counts: [String: Int] = [:]
            for use in all { counts[use.label, default: 0] += 1 }
            guard counts.count > 1 else { continue }
            // The label most dialogs use is taken as meant; ties go to the first seen.
            let meant = all.map(\.label).max { counts[$0]! < counts[$1]! }!
            guard let reference = all.first(where: { $0.label == meant }), let odd = all.first(where: { $0.label != meant }) else { continue }
            let parts = key.split(separator: "\u{1}", omittingEmptySubsequences: false)
            let others = counts.keys.filter { $0 != meant }.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            findings.append(Diagnostic(
                rule, at: odd.location,
                "in \(parts[0]), the button \"\(parts[1])\" is \(others) in dialog '\(odd.id)' but \"\(meant)\" in dialog '\(reference.id)'; one action should have one name",
                notes: [Diagnostic.Note("dialog '\(reference.id)' says \"\(meant)\"", at: reference.location)]))
        }
        return findings
    }
}
