/// Findings of the gettext PO reader. Each mirrors a complaint of GNU gettext's own reader or of
/// `msgfmt -c` (GNU gettext manual, "The Format of PO Files" and "Invoking the msgfmt Program").
extension DiagnosticRule {
    public static let poUnterminatedString = DiagnosticRule(
        id: "po.unterminated-string", severity: .error,
        summary: "A quoted string runs to the end of the line without its closing quote (gettext: \"end-of-line within string\").")
    public static let poInvalidEscape = DiagnosticRule(
        id: "po.invalid-escape", severity: .error,
        summary: "A backslash sequence that C and gettext do not define (gettext: \"invalid control sequence\").")
    public static let poTrailingCharacters = DiagnosticRule(
        id: "po.trailing-characters", severity: .error,
        summary: "Text after a closing quote on the same line.")
    public static let poMissingMsgstr = DiagnosticRule(
        id: "po.missing-msgstr", severity: .error,
        summary: "An entry has a msgid but no msgstr (gettext: \"missing 'msgstr' section\").")
    public static let poUnexpectedKeyword = DiagnosticRule(
        id: "po.unexpected-keyword", severity: .error,
        summary: "A line that is not a keyword, a comment or a string continuation, or a keyword out of order.")
    public static let poStrayString = DiagnosticRule(
        id: "po.stray-string", severity: .error,
        summary: "A quoted string line that does not continue any msgctxt, msgid or msgstr.")
    public static let poDuplicateEntry = DiagnosticRule(
        id: "po.duplicate-entry", severity: .error,
        summary: "Two entries, live or obsolete, have the same msgctxt and msgid byte for byte (gettext: \"duplicate message definition\").")
    public static let poPluralIndexOutOfRange = DiagnosticRule(
        id: "po.plural-index-out-of-range", severity: .error,
        summary: "msgstr[N] with N not below the header's nplurals.")
    public static let poPluralIndexOutOfOrder = DiagnosticRule(
        id: "po.plural-index-out-of-order", severity: .error,
        summary: "msgstr[N] indices must be 0, 1, 2… in order (gettext: \"plural form has wrong index\").")
    public static let poPluralCountMismatch = DiagnosticRule(
        id: "po.plural-count-mismatch", severity: .error,
        summary: "A translated plural entry has a different number of msgstr[N] than the header's nplurals (msgfmt -c: \"nplurals = N… but some messages have M plural forms\").")
    public static let poPluralWithoutMsgidPlural = DiagnosticRule(
        id: "po.plural-without-msgid-plural", severity: .error,
        summary: "msgstr[N] in an entry that has no msgid_plural.")
    public static let poMsgidPluralWithoutPluralMsgstr = DiagnosticRule(
        id: "po.msgid-plural-without-plural-msgstr", severity: .error,
        summary: "An entry with msgid_plural uses plain msgstr instead of msgstr[N].")
    public static let poMissingHeader = DiagnosticRule(
        id: "po.missing-header", severity: .warning,
        summary: "The file has no header entry (msgid \"\"), so it declares no charset, language or plural forms.")
    public static let poMissingPluralForms = DiagnosticRule(
        id: "po.missing-plural-forms", severity: .warning,
        summary: "The file has plural entries but its header has no Plural-Forms field.")
    public static let poInvalidPluralFormsSyntax = DiagnosticRule(
        id: "po.invalid-plural-forms-syntax", severity: .error,
        summary: "The Plural-Forms header does not have the shape \"nplurals=N; plural=EXPRESSION;\" with 1 ≤ N ≤ 1000.")
    public static let poInvalidPluralExpression = DiagnosticRule(
        id: "po.invalid-plural-expression", severity: .error,
        summary: "The plural= expression of Plural-Forms is not one gettext can read (msgfmt: \"invalid plural expression\").")
    public static let poPluralExpressionFails = DiagnosticRule(
        id: "po.plural-expression-fails", severity: .error,
        summary: "The plural= expression divides by zero, overflows or yields a form past nplurals for some n in 0…1000 (msgfmt -c checks the same numbers); a warning when it fails only for larger counts (10⁴…10⁹), which msgfmt -c does not try but gettext computes at run time.")
    public static let poInvalidHeaderField = DiagnosticRule(
        id: "po.invalid-header-field", severity: .warning,
        summary: "A header line that is not \"Name: value\".")
    public static let poUnknownCharset = DiagnosticRule(
        id: "po.unknown-charset", severity: .warning,
        summary: "The Content-Type charset is not one the reader decodes; the text is read as UTF-8.")
    public static let poNonPortableCharset = DiagnosticRule(
        id: "po.non-portable-charset", severity: .warning,
        summary: "The Content-Type charset is read here, but it is not a name GNU gettext knows (po-charset.c's portable names): msgfmt warns, msgconv refuses the file, and gettext reads its bytes one by one.")
    public static let poMissingCharset = DiagnosticRule(
        id: "po.missing-charset", severity: .warning,
        summary: "The header names no charset (no 'charset=' in it): GNU gettext reads the strings byte by byte and cannot convert them (msgfmt: \"Charset missing in header\").")
    public static let poCommentContinued = DiagnosticRule(
        id: "po.comment-continued", severity: .warning,
        summary: "A comment line ends in a backslash: GNU gettext's lexer joins the next line to it, so a keyword there is lost.")
    public static let poInvalidMultibyte = DiagnosticRule(
        id: "po.invalid-multibyte-sequence", severity: .error,
        summary: "Bytes that are not valid in the file's charset (gettext: \"invalid multibyte sequence\").")

    /// Every rule the PO reader may report (besides `common`).
    public static let po: [DiagnosticRule] = [
        .poUnterminatedString, .poInvalidEscape, .poTrailingCharacters, .poMissingMsgstr, .poUnexpectedKeyword,
        .poStrayString, .poDuplicateEntry, .poPluralIndexOutOfRange, .poPluralIndexOutOfOrder,
        .poPluralCountMismatch, .poPluralWithoutMsgidPlural, .poMsgidPluralWithoutPluralMsgstr, .poMissingHeader,
        .poMissingPluralForms, .poInvalidPluralFormsSyntax, .poInvalidPluralExpression, .poPluralExpressionFails,
        .poInvalidHeaderField, .poUnknownCharset, .poNonPortableCharset, .poMissingCharset, .poCommentContinued,
        .poInvalidMultibyte,
    ]
}
