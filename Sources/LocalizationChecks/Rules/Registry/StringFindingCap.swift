import LocalizationCatalog

/// At most ``limit`` findings about one string; the last one kept says how many more there are.
///
/// A translation with 20,000 stray `%@` would otherwise cost 20,000 findings, each placed by a
/// scan of the string (quadratic time), and bury the report; ten say all a translator needs.
struct StringFindingCap {
    static let limit = 10
    private(set) var kept = 0
    private(set) var skipped = 0

    /// True while findings are still kept; counts the ones that are not.
    mutating func admit() -> Bool {
        if kept < Self.limit {
            kept += 1
            return true
        }
        skipped += 1
        return false
    }

    /// Appends "and N more" to the last finding kept, when any were left out.
    func summarise(_ diagnostics: inout [Diagnostic], what: String = "format findings") {
        guard skipped > 0, let last = diagnostics.indices.last else { return }
        diagnostics[last].message += " (and \(skipped) more \(what) in this string, not listed)"
    }
}
