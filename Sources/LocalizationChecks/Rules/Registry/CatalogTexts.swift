import LocalizationCatalog

/// One string a catalog holds, in any localization (the development language's included):
/// a `.strings` value, a variant, a `msgstr[N]`.
struct CatalogText {
    var key: String
    var locale: String
    var text: String
    var location: SourceLocation
    /// `plural one`, `device mac`, `msgstr[1]`, `variable files, plural few`; nil for a plain string.
    var variant: String?

    /// `the de string of 'Save'` (`…, plural one`).
    var subject: String {
        "the \(locale) string of \(quoted(key))" + (variant.map { " (\($0))" } ?? "")
    }
}

/// Every string of a table's files, for the rules that check each string on its own (control
/// characters, bidi controls). Obsolete gettext entries and the header are left out.
enum CatalogTexts {
    /// Calls `body` with each string that `mayMatter` accepts; the check is given the raw text
    /// first so that most strings cost one scan and no copies.
    static func forEach(_ table: LocalizationTable, where mayMatter: (String) -> Bool, _ body: (CatalogText) -> Void) {
        for file in table.files {
            for entry in file.entries where entry.state != .obsolete && !(file.format == .po && entry.key.isEmpty) {
                for (locale, translation) in entry.localizations {
                    let fallback = translation.location ?? entry.location
                    func walk(_ value: LocalizedValue, _ variant: String?) {
                        let location = value.location ?? fallback
                        func named(_ name: String) -> String { variant.map { "\($0), \(name)" } ?? name }
                        switch value.content {
                        case .text(let text):
                            if mayMatter(text) {
                                body(CatalogText(key: entry.key, locale: locale, text: text, location: location, variant: variant))
                            }
                        case .plural(let variants):
                            for v in variants { walk(v.value, named("plural \(v.category.rawValue)")) }
                        case .device(let variants):
                            for v in variants { walk(v.value, named("device \(v.device.rawValue)")) }
                        case .width(let variants):
                            for v in variants { walk(v.value, named("width \(v.width)")) }
                        case .pluralForms(let forms):
                            for (index, form) in forms.enumerated() { walk(form, named("msgstr[\(index)]")) }
                        }
                    }
                    walk(translation.value, nil)
                    for substitution in translation.substitutions {
                        walk(substitution.value, "variable \(substitution.name)")
                    }
                }
            }
        }
    }
}
