import LocalizationCatalog

/// `state.stale`: String Catalog text that may be out of date: an entry whose key the last
/// build no longer found in the code (`extractionState: stale`), or a translation whose source
/// changed since it was made (unit state `stale`).
package enum StaleString: TableRule {
    package static let rule = DiagnosticRule(
        id: "state.stale", severity: .warning,
        summary: "A String Catalog entry the code no longer uses (extractionState stale), or a translation made for an earlier source text (state stale).",
        rationale: "A stale entry is dead weight that translators keep paying for; a stale translation is still used at run time, so users read a translation of text the app no longer shows.",
        source: "Apple, \"Localizing and varying text with a string catalog\" (Xcode marks strings it no longer finds in code as stale); the String Catalog's extractionState and unit state `stale`.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    ↓"Export as PDF" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Als PDF exportieren" } }
                      }
                    },
                    "Share" : {
                      "localizations" : {
                        "de" : ↓{ "stringUnit" : { "state" : "stale", "value" : "Senden" } }
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
                    "Share" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Teilen" } }
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
            for entry in file.entries where entry.extractionState == "stale" {
                findings.append(Diagnostic(
                    rule, at: entry.location,
                    "\(quoted(entry.key)) is stale: the last build did not find it in the code; remove it, or mark it manual if it is looked up at run time"))
            }
        }
        findings += catalogUnits(table, in: .stale) { entry, locale, _ in
            "the \(locale) translation of \(quoted(entry.key)) is stale: it was made for an earlier source text and still ships"
        }.map { Diagnostic(rule, at: $0.location, $0.message) }
        return findings
    }
}
