import LocalizationCatalog
import Resolution

/// `text.markdown-mismatch`: an Apple-format translation whose inline Markdown, read as SwiftUI
/// reads a `LocalizedStringKey` (``StyledText/markdown(_:)``), has a different number of bold,
/// italic, strikethrough, code or link spans than its source's. The text inside the spans and
/// the link targets may differ (a localized help page is fine); the structure may not.
///
/// gettext catalogs are left out: nothing in gettext reads Markdown.
package enum MarkdownMismatch: TableRule {
    package static let rule = DiagnosticRule(
        id: "text.markdown-mismatch", severity: .warning,
        summary: "A translation's Markdown styling differs from its source's: a bold, italic, strikethrough, code or link span added or lost (often '** %@ **', which CommonMark does not read as bold).",
        rationale: "SwiftUI reads a localized string key's translation as inline Markdown, so the translation decides what is bold or a link. A translator who adds spaces inside the asterisks ('** %@ **'), a space between a link's text and its URL ('[Help] (https://…)') or drops one asterisk makes that language show the asterisks and brackets as typed, and lose the link.",
        source: "Apple, \"Text\" (init(_:tableName:bundle:comment:) reads the localized string's inline Markdown) and AttributedString's inlineOnlyPreservingWhitespace; CommonMark 0.30, \"Emphasis and strong emphasis\" (a delimiter run followed by whitespace is not left-flanking and cannot open emphasis) and \"Links\" (no whitespace between the link text and the destination).",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "delete.confirm" = "Delete **%@**?";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "delete.confirm" = ↓"** %@ ** löschen?";
                    """#)),
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Read the [privacy policy](https://example.com/privacy)." : {
                      "localizations" : {
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : ↓"Lisez la [politique de confidentialité] (https://example.com/fr/privacy)."
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "delete.confirm" = "Delete **%@**?";
                    "help" = "See [Help](https://example.com/help) or use `--verbose`.";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "delete.confirm" = "**%@** löschen?";
                    "help" = "Siehe [Hilfe](https://example.com/de/help) oder nutze `--verbose`.";
                    """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let pairs = context.translationPairs(table).apple
        for i in pairs.indices where mayHaveMarkdown(pairs[i].source) || mayHaveMarkdown(pairs[i].translation) {
            let pair = pairs[i]
            let source = Spans(StyledText.markdown(pair.source))
            let translation = Spans(StyledText.markdown(pair.translation))
            guard source != translation else { continue }
            let differences = Spans.names.indices.compactMap { index -> String? in
                let (a, b) = (source.counts[index], translation.counts[index])
                guard a != b else { return nil }
                return "\(count(b, Spans.names[index])) where the source has \(a)"
            }
            findings.append(Diagnostic(
                rule, at: pair.location,
                "\(pair.subject) has \(differences.joined(separator: ", ")) (source \(quoted(pair.source)), translation \(quoted(pair.translation)))"))
        }
        return findings
    }

    private static func count(_ n: Int, _ name: String) -> String {
        "\(n) \(name) span\(n == 1 ? "" : "s")"
    }

    /// Whether the text has a byte that can open inline Markdown; most strings have none, and
    /// they skip the parser.
    private static func mayHaveMarkdown(_ text: String) -> Bool {
        text.utf8.contains { byte in
            byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`")
                || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<")
        }
    }
}

/// How many spans of each style a styled text has: a span is a stretch of runs that all carry
/// the style (a link span, runs with the same target).
private struct Spans: Equatable {
    static let names = ["bold", "italic", "strikethrough", "code", "link"]
    var counts = [0, 0, 0, 0, 0]

    init(_ text: StyledText) {
        var previous: StyledRun?
        for run in text.runs {
            if run.bold, previous?.bold != true { counts[0] += 1 }
            if run.italic, previous?.italic != true { counts[1] += 1 }
            if run.strikethrough, previous?.strikethrough != true { counts[2] += 1 }
            if run.monospaced, previous?.monospaced != true { counts[3] += 1 }
            if let link = run.link, previous?.link != link { counts[4] += 1 }
            previous = run
        }
    }
}
