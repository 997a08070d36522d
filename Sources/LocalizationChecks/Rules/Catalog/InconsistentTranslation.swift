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

    package static func collector(context: RuleContext) -> any CatalogRuleCollector { Collector() }

    /// Per domain and language, per message: its first translation by path and the first one
    /// (by path) that differs from it. That is all a finding needs, whatever order the catalogs
    /// come in: a catalog sorting before the first either agrees with it (the differing one stays)
    /// or not (the old first, which sorts before every other, becomes the differing one).
    final class Collector: CatalogRuleCollector, @unchecked Sendable {
        struct Occurrence {
            var path: String
            var location: SourceLocation
            var value: LocalizedValue
        }

        struct Message {
            var first: Occurrence
            var differing: Occurrence?
        }

        /// One domain and language. A reference, so that batches update groups in parallel.
        final class Group: @unchecked Sendable {
            var numbers = EntryIDIndex(expectedCount: 1024)
            var messages: [Message] = []

            func add(_ file: CatalogFile, locale: String) {
                let entries = file.entries
                for e in entries.indices where entries[e].state != .obsolete && !entries[e].key.isEmpty {
                    // Fuzzy and untranslated entries are no translation to compare.
                    guard entries[e].status(in: locale) == .translated, let translation = entries[e].localizations[locale]
                    else { continue }
                    let here = Occurrence(path: file.path, location: entries[e].location, value: translation.value)
                    let (number, isNew) = numbers.insert(entries[e].id)
                    guard !isNew else {
                        messages.append(Message(first: here, differing: nil))
                        continue
                    }
                    var message = messages[number]
                    if here.path < message.first.path {
                        if here.value.content != message.first.value.content { message.differing = message.first }
                        message.first = here
                    } else if here.value.content != message.first.value.content,
                              message.differing.map({ here.path < $0.path }) ?? true {
                        message.differing = here
                    }
                    messages[number] = message
                }
            }
        }

        private var groups: [String: Group] = [:]

        func add(_ tables: [LocalizationTable]) {
            var batch: [String: (group: Group, files: [(CatalogFile, String)])] = [:]
            for table in tables {
                for file in table.files where file.format == .po {
                    guard let locale = file.locale else { continue }
                    let name = table.name + "\u{1}" + LocaleName.normalized(locale)
                    let group = groups[name] ?? Group()
                    groups[name] = group
                    batch[name, default: (group, [])].files.append((file, locale))
                }
            }
            // Each language's catalogs on their own, on all cores.
            _ = Array(batch.values).concurrentMap { work -> Bool in
                for (file, locale) in work.files { work.group.add(file, locale: locale) }
                return true
            }
        }

        func findings() -> [Diagnostic] {
            var findings: [Diagnostic] = []
            for group in groups.values {
                for number in group.messages.indices {
                    let message = group.messages[number]
                    guard let later = message.differing else { continue }
                    let id = group.numbers.id(number)
                    let earlier = message.first
                    let context = id.context.map { " (context '\($0)')" } ?? ""
                    var finding = Diagnostic(
                        rule, at: later.location,
                        "'\(id.key)'\(context) is translated \(shown(later.value.strings)) here but \(shown(earlier.value.strings)) in \(earlier.path); the domain's catalogs are merged at run time, so only one is shown: make them agree, or give one a msgctxt",
                        notes: [Diagnostic.Note("translated \(shown(earlier.value.strings)) here", at: earlier.location)])
                    finding.entryKey = EntryKeys.key(of: id)
                    findings.append(finding)
                }
            }
            return findings
        }
    }

    static func shown(_ forms: [String]) -> String {
        let first = String((forms.first ?? "").prefix(80))
        return "'\(first)'" + (forms.count > 1 ? " (and \(forms.count - 1) plural form\(forms.count == 2 ? "" : "s"))" : "")
    }
}
