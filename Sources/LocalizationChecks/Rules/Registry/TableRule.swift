import LocalizationCatalog

/// A check the linter runs over every table, after the readers.
///
/// A semantic rule is one type in one file under `Rules/<Family>/`, reporting the one rule it
/// describes; adding it to ``RuleRegistry/checks`` is the only other change. A few older checks
/// share one pass over the table between several rules (the format comparison reports six), and
/// list each of them.
public protocol TableRule: Sendable {
    /// The rules this check reports, each with its description and examples.
    static var rules: [DiagnosticRule] { get }
    /// The findings in `table`, in no particular order.
    static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic]
}

/// What a check knows besides the table.
public struct RuleContext: Sendable {
    /// The development language given on the command line (`--development-language`), if any.
    public var developmentLanguage: String?

    public init(developmentLanguage: String? = nil) {
        self.developmentLanguage = developmentLanguage
    }
}
