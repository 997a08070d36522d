import LocalizationCatalog
import LocalizationChecks

extension FuzzHarness {
    /// The lint configuration reader (`.l10n-check.json`).
    static let configuration = FuzzHarness(
        name: "config", summary: "ConfigurationReader.parse: positioned diagnostics; what it accepts is valid",
        seedExtensions: ["json"]
    ) { bytes, report in
        let file = "fuzz/.l10n-check.json"
        let configuration = ConfigurationReader.parse(bytes, path: file)
        DiagnosticProperties.check(configuration.diagnostics, of: bytes, file: file, into: &report)
        for diagnostic in configuration.diagnostics {
            report.require(diagnostic.rule.hasPrefix("config.") || diagnostic.rule.hasPrefix("io."), "a \(diagnostic.rule) finding in a configuration")
        }
        guard !configuration.hasErrors else { return }
        let known = Set(RuleRegistry.all.map(\.id))
        let areas = Set(known.map { String($0.prefix { $0 != "." }) + ".*" })
        for rule in configuration.rules.keys.sorted() + configuration.overrides.flatMap(\.rules.keys) {
            report.require(known.contains(rule) || areas.contains(rule), "accepted an unknown rule '\(rule.prefix(60))'")
        }
        for locale in (configuration.locales ?? []) + [configuration.developmentLanguage].compactMap({ $0 }) {
            report.require(LocaleName.isLocale(locale), "accepted '\(locale.prefix(60))' as a locale")
        }
        for override in configuration.overrides { report.require(!override.paths.isEmpty, "accepted an override without paths") }
        for glob in configuration.exclude + configuration.overrides.flatMap(\.paths) {
            report.require(!glob.isEmpty, "accepted the empty pattern '\(glob.pattern.prefix(60))'")
        }
    }

    /// The baseline reader and writer (`--baseline`, `--write-baseline`).
    static let baseline = FuzzHarness(
        name: "baseline", summary: "BaselineFile.parse: positioned diagnostics; an accepted baseline writes and reads back the same",
        seedExtensions: ["json"]
    ) { bytes, report in
        let file = "fuzz/baseline.json"
        let baseline = BaselineFile.parse(bytes, path: file)
        DiagnosticProperties.check(baseline.diagnostics, of: bytes, file: file, into: &report)
        report.require(baseline.entries.count <= bytes.count / 8 + 1, "\(baseline.entries.count) entries from \(bytes.count) bytes")
        guard !baseline.hasErrors else { return }
        let written = BaselineFile.write(baseline)
        let again = BaselineFile.parse(written, path: file)
        report.require(again.diagnostics.isEmpty, "its own output has problems: \(again.diagnostics.first?.message.prefix(120) ?? "")")
        let before = baseline.entries.map { [$0.identity.rule, $0.identity.file, $0.identity.key ?? "", $0.identity.locale ?? "", $0.identity.table ?? "", $0.identity.messageHash, $0.message] }
        let after = again.entries.map { [$0.identity.rule, $0.identity.file, $0.identity.key ?? "", $0.identity.locale ?? "", $0.identity.table ?? "", $0.identity.messageHash, $0.message] }
        report.require(before.sorted { $0.lexicographicallyPrecedes($1) } == after.sorted { $0.lexicographicallyPrecedes($1) }, "entries changed in a write and read")
        report.require(BaselineFile.write(again) == written, "a second write differs from the first")
    }
}
