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
package enum InconsistentTranslation: CatalogRule {
    package static let rule = DiagnosticRule(
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

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ tables: [LocalizationTable], context: RuleContext) -> [Diagnostic] {
        var groups: [String: [CatalogFile]] = [:]
        for table in tables {
            for file in table.files where file.format == .po {
                guard let locale = file.locale else { continue }
                groups[table.name + "\u{1}" + LocaleName.normalized(locale), default: []].append(file)
            }
        }
        // Each language's catalogs on their own, on all cores.
        let multiple = groups.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map(\.value)
        return multiple.concurrentMap { findings(in: $0) }.flatMap { $0 }
    }

    /// The findings among the catalogs of one domain and language.
    static func findings(in files: [CatalogFile]) -> [Diagnostic] {
        // Where each message was first seen (file, entry); a later one is compared with it in
        // place, without copying translations or joining their forms.
        struct Seen { var file: Int; var entry: Int; var reported: Bool }
        let files = files.sorted { $0.path < $1.path }
        // Messages numbered by their bytes' hash; `seen` is by number.
        var numbers = EntryIDIndex(expectedCount: files.reduce(0) { $0 + $1.entries.count })
        var seen: [Seen] = []
        var findings: [Diagnostic] = []
        for (f, file) in files.enumerated() {
            guard let locale = file.locale else { continue }
            let entries = file.entries
            for e in entries.indices where entries[e].state != .obsolete && !entries[e].key.isEmpty {
                let id = entries[e].id
                // Most messages are in one catalog only: their state is looked at only when
                // another catalog has them too.
                let (number, isNew) = numbers.insert(id)
                guard !isNew else {
                    seen.append(Seen(file: f, entry: e, reported: false))
                    continue
                }
                let first = seen[number]
                guard !first.reported, entries[e].status(in: locale) == .translated,
                      let firstLocale = files[first.file].locale else { continue }
                let firstEntry = files[first.file].entries[first.entry]
                guard firstEntry.status(in: firstLocale) == .translated else {
                    // The first one has no translation to compare with: this one is the first.
                    seen[number] = Seen(file: f, entry: e, reported: false)
                    continue
                }
                guard let earlier = firstEntry.localizations[firstLocale], let later = entries[e].localizations[locale],
                      earlier.value.content != later.value.content else { continue }
                seen[number].reported = true
                let context = id.context.map { " (context '\($0)')" } ?? ""
                findings.append(Diagnostic(
                    rule, at: entries[e].location,
                    "'\(id.key)'\(context) is translated \(shown(later.value.strings)) here but \(shown(earlier.value.strings)) in \(files[first.file].path); the domain's catalogs are merged at run time, so only one is shown: make them agree, or give one a msgctxt",
                    notes: [Diagnostic.Note("translated \(shown(earlier.value.strings)) here", at: firstEntry.location)]))
            }
        }
        return findings
    }

    static func shown(_ forms: [String]) -> String {
        let first = String((forms.first ?? "").prefix(80))
        return "'\(first)'" + (forms.count > 1 ? " (and \(forms.count - 1) plural form\(forms.count == 2 ? "" : "s"))" : "")
    }
}
