import LocalizationCatalog

/// `text.unbalanced-bidi`: a string whose explicit bidirectional formatting characters do not
/// pair up: an embedding or override (LRE, RLE, LRO, RLO) without its PDF, an isolate (LRI, RLI,
/// FSI) without its PDI, or a PDF or PDI that closes nothing. Pairs are matched as UAX #9 matches
/// them (BD8–BD9): a PDI closes the innermost open isolate and any embeddings opened inside it.
package enum UnbalancedBidiControl: TableRule {
    package static let rule = DiagnosticRule(
        id: "text.unbalanced-bidi", severity: .warning,
        summary: "A string's bidirectional controls do not pair up: an embedding, override or isolate left open, or a PDF or PDI that closes nothing.",
        rationale: "An embedding or isolate left open runs to the end of the paragraph, so when the string is joined with other text (a name, a count, the next label) that text is laid out in the wrong direction and its words appear in the wrong order; a closer with nothing to close is ignored, which means whoever wrote it meant something else. Tools that strip or reflow text often drop one half of a pair.",
        source: "Unicode Standard Annex #9, \"Unicode Bidirectional Algorithm\" §2 (explicit formatting characters), BD8–BD9 (matching isolate initiators with PDI) and X6a–X7 (a PDF or PDI without its opener does nothing); W3C, \"Inline markup and bidirectional text in HTML\" advises the isolates and balanced pairs.",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "shared" = "%@ shared a file";
                    """#),
                ExampleFile("ar.lproj/Localizable.strings", #"""
                    "shared" = ↓"\U2067%@ شارك ملفًا";
                    """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "shared" = "%@ shared a file";
                    """#),
                ExampleFile("ar.lproj/Localizable.strings", #"""
                    "shared" = "\U2068%@\U2069 شارك ملفًا";
                    """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for text in context.unusualTexts(table) where mayHaveBidiControl(text.text) {
            guard let problem = firstProblem(text.text) else { continue }
            findings.append(Diagnostic(rule, at: text.location, "\(text.subject) \(problem)"))
        }
        return findings
    }

    private enum Opener { case embedding(Unicode.Scalar), isolate(Unicode.Scalar) }

    private static let names: [UInt32: String] = [
        0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO", 0x202E: "RLO",
        0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
    ]

    private static func name(_ scalar: Unicode.Scalar) -> String {
        "\(names[scalar.value] ?? "?") (\(codePoint(scalar)))"
    }

    /// What is wrong, as a message tail; nil when every control pairs up. Paragraph separators
    /// close everything (UAX #9 applies per paragraph).
    static func firstProblem(_ text: String) -> String? {
        var stack: [(opener: Opener, offset: Int)] = []
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar.value {
            case 0x202A, 0x202B, 0x202D, 0x202E:
                stack.append((.embedding(scalar), offset))
            case 0x2066, 0x2067, 0x2068:
                stack.append((.isolate(scalar), offset))
            case 0x202C:
                // A PDF closes an embedding only while no isolate opened after it is open.
                guard case .embedding? = stack.last?.opener else {
                    return "has a \(name(scalar)) at character \(offset + 1) that closes no embedding or override"
                }
                stack.removeLast()
            case 0x2069:
                guard let isolate = stack.lastIndex(where: { if case .isolate = $0.opener { true } else { false } }) else {
                    return "has a \(name(scalar)) at character \(offset + 1) that closes no isolate"
                }
                stack.removeSubrange(isolate...)
            case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029:
                if let open = stack.first { return unclosed(open) }
            default:
                break
            }
        }
        return stack.first.map(unclosed)
    }

    private static func unclosed(_ open: (opener: Opener, offset: Int)) -> String {
        switch open.opener {
        case .embedding(let scalar):
            "opens \(name(scalar)) at character \(open.offset + 1) and never closes it with PDF (U+202C): the text after the string takes its direction"
        case .isolate(let scalar):
            "opens \(name(scalar)) at character \(open.offset + 1) and never closes it with PDI (U+2069): the text after the string is isolated with it"
        }
    }

    /// A byte scan for `E2 80 AA`–`E2 80 AE` and `E2 81 A6`–`E2 81 A9`.
    private static func mayHaveBidiControl(_ text: String) -> Bool {
        var lead: UInt8 = 0, second: UInt8 = 0
        for byte in text.utf8 {
            if lead == 0xE2, (second == 0x80 && (0xAA...0xAE).contains(byte)) || (second == 0x81 && (0xA6...0xA9).contains(byte)) {
                return true
            }
            lead = second
            second = byte
        }
        return false
    }
}
