import LocalizationCatalog

/// `text.whitespace-mismatch`: a translation whose leading or trailing whitespace differs from
/// its source's, in any of the four formats. Each edge is compared as two counts: line breaks
/// (`\n`, `\r\n`, `\r`, U+2028, U+2029) and horizontal spaces (space, tab, no-break spaces and the
/// other Unicode spaces, all alike, so a French no-break space for a space is no finding).
///
/// Left out: a substitution's variants, which are fragments inside the format string (their
/// edges are not the text's edges, and a translation may move a space between the two); pairs
/// where either string is empty or only whitespace; space-only differences in
/// languages written without spaces between words (ja, zh, th, lo, km, my), where a colon needs no
/// space after it; and in gettext an edge where one string has `\n` and the other not, which
/// `po.newline-mismatch` reports as msgfmt does.
package enum WhitespaceMismatch: TableRule {
    package static let rule = DiagnosticRule(
        id: "text.whitespace-mismatch", severity: .warning,
        summary: "A translation begins or ends with different whitespace than its source: a space or line break added or dropped.",
        rationale: "Leading and trailing whitespace in a source string is there for the code that joins it with other text: a label followed by a value, a sentence followed by another, lines printed one after the other. When a translation drops or adds it, words run together or a blank line appears in that language only, which no one sees until the screen is shown in it.",
        source: "Translate Toolkit's pofilter tests startwhitespace and endwhitespace and Weblate's checks \"Starting spaces\", \"Trailing space\" and \"Starting or trailing newline\" compare the same edges; msgfmt -c checks only a leading or trailing \\n (GNU gettext manual, \"msgfmt Invocation\").",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Name: " = "Name: ";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "Name: " = ↓"Name:";
                    """#)),
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Downloading…\n" : {
                      "localizations" : {
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : ↓"\nTéléchargement…"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .triggering(ExampleFile("de/LC_MESSAGES/messages.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "  Total: %d"
                ↓msgstr "Summe: %d"
                """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Name: " = "Name: ";
                    "Next " = "Next ";
                    """#),
                ExampleFile("fr.lproj/Localizable.strings", "\"Name: \" = \"Nom\u{A0}: \";\n\"Next \" = \"Suivant \";\n"),
                ExampleFile("ja.lproj/Localizable.strings", #"""
                    "Name: " = "名前：";
                    """#)),
            // The words moved from the format string into the variable's variants: the
            // fragments' edges differ, the text the user sees does not.
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld votes from %lld voters" : {
                      "localizations" : {
                        "uk" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@votes@%#@voters@" },
                          "substitutions" : {
                            "votes" : {
                              "argNum" : 1, "formatSpecifier" : "lld",
                              "variations" : { "plural" : {
                                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg голос від " } },
                                "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg голоси від " } },
                                "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg голосів від " } },
                                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg голосу від " } }
                              } }
                            },
                            "voters" : {
                              "argNum" : 2, "formatSpecifier" : "lld",
                              "variations" : { "plural" : {
                                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg людини" } },
                                "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg людей" } },
                                "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg людей" } },
                                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg людини" } }
                              } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let pairs = context.translationPairs(table)
        // Decided in place; a pair is copied only when an edge has white space.
        for i in pairs.apple.indices where !pairs.apple[i].isFragment
            && (mayHaveEdgeWhitespace(pairs.apple[i].source) || mayHaveEdgeWhitespace(pairs.apple[i].translation)) {
            if let finding = check(pairs.apple[i], gettext: false) { findings.append(finding) }
        }
        for i in pairs.gettext.indices
            where mayHaveEdgeWhitespace(pairs.gettext[i].source) || mayHaveEdgeWhitespace(pairs.gettext[i].translation) {
            if let finding = check(pairs.gettext[i], gettext: true) { findings.append(finding) }
        }
        return findings
    }

    private static func check(_ pair: TextPair, gettext: Bool) -> Diagnostic? {
        // Most strings have no whitespace at either edge: decide that without scanning.
        guard mayHaveEdgeWhitespace(pair.source) || mayHaveEdgeWhitespace(pair.translation) else { return nil }
        let source = Edges(pair.source), translation = Edges(pair.translation)
        guard !source.isBlank, !translation.isBlank else { return nil }
        let spacesMatter = !languagesWithoutWordSpaces.contains(language(of: pair.locale))
        var differences: [String] = []
        for (name, a, b) in [("begins", source.leading, translation.leading), ("ends", source.trailing, translation.trailing)] {
            // msgfmt's own check (po.newline-mismatch) covers a \n on one side only.
            if gettext, (a.lineBreaks > 0) != (b.lineBreaks > 0) { continue }
            let breaksDiffer = a.lineBreaks != b.lineBreaks
            let spacesDiffer = spacesMatter && a.spaces != b.spaces
            guard breaksDiffer || spacesDiffer else { continue }
            differences.append("\(name) with \(b.description) where the source has \(a.description)")
        }
        guard !differences.isEmpty else { return nil }
        return Diagnostic(
            rule, at: pair.location,
            "\(pair.subject) \(differences.joined(separator: " and ")) (source \(quotedEdges(pair.source)), translation \(quotedEdges(pair.translation)))")
    }

    /// ISO 639 codes of languages whose script puts no space between words.
    private static let languagesWithoutWordSpaces: Set<Substring> = ["ja", "zh", "th", "lo", "km", "my", "yue", "bo", "dz"]

    private static func language(of locale: String) -> Substring {
        locale.prefix { $0 != "-" && $0 != "_" && $0 != "@" && $0 != "." }.lowercased()[...]
    }

    /// By the first and last bytes: ASCII whitespace, or a non-ASCII character whose scalar is
    /// then looked at (no ASCII character but these is whitespace).
    private static func mayHaveEdgeWhitespace(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        func ascii(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        if ascii(first) || ascii(last) { return true }
        guard first >= 0x80 || last >= 0x80 else { return false }
        return isWhiteSpace(text.unicodeScalars.first!) || isWhiteSpace(text.unicodeScalars.last!)
    }

    /// Unicode's White_Space property (PropList.txt lists these 25 scalars), without its tables.
    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The string with its edges escaped, shortened in the middle: `"  Total: %d"`, `"Name:\n"`.
    private static func quotedEdges(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let shown = scalars.count <= 40 ? scalars : Array(scalars.prefix(18)) + ["…"] + Array(scalars.suffix(18))
        var out = "\""
        for scalar in shown {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case " ", "…": out.unicodeScalars.append(scalar)
            default:
                if WhitespaceMismatch.isWhiteSpace(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// The whitespace at the two ends of a string.
private struct Edges {
    struct Run: Equatable {
        var lineBreaks = 0
        var spaces = 0

        var description: String {
            var parts: [String] = []
            if lineBreaks > 0 { parts.append(lineBreaks == 1 ? "a line break" : "\(lineBreaks) line breaks") }
            if spaces > 0 { parts.append(spaces == 1 ? "a space" : "\(spaces) spaces") }
            return parts.isEmpty ? "no whitespace" : parts.joined(separator: " and ")
        }
    }

    var leading = Run()
    var trailing = Run()
    /// Empty or only whitespace.
    var isBlank = true

    init(_ text: String) {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !WhitespaceMismatch.isWhiteSpace($0) }) else { return }
        isBlank = false
        let end = scalars.lastIndex(where: { !WhitespaceMismatch.isWhiteSpace($0) })!
        leading = Self.run(scalars[scalars.startIndex..<start])
        trailing = Self.run(scalars[scalars.index(after: end)...])
    }

    private static func run(_ scalars: Substring.UnicodeScalarView) -> Run {
        var run = Run()
        var previous: Unicode.Scalar?
        for scalar in scalars {
            switch scalar {
            case "\n": if previous != "\r" { run.lineBreaks += 1 }
            case "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{85}": run.lineBreaks += 1
            default: run.spaces += 1
            }
            previous = scalar
        }
        return run
    }
}
