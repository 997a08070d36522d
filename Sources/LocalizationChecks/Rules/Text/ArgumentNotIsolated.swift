import FormatStrings
import LocalizationCatalog

/// `text.argument-not-isolated` (a note): a right-to-left translation prints a string argument
/// (`%@`; in gettext formats `%s`, `%(name)s`, `{name}`) with no directional isolate around it,
/// and the argument touches a neutral character (punctuation, a digit, a bracket) or is only a
/// space away from a number, which a left-to-right argument can pull to the wrong side.
///
/// A file name or user name in Latin letters inside an Arabic sentence takes the punctuation next
/// to it into its own run ("«Report.txt» حذف؟" shows the quotes or the question mark reordered).
/// Wrapping the directive in FSI … PDI (U+2068 … U+2069) keeps it apart; SwiftUI does not do it
/// for `%@`. One note per entry and localization.
package enum ArgumentNotIsolated: TableRule {
    package static let rule = DiagnosticRule(
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

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let pairs = context.translationPairs(table)
        var direction = RightToLeftDirection.Memo()
        // One note per entry and localization: the plural forms of one message share the fix.
        var noted = Set<String>()
        func add(_ finding: Diagnostic?, _ pair: TextPair) {
            guard let finding, noted.insert(pair.location.file + "\u{1}" + pair.locale + "\u{1}" + pair.key).inserted else { return }
            findings.append(finding)
        }
        for i in pairs.apple.indices where direction.isRightToLeft(pairs.apple[i].locale) && pairs.apple[i].translation.utf8.contains(UInt8(ascii: "@")) {
            add(check(pairs.apple[i], dialect: .foundation), pairs.apple[i])
        }
        for i in pairs.gettext.indices where pairs.gettext[i].dialect != nil && direction.isRightToLeft(pairs.gettext[i].locale)
            && pairs.gettext[i].translation.utf8.contains(UInt8(ascii: "%")) {
            add(check(pairs.gettext[i], dialect: pairs.gettext[i].dialect!), pairs.gettext[i])
        }
        return findings
    }

    /// The first string directive of the pair's translation that touches a neutral character, or
    /// that only white space separates from a number (a digit or a numeric directive: the number
    /// joins a left-to-right value's run, UAX #9 rule W7).
    static func check(_ pair: TextPair, dialect: FormatDialect) -> Diagnostic? {
        let bytes = Array(pair.translation.utf8)
        let directives = FormatStringParser.parse(pair.translation, dialect: dialect).directives
        let numeric = directives.filter { d in
            switch d.kind {
            case .int32, .int64, .uint32, .uint64, .double, .longDouble, .pythonInteger, .pythonFloat: true
            default: false
            }
        }
        for directive in directives where isString(directive) {
            let before = character(before: directive.byteRange.lowerBound, in: bytes)
            let after = character(at: directive.byteRange.upperBound, in: bytes)
            if before == "\u{2068}" || before == "\u{2066}" || before == "\u{2067}" { continue }
            let written = String(decoding: bytes[directive.byteRange], as: UTF8.self)
            var beside: String?
            if isNeutral(before) || isNeutral(after) {
                beside = "'\((isNeutral(before) ? before : after).map(String.init) ?? "")'"
            } else if let number = number(near: directive.byteRange, in: bytes, numeric: numeric) {
                beside = "the number '\(number)'"
            }
            guard let beside else { continue }
            return Diagnostic(
                rule, at: pair.location,
                "\(pair.subject) prints '\(written)' beside \(beside) with no isolate: a left-to-right value there can move it; write U+2068 \(written) U+2069")
        }
        return nil
    }

    /// A string argument: `%@`, `%s`, `%(name)s`, `{name}` read as text.
    static func isString(_ d: FormatDirective) -> Bool {
        guard d.variable == nil, d.argument != nil else { return false }
        switch d.kind {
        case .object, .cString, .wideCString, .pythonString, .pythonAny, .any: return true
        default: return false
        }
    }

    /// A digit or numeric directive that only spaces separate from `range`, as written.
    static func number(near range: Range<Int>, in bytes: [UInt8], numeric: [FormatDirective]) -> String? {
        var end = range.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        if end > range.upperBound {
            if let d = numeric.first(where: { $0.byteRange.lowerBound == end }) { return String(decoding: bytes[d.byteRange], as: UTF8.self) }
            if end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { return String(UnicodeScalar(bytes[end])) }
        }
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
        if start < range.lowerBound {
            if let d = numeric.first(where: { $0.byteRange.upperBound == start }) { return String(decoding: bytes[d.byteRange], as: UTF8.self) }
            if start > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start - 1]) { return String(UnicodeScalar(bytes[start - 1])) }
        }
        return nil
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
