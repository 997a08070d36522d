/// Findings of the gettext PO reader. Each mirrors a complaint of GNU gettext's own reader or of
/// `msgfmt -c` (GNU gettext manual, "The Format of PO Files" and "Invoking the msgfmt Program").
///
/// This file has the syntax rules; `POPluralRules.swift` the plural ones and `POHeaderRules.swift`
/// the header and charset ones. `po` lists them all.
extension DiagnosticRule {
    public static let poUnterminatedString = DiagnosticRule(
        id: "po.unterminated-string", severity: .error,
        summary: "A quoted string runs to the end of the line without its closing quote (gettext: \"end-of-line within string\").",
        rationale: "gettext cannot tell where the string ends, so it cannot read the file: msgfmt builds no .mo catalog for the domain, and without one the app shows the untranslated msgids.",
        source: "GNU gettext manual, \"PO Files\" (strings are C string literals, one per line); msgfmt rejects the file: \"end-of-line within string\".",
        examples: [
            .triggering(ExampleFile("de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr ↓"Sichern

                msgid "Cancel"
                msgstr "Abbrechen"
                """#)),
            .accepted(ExampleFile("de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"

                msgid "Cancel"
                msgstr "Abbrechen"
                """#)),
        ])
    public static let poInvalidEscape = DiagnosticRule(
        id: "po.invalid-escape", severity: .error,
        summary: "A backslash sequence that C and gettext do not define (gettext: \"invalid control sequence\").",
        rationale: "gettext knows only the C escapes (\\n, \\t, \\\", \\\\, octal and \\x…), and msgfmt refuses the file at any other, so no catalog is built. A Windows path or a regular expression pasted with single backslashes is the usual cause.",
        source: "GNU gettext manual, \"PO Files\" (strings use C escape syntax); msgfmt rejects the file: \"invalid control sequence\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Path: C:\\Users"
                msgstr "Pfad: C:↓\Users"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Path: C:\\Users"
                msgstr "Pfad: C:\\Users"
                """#)),
        ])
    public static let poTrailingCharacters = DiagnosticRule(
        id: "po.trailing-characters", severity: .error,
        summary: "Text after a closing quote on the same line.",
        rationale: "After a closing quote gettext expects another string, a keyword on the next line or the end of the entry; other text there (often a ';' written out of .strings habit) is a syntax error, and msgfmt builds no catalog.",
        source: "GNU gettext manual, \"PO Files\"; msgfmt rejects the example: \"syntax error\". A '#' after the string starts a comment, as gettext's lexer reads it: msgfmt accepts that, and so does this rule.",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"↓;
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern" # the toolbar button
                """#)),
        ])
    public static let poMissingMsgstr = DiagnosticRule(
        id: "po.missing-msgstr", severity: .error,
        summary: "An entry has a msgid but no msgstr (gettext: \"missing 'msgstr' section\").",
        rationale: "Every entry needs a msgstr, even an empty one for an untranslated message; without it msgfmt refuses the whole file. It is usually left by a hand edit or a merge that cut an entry in two.",
        source: "GNU gettext manual, \"PO Files\" (an entry is msgid followed by msgstr); msgfmt rejects the file: \"missing 'msgstr' section\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                ↓msgid "Save"

                msgid "Cancel"
                msgstr "Abbrechen"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr ""

                msgid "Cancel"
                msgstr "Abbrechen"
                """#)),
        ])
    public static let poUnexpectedKeyword = DiagnosticRule(
        id: "po.unexpected-keyword", severity: .error,
        summary: "A line that is not a keyword, a comment or a string continuation, or a keyword out of order.",
        rationale: "gettext's grammar allows only msgctxt, msgid, msgid_plural and msgstr (or msgstr[N]), in that order and once each per entry; anything else is a syntax error and msgfmt builds no catalog. A second msgstr is typical of a bad merge.",
        source: "GNU gettext manual, \"PO Files\"; msgfmt rejects the file: \"syntax error\" (for an unknown word also \"keyword ... unknown\").",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"
                ↓msgstr "Speichern"
                """#)),
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Cancel"
                msgstr "Abbrechen"
                ↓msgcomment "button"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                #. button
                msgid "Save"
                msgstr "Speichern"
                """#)),
        ])
    public static let poStrayString = DiagnosticRule(
        id: "po.stray-string", severity: .error,
        summary: "A quoted string line that does not continue any msgctxt, msgid or msgstr.",
        rationale: "A string line continues the keyword right above it; after a comment or at the start of the file it continues nothing, which is a syntax error to gettext, and msgfmt builds no catalog. A deleted keyword or a comment put between an entry's lines are the usual causes.",
        source: "GNU gettext manual, \"PO Files\" (a string may be split over lines that follow its keyword); msgfmt rejects the file: \"syntax error\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"
                # Cancel button
                ↓"Abbrechen"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr ""
                "Sichern"
                """#)),
        ])
    public static let poDuplicateEntry = DiagnosticRule(
        id: "po.duplicate-entry", severity: .error,
        summary: "Two entries, live or obsolete, have the same msgctxt and msgid byte for byte (gettext: \"duplicate message definition\").",
        rationale: "A catalog holds one translation per msgctxt and msgid, so msgfmt refuses a file that gives two, and the domain is not built. Concatenated or badly merged files are the usual cause; give one of them a msgctxt if they are meant to differ.",
        source: "GNU gettext manual, \"PO Files\" (msgctxt tells otherwise equal msgids apart); msgfmt rejects the file: \"duplicate message definition\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"

                ↓msgid "Save"
                msgstr "Speichern"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"

                msgctxt "menu"
                msgid "Save"
                msgstr "Speichern"
                """#)),
        ])
    public static let poCommentContinued = DiagnosticRule(
        id: "po.comment-continued", severity: .warning,
        summary: "A comment line ends in a backslash: GNU gettext's lexer joins the next line to it, so a keyword there is lost.",
        rationale: "gettext drops a backslash before a line break anywhere in the file, comments included, so the line after the comment becomes part of it: the msgid (or msgctxt) there vanishes and msgfmt then rejects the msgstr that is left, or the entry silently changes.",
        source: "GNU gettext's PO lexer (gettext-tools po-lex.c joins backslash-newline before tokenizing); msgfmt rejects the example with \"syntax error\" at the msgstr line.",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                #. Folder shown in the title bar, e.g. C:↓\
                msgid "Folder"
                msgstr "Ordner"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                #. Folder shown in the title bar, e.g. C:\Users
                msgid "Folder"
                msgstr "Ordner"
                """#)),
        ])

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
