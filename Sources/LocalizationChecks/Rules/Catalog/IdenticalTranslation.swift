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
public enum IdenticalTranslation: TableRule {
    public static let rule = DiagnosticRule(
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

    public static var rules: [DiagnosticRule] { [rule] }

    /// Words most languages write as English does, compared ignoring case. Kept short on
    /// purpose: a word that some language translates does not belong here.
    public static let commonWords: Set<String> = [
        "ok", "email", "e-mail", "wi-fi", "bluetooth", "internet", "version", "status", "url", "id", "pin",
        "ios", "ipados", "macos", "watchos", "tvos", "visionos", "iphone", "ipad", "mac", "apple watch",
        "icloud", "app store", "airdrop", "airplay", "face id", "touch id", "siri", "safari", "github", "google",
    ]

    public static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var reported: Set<String> = []
        let development = table.developmentLanguage ?? context.developmentLanguage
        // A format string with variables (`%#@files@ in %#@folders@`) is left out: its words are
        // mostly in the variables' variants, which are compared on their own.
        for pair in TranslationPairs.all(table) where pair.translation == pair.source && !pair.translation.contains("%#@") {
            let sourceLanguage = pair.sourceLocale ?? development ?? "en"
            guard !MissingTranslation.servedByDevelopmentLanguage(pair.locale, sourceLanguage),
                  needsTranslation(pair.source, isVariant: pair.variant != nil),
                  reported.insert(pair.locale + "\u{0}" + pair.key).inserted
            else { continue }
            findings.append(Diagnostic(
                rule, at: pair.location,
                "\(pair.subject) is its source text as written; \(pair.locale) users read it in \(sourceLanguage) (if the text is the same in \(pair.locale), this is no problem)"))
        }
        return findings
    }

    /// Whether the text has words a translator would translate. A variant (a plural form, a
    /// variable's text) of one word besides its number counts as having none: the word for a
    /// unit is often the same ("%d item" in Portuguese, "%d file" in Italian).
    static func needsTranslation(_ text: String, isVariant: Bool = false) -> Bool {
        let trimmed = text.trimmingWhitespace
        if commonWords.contains(trimmed.lowercased()) { return false }
        if !trimmed.contains(where: { $0 == " " }), trimmed.contains("://") || (trimmed.contains("@") && trimmed.contains(".")) {
            return false
        }
        // Letters outside format directives (`%1$@`, `%lld`, `%(name)s`, `%#@files@`): two or more in a row.
        let scalars = Array(trimmed.unicodeScalars)
        var run = 0, longest = 0, i = 0
        var letters = 0, capitals = 0, words = 0
        while i < scalars.count {
            if scalars[i] == "%" {
                i = Self.directiveEnd(scalars, from: i + 1)
                run = 0
                continue
            }
            if scalars[i].properties.isAlphabetic {
                if run == 0 { words += 1 }
                run += 1; longest = max(longest, run)
                letters += 1
                if scalars[i].properties.isUppercase { capitals += 1 }
            } else {
                run = 0
            }
            i += 1
        }
        // An abbreviation or unit: PDF, '%s KB'.
        return longest >= 2 && !(letters <= 5 && capitals == letters) && !(isVariant && words == 1)
    }
}

extension IdenticalTranslation {
    /// The index after a directive whose `%` is just before `start`: `arg`, or a `(name)`, then flags,
    /// digits and `$`, length modifiers, and the conversion (or `#@name@`). Does not validate.
    static func directiveEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        // A String Catalog variant's `%arg`.
        if start + 3 <= scalars.count, String(String.UnicodeScalarView(scalars[start..<start + 3])) == "arg" { return start + 3 }
        if i < scalars.count, scalars[i] == "(" {
            while i < scalars.count, scalars[i] != ")" { i += 1 }
            i += 1
        }
        while i < scalars.count, "0123456789$-+ '.*".unicodeScalars.contains(scalars[i]) { i += 1 }
        if i + 1 < scalars.count, scalars[i] == "#", scalars[i + 1] == "@" {
            i += 2
            while i < scalars.count, scalars[i] != "@" { i += 1 }
            return i + 1
        }
        while i < scalars.count, "hlqLjzt".unicodeScalars.contains(scalars[i]) { i += 1 }
        return i + 1
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
