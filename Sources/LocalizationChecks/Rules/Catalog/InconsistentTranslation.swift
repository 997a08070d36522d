import LocalizationCatalog

/// `catalog.inconsistent-translation`: one (msgctxt, msgid) translated differently in two
/// gettext catalogs of one domain and language (Django's `django.po` of two apps, both `de`).
///
/// At run time the catalogs of a domain are merged (Django's translation objects, gettext's
/// bindtextdomain over several directories), so only one of the two texts is ever shown, and
/// which depends on the order the catalogs are found in. Entries with different contexts are
/// different messages and are never compared. Fuzzy, obsolete and untranslated entries are left
/// out. One finding per message and language, at the first catalog (by path) that differs from
/// the first one, with a note there.
public enum InconsistentTranslation: CatalogRule {
    public static let rule = DiagnosticRule(
        id: "catalog.inconsistent-translation", severity: .warning,
        summary: "The same gettext message (msgctxt and msgid) is translated differently in two catalogs of one domain and language; only one of the texts is ever shown.",
        rationale: "Projects split a domain over several catalogs (one django.po per app), and the runtime merges them: the first catalog that has the message wins for the whole program. Two translations of \"Save\" mean one of them is dead and users may see either depending on the installed apps' order. A difference that is meant needs a msgctxt, which makes them two messages.",
        source: "GNU gettext manual, \"Contexts\" (msgctxt separates messages with the same msgid) and \"Invoking the msgcat Program\" (merging catalogs reports such duplicates); Django, \"How Django discovers translations\" (LOCALE_PATHS and installed apps, first match wins); Translate Toolkit's pofilter test 'inconsistent'.",
        examples: [
            .triggering(
                ExampleFile("admin/locale/de/LC_MESSAGES/django.po", #"""
                    msgid ""
                    msgstr ""
                    "Content-Type: text/plain; charset=UTF-8\n"
                    "Language: de\n"

                    msgid "Save"
                    msgstr "Sichern"
                    """#),
                ExampleFile("auth/locale/de/LC_MESSAGES/django.po", #"""
                    msgid ""
                    msgstr ""
                    "Content-Type: text/plain; charset=UTF-8\n"
                    "Language: de\n"

                    ↓msgid "Save"
                    msgstr "Speichern"
                    """#)),
            .accepted(
                ExampleFile("admin/locale/de/LC_MESSAGES/django.po", #"""
                    msgid ""
                    msgstr ""
                    "Content-Type: text/plain; charset=UTF-8\n"
                    "Language: de\n"

                    msgid "Save"
                    msgstr "Sichern"
                    """#),
                ExampleFile("auth/locale/de/LC_MESSAGES/django.po", #"""
                    msgid ""
                    msgstr ""
                    "Content-Type: text/plain; charset=UTF-8\n"
                    "Language: de\n"

                    msgctxt "password form"
                    msgid "Save"
                    msgstr "Speichern"
                    """#)),
        ])

    public static var rules: [DiagnosticRule] { [rule] }

    public static func check(_ tables: [LocalizationTable], context: RuleContext) -> [Diagnostic] {
        var groups: [String: [CatalogFile]] = [:]
        for table in tables {
            for file in table.files where file.format == .po {
                guard let locale = file.locale else { continue }
                groups[table.name + "\u{1}" + LocaleName.normalized(locale), default: []].append(file)
            }
        }
        var findings: [Diagnostic] = []
        for (_, files) in groups.sorted(by: { $0.key < $1.key }) where files.count > 1 {
            struct Use { var text: String; var location: SourceLocation; var path: String }
            var uses: [EntryID: [Use]] = [:]
            var order: [EntryID] = []
            for file in files.sorted(by: { $0.path < $1.path }) {
                guard let locale = file.locale else { continue }
                for entry in file.entries where entry.state != .obsolete && !entry.key.isEmpty {
                    guard entry.status(in: locale) == .translated, let translation = entry.localizations[locale] else { continue }
                    let text = translation.value.strings.joined(separator: "\u{0}")
                    if uses[entry.id] == nil { order.append(entry.id) }
                    uses[entry.id, default: []].append(Use(text: text, location: entry.location, path: file.path))
                }
            }
            for id in order {
                guard let all = uses[id], all.count > 1, let first = all.first,
                      let other = all.first(where: { $0.text != first.text }) else { continue }
                let context = id.context.map { " (context '\($0)')" } ?? ""
                findings.append(Diagnostic(
                    rule, at: other.location,
                    "'\(id.key)'\(context) is translated \(shown(other.text)) here but \(shown(first.text)) in \(first.path); the domain's catalogs are merged at run time, so only one is shown: make them agree, or give one a msgctxt",
                    notes: [Diagnostic.Note("translated \(shown(first.text)) here", at: first.location)]))
            }
        }
        return findings
    }

    static func shown(_ text: String) -> String {
        let forms = text.split(separator: "\u{0}", omittingEmptySubsequences: false)
        let first = String(forms[0].prefix(80))
        return "'\(first)'" + (forms.count > 1 ? " (and \(forms.count - 1) plural form\(forms.count == 2 ? "" : "s"))" : "")
    }
}
