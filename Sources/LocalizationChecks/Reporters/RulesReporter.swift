import Foundation
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
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                return "\(rule.id)\(pad)  \(severity)  \(rule.summary)\n"
            }.joined()
        case .json:
            struct Row: Encodable { var id: String, severity: Severity, summary: String }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let rows = rules.map { Row(id: $0.id, severity: $0.severity, summary: $0.summary) }
            return String(decoding: (try? encoder.encode(rows)) ?? Data("[]".utf8), as: UTF8.self) + "\n"
        }
    }
}
