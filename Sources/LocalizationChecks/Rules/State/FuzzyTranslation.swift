import LocalizationCatalog

/// `state.fuzzy`: a gettext entry flagged `#, fuzzy`. msgfmt leaves it out of the compiled
/// catalog, so the program shows the msgid until a translator checks the guess and removes the
/// flag. An info, as msgfmt only counts such entries (`--statistics`).
package enum FuzzyTranslation: TableRule {
    package static let rule = DiagnosticRule(
        id: "state.fuzzy", severity: .note,
        summary: "A gettext entry is marked fuzzy: msgfmt leaves it out, and users see the msgid until a translator confirms it.",
        rationale: "msgmerge marks a translation fuzzy when its msgid changed or was guessed from a similar one; the translation may be wrong, so it is not compiled. A catalog full of fuzzy entries looks translated in an editor and is not in the app.",
        source: "GNU gettext manual, \"Fuzzy Entries\" and \"msgfmt Invocation\" (fuzzy entries are not compiled unless --use-fuzzy; --statistics counts them).",
        examples: [
            .triggering(ExampleFile("locale/de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Language: de\n"
                "Content-Type: text/plain; charset=UTF-8\n"

                #, fuzzy
                ↓msgid "Save changes"
                msgstr "Änderungen verwerfen"
                """#)),
            .accepted(ExampleFile("locale/de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Language: de\n"
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save changes"
                msgstr "Änderungen sichern"
                """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format == .po {
            guard let locale = file.locale ?? file.locales.first else { continue }
            let entries = file.entries
            for index in entries.indices where entries[index].state != .obsolete && !entries[index].key.isEmpty {
                // As msgfmt counts: a fuzzy entry with an empty msgstr is untranslated.
                guard entries[index].status(in: locale) == .fuzzy else { continue }
                findings.append(Diagnostic(
                    rule, at: entries[index].location,
                    "\(quoted(entries[index].key)) is fuzzy: msgfmt leaves it out, so \(locale) users see the msgid until a translator confirms the translation and removes the flag"))
            }
        }
        return findings
    }
}
