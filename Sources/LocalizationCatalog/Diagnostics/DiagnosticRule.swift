/// A kind of finding with a stable identifier, such as `strings.missing-semicolon`.
///
/// Identifiers never change once released: CI configurations and suppressions refer to them.
/// Each format declares its rules in its own `…Rules.swift` file and lists them in `all`.
public struct DiagnosticRule: Sendable, Hashable {
    /// Stable identifier: `<area>.<kebab-case-name>`.
    public let id: String
    /// The severity a finding of this rule has unless the reader decides otherwise.
    public let severity: Severity
    /// One line saying what the rule finds, for `l10n-check rules` and documentation.
    public let summary: String

    public init(id: String, severity: Severity, summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }
}
