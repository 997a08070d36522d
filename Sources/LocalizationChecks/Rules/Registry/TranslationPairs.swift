import FormatStrings
import LocalizationCatalog

/// A translated string beside the source string it translates, for the rules that compare
/// texts (whitespace, Markdown, identical translations).
struct TextPair {
    var key: String
    var locale: String
    /// The locale of the source text (the development language), when the table says it.
    var sourceLocale: String?
    var source: String
    var translation: String
    /// Where the translated string is (its value, variant or msgstr).
    var location: SourceLocation
    /// Which variant, for messages: `plural one`, `msgstr[1]`, `variable files, plural few`; nil for a plain string.
    var variant: String?
    /// True for a substitution's variant (`%#@files@` in a `.stringsdict` or String Catalog): a
    /// fragment of the text the user sees, whose words a translation may move into or out of
    /// the format string around it.
    var isFragment = false
    /// The format dialect a gettext entry's flags name (`#, python-format`); nil for Apple pairs
    /// and entries that are no formats.
    var dialect: FormatDialect? = nil

    /// The format of the file the translation is in, from its extension.
    var format: CatalogFormat? {
        let path = location.file
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return CatalogFormat(pathExtension: String(path[path.index(after: dot)...]))
    }

    /// `the de translation of 'Save'` (`…, plural one`).
    var subject: String {
        "the \(locale) translation of \(quoted(key))" + (variant.map { " (\($0))" } ?? "")
    }
}

/// The text pairs of a table: every used translation's strings against their sources.
///
/// - String Catalogs: each localization against the source language's, or the key when it has
///   none; `new` units and entries not to translate are left out.
/// - `.lproj` tables: each localization's value against the development language's value of
///   the key (the `.stringsdict` one when both files have it).
/// - gettext: msgstr (msgstr[0]) against msgid and the other forms against msgid_plural; fuzzy,
///   obsolete and untranslated entries are left out, as msgfmt leaves them out of the catalog.
///
/// Plain strings pair with plain strings, plural variants by category (else the source's
/// `other`), substitutions by name; other shapes (device, width variations) are left out.
enum TranslationPairs {
    static func apple(_ table: LocalizationTable) -> [TextPair] {
        var pairs: [TextPair] = []
        for file in table.files where file.format == .xcstrings {
            let development = file.developmentLanguage ?? table.developmentLanguage
            for entry in file.entries where entry.shouldTranslate {
                let source = development.flatMap { entry.localizations[$0] }
                    ?? Translation(value: LocalizedValue(.text(entry.key)))
                for (locale, translation) in entry.localizations where locale != development && translation.state != .new {
                    add(&pairs, entry.key, locale, development, source, translation, fallback: translation.location ?? entry.location)
                }
            }
        }
        let lproj = table.files.filter { $0.format == .strings || $0.format == .stringsdict }
        guard let development = table.developmentLanguage, !lproj.isEmpty else { return pairs }
        var sources: [String: Translation] = [:]
        for file in lproj.sorted(by: { $0.format == .strings && $1.format == .stringsdict }) where file.locale == development {
            for entry in file.entries {
                if let translation = entry.localizations[development] { sources[entry.key] = translation }
            }
        }
        for file in lproj {
            guard let locale = file.locale, locale != development, locale != "Base" else { continue }
            for entry in file.entries {
                guard let source = sources[entry.key], let translation = entry.localizations[locale] else { continue }
                add(&pairs, entry.key, locale, development, source, translation, fallback: translation.location ?? entry.location)
            }
        }
        return pairs
    }

    private static func add(
        _ pairs: inout [TextPair], _ key: String, _ locale: String, _ sourceLocale: String?, _ source: Translation,
        _ translation: Translation,
        fallback: SourceLocation
    ) {
        func walk(_ source: LocalizedValue, _ translation: LocalizedValue, variant: String?, isFragment: Bool = false) {
            let location = translation.location ?? fallback
            switch (source.content, translation.content) {
            case (.text(let a), .text(let b)):
                pairs.append(TextPair(
                    key: key, locale: locale, sourceLocale: sourceLocale, source: a, translation: b, location: location,
                    variant: variant,
                    isFragment: isFragment))
            case (.plural(let a), .plural(let b)):
                for form in b {
                    guard let match = a.first(where: { $0.category == form.category }) ?? a.first(where: { $0.category == .other })
                    else { continue }
                    let name = "plural \(form.category.rawValue)"
                    walk(match.value, form.value, variant: variant.map { "\($0), \(name)" } ?? name, isFragment: isFragment)
                }
            default:
                break
            }
        }
        walk(source.value, translation.value, variant: nil)
        for substitution in translation.substitutions {
            guard let match = source.substitutions.first(where: { $0.name == substitution.name }) else { continue }
            walk(match.value, substitution.value, variant: "variable \(substitution.name)", isFragment: true)
        }
    }

    static func gettext(_ table: LocalizationTable) -> [TextPair] {
        var pairs: [TextPair] = []
        for file in table.files where file.format == .po {
            guard let locale = file.locale ?? file.locales.first else { continue }
            let entries = file.entries
            for index in entries.indices where entries[index].state != .obsolete && !entries[index].key.isEmpty {
                guard entries[index].status(in: locale) == .translated else { continue }
                let key = entries[index].key
                let dialect = entries[index].comments.flags.lazy.compactMap(FormatDialect.init(gettextFlag:)).first
                // Read in place: a copy of each translation costs a retain and a release.
                entries[index].localizations.withTranslation(forKey: locale) { translation in
                    let location = translation.location ?? entries[index].location
                    switch translation.value.content {
                    case .text(let text):
                        pairs.append(TextPair(key: key, locale: locale, source: key, translation: text, location: location, dialect: dialect))
                    case .pluralForms(let forms):
                        for (form, value) in forms.enumerated() {
                            guard case .text(let text) = value.content, !text.isEmpty else { continue }
                            let source = form == 0 ? key : entries[index].pluralKey ?? key
                            pairs.append(TextPair(
                                key: key, locale: locale, source: source, translation: text,
                                location: value.location ?? location, variant: "msgstr[\(form)]", dialect: dialect))
                        }
                    default:
                        break
                    }
                }
            }
        }
        return pairs
    }
}
