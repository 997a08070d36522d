import LocalizationCatalog

/// `catalog.missing-translation`: a key the development language (or the `.pot` template)
/// defines has no translation in a localization of the table.
///
/// - String Catalogs: each entry that should be translated, in each language the catalog holds
///   (an absent localization, a `new` state or an empty value), at the key.
/// - `.lproj` tables: each key of the development language's `.strings` and `.stringsdict` files
///   that another localization's files lack, at the development language's entry (`Base` is
///   a fallback, not a localization to fill).
/// - gettext: each entry whose `msgstr` (`msgstr[0]`) is empty, at its `msgid`; and each template
///   msgid a `.po` file of the domain lacks, at the template's entry. Fuzzy entries are
///   `state.fuzzy`'s.
///
/// One finding per key and file, naming every localization that lacks it. Not reported: keys
/// with nothing to translate (no letters outside format directives, such as `%@` or `%lld.`),
/// and regional variants of the development language (`en-GB` in an `en` table: its users get
/// the `en` text, in their language).
package enum MissingTranslation: TableRule {
    package static let rule = DiagnosticRule(
        id: "catalog.missing-translation", severity: .warning,
        summary: "A key of the development language (or the .pot template) has no translation in a localization of the table.",
        rationale: "Users of that language see the development language's text (or the msgid) in the middle of a translated app. Entries marked shouldTranslate: false are not expected in other languages and are not reported.",
        source: "Apple, \"Localizing and varying text with a string catalog\" (a language's state for each string); CFBundle's lookup falls back to the development language; GNU gettext manual, \"msgfmt Invocation\" (--statistics counts untranslated messages).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    ↓"Cancel" : {
                      "localizations" : {
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } }
                      }
                    },
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "Save" = "Save";
                ↓"Cancel" = "Cancel";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "Save" = "Sichern";
                """#)),
            .triggering(ExampleFile("locale/de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Language: de\n"
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr "Sichern"

                ↓msgid "Cancel"
                msgstr ""
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    },
                    "v%@" : {
                      "shouldTranslate" : false
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format == .xcstrings {
            findings += catalogFindings(file, developmentLanguage: file.developmentLanguage ?? table.developmentLanguage)
        }
        findings += lprojFindings(table)
        findings += gettextFindings(table)
        return findings
    }

    private static func catalogFindings(_ file: CatalogFile, developmentLanguage: String?) -> [Diagnostic] {
        let locales = file.locales.filter { !servedByDevelopmentLanguage($0, developmentLanguage) }
        guard !locales.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        let entries = file.entries
        for index in entries.indices where entries[index].shouldTranslate {
            let source = developmentLanguage.flatMap { entries[index].localizations[$0]?.value.strings } ?? [entries[index].key]
            guard source.contains(where: TranslatableText.needsTranslation) || source.isEmpty else { continue }
            // Absent, or empty and `new` or without a state. An empty unit marked translated is
            // shown as it is (`catalog.empty-translation`); a `new` one with a value is `state.new`'s.
            let missing = locales.filter { locale in
                guard let translation = entries[index].localizations[locale] else { return true }
                return (translation.state == .new || translation.state == nil) && translation.isEmpty
            }
            guard !missing.isEmpty else { continue }
            findings.append(Diagnostic(
                rule, at: entries[index].location,
                "\(quoted(entries[index].key)) is not translated into \(list(missing)); \(missing.count == 1 ? "its" : "their") users see the \(developmentLanguage ?? "source") text"))
        }
        return findings
    }

    private static func lprojFindings(_ table: LocalizationTable) -> [Diagnostic] {
        let files = table.files.filter { $0.format == .strings || $0.format == .stringsdict }
        guard let development = table.developmentLanguage,
              files.contains(where: { $0.locale == development }) else { return [] }
        var keysByLocale: [String: Set<String>] = [:]
        for file in files {
            guard let locale = file.locale, locale != "Base", !servedByDevelopmentLanguage(locale, development) else { continue }
            let entries = file.entries
            for index in entries.indices { keysByLocale[locale, default: []].insert(entries[index].key) }
        }
        let locales = keysByLocale.keys.sorted()
        guard !locales.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        var reported = Set<String>()
        // The .stringsdict first: it wins over the .strings for a key in both (§5.4).
        for file in files.filter({ $0.locale == development }).sorted(by: { $0.format == .stringsdict && $1.format == .strings }) {
            let entries = file.entries
            for index in entries.indices where !reported.contains(entries[index].key) {
                let key = entries[index].key
                guard entries[index].localizations[development]?.value.strings.contains(where: TranslatableText.needsTranslation) ?? true else { continue }
                let missing = locales.filter { !keysByLocale[$0, default: []].contains(key) }
                guard !missing.isEmpty else { continue }
                reported.insert(key)
                findings.append(Diagnostic(
                    rule, at: entries[index].location,
                    "\(quoted(key)) is not translated into \(list(missing)): no \(table.name) file of \(list(missing.map { "\($0).lproj" })) defines it, so \(missing.count == 1 ? "its" : "their") users see the \(development) text"))
            }
        }
        return findings
    }

    private static func gettextFindings(_ table: LocalizationTable) -> [Diagnostic] {
        let catalogs = table.files.filter { $0.format == .po && $0.locale != nil }
        guard !catalogs.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        var present: [(locale: String, ids: Set<EntryID>)] = []
        let template = table.template
        for file in catalogs {
            guard let locale = file.locale ?? file.locales.first else { continue }
            var ids = Set<EntryID>()
            let entries = file.entries
            for index in entries.indices where entries[index].state != .obsolete {
                // The status first: it is cheaper than looking for letters in the msgid.
                let untranslated = entries[index].status(in: locale) == .untranslated
                guard untranslated || template != nil, TranslatableText.needsTranslation(entries[index].key) else { continue }
                if template != nil { ids.insert(entries[index].id) }
                guard untranslated else { continue }
                findings.append(Diagnostic(
                    rule, at: entries[index].location,
                    "\(quoted(entries[index].key)) is not translated into \(locale) (its msgstr is empty); \(locale) users see the msgid"))
            }
            present.append((locale, ids))
        }
        guard let template else { return findings }
        let entries = template.entries
        for index in entries.indices where entries[index].state != .obsolete && TranslatableText.needsTranslation(entries[index].key) {
            let id = entries[index].id
            let missing = present.filter { !$0.ids.contains(id) }.map(\.locale)
            guard !missing.isEmpty else { continue }
            findings.append(Diagnostic(
                rule, at: entries[index].location,
                "\(quoted(entries[index].key)) is not translated into \(list(missing)): the \(missing.count == 1 ? "catalog lacks" : "catalogs lack") the msgid (msgmerge adds it)"))
        }
        return findings
    }

    /// True for the development language itself and its regional variants (`en-GB`, `en_US` for
    /// `en`), whose users read the development language's text when a key is missing; a script
    /// (`sr-Latn` for `sr`) makes another written language.
    static func servedByDevelopmentLanguage(_ locale: String, _ development: String?) -> Bool {
        guard let development else { return false }
        if locale == development { return true }
        func parts(_ name: String) -> (language: Substring, script: Substring?) {
            let subtags = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
            let script = subtags.dropFirst().first.flatMap { $0.count == 4 && $0.allSatisfy(\.isLetter) ? $0 : nil }
            return (subtags.first ?? "", script)
        }
        let (language, script) = parts(locale)
        let (base, baseScript) = parts(development)
        return language.lowercased() == base.lowercased() && script?.lowercased() == baseScript?.lowercased()
    }
}
