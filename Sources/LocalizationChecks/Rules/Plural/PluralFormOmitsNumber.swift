import FormatStrings
import Internationalization
import LocalizationCatalog
import Synchronization

/// `plural.form-omits-number`: an Apple-format plural variant that does not print its number
/// although its category serves many numbers: Russian `one` serves 1, 21, 31, 101…, so
/// "Один файл" reads "one file" to a user with 21 files.
///
/// A category serves many numbers when CLDR's rules give it to 5 or more of 0…1000, the bound
/// msgfmt -c uses for gettext forms (`GettextPluralStrictness`, where the same entry is
/// `format.missing-argument`); a category serving fewer (English `one`, French `one` for 0
/// and 1, Apple's explicit `zero`) may spell its number out. Reported only when another variant
/// of the same plural prints a number (so the number is meant to be shown). Every localization
/// is checked, the development language's included; one finding per variant.
public enum PluralFormOmitsNumber: TableRule {
    public static let rule = DiagnosticRule(
        id: "plural.form-omits-number", severity: .warning,
        summary: "A plural variant leaves out its number although its category serves many numbers (Russian one serves 1, 21, 31, 101…): \"Один файл\" is shown for 21 files.",
        rationale: "Translators often write the singular as a word (\"one file\", \"Один файл\"), which is right where the category means exactly 1. In many languages it does not: Russian, Ukrainian and Belarusian one also covers 21, 31 and 101, Lithuanian and Latvian similar sets, so the user sees \"one\" next to a different count. Printing the number in the variant is always right.",
        source: "CLDR plural rules (UTS #35 Part 3; ru one: v = 0 and i % 10 = 1 and i % 100 != 11); GNU gettext msgfmt -c, msgl-check.c (forms used 5 or more times in 0…1000 must print the number); Apple, \"Localizing strings that contain plurals\" (the specifier in a variant is optional).",
        examples: [
            .triggering(ExampleFile("ru.lproj/Localizable.stringsdict", #"""
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
                      <key>one</key>↓<string>Один файл</string>
                      <key>few</key><string>%d файла</string>
                      <key>many</key><string>%d файлов</string>
                      <key>other</key><string>%d файла</string>
                    </dict>
                  </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("en.lproj/Localizable.stringsdict", #"""
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
                      <key>zero</key><string>No files</string>
                      <key>one</key><string>One file</string>
                      <key>other</key><string>%d files</string>
                    </dict>
                  </dict>
                </dict>
                </plist>
                """#)),
        ])

    public static var rules: [DiagnosticRule] { [rule] }

    public static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format == .stringsdict || file.format == .xcstrings {
            for entry in file.entries where entry.shouldTranslate {
                for (locale, translation) in entry.localizations where translation.state != .new {
                    let language = file.format == .xcstrings ? locale : file.locale ?? locale
                    guard LocaleName.normalized(language) != "base", let many = categoriesServingMany(language) else { continue }
                    check(translation.value, language: language, many: many, placeholder: false, into: &findings)
                    for substitution in translation.substitutions {
                        check(substitution.value, language: language, many: many, placeholder: file.format == .xcstrings, into: &findings)
                    }
                }
            }
        }
        return findings
    }

    private static func check(
        _ value: LocalizedValue, language: String, many: Set<PluralCategory>, placeholder: Bool, into findings: inout [Diagnostic]
    ) {
        switch value.content {
        case .plural(let variants):
            let printing = variants.map { printsNumber($0.value, placeholder: placeholder) }
            guard printing.contains(true) else { return }
            for (variant, prints) in zip(variants, printing) where !prints && many.contains(variant.category) {
                guard case .text(let text) = variant.value.content, !text.isEmpty, let location = variant.value.location else { continue }
                let served = samples(language, variant.category)
                findings.append(Diagnostic(
                    rule, at: location,
                    "the \(language) '\(variant.category.rawValue)' variant \"\(text)\" does not print its number, but '\(variant.category.rawValue)' serves \(served) in \(language): users see it next to those counts; print the number as the other variants do"))
            }
        case .device(let variants): for v in variants { check(v.value, language: language, many: many, placeholder: placeholder, into: &findings) }
        case .width(let variants): for v in variants { check(v.value, language: language, many: many, placeholder: placeholder, into: &findings) }
        case .text, .pluralForms: break
        }
    }

    /// Whether a variant prints a number: `%arg` (a String Catalog substitution's argument), a
    /// numeric directive, or a nested variable.
    static func printsNumber(_ value: LocalizedValue, placeholder: Bool) -> Bool {
        value.strings.contains { text in
            FormatStringParser.parse(text, dialect: .foundation, argumentPlaceholder: placeholder).directives.contains { d in
                d.isArgumentPlaceholder || d.variable != nil || (d.argument != nil && d.kind != .object && d.kind != .cString && !d.looksLikeLiteralPercent)
            }
        }
    }

    private static let cache = Mutex<[String: Set<PluralCategory>?]>([:])

    /// The categories CLDR gives 5 or more of 0…1000 in `language`; nil without CLDR rules.
    static func categoriesServingMany(_ language: String) -> Set<PluralCategory>? {
        if let known = cache.withLock({ $0[language] }) { return known }
        var result: Set<PluralCategory>?
        if let rules = try? PluralRules.rules(for: language) {
            var counts: [PluralCategory: Int] = [:]
            for n in UInt64(0)...1000 { counts[rules.category(n), default: 0] += 1 }
            result = Set(counts.filter { $0.value >= 5 }.keys)
        }
        cache.withLock { cache in
            if cache.count >= 1024 { cache.removeAll() }
            cache[language] = .some(result)
        }
        return result
    }

    /// "1, 21, 31, …" — the first numbers of 0…1000 in `category`.
    static func samples(_ language: String, _ category: PluralCategory) -> String {
        guard let rules = try? PluralRules.rules(for: language) else { return "several numbers" }
        let numbers = (UInt64(0)...1000).lazy.filter { rules.category($0) == category }.prefix(4).map(String.init)
        return numbers.joined(separator: ", ") + ", …"
    }
}
