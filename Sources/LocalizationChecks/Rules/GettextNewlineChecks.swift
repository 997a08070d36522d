import LocalizationCatalog

extension DiagnosticRule {
    public static let poNewlineMismatch = DiagnosticRule(
        id: "po.newline-mismatch", severity: .error,
        summary: "A translation begins or ends with a line break (\\n) where its msgid does not, or the other way round (msgfmt -c: \"entries do not both begin/end with '\\n'\").")

    /// The rules of `GettextNewlineChecks`.
    public static let gettextNewlines: [DiagnosticRule] = [.poNewlineMismatch]
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
public enum GettextNewlineChecks {
    public static func check(_ file: CatalogFile) -> [Diagnostic] {
        guard file.format == .po else { return [] }
        var diagnostics: [Diagnostic] = []
        file.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].state != .obsolete && !entries[index].key.isEmpty {
                // A `.po` file holds one localization per entry.
                var translations = entries[index].localizations.makeIterator()
                guard let translation = translations.next()?.value, translation.state != .needsReview else { continue }
                let (forms, isPlural): ([LocalizedValue], Bool) = switch translation.value.content {
                case .text: ([translation.value], false)
                case .pluralForms(let values): (values, true)
                default: ([], false)
                }
                guard case .text(let first)? = forms.first?.content, !first.isEmpty else { continue }
                let key = entries[index].key, pluralKey = entries[index].pluralKey
                // The strings compared with msgid, in msgfmt's order: msgid_plural, then each msgstr.
                var others: [(name: String, text: String, location: SourceLocation?)] = pluralKey.map { [("msgid_plural", $0, nil)] } ?? []
                for (j, form) in forms.enumerated() {
                    guard case .text(let text) = form.content else { continue }
                    others.append((isPlural ? "msgstr[\(j)]" : "msgstr", text, form.location))
                }
                // The first difference only, beginnings before ends, as msgfmt reports it.
                let finding = [("begin", Self.begins), ("end", Self.ends)].lazy.compactMap { edge, has in
                    others.first { has($0.text) != has(key) }.map { (edge, $0, has(key)) }
                }.first
                guard let (edge, other, msgidHas) = finding else { continue }
                let name = other.name, at = translation.location ?? entries[index].location
                let message = msgidHas
                    ? "msgid \(edge)s with \\n but \(name) does not; msgfmt -c rejects the entry"
                    : "\(name) \(edge)s with \\n but msgid does not; msgfmt -c rejects the entry"
                var notes = [Diagnostic.Note("msgid is here", at: entries[index].location)]
                if let location = other.location, location != at { notes.append(Diagnostic.Note("\(name) is here", at: location)) }
                diagnostics.append(Diagnostic(.poNewlineMismatch, at: at, message, notes: notes))
            }
        }
        return diagnostics
    }

    /// Bytes, as gettext tests them: "\r\n" counts as ending with "\n".
    private static func begins(_ text: String) -> Bool { text.utf8.first == 0x0A }
    private static func ends(_ text: String) -> Bool { text.utf8.last == 0x0A }
}
