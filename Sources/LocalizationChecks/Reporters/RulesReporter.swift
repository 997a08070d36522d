import LocalizationCatalog

/// Prints the rule reference: `l10n-check rules` (one line per rule, or a JSON array),
/// `l10n-check rules ID` (each rule in full, with its examples) and `docs/rules.md`.
public struct RulesReporter: Sendable {
    public init() {}

    /// The list: `ID  severity  summary` lines in text; in JSON an array of
    /// `{"id", "severity", "summary", "rationale", "source", "examples"}` objects, each example
    /// `{"triggers", "files": [{"path", "text"}]}` with its `↓` markers.
    public func render(_ rules: [DiagnosticRule], format: LintCommand.OutputFormat) -> String {
        switch format {
        case .text, .sarif, .github:
            let width = rules.map(\.id.count).max() ?? 0
            return rules.map { rule in
                let pad = String(repeating: " ", count: width - rule.id.count)
                let severity = rule.severity.rawValue + String(repeating: " ", count: max(0, 7 - rule.severity.rawValue.count))
                return "\(rule.id)\(pad)  \(severity)  \(rule.summary)\n"
            }.joined()
        case .json:
            return String(decoding: XCStringsWriter.write(JSONNode(.array(rules.map(json)))), as: UTF8.self) + "\n"
        case .markdown:
            return markdown(rules)
        }
    }

    /// Each rule in full, for `l10n-check rules ID …`.
    public func detail(_ rules: [DiagnosticRule], format: LintCommand.OutputFormat) -> String {
        switch format {
        case .json: return render(rules, format: .json)
        case .markdown: return rules.map(markdownSection).joined(separator: "\n")
        case .text, .sarif, .github: break
        }
        return rules.map { rule in
            var text = "\(rule.id) (\(rule.severity.rawValue))\n\n\(rule.summary)\n"
            if !rule.rationale.isEmpty { text += "\nWhy: \(rule.rationale)\n" }
            if !rule.source.isEmpty { text += "\nSource: \(rule.source)\n" }
            for (kind, examples) in [("Reported", rule.examples.filter(\.triggers)), ("Accepted", rule.examples.filter { !$0.triggers })]
            where !examples.isEmpty {
                text += "\n\(kind)\(kind == "Reported" ? " (↓ marks each finding)" : ""):\n"
                for example in examples {
                    text += "\n" + settings(example).map { "  (\($0))\n" }.joined()
                    for file in example.files {
                        text += "  \(file.path)\(encodingNote(file))\n"
                        for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
                            text += "  | \(TextReporter.printable(String(line)))\n"
                        }
                    }
                }
            }
            return text
        }.joined(separator: "\n")
    }

    /// `docs/rules.md`: a table of every rule, then a section per rule.
    public func markdown(_ rules: [DiagnosticRule]) -> String {
        var text = """
            # Rules

            Every rule `l10n-check` reports, with its stable ID and default severity. This file is made by
            `swift run l10n-check rules --format markdown > docs/rules.md`; a test fails when it is stale.
            `l10n-check rules ID` prints one rule with its examples. In each reported example `↓` marks
            where a finding is (the marker is not part of the file).

            | Rule | Severity | Summary |
            | --- | --- | --- |

            """
        for rule in rules {
            text += "| [`\(rule.id)`](#\(anchor(rule))) | \(rule.severity.rawValue) | \(cell(rule.summary)) |\n"
        }
        for rule in rules { text += "\n" + markdownSection(rule) }
        return text
    }

    private func markdownSection(_ rule: DiagnosticRule) -> String {
        "<a id=\"\(anchor(rule))\"></a>\n## `\(rule.id)`\n\n" + markdownBody(rule)
    }

    /// The rule in Markdown without its heading: severity and summary, why, source, examples.
    /// SARIF's `help.markdown` carries it.
    func markdownBody(_ rule: DiagnosticRule) -> String {
        var text = "**\(rule.severity.rawValue)**: \(rule.summary)\n"
        if !rule.rationale.isEmpty { text += "\n**Why:** \(rule.rationale)\n" }
        if !rule.source.isEmpty { text += "\n**Source:** \(rule.source)\n" }
        for (kind, examples) in [("Reported", rule.examples.filter(\.triggers)), ("Accepted", rule.examples.filter { !$0.triggers })]
        where !examples.isEmpty {
            text += "\n**\(kind):**\n"
            for example in examples {
                for setting in settings(example) { text += "\n\(setting)\n" }
                for file in example.files {
                    let fence = String(repeating: "`", count: max(3, longestBacktickRun(file.text) + 1))
                    text += "\n`\(file.path)`\(encodingNote(file))\n\n\(fence)\n\(file.text)\(file.text.hasSuffix("\n") ? "" : "\n")\(fence)\n"
                }
            }
        }
        return text
    }

    private func json(_ rule: DiagnosticRule) -> JSONNode {
        let examples = rule.examples.map { example in
            JSONNode(.object(JSONObject([
                JSONMember(name: "triggers", node: JSONNode(.bool(example.triggers))),
                JSONMember(name: "files", node: JSONNode(.array(example.files.map { file in
                    JSONNode(.object(JSONObject([
                        JSONMember(name: "path", node: JSONNode(.string(file.path))),
                        JSONMember(name: "text", node: JSONNode(.string(file.text))),
                    ])))
                }))),
            ])))
        }
        return JSONNode(.object(JSONObject([
            JSONMember(name: "id", node: JSONNode(.string(rule.id))),
            JSONMember(name: "severity", node: JSONNode(.string(rule.severity.rawValue))),
            JSONMember(name: "summary", node: JSONNode(.string(rule.summary))),
            JSONMember(name: "rationale", node: JSONNode(.string(rule.rationale))),
            JSONMember(name: "source", node: JSONNode(.string(rule.source))),
            JSONMember(name: "examples", node: JSONNode(.array(examples))),
        ])))
    }

    /// The options an example runs with, as `l10n-check` arguments.
    private func settings(_ example: RuleExample) -> [String] {
        var settings: [String] = []
        if let language = example.developmentLanguage { settings.append("with --development-language \(language)") }
        if let cap = example.maximumFileSize { settings.append("with a size cap of \(cap) bytes") }
        if let platform = example.platform { settings.append("rendered for --platform \(platform)") }
        return settings
    }

    private func encodingNote(_ file: ExampleFile) -> String {
        switch file.encoding {
        case .utf8: ""
        case .utf16LittleEndian(let byteOrderMark): byteOrderMark ? " (UTF-16LE with a BOM)" : " (UTF-16LE without a BOM)"
        case .utf16LittleEndianCutShort: " (UTF-16LE with a BOM, its last byte cut off)"
        case .bytes: " (one byte per character, U+0000–U+00FF)"
        case .danglingLink: " (a symbolic link to a path that does not exist)"
        }
    }

    private func anchor(_ rule: DiagnosticRule) -> String {
        rule.id.replacingDots()
    }

    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    private func longestBacktickRun(_ text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}

extension String {
    fileprivate func replacingDots() -> String { String(map { $0 == "." ? "-" : $0 }) }

    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
