import LocalizationCatalog

/// Rules about a table as a whole: how its localizations relate to each other.
extension DiagnosticRule {
    package static let developmentLanguageMissing = DiagnosticRule(
        id: "catalog.development-language-missing", severity: .warning,
        summary: "The development language given has no localization in the table, so nothing can be compared with it.",
        rationale: "Without the development language no translation is checked against its source: format, plural and missing-translation checks have nothing to compare with. Usually the language was misspelt or the table's base files are elsewhere.",
        source: "Apple, \"CFBundleDevelopmentRegion\" (the development language of a bundle); `--development-language` names it when the files do not.",
        examples: [
            .triggering(
                ExampleFile("de.lproj/Localizable.strings", #"""
                ↓"Save" = "Sichern";
                """#), developmentLanguage: "en"),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "Save" = "Save";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "Sichern";
                """#), developmentLanguage: "en"),
        ])
    package static let keyNotInDevelopmentLanguage = DiagnosticRule(
        id: "catalog.key-not-in-development-language", severity: .warning,
        summary: "A gettext catalog has an entry its .pot template does not (no code looks it up), or an .lproj localization has an identifier key (settings.title) the development language's table lacks (it shows as the key itself there).",
        rationale: "In gettext the translation is dead weight: no msgid in the code asks for it, and the next msgmerge makes it obsolete. In an Apple table the development language is the fallback of every other: a key only the translations have is shown as its identifier to development-language users, or it is a leftover the code no longer asks for. Often the source string changed and the translation was not carried over.",
        source: "GNU gettext manual, \"msgmerge Invocation\" (entries not in the template become obsolete `#~` entries); Apple, Bundle.localizedString(forKey:value:table:) (a key not found returns the key itself) and the CFBundle search list (apple-semantics.md §5.2).",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "settings.title" = "Settings";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "settings.title" = "Einstellungen";
                ↓"settings.privacy" = "Datenschutz";
                """#)),
            .triggering(
                ExampleFile("po/messages.pot", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr ""
                """#),
                ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Language: de\n"
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr "Sichern"

                ↓msgid "Open"
                msgstr "Öffnen"
                """#)),
            .accepted(
                ExampleFile("po/messages.pot", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr ""
                """#),
                ExampleFile("po/de.po", #"""
                msgid ""
                msgstr ""
                "Language: de\n"
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
        ])
    package static let stringsdictShadowsStrings = DiagnosticRule(
        id: "catalog.stringsdict-shadows-strings", severity: .warning,
        summary: "A .strings translation Apple never shows: its localization has no .stringsdict, and the one Apple uses instead (Base or the development language) defines the key.",
        rationale: "The translator's work never reaches a device: a .stringsdict entry of the fallback localization wins over the .strings entry of the same key, so users see the fallback's text.",
        source: "Apple, \"Localizing strings that contain plurals\" (a .stringsdict entry takes precedence over a .strings entry of the same key); CFBundle's table lookup, measured.",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "%d files" = "%d files";
                """#),
                ExampleFile("en.lproj/Localizable.stringsdict", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>%d files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
                </dict></dict></plist>
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                ↓"%d files" = "%d Dateien";
                """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "%d files" = "%d files";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "%d files" = "%d Dateien";
                """#)),
        ])
    package static let severalTemplates = DiagnosticRule(
        id: "catalog.several-templates", severity: .warning,
        summary: "A gettext domain has more than one .pot template; only the first is compared with, the others are not used.",
        rationale: "A second template is never compared with: keys added to it alone are reported as missing from the template, keys removed from it go unnoticed.",
        source: "GNU gettext manual, \"Overview\" (one POT template per domain, from xgettext, merged into each PO file with msgmerge).",
        examples: [
            .triggering(
                ExampleFile("django.pot", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr ""
                """#),
                ExampleFile("locale/django.pot", #"""
                ↓msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr ""
                """#),
                ExampleFile("locale/de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Language: de\n"
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
            .accepted(
                ExampleFile("locale/django.pot", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr ""
                """#),
                ExampleFile("locale/de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Language: de\n"
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
        ])
    package static let localeMismatch = DiagnosticRule(
        id: "catalog.locale-mismatch", severity: .warning,
        summary: "A gettext file's Language header names another language than its path.",
        rationale: "Tools disagree about the file's language: gettext's runtime loads it for the path's locale, while msgmerge, plural checks and translation platforms use the header's; one of them is wrong.",
        source: "GNU gettext manual, \"Header Entry\" (the Language field) and \"Locating Message Catalog Files\" (the path's locale).",
        examples: [
            .triggering(
                ExampleFile("locale/de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "↓Language: fr\n"
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
            .accepted(
                ExampleFile("locale/de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Language: de\n"
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr "Sichern"
                """#)),
        ])

    /// The rules of `TableChecks`.
    package static let table: [DiagnosticRule] = [
        .developmentLanguageMissing, .keyNotInDevelopmentLanguage, .localeMismatch, .severalTemplates, .stringsdictShadowsStrings,
    ]
}
