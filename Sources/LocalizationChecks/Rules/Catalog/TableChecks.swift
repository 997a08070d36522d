import LocalizationCatalog

/// Checks across the files of one table (see `TableRules`).
package enum TableChecks: TableRule {
    package static var rules: [DiagnosticRule] { DiagnosticRule.table }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        check(table, developmentLanguageGiven: context.developmentLanguage != nil && table.developmentLanguage == context.developmentLanguage)
    }

    /// Findings for `table`; `developmentLanguageGiven` is true when the user named the
    /// development language (a language the files imply always exists).
    package static func check(_ table: LocalizationTable, developmentLanguageGiven: Bool) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let start = table.files.first.map { SourceLocation(file: $0.path, line: 1, column: 1) }
        if developmentLanguageGiven, let language = table.developmentLanguage, let start,
           !table.locales.contains(where: { LocaleName.normalized($0) == LocaleName.normalized(language) }),
           !table.files.contains(where: { $0.format == .pot }) {
            diagnostics.append(Diagnostic(
                .developmentLanguageMissing, at: start,
                "the development language '\(language)' has no localization in table '\(table.name)' (it has \(table.locales.joined(separator: ", ")))"))
        }
        diagnostics += extraTemplates(table)
        diagnostics += extraKeys(table)
        diagnostics += keysMissingFromDevelopmentLanguage(table)
        diagnostics += localeMismatches(table)
        diagnostics += shadowedByStringsdict(table)
        return diagnostics
    }

    /// Translations in a `.strings` file that Apple never shows: the localization has no
    /// `.stringsdict` of the table, so for its users Apple locates the table's `.stringsdict` in
    /// `Base.lproj` or the development language (each file type is located on its own, and
    /// `.stringsdict` entries override `.strings` ones: apple-semantics.md §5.3–§5.4), and a key
    /// that file defines shows in that language.
    static func shadowedByStringsdict(_ table: LocalizationTable) -> [Diagnostic] {
        var dictionaries: [String: CatalogFile] = [:]
        for file in table.files where file.format == .stringsdict {
            if let locale = file.locale { dictionaries[LocaleName.normalized(locale)] = file }
        }
        guard !dictionaries.isEmpty else { return [] }
        let fallback = dictionaries["base"] ?? table.developmentLanguage.flatMap { dictionaries[LocaleName.normalized($0)] }
        guard let fallback else { return [] }
        let keys = Set(fallback.entries.map(\.key))
        var diagnostics: [Diagnostic] = []
        for file in table.files where file.format == .strings {
            guard let locale = file.locale, dictionaries[LocaleName.normalized(locale)] == nil,
                  LocaleName.normalized(locale) != "base" else { continue }
            for entry in file.entries where keys.contains(entry.key) {
                diagnostics.append(Diagnostic(
                    .stringsdictShadowsStrings, at: entry.location,
                    "Apple shows '\(entry.key)' from \(fallback.path), not this translation: \(locale) has no \(table.name).stringsdict, so Apple uses the \(fallback.locale ?? "development language") one, whose entries override .strings ones; add the key to a \(locale) \(table.name).stringsdict"))
            }
        }
        return diagnostics
    }

    /// A table's templates other than `LocalizationTable.template`: the table's keys come from
    /// that one alone, so the others would otherwise go unread unnoticed.
    static func extraTemplates(_ table: LocalizationTable) -> [Diagnostic] {
        guard let first = table.template else { return [] }
        let others = table.files.filter { $0.format == .pot && $0.path != first.path }.sorted { $0.path < $1.path }
        let reference = SourceLocation(file: first.path, line: 1, column: 1)
        return others.map { template in
            Diagnostic(
                .severalTemplates, at: SourceLocation(file: template.path, line: 1, column: 1),
                "table '\(table.name)' has another template, \(first.path), which is the one compared with; this one is not used",
                notes: [Diagnostic.Note("the template compared with", at: reference)])
        }
    }

    /// Keys a gettext catalog has that its `.pot` template does not (msgmerge would make them
    /// obsolete). Only templates are taken as complete: a development-language `.lproj` often
    /// lacks keys on purpose (`InfoPlist.strings` values live in Info.plist, storyboards in
    /// `Base.lproj`), and a `.po` in the development language may lag behind the code.
    static func extraKeys(_ table: LocalizationTable) -> [Diagnostic] {
        guard table.files.contains(where: { $0.format == .pot }), let reference = table.developmentKeys else { return [] }
        var diagnostics: [Diagnostic] = []
        for file in table.files where file.format == .po {
            for entry in file.entries where entry.state != .obsolete && !reference.contains(entry.id) {
                let context = entry.context.map { " (context '\($0)')" } ?? ""
                diagnostics.append(Diagnostic(
                    .keyNotInDevelopmentLanguage, at: entry.location,
                    "'\(entry.key)'\(context) is not in the template; no code looks it up (msgmerge would make it obsolete)"))
            }
        }
        return diagnostics
    }

    /// Keys an `.lproj` localization has that neither the development language nor `Base` has in
    /// the table: code that looks one up shows the key itself to users of the development
    /// language (and of every language without it). Only keys that are identifiers
    /// (`settings.title`, `error_network`): a key written as text ("Reset") is its own
    /// development-language text, as SwiftUI's keys are. Only when the development language (or
    /// `Base`) has the table; not for `InfoPlist`, whose development values live in Info.plist.
    static func keysMissingFromDevelopmentLanguage(_ table: LocalizationTable) -> [Diagnostic] {
        guard let development = table.developmentLanguage, table.name.lowercased() != "infoplist" else { return [] }
        let lproj = table.files.filter { $0.format == .strings || $0.format == .stringsdict }
        func isReference(_ file: CatalogFile) -> Bool {
            guard let locale = file.locale else { return false }
            let name = LocaleName.normalized(locale)
            return name == "base" || name == LocaleName.normalized(development)
        }
        let references = lproj.filter(isReference)
        guard !references.isEmpty else { return [] }
        var keys = Set<String>()
        for file in references { for entry in file.entries { keys.insert(entry.key) } }
        var diagnostics: [Diagnostic] = []
        for file in lproj where !isReference(file) {
            for entry in file.entries where isIdentifier(entry.key) && !keys.contains(entry.key) {
                diagnostics.append(Diagnostic(
                    .keyNotInDevelopmentLanguage, at: entry.location,
                    "'\(entry.key)' is in \(file.locale ?? "this localization") but not in the development language's (\(development)) \(table.name) table: code that looks it up shows the key itself in \(development) and in every language without it; add it to \(development), or remove it if no code uses it"))
            }
        }
        return diagnostics
    }

    /// `settings.title`, `error_network_offline`: ASCII letters and digits in two or more parts
    /// joined by `.`, `_` or `-`.
    static func isIdentifier(_ key: String) -> Bool {
        var parts = 1, partLength = 0
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                partLength += 1
            case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                guard partLength > 0 else { return false }
                parts += 1
                partLength = 0
            default: return false
            }
        }
        return parts >= 2 && partLength > 0
    }

    /// gettext files whose `Language` header and path disagree (`de/LC_MESSAGES/x.po` saying `fr`).
    static func localeMismatches(_ table: LocalizationTable) -> [Diagnostic] {
        table.files.compactMap { file in
            guard file.format == .po, let pathLocale = file.locale,
                  let header = file.headerValue("Language"), !header.isEmpty else { return nil }
            func base(_ name: String) -> String {
                LocaleName.normalized(name).split(separator: "@").first.map(String.init) ?? ""
            }
            let a = base(pathLocale).split(separator: "-"), b = base(header).split(separator: "-")
            // `sr_Latn` vs `sr@latin`, `zh_Hans` vs `zh-Hans`: the languages must agree, and the
            // second subtags too when both are of one kind (both scripts or both regions):
            // `pt_BR` vs `pt_PT` differ, `zh_Hant` vs `zh_TW` may both be right.
            var agree = a.first == b.first
            if agree, a.count > 1, b.count > 1, (a[1].count == 4) == (b[1].count == 4) { agree = a[1] == b[1] }
            guard !agree else { return nil }
            return Diagnostic(
                .localeMismatch, at: file.headerLocation("Language"),
                "the Language header says '\(header)' but the path says '\(pathLocale)'")
        }
    }
}
