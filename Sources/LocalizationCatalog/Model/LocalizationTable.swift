/// One table (`Localizable`, a gettext domain) with all the files that localize it.
///
/// The development language's keys are the reference every localization is compared with:
/// the `.pot` template's msgids, the String Catalog's keys (entries with `shouldTranslate`), or
/// the keys of the development language's `.lproj` files.
public struct LocalizationTable: Sendable {
    public var name: String
    /// Identifies the table among others of the same name (see `DiscoveredFile.tableID`).
    public var id: String
    /// The development language, when known (`sourceLanguage`, `--development-language`, `en.lproj`).
    public var developmentLanguage: String?
    public var files: [CatalogFile]

    public init(name: String, id: String, developmentLanguage: String?, files: [CatalogFile]) {
        self.name = name
        self.id = id
        self.developmentLanguage = developmentLanguage
        self.files = files
    }

    /// The localizations of the table, the development language first, then sorted.
    public var locales: [String] {
        let all = Set(files.flatMap { file -> [String] in
            file.format == .pot ? [] : file.locales
        })
        let rest = all.subtracting([developmentLanguage].compactMap { $0 }).sorted()
        if let developmentLanguage, all.contains(developmentLanguage) { return [developmentLanguage] + rest }
        return rest
    }

    /// The `.pot` template the table's keys come from: of several, the one whose path sorts
    /// first, so the choice does not depend on the order the paths were given in.
    public var template: CatalogFile? {
        files.filter { $0.format == .pot }.min { $0.path < $1.path }
    }

    /// The entries the development language defines, or nil when the table has no reference.
    public var developmentKeys: Set<EntryID>? {
        developmentKeyList.map(Set.init)
    }

    /// `developmentKeys` in file order (an ID repeated in the files appears each time).
    var developmentKeyList: [EntryID]? {
        if let template {
            return Self.ids(of: [template], skippingObsolete: true)
        }
        if files.contains(where: { $0.format == .xcstrings }) {
            return Self.ids(of: files.filter { $0.format == .xcstrings }, skippingObsolete: false)
        }
        guard let developmentLanguage else { return nil }
        let own = files.filter { $0.locale == developmentLanguage }
        return own.isEmpty ? nil : Self.ids(of: own, skippingObsolete: true)
    }

    /// The entry IDs of `files`, read by index (iterating would copy every entry).
    private static func ids(of files: [CatalogFile], skippingObsolete: Bool) -> [EntryID] {
        var result: [EntryID] = []
        for file in files {
            let entries = file.entries
            result.reserveCapacity(result.count + entries.count)
            for index in entries.indices where !(skippingObsolete && entries[index].state == .obsolete) {
                result.append(entries[index].id)
            }
        }
        return result
    }

    /// What the localizations are compared with, for reports: `development language en`,
    /// `template sample.pot`, or `no reference` when the table has none.
    public var referenceDescription: String {
        if let template {
            let name = template.path.split(separator: "/").last.map(String.init) ?? template.path
            return "template \(name)"
        }
        if let developmentLanguage {
            return developmentKeyList != nil
                ? "development language \(developmentLanguage)"
                : "development language \(developmentLanguage), which has no localization here"
        }
        if files.allSatisfy({ $0.format == .po }) { return "no template: msgid of each file" }
        return "no development language"
    }

    /// How far each localization is translated, in the order of `locales`.
    public func summaries() -> [LocaleSummary] {
        let reference = developmentKeyList.map(EntryIDLookup.init)
        var untranslatable = Set<EntryID>()
        for file in files where file.format == .xcstrings {
            for index in file.entries.indices where !file.entries[index].shouldTranslate {
                untranslatable.insert(file.entries[index].id)
            }
        }
        let sourceServesAsValue = files.indices.allSatisfy { [.xcstrings, .po, .pot].contains(files[$0].format) }
        // Each locale's files by index, in file order: found with one lookup per locale instead of
        // a pass over every file (a gettext domain has a file per locale).
        var byLocale: [String: [Int]] = [:]
        var unlocalized: [Int] = []
        for index in files.indices where files[index].format != .pot {
            if let locale = files[index].locale { byLocale[locale, default: []].append(index) } else { unlocalized.append(index) }
        }
        return locales.map { locale in
            let own = byLocale[locale] ?? []
            return summary(
                for: locale, members: unlocalized.isEmpty ? own : (unlocalized + own).sorted(), reference: reference,
                untranslatable: untranslatable, sourceServesAsValue: sourceServesAsValue)
        }
    }

    /// One pass over the locale's entries with one set lookup each: the reference's keys that are
    /// translated or fuzzy here are subtracted from the reference's size to give `missing`.
    ///
    /// `members`: the indices of the files that hold the locale (and of those that name none), in
    /// file order.
    private func summary(
        for locale: String, members: [Int], reference: EntryIDLookup?, untranslatable: Set<EntryID>, sourceServesAsValue: Bool
    ) -> LocaleSummary {
        var summary = LocaleSummary(locale: locale)
        // The msgid (gettext) or the key (String Catalog) is the development language's text, so
        // an entry without its own value there is not missing.
        let nothingMissing = locale == developmentLanguage && sourceServesAsValue
        let exempt = locale == developmentLanguage ? [] : untranslatable
        var covered = 0, untranslated = 0
        var cursor = 0
        // `id` is only made when the reference is asked.
        func count(_ status: TranslationStatus, _ id: () -> EntryID) {
            summary.entries += 1
            switch status {
            case .translated: summary.translated += 1
            case .fuzzy: summary.needsReview += 1
            case .untranslated: untranslated += 1
            }
            guard !nothingMissing, status != .untranslated, let reference else { return }
            let id = id()
            if reference.contains(id, cursor: &cursor), exempt.isEmpty || !exempt.contains(id) { covered += 1 }
        }
        if members.count == 1 {
            let entries = files[members[0]].entries
            for index in entries.indices {
                guard entries[index].state != .obsolete,
                      let status = entries[index].translationStatus(in: locale) else { continue }
                count(status) { entries[index].id }
            }
        } else {
            var statuses: [(id: EntryID, status: TranslationStatus)] = []
            for member in members {
                let entries = files[member].entries
                for index in entries.indices {
                    guard entries[index].state != .obsolete, let translation = entries[index].localizations[locale] else { continue }
                    statuses.append((entries[index].id, translation.status))
                }
            }
            if members.count > 1 {
                // A key in both the .strings and .stringsdict of a table counts once (the later file wins).
                var latest: [EntryID: Int] = [:]
                for (index, item) in statuses.enumerated() { latest[item.id] = index }
                statuses = statuses.indices.filter { latest[statuses[$0].id] == $0 }.map { statuses[$0] }
            }
            for item in statuses { count(item.status) { item.id } }
        }
        if nothingMissing {
            summary.missing = 0
        } else if let reference {
            let expected = reference.count - (exempt.isEmpty ? 0 : exempt.filter(reference.contains).count)
            summary.missing = max(0, expected - covered)
        } else {
            summary.missing = untranslated
        }
        return summary
    }
}

/// A localization's progress in a table: keys present, translated, missing compared with the
/// development language (absent, empty or never translated), and needing review (fuzzy).
public struct LocaleSummary: Sendable, Hashable, Codable {
    public var locale: String
    public var entries: Int = 0
    public var translated: Int = 0
    public var missing: Int = 0
    public var needsReview: Int = 0

    public init(locale: String) { self.locale = locale }
}
