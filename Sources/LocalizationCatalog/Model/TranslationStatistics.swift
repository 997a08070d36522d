/// Counts of a file's entries in one localization, in the categories `msgfmt --statistics`
/// reports (GNU gettext manual, "Invoking the msgfmt Program"): translated, fuzzy, untranslated.
/// The gettext header and obsolete (`#~`) entries are not counted.
public struct TranslationStatistics: Sendable, Hashable, Codable {
    public var entries: Int
    public var translated: Int
    /// Needs review: gettext `fuzzy`, String Catalog `needs_review`.
    public var fuzzy: Int
    /// Missing, empty, or String Catalog state `new`.
    public var untranslated: Int

    public init(entries: Int = 0, translated: Int = 0, fuzzy: Int = 0, untranslated: Int = 0) {
        self.entries = entries
        self.translated = translated
        self.fuzzy = fuzzy
        self.untranslated = untranslated
    }

    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(entries: lhs.entries + rhs.entries, translated: lhs.translated + rhs.translated,
             fuzzy: lhs.fuzzy + rhs.fuzzy, untranslated: lhs.untranslated + rhs.untranslated)
    }
}

extension CatalogEntry {
    /// How this entry counts in `locale`: nil when it is not counted at all (obsolete).
    public func status(in locale: String) -> TranslationStatus? {
        if state == .obsolete { return nil }
        guard let translation = localizations[locale] else { return .untranslated }
        return translation.status
    }
}

extension Translation {
    /// How a present translation counts: `new` or empty → untranslated (msgfmt --statistics: an
    /// empty msgstr, msgstr[0] for plurals, is untranslated even when fuzzy), `needs_review` or
    /// fuzzy → fuzzy, else translated.
    public var status: TranslationStatus {
        Self.status(state: state, content: value.content, substitutions: substitutions)
    }

    /// `status` from the fields it reads, so that a translation stored in a class is read field
    /// by field rather than copied whole.
    @inline(__always)
    static func status(state: TranslationState?, content: LocalizedValue.Content, substitutions: [Substitution]) -> TranslationStatus {
        if state == .new || countsAsEmpty(content: content, substitutions: substitutions) { return .untranslated }
        return state == .needsReview ? .fuzzy : .translated
    }

    /// Empty for counting: gettext plural forms count by msgstr[0] alone (msgfmt counts an entry
    /// with msgstr[0] empty as untranslated and one with only a later form empty as translated).
    static func countsAsEmpty(content: LocalizedValue.Content, substitutions: [Substitution]) -> Bool {
        if case .pluralForms(let forms) = content, substitutions.isEmpty {
            return forms.first?.isEmpty ?? true
        }
        return LocalizedValue.isEmpty(content) && substitutions.allSatisfy(\.value.isEmpty)
    }
}

/// The three counting categories of `TranslationStatistics`.
public enum TranslationStatus: String, Sendable, Hashable, Codable {
    case translated, fuzzy, untranslated
}

extension CatalogFile {
    /// Statistics of the file's entries in `locale` (default: the file's own localization).
    /// Entries marked `shouldTranslate: false` count only in the development language.
    public func statistics(locale: String? = nil) -> TranslationStatistics {
        var result = TranslationStatistics()
        let locale = locale ?? self.locale ?? ""
        let buffer = entries
        for index in buffer.indices {
            if !buffer[index].shouldTranslate, locale != developmentLanguage { continue }
            // `status(in:)` inlined: calling a method on `buffer[index]` copies the entry.
            if buffer[index].state == .obsolete { continue }
            let status = buffer[index].translationStatus(in: locale) ?? .untranslated
            result.entries += 1
            switch status {
            case .translated: result.translated += 1
            case .fuzzy: result.fuzzy += 1
            case .untranslated: result.untranslated += 1
            }
        }
        return result
    }
}

extension CatalogEntry {
    /// How the entry's translation in `locale` counts, or nil when it has none; the obsolete
    /// state is not looked at. Read in the entry's box: through the public accessors the
    /// optimizer copied the entry's whole localization map for each entry counted.
    func translationStatus(in locale: String) -> TranslationStatus? {
        storage.translationStatus(in: locale)
    }
}

extension CatalogEntry.Storage {
    @inline(__always)
    func translationStatus(in locale: String) -> TranslationStatus? {
        if localizations.firstKey == locale {
            return Translation.status(state: localizations.firstValue.state, content: localizations.firstValue.value.content,
                                      substitutions: localizations.firstValue.substitutions)
        }
        return localizations.others.isEmpty ? nil : localizations.others[locale]?.status
    }
}
