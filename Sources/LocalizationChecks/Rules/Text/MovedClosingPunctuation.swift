import LocalizationCatalog

/// `text.rtl-punctuation-moved`: a right-to-left translation that begins with the closing
/// punctuation its source ends with ("?هل تريد الحذف" for "Delete?"), usually typed in a
/// left-to-right editor where the mark looked right at the left edge.
///
/// Text is stored in logical order, and the Unicode Bidirectional Algorithm puts a trailing mark
/// at the left end of a right-to-left line, so the mark belongs at the end; put first, it shows
/// at the right edge, before the first word. Checked for localizations CLDR writes right to left
/// (Arabic, Hebrew, Persian, Urdu, …); the Arabic forms of the marks (`؟`, `،`, `؛`) count.
package enum MovedClosingPunctuation: TableRule {
    package static let rule = DiagnosticRule(
        id: "text.rtl-punctuation-moved", severity: .warning,
        summary: "A right-to-left translation begins with the punctuation its source ends with (\"?هل تريد الحذف\" for \"Delete?\"): it shows at the start of the sentence, not its end.",
        rationale: "Strings are stored in logical (reading) order; the bidirectional algorithm then lays a right-to-left sentence out from the right, so its final mark appears at the left. Translators working in left-to-right tools see the mark on the wrong side and move it to the front of the string, where users then see it before the first word.",
        source: "Unicode Standard Annex #9, \"Unicode Bidirectional Algorithm\" (logical order; neutral characters at the end of a paragraph take the paragraph direction); W3C, \"Inline markup and bidirectional text in HTML\"; Apple HIG, \"Right to left\".",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "delete.title" = "Delete this photo?";
                    """#),
                ExampleFile("ar.lproj/Localizable.strings", #"""
                    "delete.title" = "↓؟هل تريد حذف هذه الصورة";
                    """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "delete.title" = "Delete this photo?";
                    "count" = "%d items.";
                    """#),
                ExampleFile("he.lproj/Localizable.strings", #"""
                    "delete.title" = "למחוק את התמונה?";
                    "count" = "‏%d פריטים.";
                    """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    /// Closing marks, with the Arabic forms that stand for them.
    static let closing: [Character: Set<Character>] = [
        "?": ["?", "؟"], "!": ["!"], ".": ["."], ":": [":"], ",": [",", "،"], ";": [";", "؛"],
        "؟": ["?", "؟"], "…": ["…"],
    ]

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let pairs = context.translationPairs(table)
        var direction = RightToLeftDirection.Memo()
        for pairs in [pairs.apple, pairs.gettext] {
        for i in pairs.indices where !pairs[i].isFragment && direction.isRightToLeft(pairs[i].locale) {
            // By bytes first: most sources end with a letter, most translations begin with one.
            guard mayEndWithMark(pairs[i].source), mayBeginWithMark(pairs[i].translation) else { continue }
            let pair = pairs[i]
            guard let mark = lastMark(pair.source), let marks = closing[mark] else { continue }
            let translation = pair.translation.drop { $0.isWhitespace || isBidiMark($0) }
            guard let first = translation.first, marks.contains(first),
                  let last = translation.reversed().first(where: { !$0.isWhitespace && !isBidiMark($0) }), !marks.contains(last),
                  translation.count > 1 else { continue }
            // At the mark itself: the translation's bytes before it are spaces and bidi marks.
            let offset = pair.translation.utf8.count - translation.utf8.count
            let at = StringPositionLocator.location(ofByte: offset, inValueAt: pair.location, format: pair.format)
            findings.append(Diagnostic(
                rule, at: at,
                "\(pair.subject) begins with '\(first)', which its source ends with: in a right-to-left sentence the mark is stored last and shown at the left; move it to the end"))
        }
        }
        return findings
    }

    /// False when the last byte that is no ASCII space is an ASCII character other than a mark.
    static func mayEndWithMark(_ text: String) -> Bool {
        guard let last = text.utf8.last(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else { return false }
        return last >= 0x80 || asciiMarks.contains(last)
    }

    /// False when the first byte that is no ASCII space is an ASCII character other than a mark,
    /// or the first scalar is a letter.
    static func mayBeginWithMark(_ text: String) -> Bool {
        guard let first = text.utf8.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else { return false }
        if first < 0x80 { return asciiMarks.contains(first) }
        guard let scalar = text.unicodeScalars.first(where: { $0.value > 0x20 }) else { return false }
        return !scalar.properties.isAlphabetic
    }

    static let asciiMarks: Set<UInt8> = Set("?!.:,;".utf8)

    static func lastMark(_ text: String) -> Character? {
        guard let last = text.reversed().first(where: { !$0.isWhitespace }), closing[last] != nil else { return nil }
        // "..." and "?!" end with a mark too; a string that is only punctuation is not a sentence.
        return text.contains(where: \.isLetter) ? last : nil
    }

    /// LRM, RLM, ALM and the embedding, override and isolate controls.
    static func isBidiMark(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
