import LocalizationCatalog

/// `text.control-character`: a string holding a control character no screen shows: C0 controls
/// other than tab, line feed and carriage return, DEL, the C1 controls U+0080–U+009F, and the
/// noncharacters U+FFFE and U+FFFF. One finding per string, naming the first and how many.
///
/// Every string is checked, the development language's included. U+FFFD is left to the readers,
/// which report the bytes it replaced.
package enum ControlCharacter: TableRule {
    package static let rule = DiagnosticRule(
        id: "text.control-character", severity: .warning,
        summary: "A string holds a control character (U+0000–U+001F other than tab and line breaks, U+007F–U+009F) or a noncharacter, which no screen shows as text.",
        rationale: "Control characters come from copying out of terminals, PDFs and word processors (a backspace, an escape, a C1 character where a Windows-1252 quote was meant). Text views show nothing or a replacement box for them, some tools cut the string at U+0000, and in a .po file msgfmt passes them on to the program.",
        source: "Unicode Standard, chapter 23.1 \"Control Codes\" (C0 and C1 controls have no visible representation) and chapter 23.7 \"Noncharacters\"; Weblate's autofix \"Control characters removal\" and Translate Toolkit's pofilter test 'escapes' flag the same characters.",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "save" = "Save";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "save" = ↓"Sichern\U001B";
                    """#)),
            .triggering(ExampleFile("fr/LC_MESSAGES/messages.po", "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Language: fr\\n\"\n\nmsgid \"It's done\"\n↓msgstr \"C\u{92}est fait\"\n")),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "columns" = "Name\tSize\n";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "columns" = "Name\tGröße\n";
                    """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for text in context.unusualTexts(table) where mayHaveControl(text.text) {
            var first: (offset: Int, scalar: Unicode.Scalar)?
            var count = 0
            for (offset, scalar) in text.text.unicodeScalars.enumerated() where isControl(scalar) {
                if first == nil { first = (offset, scalar) }
                count += 1
            }
            guard let first else { continue }
            let more = count > 1 ? " and \(count - 1) more" : ""
            findings.append(Diagnostic(
                rule, at: text.location,
                "\(text.subject) holds the control character \(codePoint(first.scalar)) at character \(first.offset + 1)\(more), which is not shown as text; remove it or write what it stood for"))
        }
        return findings
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// A byte scan: C0 and DEL bytes, C1 (`C2 80`–`C2 9F`) and U+FFFE/U+FFFF (`EF BF BE/BF`) leads.
    private static func mayHaveControl(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return true }
            if byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) || (previous == 0xBF && byte >= 0xBE) {
                return true
            }
            previous = byte
        }
        return false
    }
}
