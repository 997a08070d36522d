import FormatStrings
import Internationalization
import LocalizationCatalog

/// `plural.form-omits-number`: an Apple-format plural variant that does not print its number
/// although its category serves many numbers: Russian `one` serves 1, 21, 31, 101…, so
/// "Один файл" reads "one file" to a user with 21 files.
///
/// A category serves many numbers when CLDR's rules give it to 5 or more of 0…1000, the bound
/// msgfmt -c uses for gettext forms (`GettextPluralStrictness`, where the same entry is
/// `format.missing-argument`); a category serving fewer (English `one`, French `one` for 0
/// and 1, Apple's explicit `zero`) may spell its number out. Reported only when the number is
/// meant to be shown: another variant of the same plural prints it, or the development
/// language's does (Japanese `other` "ファイル" for "%lld files"). In a plural selecting on
/// argument N, a variant printing only other arguments (`%1$lld` for N = 2) omits its number. Every localization
/// is checked, the development language's included; one finding per variant.
package enum PluralFormOmitsNumber: TableRule {
    package static let rule = DiagnosticRule(
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

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // The development language's `.stringsdict` rules, which say whether a number is meant
        // to be shown when no variant of a translation prints one.
        var sources: [String: Translation] = [:]
        if let development = table.developmentLanguage {
            for file in table.files where file.format == .stringsdict && file.locale.map(LocaleName.normalized) == LocaleName.normalized(development) {
                for entry in file.entries { if let first = entry.localizations.values.first { sources[entry.key] = first } }
            }
        }
        for file in table.files where file.format == .stringsdict || file.format == .xcstrings {
            let catalog = file.format == .xcstrings
            let sourceLanguage = file.developmentLanguage ?? table.developmentLanguage
            for entry in file.entries where entry.shouldTranslate {
                let source = catalog ? sourceLanguage.flatMap { entry.localizations[$0] } : sources[entry.key]
                for (locale, translation) in entry.localizations where translation.state != .new {
                    let language = catalog ? locale : file.locale ?? locale
                    guard LocaleName.normalized(language) != "base", let many = categoriesServingMany(language) else { continue }
                    let plural = Plural(language: language, many: many, placeholder: catalog)
                    plural.check(translation.value, source: source?.value, argument: nil, into: &findings)
                    for substitution in translation.substitutions {
                        let sourceValue = source?.substitutions.first { $0.name == substitution.name }?.value
                        plural.check(substitution.value, source: sourceValue, argument: substitution.argumentNumber, into: &findings)
                    }
                }
            }
        }
        return findings
    }

    /// One localization's plurals: its language, the categories serving many numbers, and
    /// whether `%arg` stands for the argument (String Catalogs).
    struct Plural {
        var language: String
        var many: Set<PluralCategory>
        var placeholder: Bool

        /// `argument`: the one the plural selects on, when known; a variant printing only other
        /// arguments (`%1$lld` in a plural on argument 2) omits its number.
        func check(_ value: LocalizedValue, source: LocalizedValue?, argument: Int?, into findings: inout [Diagnostic]) {
            switch value.content {
            case .plural(let variants):
                let printing = variants.map { printsNumber($0.value, argument: argument, placeholder: placeholder) }
                // The number is meant to be shown when another variant, or the source, prints it.
                let meant = printing.contains(true)
                    || source.map { printsNumber($0, argument: argument, placeholder: placeholder) } == true
                guard meant else { return }
                for (variant, prints) in zip(variants, printing) where !prints && many.contains(variant.category) {
                    guard case .text(let text) = variant.value.content, !text.isEmpty, let location = variant.value.location else { continue }
                    let served = samples(language, variant.category)
                    let others = argument.map { otherArguments(text, not: $0) } ?? []
                    let instead = others.isEmpty || argument == nil ? "" : " (it prints argument \(others.map(String.init).joined(separator: ", ")), not argument \(argument!), the count)"
                    let like = printing.contains(true) ? "the other variants do" : "the source does"
                    findings.append(Diagnostic(
                        rule, at: location,
                        "the \(language) '\(variant.category.rawValue)' variant \"\(text)\" does not print its number\(instead), but '\(variant.category.rawValue)' serves \(served) in \(language): users see it next to those counts; print the number as \(like)"))
                }
            case .device(let variants): for v in variants { check(v.value, source: source, argument: argument, into: &findings) }
            case .width(let variants): for v in variants { check(v.value, source: source, argument: argument, into: &findings) }
            case .text, .pluralForms: break
            }
        }

        /// The arguments other than `argument` that `text` prints with positional numeric directives.
        func otherArguments(_ text: String, not argument: Int) -> [Int] {
            FormatStringParser.parse(text, dialect: .foundation, argumentPlaceholder: placeholder).directives.compactMap { d in
                guard d.isPositional, isNumeric(d), case .number(let n)? = d.argument, n != argument else { return nil }
                return n
            }
        }
    }

    /// Whether a value prints a number: `%arg` (a String Catalog substitution's argument), a
    /// numeric directive (a positional one only for `argument`, when given), or a nested variable.
    static func printsNumber(_ value: LocalizedValue, argument: Int? = nil, placeholder: Bool) -> Bool {
        value.strings.contains { text in
            FormatStringParser.parse(text, dialect: .foundation, argumentPlaceholder: placeholder).directives.contains { d in
                if d.isArgumentPlaceholder || d.variable != nil { return true }
                guard isNumeric(d) else { return false }
                guard let argument, d.isPositional, case .number(let n)? = d.argument else { return true }
                return n == argument
            }
        }
    }

    static func isNumeric(_ d: FormatDirective) -> Bool {
        d.argument != nil && d.kind != .object && d.kind != .cString && !d.looksLikeLiteralPercent
    }

    private static let cache = Locked<[String: Set<PluralCategory>?]>([:])

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
