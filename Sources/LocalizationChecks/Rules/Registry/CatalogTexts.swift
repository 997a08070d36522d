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

/// The strings of a table's files that hold an unusual character, for the rules that check each
/// string on its own (control characters, bidi controls). Obsolete gettext entries and the
/// header are left out.
///
/// One walk serves every such rule (``RuleContext`` keeps its result per table): a byte scan
/// picks the strings with a C0 control or DEL, a C1 control (`C2 80`–`C2 9F`), or a character of
/// U+2000–U+207F or U+FFF0–U+FFFF (`E2 80`/`E2 81`, `EF BF` leads: the bidi controls and the
/// noncharacters are there), and only those are kept, with their key, locale and place.
enum CatalogTexts {
    static func unusual(_ table: LocalizationTable) -> [CatalogText] {
        var found: [CatalogText] = []
        for file in table.files {
            let entries = file.entries
            for index in entries.indices where entries[index].state != .obsolete && !(file.format == .po && entries[index].key.isEmpty) {
                let entry = entries[index]
                entry.localizations.forEachKey { locale in
                    entry.localizations.withTranslation(forKey: locale) { translation in
                        let fallback = translation.location ?? entry.location
                        func walk(_ value: LocalizedValue, _ variant: String?) {
                            func named(_ name: String) -> String { variant.map { "\($0), \(name)" } ?? name }
                            switch value.content {
                            case .text(let text):
                                guard isUnusual(text) else { return }
                                found.append(CatalogText(
                                    key: entry.key, locale: locale, text: text, location: value.location ?? fallback,
                                    variant: variant))
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
        return found
    }

    /// The byte scan of ``unusual(_:)``.
    private static func isUnusual(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return true }
            if byte == 0x7F { return true }
            if previous == 0xC2, byte <= 0x9F { return true }
            if previous == 0xE2, byte == 0x80 || byte == 0x81 { return true }
            if previous == 0xEF, byte == 0xBF { return true }
            previous = byte
        }
        return false
    }
}
