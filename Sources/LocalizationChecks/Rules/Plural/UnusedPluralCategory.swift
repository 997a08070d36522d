import LocalizationCatalog

/// `plural.unused-category`: an Apple-format plural variant for a category the localization's
/// language never selects (German `few`, Japanese `one`): Apple ignores it and uses `other`.
///
/// The categories are all those CLDR gives the language, fractions included. Apple's explicit
/// `zero` is chosen for an integer 0 in every language (apple-semantics.md §6.2) and is not
/// reported. One finding per variant.
package enum UnusedPluralCategory: TableRule {
    package static let rule = DiagnosticRule(
        id: "plural.unused-category", severity: .warning,
        summary: "A plural variant is for a category the language never selects (few in German, one in Japanese); Apple ignores it and shows other.",
        rationale: "A variant for a category the language does not have is never shown, so its text is dead and the numbers it was written for get the other text: a translator who wrote a Japanese one for 1 sees other's text for 1. Usually the variants were copied from another language's catalog.",
        source: "Apple, \"Localizing strings that contain plurals\" (\"If you provide a rule for a category that a language doesn't use, the system ignores it and uses the other category format string instead\"); CLDR plural rules (UTS #35 Part 3).",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>%d files</key>
                  <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                    <key>files</key>
                    <dict>
                      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key><string>d</string>
                      <key>one</key><string>%d Datei</string>
                      <key>few</key>↓<string>%d Dateien</string>
                      <key>other</key><string>%d Dateien</string>
                    </dict>
                  </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>%d files</key>
                  <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                    <key>files</key>
                    <dict>
                      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key><string>d</string>
                      <key>zero</key><string>Keine Dateien</string>
                      <key>one</key><string>%d Datei</string>
                      <key>other</key><string>%d Dateien</string>
                    </dict>
                  </dict>
                </dict>
                </plist>
                """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format == .stringsdict || file.format == .xcstrings {
            for entry in file.entries where entry.shouldTranslate {
                for (locale, translation) in entry.localizations where translation.state != .new {
                    let language = file.format == .xcstrings ? locale : file.locale ?? locale
                    guard LocaleName.normalized(language) != "base", let all = PluralCategoryNeeds.allCategories(language) else { continue }
                    let known = Set(all)
                    func check(_ value: LocalizedValue, variable: String?) {
                        switch value.content {
                        case .plural(let variants):
                            for variant in variants where variant.category != .zero && !known.contains(variant.category) {
                                let subject = variable.map { "variable '\($0)' of '\(entry.key)'" } ?? "'\(entry.key)'"
                                findings.append(Diagnostic(
                                    rule, at: variant.value.location ?? value.location ?? translation.location ?? entry.location,
                                    "the \(language) plural of \(subject) has a '\(variant.category.rawValue)' variant, which \(language) never selects (CLDR gives it \(all.map(\.rawValue).joined(separator: ", "))); Apple shows 'other' instead"))
                            }
                        case .device(let variants): for v in variants { check(v.value, variable: variable) }
                        case .width(let variants): for v in variants { check(v.value, variable: variable) }
                        case .text, .pluralForms: break
                        }
                    }
                    check(translation.value, variable: nil)
                    for substitution in translation.substitutions { check(substitution.value, variable: substitution.name) }
                }
            }
        }
        return findings
    }
}
