import FormatStrings
import LocalizationCatalog

/// `text.argument-not-isolated` (a note): a right-to-left translation prints a string argument
/// (`%@`) with no directional isolate around it, and the argument touches a neutral character
/// (punctuation, a digit, a bracket) that a left-to-right argument can pull to the wrong side.
///
/// A file name or user name in Latin letters inside an Arabic sentence takes the punctuation next
/// to it into its own run ("«Report.txt» حذف؟" shows the quotes or the question mark reordered).
/// Wrapping the directive in FSI … PDI (U+2068 … U+2069) keeps it apart; SwiftUI does not do it
/// for `%@`. One note per string.
public enum ArgumentNotIsolated: TableRule {
    public static let rule = DiagnosticRule(
        id: "text.argument-not-isolated", severity: .note,
        summary: "A right-to-left translation prints a string argument (%@) next to punctuation or digits with no bidi isolate (U+2068 … U+2069) around it, so a left-to-right value can reorder the text beside it.",
        rationale: "The bidirectional algorithm resolves neutral characters by their neighbours: a Latin file name before a quotation mark or a number in an Arabic or Hebrew sentence captures them into its left-to-right run, and the user sees the marks on the wrong side. An isolate around the argument (FSI %@ PDI) makes it one neutral unit; Unicode recommends isolating every inserted value.",
        source: "Unicode Standard Annex #9, \"Unicode Bidirectional Algorithm\" §6.3 (isolates for text of unknown direction inserted into other text); W3C, \"Strings and bidi\" (isolate interpolated values).",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "delete.file" = "Delete “%@”?";
                    """#),
                ExampleFile("ar.lproj/Localizable.strings", #"""
                    "delete.file" = ↓"حذف «%@»؟";
                    """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "delete.file" = "Delete “%@”?";
                    """#),
                ExampleFile("ar.lproj/Localizable.strings", #"""
                    "delete.file" = "حذف «⁨%@⁩»؟";
                    """#)),
        ])

    public static var rules: [DiagnosticRule] { [rule] }

    public static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let pairs = context.translationPairs(table)
        var direction = RightToLeftDirection.Memo()
        for pair in pairs.apple where direction.isRightToLeft(pair.locale) && pair.translation.utf8.contains(UInt8(ascii: "@")) {
            let bytes = Array(pair.translation.utf8)
            for directive in FormatStringParser.parse(pair.translation, dialect: .foundation).directives
            where directive.kind == .object && directive.variable == nil {
                let before = character(before: directive.byteRange.lowerBound, in: bytes)
                let after = character(at: directive.byteRange.upperBound, in: bytes)
                if before == "\u{2068}" || before == "\u{2066}" || before == "\u{2067}" { continue }
                guard isNeutral(before) || isNeutral(after) else { continue }
                let written = String(decoding: bytes[directive.byteRange], as: UTF8.self)
                findings.append(Diagnostic(
                    rule, at: pair.location,
                    "\(pair.subject) prints '\(written)' beside '\((isNeutral(before) ? before : after).map(String.init) ?? "")' with no isolate: a left-to-right value there can move the mark; write U+2068 \(written) U+2069"))
                break
            }
        }
        return findings
    }

    /// Punctuation, symbols and digits take their direction from their neighbours.
    static func isNeutral(_ c: Character?) -> Bool {
        guard let c, let scalar = c.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .otherPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .dashPunctuation, .mathSymbol, .currencySymbol: return true
        default: return false
        }
    }

    static func character(before offset: Int, in bytes: [UInt8]) -> Character? {
        guard offset > 0 else { return nil }
        var start = offset - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self).first
    }

    static func character(at offset: Int, in bytes: [UInt8]) -> Character? {
        guard offset < bytes.count else { return nil }
        return String(decoding: bytes[offset...].prefix(4), as: UTF8.self).first
    }
}
