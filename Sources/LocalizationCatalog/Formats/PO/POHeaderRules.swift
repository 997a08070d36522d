/// Header and charset rules of the PO reader (GNU gettext manual, "Header Entry"; `msgfmt -c`
/// `--check-header`; gettext-tools `po-charset.c`). Listed in `po`.
extension DiagnosticRule {
    public static let poMissingHeader = DiagnosticRule(
        id: "po.missing-header", severity: .warning,
        summary: "The file has no header entry (msgid \"\"), so it declares no charset, language or plural forms.",
        rationale: "Without a header gettext cannot convert non-ASCII translations to the user's charset and uses the English plural rule (n != 1) for every language; msgfmt -c refuses the file.",
        source: "GNU gettext manual, \"Header Entry\"; msgfmt -c rejects it: \"PO file header missing or invalid\" and \"charset conversion will not work\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                ↓msgid "Save"
                msgstr "Sichern"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
        ])
    public static let poInvalidHeaderField = DiagnosticRule(
        id: "po.invalid-header-field", severity: .warning,
        summary: "A header line that is not \"Name: value\".",
        rationale: "gettext and the tools that read headers (msgmerge, translation platforms) find a field by \"Name:\" at the start of a line; a line without the colon sets nothing, so the field it was meant to be is missing. A lost colon or a value split over two lines without \\n are the usual causes.",
        source: "GNU gettext manual, \"Header Entry\" (each line is \"Name: value\" ending in \\n); msgfmt -c accepts the example without a word about the line.",
        examples: [
            .triggering(ExampleFile("de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "↓Last-Translator Anna Schmidt <anna@example.com>\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
            .accepted(ExampleFile("de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Last-Translator: Anna Schmidt <anna@example.com>\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
        ])
    public static let poUnknownCharset = DiagnosticRule(
        id: "po.unknown-charset", severity: .warning,
        summary: "The Content-Type charset is not one the reader decodes; the text is read as UTF-8.",
        rationale: "Non-ASCII text in such a file is checked as if it were UTF-8, so its findings may be wrong or missing. gettext itself warns that the name is not portable, and message conversion to the user's charset may not work.",
        source: "GNU gettext manual, \"Header Entry\" (the charset of Content-Type); msgfmt -c warns: \"Charset \"ISO-2022-JP\" is not a portable encoding name\" but builds the catalog.",
        examples: [
            .triggering(ExampleFile("po/ja.po", #"""
                msgid ""
                msgstr ""
                "↓Content-Type: text/plain; charset=ISO-2022-JP\n"
                "Language: ja\n"

                msgid "OK"
                msgstr "OK"
                """#)),
            .accepted(ExampleFile("po/ja.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: ja\n"

                msgid "Save"
                msgstr "保存"
                """#)),
        ])
    public static let poNonPortableCharset = DiagnosticRule(
        id: "po.non-portable-charset", severity: .warning,
        summary: "The Content-Type charset is read here, but it is not a name GNU gettext knows (po-charset.c's portable names): msgfmt warns, msgconv refuses the file, and gettext reads its bytes one by one.",
        rationale: "gettext only converts from the charset names it lists as portable; with another spelling (latin1, utf8, windows-1252) it treats the text as bytes, so conversion to the user's charset may not work, and msgconv refuses the file (\"present charset \"latin1\" is not a portable encoding name\"). The fix is the portable spelling of the same charset.",
        source: "gettext-tools po-charset.c (standard_charsets); msgfmt -c warns: \"Charset \"latin1\" is not a portable encoding name. Message conversion to user's charset might not work.\"",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "↓Content-Type: text/plain; charset=latin1\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=ISO-8859-1\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
        ])
    public static let poMissingCharset = DiagnosticRule(
        id: "po.missing-charset", severity: .warning,
        summary: "The header names no charset (no 'charset=' in it): GNU gettext reads the strings byte by byte and cannot convert them (msgfmt: \"Charset missing in header\").",
        rationale: "gettext cannot convert the translations to the user's charset, so users whose locale is not in the file's encoding see garbled non-ASCII text, and msgconv refuses to recode the file.",
        source: "GNU gettext manual, \"Header Entry\" (Content-Type: text/plain; charset=…); msgfmt -c warns: \"Charset missing in header. Message conversion to user's charset will not work.\"",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                ↓msgstr ""
                "Content-Type: text/plain\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
        ])
    public static let poInvalidMultibyte = DiagnosticRule(
        id: "po.invalid-multibyte-sequence", severity: .error,
        summary: "Bytes that are not valid in the file's charset (gettext: \"invalid multibyte sequence\").",
        rationale: "The text was saved in another encoding than the header declares (often Latin-1 bytes in a UTF-8 file); msgfmt refuses the file, and a catalog built otherwise would show replacement characters or mojibake.",
        source: "GNU gettext manual, \"Header Entry\" (the charset applies to all strings); msgfmt rejects the file: \"invalid multibyte sequence\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Close"
                msgstr "Schlie↓\#u{DF}en"
                """#, encoding: .bytes)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=ISO-8859-1\n"
                "Language: de\n"

                msgid "Close"
                msgstr "Schlie\#u{DF}en"
                """#, encoding: .bytes)),
        ])
}
