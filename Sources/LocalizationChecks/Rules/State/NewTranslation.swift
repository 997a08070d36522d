import LocalizationCatalog

/// `state.new`: a String Catalog translation with a value but in state `new`. Xcode does not
/// build such units into the app (spec §6.3, observed), so the value is never shown; marking it
/// translated ships it. An empty `new` unit is `catalog.missing-translation`'s.
package enum NewTranslation: TableRule {
    package static let rule = DiagnosticRule(
        id: "state.new", severity: .note,
        summary: "A String Catalog translation has a value but is still in state new: it is not built into the app until it is marked translated.",
        rationale: "Imports and scripts often fill in values without changing the state; the work is done, yet users see the development language's text.",
        source: "Apple, \"Localizing and varying text with a string catalog\" (the New state; adding a translation changes it to translated); the unit state `new` and how Xcode compiles it (observed).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : ↓{ "stringUnit" : { "state" : "new", "value" : "Sichern" } }
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
        catalogUnits(table, in: .new) { entry, locale, translation in
            translation.isEmpty ? nil
                : "the \(locale) translation of \(quoted(entry.key)) has a value but is in state new: it is not built into the app until it is marked translated"
        }.map { Diagnostic(rule, at: $0.location, $0.message) }
    }
}
