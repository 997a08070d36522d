// The entry record the parser fills line by line (GNU gettext manual, "The Format of PO Files":
// comments, msgctxt, msgid, msgid_plural, msgstr or msgstr[N], `#~` for obsolete ones).

/// The entry being read. Its arrays keep their room from entry to entry (`reset`).
struct POPendingEntry {
    var isObsolete = false
    var hasComments = false
    var hasContext = false, hasID = false, hasIDPlural = false, hasPlainString = false, hasPluralStrings = false
    /// A `#,` line holds `fuzzy`.
    var isFuzzy = false
    var comments: [POCommentSpan] = []
    var previousContext: POFieldSpan?, previousID: POFieldSpan?, previousIDPlural: POFieldSpan?
    var context: POFieldSpan?, id: POFieldSpan?, idPlural: POFieldSpan?, translation: POFieldSpan?
    var plurals: [POFieldSpan] = []
    /// Where the msgid (or the first keyword) is.
    var position: POPosition?
    var lastContentEnd = 0

    var hasKeyword: Bool { hasContext || hasID || previousContext != nil || previousID != nil || previousIDPlural != nil }
    var hasString: Bool { hasPlainString || hasPluralStrings }

    /// Empties the entry for the next one, keeping the arrays' room.
    mutating func reset(lastContentEnd: Int) {
        isObsolete = false
        hasComments = false
        hasContext = false; hasID = false; hasIDPlural = false; hasPlainString = false; hasPluralStrings = false
        isFuzzy = false
        // Most entries have no comments and no plurals: an empty array is not emptied again.
        if !comments.isEmpty { comments.removeAll(keepingCapacity: true) }
        previousContext = nil; previousID = nil; previousIDPlural = nil
        context = nil; id = nil; idPlural = nil; translation = nil
        if !plurals.isEmpty { plurals.removeAll(keepingCapacity: true) }
        position = nil
        self.lastContentEnd = lastContentEnd
    }
}
