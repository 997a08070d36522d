/// At most `limit` findings of one kind in one place (a string, a file); the last one kept
/// says how many more there are.
///
/// A translation with 20,000 stray `%@`, or a binary file renamed `.po`, would otherwise cost a
/// finding each, and time and output without bound; the first few say all a person needs.
package struct FindingCap {
    /// Format findings listed for one string.
    package static let formatFindingsPerString = 10

    package let limit: Int
    /// What follows the count in the summary: "more format findings in this string".
    package let unlisted: String
    private(set) var kept = 0
    private(set) var skipped = 0

    package init(limit: Int, unlisted: String) {
        self.limit = limit
        self.unlisted = unlisted
    }

    /// The cap for format findings about one string.
    package static func formatFindings() -> FindingCap {
        FindingCap(limit: formatFindingsPerString, unlisted: "more format findings in this string")
    }

    /// True while findings are still kept; counts the ones that are not.
    package mutating func admit() -> Bool {
        if kept < limit {
            kept += 1
            return true
        }
        skipped += 1
        return false
    }

    /// Appends "(and N more …, not listed)" to the last finding, when any were left out.
    package func summarise(_ diagnostics: inout [Diagnostic]) {
        guard skipped > 0, let last = diagnostics.indices.last else { return }
        diagnostics[last].message += " (and \(skipped) \(unlisted), not listed)"
    }
}
