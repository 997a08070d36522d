import LocalizationCatalog

/// Prints the rule reference (`l10n-check rules`): one line per rule in text, or a JSON array of
/// `{"id", "severity", "summary"}` objects.
public struct RulesReporter: Sendable {
    public init() {}

    public func render(_ rules: [DiagnosticRule], format: LintCommand.OutputFormat) -> String {
        switch format {
        case .text:
            let width = rules.map(\.id.count).max() ?? 0
            return rules.map { rule in
                let pad = String(repeating: " ", count: width - rule.id.count)
                let severity = rule.severity.rawValue + String(repeating: " ", count: max(0, 7 - rule.severity.rawValue.count))
                return "\(rule.id)\(pad)  \(severity)  \(rule.summary)\n"
            }.joined()
        case .json:
            let rows = rules.map { rule in
                JSONNode(.object(JSONObject([
                    JSONMember(name: "id", node: JSONNode(.string(rule.id))),
                    JSONMember(name: "severity", node: JSONNode(.string(rule.severity.rawValue))),
                    JSONMember(name: "summary", node: JSONNode(.string(rule.summary))),
                ])))
            }
            return String(decoding: XCStringsWriter.write(JSONNode(.array(rows))), as: UTF8.self) + "\n"
        }
    }
}
