import FormatStrings
import LocalizationCatalog

/// `stringsdict.missing-other`: a `.stringsdict` plural variable without `other`.
///
/// A warning, except where nothing falls through: the variable's `NSStringFormatValueTypeKey`
/// is an integer and every integer of the file's language has a category the variable gives
/// (Russian one, few and many, with `other` only for fractions), which is a note.
package enum StringsDictMissingOther: TableRule {
    package static let rule = DiagnosticRule(
        id: "stringsdict.missing-other", severity: .warning,
        summary: "A plural variable has no 'other' category, which Apple documents as required (a note where no integer of the language is 'other' and the variable is an integer: be, pl, ru, uk).",
        rationale: "Foundation falls back to 'other' for every number whose category has no entry; without it those numbers (in German 0, 2, 3 … when only 'one' is given) have no text to show. In Russian, Polish, Ukrainian and Belarusian CLDR gives 'other' only to fractions, so an integer plural with one, few and many shows a text for every count: still against Apple's rule, but nothing a user sees.",
        source: "Apple, \"Localizing strings that contain plurals\" (all categories are optional except 'other'); CLDR plural rules (UTS #35 Part 3, \"Language Plural Rules\"): every language has 'other'.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        ↓<dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>many</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format == .stringsdict {
            let locale = file.locale.flatMap { LocaleName.normalized($0) == "base" ? table.developmentLanguage : $0 }
            for entry in file.entries {
                for translation in entry.localizations.values {
                    for substitution in translation.substitutions {
                        guard case .plural(let variants) = substitution.value.content,
                              !variants.contains(where: { $0.category == .other }) else { continue }
                        let at = substitution.value.location ?? substitution.location ?? entry.location
                        let base = "plural variable '\(substitution.name)' of '\(entry.key)' has no 'other' category, which Apple requires"
                        let kind = substitution.formatSpecifier.flatMap(FormatSignature.kind(ofSpecifier:))
                        let integer = kind.map { [.int32, .int64, .uint32, .uint64].contains($0) } ?? false
                        let present = Set(variants.map(\.category))
                        if integer, let locale, let needed = PluralCategoryNeeds.integerCategories(locale),
                           !needed.contains(.other), needed.allSatisfy(present.contains) {
                            findings.append(Diagnostic(
                                rule, at: at,
                                base + "; no integer is 'other' in \(locale) (CLDR gives it to fractions only) and every category integers reach is here, so no count goes without a text",
                                severity: .note))
                        } else {
                            findings.append(Diagnostic(rule, at: at, base))
                        }
                    }
                }
            }
        }
        return findings
    }
}
