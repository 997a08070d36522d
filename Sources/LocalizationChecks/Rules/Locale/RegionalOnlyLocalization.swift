import Internationalization
import LocalizationCatalog

/// `locale.regional-only`: a table localizes a language only in regional variants (`pt-BR`,
/// `es-MX`), so users of that language's other regions get the development language.
///
/// - Apple tables: the regions are ICU's regional locales of the language for which Apple's
///   matcher, given the preferences `[<region>, <development language>]`, picks no localization
///   of the language (`pt-PT` against `[pt-BR, en]` gives `en`; `es-AR` against `es-MX` too;
///   apple-semantics.md §5.1). Regions the matcher serves (`en-AU` from `en-GB`) are not named.
/// - gettext: a catalog in `pt_BR` serves `pt_BR` alone; `LANGUAGE=pt_PT` looks up `pt_PT`, then
///   `pt` (gettext manual, "Locale Names"), so every other region of the language is named.
///
/// Not reported: the development language's own language (its other regions get its text),
/// and tables with a localization of the bare language (`pt`) or its script (`zh-Hant`)
/// serving the rest. One finding per localization, at its first file (or, in a String Catalog,
/// at its first translation).
package enum RegionalOnlyLocalization: TableRule {
    package static let rule = DiagnosticRule(
        id: "locale.regional-only", severity: .warning,
        summary: "A language is localized only as a regional variant (pt-BR, es-MX), so users in its other regions get the development language instead.",
        rationale: "An app translated into Brazilian Portuguese only is shown in English to a user in Portugal whose languages are Portuguese (Portugal), then English: Apple's matcher does not cross from pt-PT to pt-BR when a later preference matches, and gettext looks up pt_PT, then pt, never pt_BR. Naming the localization after the language alone (pt, es) serves every region, with the regional variant kept for what differs.",
        source: "Apple ICU ualoc_localizationsToUse, documented in ualoc.h (pt, pt_BR against pt-PT gives pt; apple-semantics.md §5.1); Apple, \"Adding support for languages and regions\"; GNU gettext manual, \"Locale Names\" and \"The LANGUAGE variable\".",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "save" = "Save";
                    """#),
                ExampleFile("pt-BR.lproj/Localizable.strings", #"""
                    ↓"save" = "Salvar";
                    """#)),
            .triggering(ExampleFile("locale/es_MX/LC_MESSAGES/django.po", #"""
                ↓msgid ""
                msgstr ""
                "Language: es_MX\n"
                "Content-Type: text/plain; charset=UTF-8\n"

                msgid "Save"
                msgstr "Guardar"
                """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "save" = "Save";
                    """#),
                ExampleFile("pt.lproj/Localizable.strings", #"""
                    "save" = "Salvar";
                    """#),
                ExampleFile("pt-PT.lproj/Localizable.strings", #"""
                    "save" = "Guardar";
                    """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "colour" = "Color";
                    """#),
                ExampleFile("en-GB.lproj/Localizable.strings", #"""
                    "colour" = "Colour";
                    """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    /// Regions named in a message, at most.
    static let namedRegions = 4

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        let locales = table.locales.filter { LocaleName.normalized($0) != "base" }
        guard locales.count > 0 else { return [] }
        let gettext = table.files.contains { $0.format == .po || $0.format == .pot }
        let development = table.developmentLanguage ?? context.developmentLanguage
        let developmentLanguage = development.map(language)
        var byLanguage: [String: [String]] = [:]
        for locale in locales { byLanguage[language(locale), default: []].append(locale) }
        var findings: [Diagnostic] = []
        for (code, variants) in byLanguage.sorted(by: { $0.key < $1.key }) {
            guard code != developmentLanguage, !code.isEmpty,
                  !variants.contains(where: { subtags($0).count == 1 || isScriptOnly($0) }) else { continue }
            let unserved: [String]
            if gettext {
                let present = Set(variants.map(canonical))
                // gettext names a locale language_COUNTRY (glibc's locale names carry no script).
                var seen = Set<String>()
                unserved = LanguageMatcher.regionalLocales(ofLanguage: code).compactMap { locale in
                    guard let region = subtags(locale).last else { return nil }
                    let name = code + "_" + region
                    return !present.contains(canonical(name)) && seen.insert(name).inserted ? name : nil
                }
            } else {
                guard let development else { continue }
                unserved = LanguageMatcher.regionsServedOnlyByFallback(language: code, available: locales, fallback: development)
            }
            guard !unserved.isEmpty, let variant = variants.sorted().first, let at = location(of: variant, in: table) else { continue }
            let shown = unserved.prefix(namedRegions).map { $0.replacingOccurrences(of: "_", with: "-") }.joined(separator: ", ")
            let more = unserved.count > namedRegions ? " and \(unserved.count - namedRegions) more" : ""
            let named = development.map { LocaleName.normalized($0) == "base" ? "" : " (\($0))" } ?? ""
            let fallback = gettext ? "the msgid" : "the development language\(named)"
            let only = variants.count == 1 ? "'\(variant)' is the only" : "\(variants.sorted().map { "'\($0)'" }.joined(separator: ", ")) are the only"
            // Users of another script (zh-Hans beside zh-Hant-TW) need that script's localization.
            let scripts = Set(unserved.map { subtags($0).dropFirst().first.map(String.init).flatMap { $0.count == 4 ? $0 : nil } ?? "" })
            let wanted = scripts.count == 1 && !scripts.first!.isEmpty ? "\(code)-\(scripts.first!)" : code
            let serve = wanted == code ? "to serve every region" : "to serve them"
            findings.append(Diagnostic(
                rule, at: at,
                "\(only) '\(code)' localization of table '\(table.name)': users in \(shown)\(more) get \(fallback) instead; add a '\(wanted)' localization \(serve)"))
        }
        return findings
    }

    /// `pt_BR` → `pt`; `zh-Hant-TW` → `zh`.
    static func language(_ locale: String) -> String {
        subtags(locale).first.map { $0.lowercased() } ?? ""
    }

    static func subtags(_ locale: String) -> [Substring] {
        (locale.split(separator: "@").first ?? "").split(whereSeparator: { $0 == "-" || $0 == "_" })
    }

    /// `zh-Hant`, `sr_Latn`: a language and a script, serving every region of that script.
    static func isScriptOnly(_ locale: String) -> Bool {
        let parts = subtags(locale)
        return parts.count == 2 && parts[1].count == 4 && parts[1].allSatisfy(\.isLetter)
    }

    static func canonical(_ locale: String) -> String { LocaleName.normalized(locale) }

    /// Where the localization starts: its first file, or its first translation in a String Catalog.
    static func location(of locale: String, in table: LocalizationTable) -> SourceLocation? {
        let files = table.files.filter { $0.locale.map(canonical) == canonical(locale) }.sorted { $0.path < $1.path }
        if let file = files.first { return SourceLocation(file: file.path, line: 1, column: 1) }
        for file in table.files where file.locales.contains(locale) {
            for entry in file.entries {
                if let translation = entry.localizations[locale] { return translation.location ?? entry.location }
            }
        }
        return nil
    }
}
