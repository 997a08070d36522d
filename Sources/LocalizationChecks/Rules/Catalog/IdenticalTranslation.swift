import LocalizationCatalog

/// `catalog.identical-translation`: a translation that is its source text, letter for letter,
/// in any of the four formats — most often a string copied over to be translated later and then
/// counted as done. One note per key and locale (the first variant that is identical).
///
/// Not reported: a format string with `%#@variables@`; a variant of one word; a locale of the source's own language (en-GB for en); text without two letters
/// in a row (numbers, punctuation, format directives); a URL or e-mail address; up to five
/// capital letters besides the directives (PDF, '%s KB'); and the words on ``commonWords``,
/// which most languages write as English does. Brand names and the like go in an allow-list once the
/// configuration file exists.
package enum IdenticalTranslation: TableRule {
    package static let rule = DiagnosticRule(
        id: "catalog.identical-translation", severity: .note,
        summary: "A translation is the same text as its source: often a copy awaiting translation that counts as translated.",
        rationale: "Tools and coverage figures count a string as translated as soon as it has a value, so a source copied into the translation hides an untranslated string: users of that language read the development language in the middle of their own. Words that really are the same (a brand, 'OK') make this a note, not a warning.",
        source: "Translate Toolkit's pofilter test 'unchanged' and Weblate's check \"Unchanged translation\" (with its built-in list of words that stay the same); msgfmt --statistics counts such a message as translated (GNU gettext manual, \"msgfmt Invocation\").",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "settings.title" = "Settings";
                    "ok" = "OK";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "settings.title" = ↓"Settings";
                    "ok" = "OK";
                    """#)),
            .triggering(ExampleFile("fr/LC_MESSAGES/messages.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: fr\n"

                msgid "Delete the selected files?"
                ↓msgstr "Delete the selected files?"

                msgid "%(count)d%%"
                msgstr "%(count)d%%"

                msgid "Version"
                msgstr "Version"
                """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "settings.title" = "Settings";
                    "help.url" = "https://example.com/help";
                    "format" = "PDF";
                    """#),
                ExampleFile("en-GB.lproj/Localizable.strings", #"""
                    "settings.title" = "Settings";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "settings.title" = "Einstellungen";
                    "help.url" = "https://example.com/help";
                    "format" = "PDF";
                    """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    /// Words most languages write as English does, compared ignoring case. Kept short on
    /// purpose: a word that some language translates does not belong here.
    package static let commonWords: Set<String> = [
        "ok", "email", "e-mail", "wi-fi", "bluetooth", "internet", "version", "status", "url", "id", "pin",
        "ios", "ipados", "macos", "watchos", "tvos", "visionos", "iphone", "ipad", "mac", "apple watch",
        "icloud", "app store", "airdrop", "airplay", "face id", "touch id", "siri", "safari", "github", "google",
    ]

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var reported: Set<String> = []
        let development = table.developmentLanguage ?? context.developmentLanguage
        // "As written": byte for byte (String's == compares canonical equivalents, at a cost).
        // A format string with variables (`%#@files@ in %#@folders@`) is left out: its words are
        // mostly in the variables' variants, which are compared on their own.
        let pairs = context.translationPairs(table)
        // By index, comparing in place: a pair is copied only once it is identical.
        for list in [pairs.apple, pairs.gettext] {
        for i in list.indices where list[i].translation.utf8.count == list[i].source.utf8.count
            && list[i].translation.utf8.elementsEqual(list[i].source.utf8) && !list[i].translation.contains("%#@") {
            let pair = list[i]
            let sourceLanguage = pair.sourceLocale ?? development ?? "en"
            guard !MissingTranslation.servedByDevelopmentLanguage(pair.locale, sourceLanguage),
                  needsTranslation(pair.source, isVariant: pair.variant != nil),
                  context.allowedIdenticalTexts.isEmpty || !context.allowedIdenticalTexts.contains(normalized(pair.source)),
                  reported.insert(pair.locale + "\u{0}" + pair.key).inserted
            else { continue }
            findings.append(Diagnostic(
                rule, at: pair.location,
                "\(pair.subject) is its source text as written; \(pair.locale) users read it in \(sourceLanguage) (if the text is the same in \(pair.locale), this is no problem)"))
        }
        }
        return findings
    }

    /// A text as the configuration's allow-list compares it: trimmed, lower-cased.
    public static func normalized(_ text: String) -> String { text.trimmingWhitespace.lowercased() }

    /// Whether the text has words a translator would translate. A variant (a plural form, a
    /// variable's text) of one word besides its number counts as having none: the word for a
    /// unit is often the same ("%d item" in Portuguese, "%d file" in Italian).
    static func needsTranslation(_ text: String, isVariant: Bool = false) -> Bool {
        let trimmed = text.trimmingWhitespace
        if commonWords.contains(trimmed.lowercased()) { return false }
        if !trimmed.contains(where: { $0 == " " }), trimmed.contains("://") || (trimmed.contains("@") && trimmed.contains(".")) {
            return false
        }
        // Two letters in a row outside the directives, and not an abbreviation or unit (PDF, '%s KB').
        let letters = TranslatableText.letters(in: trimmed, argumentPlaceholder: true)
        return letters.longestWord >= 2 && !(letters.count <= 5 && letters.capitals == letters.count)
            && !(isVariant && letters.words == 1)
    }
}

private extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }
}
