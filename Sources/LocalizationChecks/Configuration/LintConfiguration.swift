import LocalizationCatalog

/// What a lint configuration file (`.l10n-check.json`) sets. Every member is optional:
///
/// ```json
/// {
///   "developmentLanguage": "en",
///   "locales": ["de", "fr", "pt-BR"],
///   "exclude": ["Pods", "**/Generated/*.strings"],
///   "rules": { "catalog.identical-translation": "off", "text.*": "warning" },
///   "overrides": [ { "paths": ["Legacy/**"], "rules": { "format.mixed-positional": "warning" } } ],
///   "identicalTranslations": { "allow": ["OK", "Acme Cloud"] }
/// }
/// ```
///
/// - `rules` maps a rule ID, or an area followed by `.*` (`text.*`), to `off`, `note`,
///   `warning` or `error`; an exact ID wins over its area.
/// - `overrides` apply, in order, to the findings in files matching one of their `paths`
///   (``PathGlob``, relative to the configuration's folder); a later one wins.
/// - `exclude` leaves the matching files out of the run; `locales` limits it as `--locale` does
///   (``LocaleSelection``); `developmentLanguage` is `--development-language`. Options given on
///   the command line win over the file.
/// - `identicalTranslations.allow` lists texts (compared ignoring case) that may stay as their
///   source in every language: `catalog.identical-translation` does not report them.
///
/// ``ConfigurationReader`` reads it; unknown members, wrong types and unknown rule IDs are
/// positioned errors (`config.*`), which stop the run with exit status 2.
public struct LintConfiguration: Sendable, Equatable {
    /// A severity, or `off`.
    public enum RuleSetting: String, Sendable, Equatable, CaseIterable {
        case off, note, warning, error

        var severity: Severity? {
            switch self {
            case .off: nil
            case .note: .note
            case .warning: .warning
            case .error: .error
            }
        }
    }

    /// Settings for the findings in some files.
    public struct Override: Sendable, Equatable {
        public var paths: [PathGlob]
        public var rules: [String: RuleSetting]

        public init(paths: [PathGlob], rules: [String: RuleSetting]) {
            self.paths = paths
            self.rules = rules
        }
    }

    /// The file this came from, nil for the defaults.
    public var path: String?
    /// The folder patterns are relative to: the file's folder.
    public var baseDirectory: String
    public var developmentLanguage: String?
    public var locales: [String]?
    public var exclude: [PathGlob] = []
    public var rules: [String: RuleSetting] = [:]
    public var overrides: [Override] = []
    public var identicalTranslationsAllowed: [String] = []
    /// What reading the file reported; any error means the configuration is not used.
    public var diagnostics: [Diagnostic] = []

    public init(path: String? = nil, baseDirectory: String) {
        self.path = path
        self.baseDirectory = baseDirectory
    }

    /// Whether reading the file found an error (the run then stops with exit status 2).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The name looked for from the working directory upwards.
    public static let fileName = ".l10n-check.json"

    /// The severity a finding of `rule` in the file at `relativePath` has: `severity` unless the
    /// configuration changes it; nil when it turns the rule off.
    public func severity(of rule: String, _ severity: Severity, inFile relativePath: String?) -> Severity? {
        var setting = Self.setting(for: rule, in: rules)
        if let relativePath {
            for override in overrides where override.paths.contains(where: { $0.matches(relativePath) }) {
                if let found = Self.setting(for: rule, in: override.rules) { setting = found }
            }
        }
        guard let setting else { return severity }
        return setting.severity
    }

    private static func setting(for rule: String, in settings: [String: RuleSetting]) -> RuleSetting? {
        if settings.isEmpty { return nil }
        if let exact = settings[rule] { return exact }
        let area = rule.prefix { $0 != "." }
        return settings[area + ".*"]
    }

    /// Whether the configuration changes any finding's severity.
    var changesSeverities: Bool { !rules.isEmpty || overrides.contains { !$0.rules.isEmpty } }
}
