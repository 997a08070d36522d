/// The description of a kind of finding, with a stable identifier such as
/// `strings.missing-semicolon`: what it finds, why it matters, where the behaviour is
/// documented, and examples that show it.
///
/// Identifiers never change once released: CI configurations and suppressions refer to them.
/// Readers declare their syntax rules beside them (`…Rules.swift`); the semantic rules of
/// `LocalizationChecks` are one type each under `Rules/<Family>/`. `RuleRegistry` lists them all.
public struct DiagnosticRule: Sendable, Hashable {
    /// Stable identifier: `<area>.<kebab-case-name>`.
    public let id: String
    /// The severity a finding of this rule has unless the reader decides otherwise.
    public let severity: Severity
    /// One line saying what the rule finds, for `l10n-check rules` and documentation.
    public let summary: String
    /// Why it matters: what a user of the app sees, or which tool rejects the file.
    public let rationale: String
    /// Where the behaviour is documented or measured: an Apple page, a gettext manual node, a
    /// CLDR/UTS #35 section, a tool checked against.
    public let source: String
    /// Files the rule reports (with `↓` where) and files it accepts.
    public let examples: [RuleExample]

    public init(
        id: String, severity: Severity, summary: String, rationale: String = "", source: String = "",
        examples: [RuleExample] = []
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.source = source
        self.examples = examples
    }

    public static func == (lhs: DiagnosticRule, rhs: DiagnosticRule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
