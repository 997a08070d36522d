extension DiagnosticRule {
    /// Every rule the catalog layer reports, sorted by identifier (for `l10n-check rules`).
    public static var all: [DiagnosticRule] {
        (common + strings + stringsdict + xcstrings + po).sorted { $0.id < $1.id }
    }
}
