import LocalizationCatalog

extension DiagnosticRule {
    package static let poNewlineMismatch = DiagnosticRule(
        id: "po.newline-mismatch", severity: .error,
        summary: "A translation begins or ends with a line break (\\n) where its msgid does not, or the other way round (msgfmt -c: \"entries do not both begin/end with '\\n'\").",
        rationale: "Programs often print a message with its line break included; when only the msgid ends (or begins) with \\n, output in this language runs two lines together or gains a blank line. msgfmt -c refuses the file.",
        source: "GNU gettext manual, \"msgfmt Invocation\" (-c, --check); msgfmt -c rejects it: \"'msgid' and 'msgstr' entries do not both end with '\\n'\".",
        examples: [
            .triggering(ExampleFile("de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Usage: manage.py [options]\n"
                ↓msgstr "Aufruf: manage.py [Optionen]"
                """#)),
            .triggering(ExampleFile("de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "\n%d file copied"
                msgid_plural "\n%d files copied"
                ↓msgstr[0] "\n%d Datei kopiert"
                msgstr[1] "%d Dateien kopiert"
                """#)),
            .accepted(ExampleFile("de/LC_MESSAGES/django.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: de\n"

                msgid "Usage: manage.py [options]\n"
                msgstr "Aufruf: manage.py [Optionen]\n"
                """#)),
        ])

    /// The rules of `GettextNewlineChecks`.
    package static let gettextNewlines: [DiagnosticRule] = [.poNewlineMismatch]
}

/// The line-break check of `msgfmt -c` (gettext's `check_pair`, `--check-format` aside): the
/// msgid, the msgid_plural and every msgstr of an entry all begin with `\n`, or none does, and the
/// same for the end. A program that prints the msgid with a trailing newline would otherwise run
/// lines together in one language only.
///
/// Checked as msgfmt 0.21 checks: not the header, obsolete (`#~`) entries, fuzzy ones (msgfmt
/// leaves them out of the catalog), or entries whose msgstr (`msgstr[0]`) is empty. One finding
/// per entry, for its first difference (beginnings first, then msgid_plural, then each msgstr in
/// order), at the msgstr (`msgstr[0]`) line as msgfmt reports it, with notes at the msgid and at
/// the string that differs.
package enum GettextNewlineChecks: TableRule {
    package static var rules: [DiagnosticRule] { DiagnosticRule.gettextNewlines }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        table.files.flatMap(check)
    }

    package static func check(_ file: CatalogFile) -> [Diagnostic] {
        guard file.format == .po, let locale = file.locale ?? file.locales.first else { return [] }
        var diagnostics: [Diagnostic] = []
        let entries = file.entries
        // Fields are read through `entries[index]`, and the translation in place: copies of
        // each entry's parts cost thousands of instructions an entry over a whole corpus.
        for index in entries.indices where entries[index].state != .obsolete && !entries[index].key.isEmpty {
            guard let translation = entries[index].translationContent(forKey: locale), translation.state != .needsReview,
                  var finding = firstDifference(key: entries[index].key, pluralKey: entries[index].pluralKey, content: translation.content)
            else { continue }
            // Locations only for a finding.
            let full = entries[index].localizations[locale]
            if let j = finding.form {
                finding.location = full?.value.location
                if case .pluralForms(let forms) = full?.value.content, j < forms.count { finding.location = forms[j].location }
            }
            let msgidLocation = entries[index].location
            let at = full?.location
            let reportedAt = at ?? msgidLocation
            let message = finding.msgidHas
                ? "msgid \(finding.edge)s with \\n but \(finding.name) does not; msgfmt -c rejects the entry"
                : "\(finding.name) \(finding.edge)s with \\n but msgid does not; msgfmt -c rejects the entry"
            var notes = [Diagnostic.Note("msgid is here", at: msgidLocation)]
            if let location = finding.location, location != reportedAt {
                notes.append(Diagnostic.Note("\(finding.name) is here", at: location))
            }
            diagnostics.append(Diagnostic(.poNewlineMismatch, at: reportedAt, message, notes: notes))
        }
        return diagnostics
    }

    private struct Finding {
        var edge: StaticString
        var name: String
        /// The msgstr that differs (its form; 0 for a plain msgstr), nil for msgid_plural.
        var form: Int?
        var location: SourceLocation?
        var msgidHas: Bool
    }

    /// The first string that differs from msgid at its beginning, else at its end, in msgfmt's
    /// order (msgid_plural, then each msgstr); nil when none does or the msgstr is empty.
    private static func firstDifference(key: String, pluralKey: String?, content: LocalizedValue.Content) -> Finding? {
        switch content {
        case .text(let text):
            return firstDifference(key: key, pluralKey: pluralKey, msgstrs: CollectionOfOne<String?>(text), isPlural: false)
        case .pluralForms(let forms):
            let texts = forms.lazy.map { form -> String? in if case .text(let text) = form.content { text } else { nil } }
            return firstDifference(key: key, pluralKey: pluralKey, msgstrs: texts, isPlural: true)
        default:
            return nil
        }
    }

    /// `msgstrs`: msgstr, or msgstr[0…] (nil for a form that is not text), without an array made per entry.
    private static func firstDifference(
        key: String, pluralKey: String?, msgstrs: some Collection<String?>, isPlural: Bool
    ) -> Finding? {
        guard let first = msgstrs.first, let first, !first.isEmpty else { return nil }
        func difference(_ edge: StaticString, _ has: (String) -> Bool) -> Finding? {
            let expected = has(key)
            if let pluralKey, has(pluralKey) != expected { return Finding(edge: edge, name: "msgid_plural", msgidHas: expected) }
            for (j, text) in msgstrs.enumerated() {
                guard let text, has(text) != expected else { continue }
                return Finding(edge: edge, name: isPlural ? "msgstr[\(j)]" : "msgstr", form: j, msgidHas: expected)
            }
            return nil
        }
        return difference("begin", begins) ?? difference("end", ends)
    }

    /// Bytes, as gettext tests them: "\r\n" counts as ending with "\n".
    private static func begins(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.first == 0x0A } ?? (text.utf8.first == 0x0A)
    }
    private static func ends(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.last == 0x0A } ?? (text.utf8.last == 0x0A)
    }
}
