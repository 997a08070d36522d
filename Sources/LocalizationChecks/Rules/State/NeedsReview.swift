import LocalizationCatalog

/// `state.needs-review`: a String Catalog translation in state `needs_review`. Xcode builds it
/// into the app as it is; someone marked it as possibly wrong.
package enum NeedsReview: TableRule {
    package static let rule = DiagnosticRule(
        id: "state.needs-review", severity: .warning,
        summary: "A String Catalog translation is marked needs_review: it ships as it is, though someone flagged it as possibly wrong.",
        rationale: "Xcode marks a translation needs_review when a reviewer or an import asks for a second look (and some tools when they machine-translate); unlike gettext's fuzzy, the text is used at run time, so an unreviewed guess reaches users.",
        source: "Apple, \"Localizing and varying text with a string catalog\" (the Needs Review state); the String Catalog unit state `needs_review`.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : ↓{ "stringUnit" : { "state" : "needs_review", "value" : "Sparen" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        catalogUnits(table, in: .needsReview) { entry, locale, _ in
            "the \(locale) translation of \(quoted(entry.key)) needs review: it ships as it is until a reviewer marks it translated"
        }.map { Diagnostic(rule, at: $0.location, $0.message) }
    }
}

/// The translations of every String Catalog entry of `table` whose state is `state`, with a
/// message each; the development language's own units are left out.
func catalogUnits(
    _ table: LocalizationTable, in state: TranslationState,
    _ message: (CatalogEntry, String, Translation) -> String?
) -> [(location: SourceLocation, message: String)] {
    var found: [(location: SourceLocation, message: String)] = []
    for file in table.files where file.format == .xcstrings {
        let development = file.developmentLanguage ?? table.developmentLanguage
        for entry in file.entries where entry.shouldTranslate {
            for (locale, translation) in entry.localizations where locale != development && translation.state == state {
                if let text = message(entry, locale, translation) {
                    found.append((translation.location ?? entry.location, text))
                }
            }
        }
    }
    return found
}
