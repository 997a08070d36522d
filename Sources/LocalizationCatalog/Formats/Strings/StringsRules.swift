/// Rules the `.strings` reader reports (spec §6.1 and its errata; behaviour from CF's
/// `CFOldStylePList.c`, checked against the toolchain's `plutil`).
///
/// Every error here makes Apple's loader drop the whole table at run time, except
/// `strings.trailing-content` (the loader keeps the entries before the junk and silently drops
/// the rest) and `strings.unterminated-comment` after a complete entry (same).
extension DiagnosticRule {
    public static let stringsUnterminatedString = DiagnosticRule(
        id: "strings.unterminated-string", severity: .error,
        summary: "A quoted string has no closing quote.",
        rationale: "Apple's loader rejects the whole table: every key of the file shows its development-language text or the key itself.",
        source: "CFPropertyList's old-style plist parser (CFOldStylePList.c); plutil -lint rejects the file alike.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = ↓"Sichern;
                "Cancel" = "Abbrechen";
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "Sichern";
                "Cancel" = "Abbrechen";
                """#)),
        ])
    public static let stringsUnescapedQuote = DiagnosticRule(
        id: "strings.unescaped-quote", severity: .error,
        summary: "A quote inside a string ends it early; write it as \\\" (or use “ ” typographic quotes).",
        rationale: "Apple's loader rejects the whole table: every key of the file shows its development-language text or the key itself.",
        source: "CFPropertyList's old-style plist parser (CFOldStylePList.c); plutil -lint rejects the file alike.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", #"""
                "Say \"Hi\"" = "Sag ↓"Hallo"";
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #"""
                "Say \"Hi\"" = "Sag „Hallo“";
                """#)),
        ])
    public static let stringsUnterminatedComment = DiagnosticRule(
        id: "strings.unterminated-comment", severity: .error,
        summary: "A /* comment has no closing */.",
        rationale: "Apple's loader keeps the entries before the comment and silently drops every entry after it.",
        source: "CFPropertyList's old-style plist parser (CFOldStylePList.c); plutil -lint rejects the file alike.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "Sichern";
                ↓/* Cancel button
                "Cancel" = "Abbrechen";
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "Sichern";
                /* Cancel button */
                "Cancel" = "Abbrechen";
                """#)),
        ])
    public static let stringsMissingEquals = DiagnosticRule(
        id: "strings.missing-equals", severity: .error,
        summary: "A key is followed by something other than '=' or ';'.",
        rationale: "Apple's loader rejects the whole table: every key of the file shows its development-language text or the key itself.",
        source: "CFPropertyList's old-style plist parser (CFOldStylePList.c); plutil -lint rejects the file alike.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" ↓: "Sichern";
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "Sichern";
                """#)),
        ])
    public static let stringsMissingValue = DiagnosticRule(
        id: "strings.missing-value", severity: .error,
        summary: "'=' is not followed by a quoted or unquoted string.",
        rationale: "Apple's loader rejects the whole table: every key of the file shows its development-language text or the key itself.",
        source: "CFPropertyList's old-style plist parser (CFOldStylePList.c); plutil -lint rejects the file alike.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = ↓;
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "";
                """#)),
        ])
    public static let stringsMissingSemicolon = DiagnosticRule(
        id: "strings.missing-semicolon", severity: .error,
        summary: "An entry does not end with ';'.",
        rationale: "Apple's loader rejects the whole table: every key of the file shows its development-language text or the key itself.",
        source: "CFPropertyList's old-style plist parser (CFOldStylePList.c); plutil -lint rejects the file alike.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", """
                "Save" = "Sichern"↓
                "Cancel" = "Abbrechen";
                """)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", """
                "Save" = "Sichern";
                "Cancel" = "Abbrechen";
                """)),
        ])
    public static let stringsUnexpectedCharacter = DiagnosticRule(
        id: "strings.unexpected-character", severity: .error,
        summary: "A character that cannot start a key where a key is expected.",
        rationale: "Apple's loader rejects the whole table: every key of the file shows its development-language text or the key itself.",
        source: "CFPropertyList's old-style plist parser (CFOldStylePList.c); plutil -lint rejects the file alike.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", #"""
                ↓= "Sichern";
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #"""
                Save = "Sichern";
                """#)),
        ])
    public static let stringsTrailingContent = DiagnosticRule(
        id: "strings.trailing-content", severity: .error,
        summary: "Junk after a complete entry; Apple's loader silently ignores the rest of the file.",
        rationale: "The entries before the junk load and the rest are dropped without a message, so a few keys show untranslated at run time.",
        source: "CFPropertyList's old-style plist parser (CFOldStylePList.c); plutil -lint rejects the file alike.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "Sichern"; ↓}
                "Cancel" = "Abbrechen";
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "Sichern";
                "Cancel" = "Abbrechen";
                """#)),
        ])
    public static let stringsUnsupportedValue = DiagnosticRule(
        id: "strings.unsupported-value", severity: .error,
        summary: "An array, dictionary or data value; a localized string table needs string values.",
        rationale: "Bundle lookups return a non-string for the key, which SwiftUI and NSLocalizedString cannot show; the key appears instead.",
        source: "Apple, \"Resource Programming Guide: String Resources\" (a strings file maps keys to strings); CFOldStylePList.c parses the other values.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", #"""
                "Colors" = ↓("Rot", "Blau");
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #"""
                "Colors" = "Rot, Blau";
                """#)),
        ])
    public static let stringsDuplicateKey = DiagnosticRule(
        id: "strings.duplicate-key", severity: .warning,
        summary: "A key appears more than once; the last value wins.",
        rationale: "The first translation is silently replaced; usually two source strings were merged, or a translator edited the wrong line.",
        source: "CFOldStylePList.c (a later value replaces an earlier one in the dictionary); Xcode warns about duplicate keys when it compiles the table.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "Sichern";
                ↓"Save" = "Speichern";
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "Sichern";
                "Save As…" = "Speichern unter …";
                """#)),
        ])

    /// Rules the `.strings` reader may report (besides `common`).
    public static let strings: [DiagnosticRule] = [
        .stringsUnterminatedString, .stringsUnescapedQuote, .stringsUnterminatedComment, .stringsMissingEquals,
        .stringsMissingValue, .stringsMissingSemicolon, .stringsUnexpectedCharacter, .stringsTrailingContent,
        .stringsUnsupportedValue, .stringsDuplicateKey,
    ]
}
