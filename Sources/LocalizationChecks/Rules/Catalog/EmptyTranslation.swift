import LocalizationCatalog

/// `catalog.empty-translation`: an Apple-format translation that is there but empty, while its
/// source is not. Apple shows the empty string: a button without a label, an alert without a
/// title. (In gettext an empty `msgstr` means untranslated, `catalog.missing-translation`; in a
/// String Catalog so does a `new` unit.)
package enum EmptyTranslation: TableRule {
    package static let rule = DiagnosticRule(
        id: "catalog.empty-translation", severity: .warning,
        summary: "A .strings, .stringsdict or String Catalog translation is empty while its source text is not; Apple shows the empty string.",
        rationale: "Unlike a missing key, which falls back to the development language, an empty value is found and shown: the button or title is blank. It usually comes from a translation export that left a field empty.",
        source: "Apple, \"Resource Programming Guide: String Resources\" and CFBundle's lookup (a value found is returned as it is, empty or not); for String Catalogs, Xcode compiles a translated unit's value as written.",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "Delete" = "Delete";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "Delete" = ↓"";
                """#)),
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Delete" : {
                      "localizations" : {
                        "de" : ↓{ "stringUnit" : { "state" : "translated", "value" : "" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "Delete" = "Delete";
                "Spacer" = "";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "Delete" = "Löschen";
                "Spacer" = "";
                """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format == .xcstrings {
            let development = file.developmentLanguage ?? table.developmentLanguage
            for entry in file.entries where entry.shouldTranslate {
                let source = development.flatMap { entry.localizations[$0] }
                guard !(source?.isEmpty ?? entry.key.isEmpty) else { continue }
                for (locale, translation) in entry.localizations where locale != development {
                    guard translation.isEmpty, translation.state != .new, translation.state != nil else { continue }
                    findings.append(finding(entry.key, locale, at: translation.location ?? entry.location))
                }
            }
        }
        let lproj = table.files.filter { $0.format == .strings || $0.format == .stringsdict }
        guard let development = table.developmentLanguage, !lproj.isEmpty else { return findings }
        var sourceEmpty: [String: Bool] = [:]
        for file in lproj where file.locale == development {
            for entry in file.entries {
                sourceEmpty[entry.key] = entry.localizations[development]?.isEmpty ?? true
            }
        }
        for file in lproj {
            guard let locale = file.locale, locale != development else { continue }
            for entry in file.entries {
                guard let translation = entry.localizations[locale], translation.isEmpty,
                      sourceEmpty[entry.key] == false else { continue }
                findings.append(finding(entry.key, locale, at: translation.location ?? entry.location))
            }
        }
        return findings
    }

    private static func finding(_ key: String, _ locale: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(rule, at: location, "the \(locale) translation of \(quoted(key)) is empty: \(locale) users see nothing where the source has text (remove the entry to show the development language instead)")
    }
}
