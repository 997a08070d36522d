// A keyword's string (msgctxt, msgid, msgid_plural, msgstr[N]; GNU gettext manual, "The Format
// of PO Files") as spans, decoded only by the sink that keeps it.

/// A keyword's string as read, not yet decoded: where its value's bytes are (escapes resolved,
/// continuation strings joined), its own bytes (keyword line to last continuation line, newline
/// included) and where the keyword starts.
struct POFieldSpan {
    /// In the input, or in the entry's `text` when `inText`.
    var value: Range<Int>
    var inText: Bool
    /// The joined value may be valid where the strings as written are not: an escape made a byte
    /// above 0x7F, or a string ended inside a multibyte sequence (the next one may complete it).
    var joinMayHideInvalidBytes = false
    var range: Range<Int>
    var position: POPosition
    /// N of `msgstr[N]`.
    var pluralIndex: Int?
}
