import Dialogs
import LocalizationCatalog

/// `dialog.title-punctuation`: a dialog title that asks a question in the development language
/// and, in a localization, ends with a question mark that language does not write: `?` where
/// Arabic, Persian and Urdu write `؟` (U+061F), Chinese and Japanese `？` (U+FF1F) and Greek `;`
/// (U+037E); or a Spanish question without its opening `¿`.
///
/// Titles only (buttons are no sentences); one finding per dialog and localization, on the
/// first platform the dialog is available on. A title the localization lacks (the development
/// language's shown instead) is `resolution.missing-key`'s, not this rule's.
enum TitlePunctuation: DialogRule {
    static let rule = DiagnosticRule(
        id: "dialog.title-punctuation", severity: .warning,
        summary: "A dialog title asking a question ends with a question mark the localization's language does not write (? for Arabic ؟, Chinese and Japanese ？, Greek ;), or a Spanish question lacks its opening ¿.",
        rationale: "A question mark copied from the English source looks foreign in languages with their own: Arabic script turns it around (؟), Chinese and Japanese set it full width (？), Greek writes a semicolon-like mark, and Spanish opens a question with ¿. A title is the most read text of a dialog, so the slip shows most there.",
        source: "Unicode Standard, chapter 6.2 \"General Punctuation\" (U+061F ARABIC QUESTION MARK, U+037E GREEK QUESTION MARK, U+FF1F FULLWIDTH QUESTION MARK); Real Academia Española, Ortografía 3.4.1 (¿ opens a question); Apple HIG, \"Alerts\" (a title may be a question).",
        examples: [
            .triggering(
                ExampleFile("dialogs.json", #"""
                    {"dialogs": [
                      ↓{"id": "delete", "kind": "alert", "title": {"key": "Delete this photo?"}, "actions": [
                        {"label": {"key": "Delete"}, "role": "destructive"}
                      ]}
                    ]}
                    """#),
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Delete this photo?" = "Delete this photo?";
                    "Delete" = "Delete";
                    """#),
                ExampleFile("ar.lproj/Localizable.strings", #"""
                    "Delete this photo?" = "هل تريد حذف هذه الصورة?";
                    "Delete" = "حذف";
                    """#)),
            .accepted(
                ExampleFile("dialogs.json", #"""
                    {"dialogs": [
                      {"id": "delete", "kind": "alert", "title": {"key": "Delete this photo?"}, "actions": [
                        {"label": {"key": "Delete"}, "role": "destructive"}
                      ]}
                    ]}
                    """#),
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Delete this photo?" = "Delete this photo?";
                    "Delete" = "Delete";
                    """#),
                ExampleFile("ar.lproj/Localizable.strings", #"""
                    "Delete this photo?" = "هل تريد حذف هذه الصورة؟";
                    "Delete" = "حذف";
                    """#),
                ExampleFile("es.lproj/Localizable.strings", #"""
                    "Delete this photo?" = "¿Eliminar esta foto?";
                    "Delete" = "Eliminar";
                    """#)),
            // Japanese lacks the title: the English shown instead is resolution.missing-key's.
            .accepted(
                ExampleFile("dialogs.json", #"""
                    {"dialogs": [
                      {"id": "delete", "kind": "alert", "title": {"key": "Delete this photo?"}, "actions": [
                        {"label": {"key": "Delete"}, "role": "destructive"}
                      ]}
                    ]}
                    """#),
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Delete this photo?" = "Delete this photo?";
                    "Delete" = "Delete";
                    """#),
                ExampleFile("ja.lproj/Localizable.strings", #"""
                    "Delete" = "削除";
                    """#)),
        ])

    static var rules: [DiagnosticRule] { [rule] }

    /// The question mark a language ends a question with, where it is not `?`.
    static let questionMarks: [String: Character] = [
        "ar": "\u{061F}", "fa": "\u{061F}", "ur": "\u{061F}", "ps": "\u{061F}", "ckb": "\u{061F}", "sd": "\u{061F}", "ug": "\u{061F}",
        "zh": "\u{FF1F}", "ja": "\u{FF1F}", "el": "\u{037E}",
    ]

    static func check(_ renderings: DialogRenderings) -> [Diagnostic] {
        var firstPlatform: [String: DialogPlatform] = [:]
        var findings: [Diagnostic] = []
        for rendering in renderings.renderings {
            if firstPlatform[rendering.id] == nil { firstPlatform[rendering.id] = rendering.platform }
            guard firstPlatform[rendering.id] == rendering.platform,
                  !rendering.dialog.isTitleUntranslated,
                  let source = rendering.source.title.map(trimmed), isQuestion(source),
                  let title = rendering.dialog.title.map(trimmed), title != source, let last = title.last else { continue }
            let language = String(LocaleName.normalized(rendering.locale).split(separator: "-").first ?? "")
            var problem: String?
            if let expected = questionMarks[language], last == "?" {
                problem = "ends with '?', but \(rendering.locale) writes a question mark as '\(expected)' (U+\(String(expected.unicodeScalars.first!.value, radix: 16, uppercase: true)))"
            } else if language == "es", last == "?", !title.contains("¿") {
                problem = "is a question without the opening '¿' Spanish writes"
            }
            guard let problem else { continue }
            findings.append(Diagnostic(
                rule, at: rendering.location,
                "dialog '\(rendering.id)' in \(rendering.locale): the title \"\(title)\" \(problem)"))
        }
        return findings
    }

    /// Without leading and trailing white space.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }

    static func isQuestion(_ text: String) -> Bool {
        guard let last = text.last else { return false }
        return last == "?" || last == "\u{FF1F}" || last == "\u{061F}"
    }
}
