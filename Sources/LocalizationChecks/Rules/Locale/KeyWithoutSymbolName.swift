import FormatStrings
import LocalizationCatalog

/// `locale.key-without-symbol-name`: a String Catalog key that Xcode's generated string
/// symbols cannot name, because nothing in it is a letter or a digit once its format
/// directives are removed (`""`, `"%lld"`, `"%@ – %@"`).
///
/// Xcode 26 turns each key added to the catalog by hand (`"extractionState" : "manual"`) into a
/// Swift symbol (`generate-symbols` in the Resources phase, on by default in new projects) and
/// fails the build on such keys. Keys extracted from code are named by that code and get no
/// symbol; `.strings` tables have none either.
package enum KeyWithoutSymbolName: TableRule {
    package static let rule = DiagnosticRule(
        id: "locale.key-without-symbol-name", severity: .warning,
        summary: "A String Catalog key added by hand (extractionState manual) has no letter or digit outside its format directives (\"\", \"%lld\"), so Xcode 26's generated string symbols cannot name it and symbol generation fails.",
        rationale: "With Generate String Catalog Symbols on (the default in projects made by Xcode 26), every key added to the catalog by hand becomes a Swift property named after its words; a key made only of directives and punctuation gives no name, and the build stops in xcstringstool generate-symbols. Such keys are usually left over from code that interpolated a value alone (Text(\"\\(count)\")); remove the entry, or give it a key with words.",
        source: "Xcode 26 \"Generate String Catalog Symbols\" build setting; the failure on \"\" and \"%lld\" keys is reported in batonogov/pine#355 (Xcode 26.4 beta); shared/spec/ecosystem.md.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    ↓"%lld" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } }
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
                    "%lld items" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Objekte" } }
                      }
                    },
                    "%lld" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } }
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
            for entry in file.entries where entry.extractionState == "manual" && !hasName(entry.key) {
                let shown = entry.key.isEmpty ? "the empty key" : "the key '\(entry.key)'"
                findings.append(Diagnostic(
                    rule, at: entry.location,
                    "\(shown) has no letter or digit outside its format directives, so Xcode's generated string symbols cannot name it and symbol generation fails; remove the entry or give it a key with words"))
            }
        }
        return findings
    }

    /// Whether a letter or digit is left once the key's directives are cut out.
    static func hasName(_ key: String) -> Bool {
        let utf8 = Array(key.utf8)
        var kept: [UInt8] = []
        var next = 0
        for directive in FormatStringParser.parse(key, dialect: .foundation).directives {
            let range = directive.byteRange
            guard range.lowerBound >= next, range.upperBound <= utf8.count else { continue }
            kept += utf8[next..<range.lowerBound]
            next = range.upperBound
        }
        kept += utf8[min(next, utf8.count)...]
        return String(decoding: kept, as: UTF8.self).unicodeScalars.contains {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
        }
    }
}
