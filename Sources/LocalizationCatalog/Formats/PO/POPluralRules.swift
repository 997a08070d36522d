/// Plural rules of the PO reader: msgstr[N] entries and the header's `Plural-Forms` (GNU gettext
/// manual, "Plural forms"; `msgfmt -c` checks, gettext-tools `msgl-check.c`). Listed in `po`.
extension DiagnosticRule {
    public static let poPluralIndexOutOfRange = DiagnosticRule(
        id: "po.plural-index-out-of-range", severity: .error,
        summary: "msgstr[N] with N not below the header's nplurals.",
        rationale: "The plural expression only yields forms 0…nplurals−1, so gettext never shows that translation; msgfmt -c refuses the file. It usually means the header's Plural-Forms or the entry was copied from another language.",
        source: "GNU gettext manual, \"Plural forms\" (nplurals and msgstr[N]); msgfmt -c rejects it: \"nplurals = 2... but some messages have 3 plural forms\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                ↓msgstr[2] "%d Dateien"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
        ])
    public static let poPluralIndexOutOfOrder = DiagnosticRule(
        id: "po.plural-index-out-of-order", severity: .error,
        summary: "msgstr[N] indices must be 0, 1, 2… in order (gettext: \"plural form has wrong index\").",
        rationale: "The forms are stored as a list in the order written, so the number in brackets must be the position; gettext's reader rejects any other, and msgfmt builds no catalog.",
        source: "GNU gettext manual, \"PO Files\" and \"Plural forms\"; msgfmt rejects the example: \"first plural form has nonzero index\" and \"plural form has wrong index\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                ↓msgstr[1] "%d Dateien"
                ↓msgstr[0] "%d Datei"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
        ])
    public static let poPluralCountMismatch = DiagnosticRule(
        id: "po.plural-count-mismatch", severity: .error,
        summary: "A translated plural entry has a different number of msgstr[N] than the header's nplurals (msgfmt -c: \"nplurals = N… but some messages have M plural forms\").",
        rationale: "For the numbers whose form is missing, gettext shows msgstr[0] instead: a Russian catalog with two forms prints \"5 файл\" where \"5 файлов\" is needed. msgfmt -c refuses the file; plain msgfmt builds it.",
        source: "GNU gettext manual, \"Plural forms\"; msgfmt -c rejects it: \"nplurals = 3... but some messages have only 2 plural forms\" (measured with ngettext: n = 5 shows msgstr[0]).",
        examples: [
            .triggering(ExampleFile("po/ru.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: ru\n"
                "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

                ↓msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d файл"
                msgstr[1] "%d файла"
                """#)),
            .accepted(ExampleFile("po/ru.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: ru\n"
                "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d файл"
                msgstr[1] "%d файла"
                msgstr[2] "%d файлов"
                """#)),
        ])
    public static let poPluralWithoutMsgidPlural = DiagnosticRule(
        id: "po.plural-without-msgid-plural", severity: .error,
        summary: "msgstr[N] in an entry that has no msgid_plural.",
        rationale: "Only an entry with msgid_plural is a plural message that ngettext looks up; msgstr[N] without one is an error to gettext's reader, and msgfmt builds no catalog.",
        source: "GNU gettext manual, \"PO Files\" (msgid_plural introduces msgstr[N]); msgfmt rejects the file: \"missing 'msgid_plural' section\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                ↓msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
        ])
    public static let poMsgidPluralWithoutPluralMsgstr = DiagnosticRule(
        id: "po.msgid-plural-without-plural-msgstr", severity: .error,
        summary: "An entry with msgid_plural uses plain msgstr instead of msgstr[N].",
        rationale: "A plural message needs one msgstr[N] per form of the language; a plain msgstr after msgid_plural is a syntax error to gettext, and msgfmt builds no catalog.",
        source: "GNU gettext manual, \"PO Files\" and \"Plural forms\"; msgfmt rejects the file: \"syntax error\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                ↓msgstr "%d Dateien"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
        ])
    public static let poMissingPluralForms = DiagnosticRule(
        id: "po.missing-plural-forms", severity: .warning,
        summary: "The file has plural entries but its header has no Plural-Forms field.",
        rationale: "Without Plural-Forms gettext uses the English rule (two forms, n != 1), which is wrong for languages such as Russian, Polish, Arabic or Japanese; msgfmt -c refuses the file.",
        source: "GNU gettext manual, \"Plural forms\" (the Plural-Forms header and its default); msgfmt -c rejects it: \"message catalog has plural form translations, but header entry lacks a \"plural=EXPRESSION\" attribute\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                ↓msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
        ])
    public static let poInvalidPluralFormsSyntax = DiagnosticRule(
        id: "po.invalid-plural-forms-syntax", severity: .error,
        summary: "The Plural-Forms header does not have the shape \"nplurals=N; plural=EXPRESSION;\" with 1 ≤ N ≤ 1000.",
        rationale: "gettext cannot read the field and falls back to the English rule (two forms, n != 1) at run time, so other languages get wrong plurals; msgfmt -c refuses the file.",
        source: "GNU gettext manual, \"Plural forms\"; msgfmt -c rejects the example: \"invalid nplurals value\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "↓Plural-Forms: nplurals=two; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
        ])
    public static let poInvalidPluralExpression = DiagnosticRule(
        id: "po.invalid-plural-expression", severity: .error,
        summary: "The plural= expression of Plural-Forms is not one gettext can read (msgfmt: \"invalid plural expression\").",
        rationale: "gettext accepts only C's integer operators on n; when it cannot parse the expression it uses the English rule (n != 1) instead, and msgfmt -c refuses the file. '=' for '==' and unbalanced parentheses are the usual slips.",
        source: "GNU gettext manual, \"Plural forms\" (the expression is C syntax over n); msgfmt -c rejects it: \"invalid plural expression\".",
        examples: [
            .triggering(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n ↓= 1 ? 0 : 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n == 1 ? 0 : 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
        ])
    public static let poPluralExpressionFails = DiagnosticRule(
        id: "po.plural-expression-fails", severity: .error,
        summary: "The plural= expression divides by zero, gives a negative value or a form past nplurals for some n in 0…1000 (msgfmt -c checks the same numbers); a warning when it fails only for larger counts (10⁴…10⁹), which msgfmt -c does not try but gettext computes at run time.",
        rationale: "At run time a division by zero in the expression makes gettext raise SIGFPE and crash the program, and a form index at or past nplurals makes it show msgstr[0]. msgfmt -c refuses the file when this happens for n = 0…1000.",
        source: "GNU gettext manual, \"Plural forms\"; gettext-tools msgl-check.c (check_plural_eval tries n = 0…1000): msgfmt -c rejects the first example with \"nplurals = 2 but plural expression can produce values as large as 2\" and accepts the second.",
        examples: [
            .triggering(ExampleFile("po/ru.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: ru\n"
                "↓Plural-Forms: nplurals=2; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d файл"
                msgstr[1] "%d файла"
                """#)),
            .triggering(ExampleFile("po/fr.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: fr\n"
                "↓Plural-Forms: nplurals=2; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 2 : 1;\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d fichier"
                msgstr[1] "%d fichiers"
                """#)),
            .accepted(ExampleFile("po/ru.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: ru\n"
                "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d файл"
                msgstr[1] "%d файла"
                msgstr[2] "%d файлов"
                """#)),
            .accepted(ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n-1 != 0);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d Datei"
                msgstr[1] "%d Dateien"
                """#)),
        ])
}
