import Internationalization
import LocalizationCatalog

/// Resolves texts and localized strings the way an iPhone or a Mac does: lookup in the bundle
/// for the chosen localization, plural and variable expansion, safe formatting.
///
/// - A `Text` looks up in the environment locale's localization when one is set, else in the
///   user's preferred languages (apple-semantics.md §3.3); it formats only when its key had
///   interpolations (a literal `"100%"` stays `100%`).
/// - `string(localized:)` with a key and value looks up in the preferred languages; its `locale`
///   only formats ("This doesn't change which locale the system uses to look up the localized
///   string", §4.2). A `LocalizedStringResource` looks up in its own locale.
/// - A miss shows the default value when it is not empty, else the key (CF
///   `CFBundleCopyLocalizedString`, §4.3), with a `resolution.missing-key` issue.
///
/// Never throws and never traps: every problem is an issue beside the text.
public enum Resolver {
    /// The text a `Text` shows, without its styling.
    public static func resolve(_ text: Text, in environment: LocalizationEnvironment) -> ResolvedString {
        switch text.content {
        case .verbatim(let string):
            return ResolvedString(styled: styledRuns(.verbatim(string), text.style), localization: nil, path: nil, issues: [])
        case .localized(let key, let table, let bundle):
            var result = resolve(
                key.key, argumentsOf: key, defaultValue: nil, table: table,
                bundle: bundle ?? environment.bundle,
                preferences: preferences(in: bundle, lookupPreferences(environment.locale, environment), environment),
                formatLocale: environment.locale, environment: environment, markdown: true)
            result.restyle(text.style)
            return result
        case .resource(let resource):
            var result = resolve(resource, in: environment, markdown: true)
            result.restyle(text.style)
            return result
        case .concatenation(let first, let second):
            let a = resolve(first, in: environment), b = resolve(second, in: environment)
            let joined = styledRuns(StyledText(runs: a.styled.runs + b.styled.runs), text.style)
            return ResolvedString(
                styled: joined, localization: a.localization ?? b.localization, path: a.path ?? b.path,
                issues: a.issues + b.issues)
        }
    }

    /// `runs` with a `Text`'s modifiers applied to each (a run's own Markdown styles stay).
    static func styledRuns(_ text: StyledText, _ style: TextStyle) -> StyledText {
        guard style != TextStyle() else { return text }
        return StyledText(runs: text.runs.map(style.applied))
    }

    /// `String(localized: keyAndValue, table:bundle:locale:)`.
    ///
    /// `context` is gettext's msgctxt: the key is then looked up as `pgettext(context, key)`
    /// does, in the table's `.po` catalogs only, and an entry with no context or another one is
    /// not used (GNU gettext manual, "Contexts"); Apple's formats have no contexts.
    public static func string(
        localized keyAndValue: LocalizedStringKey, table: String? = nil, context: String? = nil,
        bundle: LocalizationBundle? = nil, locale: LocaleIdentifier? = nil, in environment: LocalizationEnvironment
    ) -> ResolvedString {
        resolve(
            keyAndValue.key, argumentsOf: keyAndValue, defaultValue: keyAndValue, table: table, context: context,
            bundle: bundle ?? environment.bundle,
            preferences: preferences(in: bundle, environment.preferredLanguages, environment),
            formatLocale: locale ?? environment.locale, environment: environment)
    }

    /// `String(localized: key, defaultValue:, table:bundle:locale:)`.
    public static func string(
        localized key: String, defaultValue: LocalizedStringKey, table: String? = nil, bundle: LocalizationBundle? = nil,
        locale: LocaleIdentifier? = nil, in environment: LocalizationEnvironment
    ) -> ResolvedString {
        resolve(
            key, argumentsOf: defaultValue, defaultValue: defaultValue,
            table: table, bundle: bundle ?? environment.bundle,
            preferences: preferences(in: bundle, environment.preferredLanguages, environment),
            formatLocale: locale ?? environment.locale, environment: environment)
    }

    /// `String(localized: resource)`: the resource's locale chooses the localization.
    public static func string(localized resource: LocalizedStringResource, in environment: LocalizationEnvironment) -> ResolvedString {
        resolve(resource, in: environment, markdown: false)
    }

    private static func resolve(_ resource: LocalizedStringResource, in environment: LocalizationEnvironment, markdown: Bool) -> ResolvedString {
        let locale = resource.locale.flatMap { try? LocaleIdentifier($0) } ?? environment.locale
        let preferences = resource.locale.map { [$0] }
            ?? preferences(in: resource.bundle, lookupPreferences(environment.locale, environment), environment)
        return resolve(
            resource.key, argumentsOf: resource.defaultValue, defaultValue: resource.defaultValue, table: resource.table, bundle: resource.bundle ?? environment.bundle,
            preferences: preferences, formatLocale: locale, environment: environment, markdown: markdown)
    }

    /// The preferences a bundle other than the main one is matched with: the main bundle's
    /// chosen localization first, then the user's languages (`CFBundle_Locale.c`, spec §5.2:
    /// "the main bundle's chosen language is tried first, unless CFBundleAllowMixedLocalizations
    /// is true"), so a framework speaks the app's language.
    static func preferences(
        in bundle: LocalizationBundle?, _ preferences: [String], _ environment: LocalizationEnvironment
    ) -> [String] {
        guard let bundle, bundle != environment.bundle, !environment.allowsMixedLocalizations,
              let chosen = environment.bundle.searchList(preferences: preferences).first, chosen != preferences.first
        else { return preferences }
        return [chosen] + preferences
    }

    private static func lookupPreferences(_ locale: LocaleIdentifier?, _ environment: LocalizationEnvironment) -> [String] {
        locale.map { [$0.name] } ?? environment.preferredLanguages
    }

    /// Resolves `key`; `source` is the key value whose arguments format it (and whether it
    /// formats at all).
    static func resolve(
        _ key: String, argumentsOf source: LocalizedStringKey, defaultValue: LocalizedStringKey?,
        table: String?, context: String? = nil, bundle: LocalizationBundle, preferences: [String],
        formatLocale: LocaleIdentifier?, environment: LocalizationEnvironment, markdown: Bool = false
    ) -> ResolvedString {
        var preferences = preferences, formatLocale = formatLocale
        if let pseudo = environment.pseudoLocale {
            preferences = [bundle.developmentLanguage]
            formatLocale = try? LocaleIdentifier(pseudo.dataLanguage)
        }
        let plan = bundle.plan(
            key, table: table, context: context, preferences: preferences, perKeyFallback: environment.perKeyFallback)
        var issues: [FormattingIssue] = []
        if let fallbackIssue = plan.fallbackIssue { issues.append(fallbackIssue) }
        if let prepared = plan.prepared {
            return finish(
                prepared, source, found: true, issues: issues, plan: plan, formatLocale: formatLocale,
                environment: environment, markdown: markdown)
        }
        let searchList = plan.searchList
        let translation: Translation
        var formatSource = source
        // gettext shows msgid_plural for n ≠ 1 when there is no translation (ngettext).
        let firstNumber = source.arguments.lazy.compactMap { argument -> FormatArgument? in
            if case .value(let value) = argument, value.isNumber { return value } else { return nil }
        }.first
        var gettextPlural: String?
        if let plural = plan.gettextPluralKey, let firstNumber, firstNumber != .int(1), firstNumber != .uint(1) {
            gettextPlural = plural
        }
        let shown = gettextPlural != nil ? "msgid_plural"
            : (defaultValue.map { !$0.key.isEmpty && $0.key != key } ?? false) ? "the default value" : "the key"
        let place = "table '\(LocalizationBundle.tableName(table))' for \(searchList.first ?? "any localization")"
        let message: String
        switch plan.missReason ?? .notInTable {
        case .noSuchTable(let available):
            message = "there is no table '\(LocalizationBundle.tableName(table))' (tables: \(available.joined(separator: ", "))); showing \(shown)"
        case .rejectedFile(let path):
            message = "\(path) has a syntax error, so Apple's loader drops the whole table and '\(key)' shows as \(shown == "the key" ? "its key" : shown)"
        case .notInTable:
            message = context.map { "'\($0)' '\(key)' (msgctxt, msgid) is not in \(place); showing \(shown)" }
                ?? "'\(key)' is not in \(place); showing \(shown)"
        }
        issues.append(FormattingIssue(.missingKey, directive: "", column: 1, message: message))
        if let gettextPlural {
            translation = Translation(value: .text(gettextPlural))
            return finish(
                PreparedTranslation(translation), source, found: false, issues: issues, plan: plan,
                formatLocale: formatLocale, environment: environment, markdown: markdown)
        }
        if environment.showsNonLocalizedStrings {
            return ResolvedString(text: key.uppercased(), issues: issues)
        }
        if let defaultValue, !defaultValue.key.isEmpty {
            translation = Translation(value: .text(defaultValue.key))
            formatSource = defaultValue
        } else {
            translation = Translation(value: .text(key))
        }
        return finish(
            PreparedTranslation(translation), formatSource, found: false, issues: issues, plan: plan,
            formatLocale: formatLocale, environment: environment, markdown: markdown)
    }

    /// The text of a located (`found`) or substituted translation, formatted with the arguments
    /// of `source` when it has formatting.
    private static func finish(
        _ translation: PreparedTranslation, _ source: LocalizedStringKey,
        found: Bool, issues: [FormattingIssue], plan: ResolutionPlan, formatLocale: LocaleIdentifier?,
        environment: LocalizationEnvironment, markdown: Bool
    ) -> ResolvedString {
        var issues = issues
        let translation = environment.pseudoLocale.map { pseudo in
            translation.mapTexts({ pseudo.transform($0) }, parts: { pseudo.transform($0, isPart: true) })
        } ?? translation
        let formats = source.hasFormatting
        let localization = found ? plan.localization : nil, path = found ? plan.path : nil
        // A literal key is shown as looked up, with no format pass.
        if !formats, let text = translation.plainText {
            if markdown {
                return ResolvedString(styled: .markdown(text), localization: localization, path: path, issues: issues)
            }
            return ResolvedString(text: text, localization: localization, path: path, issues: issues)
        }
        let values: [FormatArgument] = source.values ?? source.arguments.map { argument in
            switch argument {
            case .value(let value): return value
            case .text(let nested):
                let resolved = resolve(nested, in: environment)
                issues += resolved.issues
                return .string(resolved.text)
            }
        }
        // A miss formats with the development language's rules and no Plural-Forms.
        let pluralForm = found ? plan.pluralForm : nil
        let variations = TranslationFormatter.Variations(device: environment.device, width: environment.width)
        if markdown {
            let (styled, formattingIssues) = TranslationFormatter.formatStyled(
                translation, arguments: values, rules: plan.rules, locale: formatLocale, variations: variations,
                isolatesArguments: environment.isolatesArguments, pluralForm: pluralForm, formats: formats)
            return ResolvedString(styled: styled, localization: localization, path: path, issues: issues + formattingIssues)
        }
        let formatted = TranslationFormatter.format(
            translation, arguments: values, rules: plan.rules, locale: formatLocale, variations: variations,
            isolatesArguments: environment.isolatesArguments, pluralForm: pluralForm)
        if !formatted.issues.isEmpty { issues += formatted.issues }
        return ResolvedString(text: formatted.text, localization: localization, path: path, issues: issues)
    }
}
