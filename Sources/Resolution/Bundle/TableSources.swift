import LocalizationCatalog

/// Everything a bundle holds for one table name, by format and localization, ready for lookup.
///
/// Apple never reads a String Catalog at run time: Xcode compiles it into per-language
/// `.strings`/`.stringsdict` (apple-semantics.md §5.4). Here it is read in place, with the
/// compiled result's rules: a unit in state `new` is absent; the source language falls back to
/// the key itself; a language exists when the catalog has any unit in it.
struct TableSources: Sendable {
    /// `.strings` per localization (`de`, `Base`): key → translation. A file Apple's loader
    /// would reject (a syntax error) is present but empty, as on a device.
    var strings: [String: [String: Translation]] = [:]
    var stringsPaths: [String: String] = [:]
    var stringsdict: [String: [String: Translation]] = [:]
    var stringsdictPaths: [String: String] = [:]
    /// String Catalog entries by key, and the languages the catalog has.
    var catalog: [String: CatalogEntry] = [:]
    var catalogLanguages: Set<String> = []
    var catalogSourceLanguage: String?
    var catalogPath: String?
    /// gettext catalogs per locale: msgid → translation (fuzzy and empty ones left out, as
    /// msgfmt leaves them out of the `.mo`), plus the file's Plural-Forms.
    var gettext: [String: GettextTable] = [:]
    /// msgid → msgid_plural from every gettext file and template of the table: what ngettext
    /// shows for n ≠ 1 when no translation exists.
    var gettextPlurals: [String: String] = [:]
    /// `.strings` files Apple's loader rejects (a syntax error), by localization: path.
    var rejectedStrings: [String: String] = [:]

    struct GettextTable: Sendable {
        var path: String
        var entries: [EntryID: Translation]
        var pluralForms: PluralForms?
    }

    mutating func add(_ file: CatalogFile) {
        switch file.format {
        case .strings, .stringsdict:
            guard let locale = file.locale else { return }
            var table: [String: Translation] = [:]
            let rejected = file.format == .strings && file.diagnostics.contains { $0.severity == .error }
            if rejected, rejectedStrings[locale] == nil { rejectedStrings[locale] = file.path }
            if !rejected {
                for entry in file.entries { if let translation = entry.localizations[locale] { table[entry.key] = translation } }
            }
            if file.format == .strings {
                if strings[locale] == nil { strings[locale] = table; stringsPaths[locale] = file.path }
            } else if stringsdict[locale] == nil {
                stringsdict[locale] = table
                stringsdictPaths[locale] = file.path
            }
        case .xcstrings:
            guard catalogPath == nil else { return }
            catalogPath = file.path
            catalogSourceLanguage = file.developmentLanguage
            for entry in file.entries { catalog[entry.key] = entry }
            catalogLanguages = Set(file.locales)
            if let source = file.developmentLanguage { catalogLanguages.insert(source) }
        case .po:
            for entry in file.entries where entry.pluralKey != nil && gettextPlurals[entry.key] == nil {
                gettextPlurals[entry.key] = entry.pluralKey
            }
            guard let locale = file.locale, gettext[locale] == nil else { return }
            var entries: [EntryID: Translation] = [:]
            for entry in file.entries where entry.state != .obsolete {
                guard let translation = entry.localizations[locale], translation.state != .needsReview,
                      !Self.firstFormIsEmpty(translation.value) else { continue }
                entries[entry.id] = translation
            }
            let forms = file.headerValue("Plural-Forms").flatMap { try? PluralForms.parse($0).get() }
            gettext[locale] = GettextTable(path: file.path, entries: entries, pluralForms: forms)
        case .pot:
            for entry in file.entries where entry.pluralKey != nil && gettextPlurals[entry.key] == nil {
                gettextPlurals[entry.key] = entry.pluralKey
            }
        }
    }

    /// msgfmt leaves out an entry whose msgstr (or msgstr[0]) is empty.
    private static func firstFormIsEmpty(_ value: LocalizedValue) -> Bool {
        switch value.content {
        case .text(let text): text.isEmpty
        case .pluralForms(let forms): forms.first?.isEmpty ?? true
        default: value.isEmpty
        }
    }

    /// The localizations this table has in any format.
    var localizations: Set<String> {
        appleLocalizations.union(gettext.keys)
    }

    /// The localizations of its Apple files (`.lproj` folders, the languages a String Catalog
    /// compiles to): the only ones an app bundle lists.
    var appleLocalizations: Set<String> {
        Set(strings.keys).union(stringsdict.keys).union(catalogLanguages)
    }
}
