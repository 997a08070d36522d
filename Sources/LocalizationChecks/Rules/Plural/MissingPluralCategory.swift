import LocalizationCatalog

/// `plural.missing-category`: an Apple-format plural that lacks a category CLDR's rules give the
/// translation's language, or a translation that does not vary by plural where its source does.
///
/// The categories needed are those the language's integers reach (`PluralCategoryNeeds`), or all
/// of its categories when the argument is a floating-point number (`%f`). A plural with `other`
/// alone is one text for every count by choice (Danish "%d svar", Russian "Файлов: %d"), and
/// not reported. `other` missing from a
/// `.stringsdict` plural is `stringsdict.missing-other`'s. gettext catalogs have their own checks
/// (`po.plural-count-mismatch`, `po.plural-forms-differ-from-cldr`).
package enum MissingPluralCategory: TableRule {
    package static let rule = DiagnosticRule(
        id: "plural.missing-category", severity: .warning,
        summary: "A plural translation lacks a category CLDR's rules give its language (Russian few, Lithuanian many, Welsh two), or is one plain string where its source varies by plural.",
        rationale: "Numbers of the missing category fall back to other: a Russian user reads \"3 файлов\" instead of \"3 файла\". A translation without plural variations shows one form for every count.",
        source: "Unicode CLDR plural rules (UTS #35 Part 3, Language Plural Rules) through the system ICU; Apple, \"Localizing strings that contain plurals\" (a plural variant per category the language uses).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                        } } },
                        "lt" : { "variations" : { "plural" : ↓{
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld failas" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld failų" } }
                        } } },
                        "ru" : ↓{ "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .triggering(ExampleFile("ru.lproj/Localizable.stringsdict", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>%d files</key>
                  <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                    <key>files</key>
                    ↓<dict>
                      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key><string>d</string>
                      <key>one</key><string>%d файл</string>
                      <key>other</key><string>%d файлов</string>
                    </dict>
                  </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("da.lproj/Localizable.stringsdict", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>%d replies</key>
                  <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@replies@</string>
                    <key>replies</key>
                    <dict>
                      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key><string>d</string>
                      <key>other</key><string>%d svar</string>
                    </dict>
                  </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                        } } },
                        "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } },
                        "ru" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                          "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
                          "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
                        } } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format == .xcstrings {
            let development = file.developmentLanguage ?? table.developmentLanguage
            for entry in file.entries where entry.shouldTranslate {
                let source = development.flatMap { entry.localizations[$0] }
                for (locale, translation) in entry.localizations where locale != development && translation.state != .new {
                    findings += problems(translation, source: source, key: entry.key, locale: locale, stringsdict: false,
                                         fallback: entry.location)
                }
            }
        }
        for file in table.files where file.format == .stringsdict {
            guard let locale = file.locale, locale != table.developmentLanguage, locale != "Base" else { continue }
            for entry in file.entries {
                guard let translation = entry.localizations[locale] else { continue }
                findings += problems(translation, source: nil, key: entry.key, locale: locale, stringsdict: true, fallback: entry.location)
            }
        }
        return findings
    }

    private static func problems(
        _ translation: Translation, source: Translation?, key: String, locale: String, stringsdict: Bool,
        fallback: SourceLocation
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let location = translation.location ?? fallback
        // A plain translation of a source that varies by plural.
        if let source, case .plural = source.value.content, case .text(let text) = translation.value.content,
           let needed = PluralCategoryNeeds.integerCategories(locale), needed.count > 1 {
            findings.append(Diagnostic(
                rule, at: location,
                "the source of \(quoted(key)) varies by plural, but the \(locale) translation is one string, \(quoted(text)), for every count; \(locale) needs \(needed.map(\.rawValue).joined(separator: ", "))"))
            return findings
        }
        func check(_ value: LocalizedValue, specifier: String?, name: String?) {
            guard case .plural(let variants) = value.content else { return }
            let needs = PluralCategoryNeeds.isFloatingPoint(specifier)
                ? PluralCategoryNeeds.allCategories(locale) : PluralCategoryNeeds.integerCategories(locale)
            guard let needs else { return }
            let present = Set(variants.map(\.category))
            // `other` alone is one text for every count on purpose ("%d svar" in Danish, "Файлов: %d").
            if present == [.other] { return }
            let missing = needs.filter { !present.contains($0) && !(stringsdict && $0 == .other) }
            guard !missing.isEmpty else { return }
            let subject = name.map { "variable '\($0)' of \(quoted(key))" } ?? quoted(key)
            findings.append(Diagnostic(
                rule, at: value.location ?? location,
                "the \(locale) plural of \(subject) has no \(missing.map(\.rawValue).joined(separator: ", ")): CLDR gives \(locale) \(needs.map(\.rawValue).joined(separator: ", ")), and numbers of the missing \(missing.count == 1 ? "category get" : "categories get") the other text"))
        }
        check(translation.value, specifier: nil, name: nil)
        for substitution in translation.substitutions {
            check(substitution.value, specifier: substitution.formatSpecifier, name: substitution.name)
        }
        return findings
    }
}
