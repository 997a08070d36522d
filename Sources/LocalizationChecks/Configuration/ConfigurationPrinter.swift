import LocalizationCatalog

/// `l10n-check config`: the configuration in effect as one JSON document, members sorted:
/// `{"developmentLanguage", "exclude", "identicalTranslations": {"allow"}, "locales",
/// "overrides": [{"paths", "rules"}], "path", "rules"}`. `path` is the file read (null for
/// none); the command line's `--development-language` and `--locale` are shown over the file's.
public enum ConfigurationPrinter {
    public static func effective(
        _ configuration: LintConfiguration?, developmentLanguage: String? = nil, locales: [String]? = nil
    ) -> String {
        let configuration = configuration ?? LintConfiguration(baseDirectory: ".")
        var out = JSONTextWriter(capacity: 4096)
        out.openObject()
        out.member("developmentLanguage", developmentLanguage ?? configuration.developmentLanguage)
        out.key("exclude")
        strings(configuration.exclude.map(\.pattern), &out)
        out.key("identicalTranslations")
        out.openObject()
        out.key("allow")
        strings(configuration.identicalTranslationsAllowed, &out)
        out.closeObject()
        out.key("locales")
        if let list = locales ?? configuration.locales { strings(list, &out) } else { out.null() }
        out.key("overrides")
        out.openArray()
        for override in configuration.overrides {
            out.element()
            out.openObject()
            out.key("paths")
            strings(override.paths.map(\.pattern), &out)
            out.key("rules")
            rules(override.rules, &out)
            out.closeObject()
        }
        out.closeArray()
        out.member("path", configuration.path)
        out.key("rules")
        rules(configuration.rules, &out)
        out.closeObject()
        return String(decoding: out.bytes, as: UTF8.self) + "\n"
    }

    private static func strings(_ list: [String], _ out: inout JSONTextWriter) {
        out.openArray()
        for item in list {
            out.element()
            out.string(item)
        }
        out.closeArray()
    }

    private static func rules(_ settings: [String: LintConfiguration.RuleSetting], _ out: inout JSONTextWriter) {
        out.openObject()
        for (rule, setting) in settings.sorted(by: { $0.key < $1.key }) { out.member(rule, setting.rawValue) }
        out.closeObject()
    }
}
