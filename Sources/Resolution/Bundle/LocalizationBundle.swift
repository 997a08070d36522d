import Internationalization
import LocalizationCatalog

/// A folder of localization files used the way an app bundle is: `*.lproj` tables (with
/// `Base.lproj`), String Catalogs and gettext catalogs, with Apple's lookup rules.
///
/// - Available localizations (apple-semantics.md §5.2): every `.lproj` name, every language of a
///   String Catalog and the development language; gettext locales only in a folder with no Apple
///   tables (a gettext catalog is matched to the chosen localization on its own).
/// - Lookup (§5.3, §5.4): each file type of a table is located on its own — the first language
///   of the search list, then `Base.lproj`, then the rest of the list — and `.stringsdict`
///   entries override `.strings` ones. A key the located table lacks is a miss: Apple does not
///   fall back to another language key by key (§4.3) unless `perKeyFallback` asks for it.
///
/// Loading never throws: problems of the files are in `diagnostics`. The files are not read
/// again: what a resolve looks up is kept as a `ResolutionPlan` per preferences, table and key
/// (bounded), so resolving the same string again costs a cache lookup and the formatting.
public final class LocalizationBundle: Sendable, Hashable, CustomStringConvertible {
    public let path: String
    /// The development language (`CFBundleDevelopmentRegion`): given, else a String Catalog's
    /// `sourceLanguage`, else `en`.
    public let developmentLanguage: String
    /// Localization identifiers as the files spell them, sorted; `Base` included when present.
    /// As in an app bundle (apple-semantics.md §5.2), these are the `.lproj` folders, the
    /// languages of String Catalogs and the development language; gettext locales count only
    /// in a folder with no Apple tables, where they are all there is.
    public let localizations: [String]
    /// What the files' readers reported.
    public let diagnostics: [Diagnostic]
    let tables: [String: TableSources]
    /// Search lists and resolution plans: matching and lookup cost microseconds, and an app asks
    /// for the same keys with the same preferences again and again (CF caches search lists per
    /// bundle too).
    private let plans = Locked(PlanCache())
    private let languages = Locked<[String: LocaleIdentifier]>([:])
    private let gettextLocales = Locked<[String: String?]>([:])

    /// Reads every localization file under `path`.
    public convenience init(path: String, developmentLanguage: String? = nil) {
        let loaded = CatalogLoader.load([path], developmentLanguage: developmentLanguage)
        self.init(path: path, files: loaded.files, developmentLanguage: developmentLanguage)
    }

    /// A bundle over files already read (or made in memory, such as a String Catalog compiled
    /// into the program), in the order discovery would give them: the first file of a table in
    /// each format and localization is the one looked up. `path` only names the bundle; nothing
    /// is read from it.
    public init(path: String, files: [CatalogFile], developmentLanguage: String? = nil) {
        var tables: [String: TableSources] = [:]
        for file in files { tables[file.table, default: TableSources()].add(file) }
        self.path = path
        self.tables = tables
        self.developmentLanguage = developmentLanguage
            ?? files.lazy.compactMap(\.developmentLanguage).first ?? "en"
        var names = tables.values.reduce(into: Set<String>()) { $0.formUnion($1.appleLocalizations) }
        if names.isEmpty { names = tables.values.reduce(into: Set<String>()) { $0.formUnion($1.gettext.keys) } }
        names.insert(self.developmentLanguage)
        localizations = names.sorted()
        diagnostics = files.flatMap(\.diagnostics)
    }

    public var description: String { "LocalizationBundle(\(path))" }
    public static func == (lhs: LocalizationBundle, rhs: LocalizationBundle) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The localizations one table has, in any of its formats, sorted.
    public func localizations(ofTable table: String?) -> [String] {
        tables[Self.tableName(table)]?.localizations.sorted() ?? []
    }

    /// The table names the bundle has.
    public var tableNames: [String] { tables.keys.sorted() }

    /// The bundle's search list for the user's preferred languages (§5.2): Apple's matcher over
    /// the available localizations (without `Base`), the development language appended.
    public func searchList(preferences: [String]) -> [String] {
        scope(for: preferences).searchList
    }

    /// The scope of a preferences list, made (and its search list matched) on first use.
    private func scope(for preferences: [String]) -> LookupScope {
        if let cached = plans.withLock({ $0.scope(for: preferences) }) { return cached }
        let list = LanguageMatcher.preferredLocalizations(
            available: localizations.filter { $0 != "Base" }, preferences: preferences,
            developmentLanguage: developmentLanguage)
        return plans.withLock { $0.insertScope(preferences: preferences, searchList: list) }
    }

    /// The plan for resolving `key` in `table` (nil or "" → `Localizable`) for a preferences
    /// list, made on first use and kept (see `ResolutionPlan`).
    func plan(_ key: String, table: String?, context: String? = nil, preferences: [String], perKeyFallback: Bool) -> ResolutionPlan {
        let found = plans.withLock { cache -> (LookupScope?, ResolutionPlan?) in
            guard let scope = cache.scope(for: preferences) else { return (nil, nil) }
            return (scope, cache.plan(for: PlanKey(scope: scope.id, key: key, table: table, context: context, perKeyFallback: perKeyFallback)))
        }
        if let plan = found.1 { return plan }
        let scope = found.0 ?? self.scope(for: preferences)
        let made = ResolutionPlan(
            key, table: table, context: context, searchList: scope.searchList, perKeyFallback: perKeyFallback, in: self)
        plans.withLock { cache in
            cache.insertPlan(made, for: PlanKey(scope: scope.id, key: key, table: table, context: context, perKeyFallback: perKeyFallback))
        }
        return made
    }

    /// How many scopes (preferences lists) and plans the bundle keeps now.
    var cachedPlanCounts: (scopes: Int, plans: Int) {
        plans.withLock { ($0.scopeCount, $0.plans.count) }
    }

    /// The identifier of a localization for plural rules: `Base` and unknown names are the
    /// development language, `en` when even that is unknown. Cached per name.
    func language(of localization: String?) -> LocaleIdentifier {
        let name = localization.flatMap { $0 == "Base" ? nil : $0 } ?? developmentLanguage
        if let cached = languages.withLock({ $0[name] }) { return cached }
        let identifier = (try? LocaleIdentifier(name)) ?? (try? LocaleIdentifier(developmentLanguage))
            ?? (try! LocaleIdentifier("en"))
        languages.withLock { $0[name] = identifier }
        return identifier
    }

    /// One lookup's answer: the translation, the localization and file it came from, and the
    /// file's gettext `Plural-Forms` when it is a `.po`.
    public struct Hit: Sendable {
        public var translation: Translation
        public var localization: String
        public var path: String
        public var format: CatalogFormat
        public var pluralForms: PluralForms?
    }

    /// Looks `key` up in `table` (nil or "" → `Localizable`) for a search list.
    ///
    /// With a `context`, only gettext catalogs are searched, for the entry with that msgctxt and
    /// msgid, as `pgettext(context, msgid)` does; an entry without a context, or with another,
    /// is not a match (GNU gettext manual, "Contexts"). Apple's tables have no contexts.
    public func lookup(_ key: String, table: String?, context: String? = nil, searchList: [String]) -> Hit? {
        guard let sources = tables[Self.tableName(table)] else { return nil }
        if context != nil { return gettextLookup(EntryID(context: context, key: key), table: table, sources, searchList) }
        // Each file type is located on its own: first language, Base.lproj, then the rest. The
        // search list holds the bundle's own spellings, so names are compared as they are.
        let order = Self.searchOrder(searchList)
        if let name = order.first(where: { sources.stringsdict[$0] != nil }), let translation = sources.stringsdict[name]?[key] {
            return Hit(translation: translation, localization: name, path: sources.stringsdictPaths[name] ?? "",
                       format: .stringsdict)
        }
        // A String Catalog compiles to `.strings`/`.stringsdict` in each language's folder: it is
        // located with the `.strings` files, language by language.
        let stringsLocation = order.first { sources.strings[$0] != nil || sources.catalogLanguages.contains($0) }
        if let name = stringsLocation {
            if sources.catalogLanguages.contains(name), let path = sources.catalogPath,
               let translation = Self.catalogTranslation(key, language: name, sources) {
                return Hit(translation: translation, localization: name, path: path, format: .xcstrings)
            }
            if let translation = sources.strings[name]?[key] {
                return Hit(translation: translation, localization: name, path: sources.stringsPaths[name] ?? "",
                           format: .strings)
            }
        }
        return gettextLookup(EntryID(key: key), table: table, sources, searchList)
    }

    private func gettextLookup(_ id: EntryID, table: String?, _ sources: TableSources, _ searchList: [String]) -> Hit? {
        guard !sources.gettext.isEmpty, let name = gettextLocale(Self.tableName(table), sources, searchList: searchList),
              let table = sources.gettext[name], let translation = table.entries[id] else { return nil }
        return Hit(translation: translation, localization: name, path: table.path, format: .po, pluralForms: table.pluralForms)
    }

    /// The gettext catalog of a table for a search list: gettext names locales its own way
    /// (`zh_CN` where the app has `zh-Hans`), so the catalogs' locales are matched against the
    /// search list with Apple's matcher. Cached per table and search list.
    private func gettextLocale(_ table: String, _ sources: TableSources, searchList: [String]) -> String? {
        let key = table + "\u{0}" + searchList.joined(separator: "\u{1}")
        if let cached = gettextLocales.withLock({ $0[key] }) { return cached }
        let available = sources.gettext.keys.sorted()
        let chosen = LanguageMatcher.localizationsToUse(preferred: searchList, available: available).first
        gettextLocales.withLock { cache in
            if cache.count > 1024 { cache.removeAll() }
            cache[key] = .some(chosen)
        }
        return chosen
    }

    /// Why a lookup found nothing, for a message: the table is unknown, or the `.strings` file
    /// Apple would read has a syntax error (its loader drops the whole file).
    public enum MissReason: Sendable, Hashable {
        case noSuchTable(available: [String])
        case rejectedFile(String)
        case notInTable
    }

    public func missReason(table: String?, searchList: [String]) -> MissReason {
        guard let sources = tables[Self.tableName(table)] else { return .noSuchTable(available: tableNames) }
        if let name = Self.searchOrder(searchList).first(where: { sources.strings[$0] != nil || sources.catalogLanguages.contains($0) }),
           let path = sources.rejectedStrings[name] {
            return .rejectedFile(path)
        }
        return .notInTable
    }

    /// The msgid_plural of a gettext msgid, when a file of the table has one.
    public func gettextPluralKey(_ key: String, table: String?) -> String? {
        tables[Self.tableName(table)]?.gettextPlurals[key]
    }

    /// Where a table file is looked for (CFBundle_Resources.c): the first language of the search
    /// list, then `Base`, then the rest.
    static func searchOrder(_ searchList: [String]) -> [String] {
        searchList.isEmpty ? ["Base"] : [searchList[0], "Base"] + searchList.dropFirst()
    }

    /// `table` as CF names it: nil or empty is `Localizable`.
    static func tableName(_ table: String?) -> String {
        guard let table, !table.isEmpty else { return "Localizable" }
        return table
    }

    /// A String Catalog entry as Xcode compiles it for `language`: units in state `new` are
    /// left out; the source language without a unit is the key itself; an entry marked
    /// `"shouldTranslate": false` exists in the source language only, so other languages fall
    /// back to it (`l10n-check` reports its discarded translations, `xcstrings.discarded-translation`).
    static func catalogTranslation(_ key: String, language: String, _ sources: TableSources) -> Translation? {
        guard let entry = sources.catalog[key] else { return nil }
        if !entry.shouldTranslate, language != sources.catalogSourceLanguage { return nil }
        if let translation = entry.localizations[language], translation.state != .new,
           !translation.value.unitStates.contains(.new) {
            return translation
        }
        if language == sources.catalogSourceLanguage, entry.localizations[language] == nil {
            return Translation(value: .text(key))
        }
        return nil
    }
}
