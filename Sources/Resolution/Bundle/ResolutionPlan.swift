import Internationalization
import LocalizationCatalog

/// Everything about resolving one key that depends only on the bundle, the preferred languages,
/// the table and the per-key fallback setting: the search list, the entry found (its formats
/// compiled), the localization's language and plural rules, and for a miss, why it missed.
///
/// A bundle's files do not change once loaded, so a plan never goes stale; the bundle keeps
/// plans (bounded) and a repeated resolve does one cache lookup, the plural selection and the
/// formatting. The arguments, the formatting locale, device, width and isolation are applied
/// per call.
final class ResolutionPlan: Sendable {
    let searchList: [String]
    /// The entry found, compiled; nil for a miss.
    let prepared: PreparedTranslation?
    /// Where the entry came from: its localization and file.
    let localization: String?
    let path: String?
    /// `resolution.development-language-fallback` when the entry came from the development
    /// language (`perKeyFallback`); `resolution.other-localization` when the located file is in
    /// another language than the chosen localization.
    let fallbackIssue: FormattingIssue?
    /// The hit's localization for plural rules (the development language for a miss).
    let language: LocaleIdentifier
    let rules: PluralRules
    /// gettext's form index for `n`, from the hit's `Plural-Forms`.
    let pluralForm: (@Sendable (UInt64) -> Int?)?
    /// For a miss: why, and the key's gettext msgid_plural.
    let missReason: LocalizationBundle.MissReason?
    let gettextPluralKey: String?

    init(
        _ key: String, table: String?, context: String? = nil, searchList: [String], perKeyFallback: Bool,
        in bundle: LocalizationBundle
    ) {
        self.searchList = searchList
        var hit = bundle.lookup(key, table: table, context: context, searchList: searchList)
        var fallbackIssue: FormattingIssue?
        if hit == nil, perKeyFallback,
           let fallback = bundle.lookup(key, table: table, context: context, searchList: [bundle.developmentLanguage]) {
            hit = fallback
            fallbackIssue = FormattingIssue(
                .developmentLanguageFallback, directive: "", column: 1,
                message: "'\(key)' is not in \(searchList.first ?? "the chosen localization"); taken from \(fallback.localization)")
        }
        // A hit in another language than the chosen one: the chosen localization lacks this file
        // of the table, and Apple locates each table file on its own (spec §5.3), so its users
        // see this language.
        if fallbackIssue == nil, let hit, hit.localization != "Base", let chosen = searchList.first,
           bundle.language(of: hit.localization).language != bundle.language(of: chosen).language {
            let file = hit.path.split(separator: "/").last.map(String.init) ?? hit.path
            // Relative to the bundle, so the message is the same on every checkout.
            let shownPath = hit.path.hasPrefix(bundle.path + "/") ? String(hit.path.dropFirst(bundle.path.count + 1)) : hit.path
            fallbackIssue = FormattingIssue(
                .otherLocalization, directive: "", column: 1,
                message: "'\(key)' is shown in \(hit.localization), from \(shownPath): \(chosen) has no \(file), and Apple locates each file of a table on its own")
        }
        localization = hit?.localization
        path = hit?.path
        self.fallbackIssue = fallbackIssue
        prepared = hit.map { PreparedTranslation($0.translation) }
        language = bundle.language(of: hit?.localization)
        rules = PluralRules.rules(for: language)
        pluralForm = hit?.pluralForms.map { forms in
            { @Sendable n in if case .success(let form) = forms.form(for: n) { form } else { nil } }
        }
        missReason = hit == nil ? bundle.missReason(table: table, searchList: searchList) : nil
        gettextPluralKey = hit == nil ? bundle.gettextPluralKey(key, table: table) : nil
    }
}

/// One preferences list as a bundle has matched it; `id` keys its plans.
final class LookupScope: Sendable {
    let id: Int
    let preferences: [String]
    let searchList: [String]

    init(id: Int, preferences: [String], searchList: [String]) {
        self.id = id
        self.preferences = preferences
        self.searchList = searchList
    }
}

struct PlanKey: Hashable {
    var scope: Int
    var key: String
    var table: String?
    var context: String?
    var perKeyFallback: Bool
}

/// A bundle's scopes and plans, behind its mutex. Both are bounded: preferences and keys may come
/// from user input.
struct PlanCache {
    static let scopeLimit = 64
    static let planLimit = 4096

    /// The scope asked for last: callers pass the same preferences array again and again, and
    /// comparing an array with itself costs nothing, where hashing it costs a hash of every string.
    private var recent: LookupScope?
    private var scopes: [[String]: LookupScope] = [:]
    private var nextID = 0
    private(set) var plans: [PlanKey: ResolutionPlan] = [:]
    /// The plans asked for last, newest first: a screen resolves the same few keys again and
    /// again, and comparing a key with the few it was asked for last costs less than hashing it
    /// (a hash reads every byte of the key and finalizes; a comparison of different keys stops
    /// at the length or the first bytes).
    private var recentPlans: [(key: PlanKey, plan: ResolutionPlan)] = []
    static let recentPlanLimit = 4

    var scopeCount: Int { scopes.count }

    mutating func plan(for key: PlanKey) -> ResolutionPlan? {
        for index in recentPlans.indices where recentPlans[index].key == key { return recentPlans[index].plan }
        guard let found = plans[key] else { return nil }
        remember(found, for: key)
        return found
    }

    mutating func insertPlan(_ plan: ResolutionPlan, for key: PlanKey) {
        if plans.count >= Self.planLimit {
            plans.removeAll(keepingCapacity: true)
            recentPlans.removeAll()
        }
        plans[key] = plan
        remember(plan, for: key)
    }

    private mutating func remember(_ plan: ResolutionPlan, for key: PlanKey) {
        if recentPlans.count >= Self.recentPlanLimit { recentPlans.removeLast() }
        recentPlans.insert((key, plan), at: 0)
    }

    mutating func scope(for preferences: [String]) -> LookupScope? {
        if let recent, recent.preferences == preferences { return recent }
        guard let found = scopes[preferences] else { return nil }
        recent = found
        return found
    }

    mutating func insertScope(preferences: [String], searchList: [String]) -> LookupScope {
        if let existing = scopes[preferences] { return existing }
        if scopes.count >= Self.scopeLimit {
            // Plans of dropped scopes could never be found again.
            scopes.removeAll()
            plans.removeAll()
            recentPlans.removeAll()
        }
        let made = LookupScope(id: nextID, preferences: preferences, searchList: searchList)
        nextID += 1
        scopes[preferences] = made
        recent = made
        return made
    }
}
