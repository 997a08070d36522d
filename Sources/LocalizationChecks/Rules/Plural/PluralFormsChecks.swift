import Internationalization
import LocalizationCatalog

extension DiagnosticRule {
    package static let pluralFormsDifferFromCLDR = DiagnosticRule(
        id: "po.plural-forms-differ-from-cldr", severity: .error,
        summary: "A gettext catalog's Plural-Forms puts numbers that CLDR gives different plural categories into one form, or has a different number of forms than the language's integers need (a warning when only millions are affected or a form is merely unused or repeated).",
        rationale: "ngettext picks the form with the header's expression, so a wrong one shows the wrong word to users: with the English rule in a Russian catalog, 21 reads \"21 файлов\" instead of \"21 файл\" and 3 reads \"3 файлов\" instead of \"3 файла\". msgfmt -c does not notice, as it only checks that the expression stays below nplurals.",
        source: "CLDR plural rules (UTS #35 Part 3, \"Language Plural Rules\"), read from the system ICU, for the catalog's language; GNU gettext manual, \"Plural forms\". msgfmt -c accepts both triggering examples.",
        examples: [
            .triggering(ExampleFile("po/ru.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: ru\n"
                "↓Plural-Forms: nplurals=2; plural=(n != 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d файл"
                msgstr[1] "%d файлов"
                """#)),
            .triggering(ExampleFile("po/fr.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: fr\n"
                "↓Plural-Forms: nplurals=2; plural=(n > 1);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d fichier"
                msgstr[1] "%d fichiers"
                """#)),
            .accepted(ExampleFile("po/ru.po", #"""
                msgid ""
                msgstr ""
                "Content-Type: text/plain; charset=UTF-8\n"
                "Language: ru\n"
                "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

                msgid "%d file"
                msgid_plural "%d files"
                msgstr[0] "%d файл"
                msgstr[1] "%d файла"
                msgstr[2] "%d файлов"
                """#)),
        ])

    /// The rules of `PluralFormsChecks`.
    package static let pluralForms: [DiagnosticRule] = [.pluralFormsDifferFromCLDR]
}

/// Compares each gettext catalog's `Plural-Forms` with CLDR's plural rules for its language
/// (UTS #35 Part 3, via the system ICU), the rules Apple platforms, ICU MessageFormat and CLDR
/// based tools use.
///
/// The expression is evaluated for n = 0…1000 and for larger samples (10⁴…10⁹, millions, where
/// newer CLDR adds `many` for French, Spanish, Italian, Portuguese and Catalan). Only integers
/// are compared: gettext's `n` is an `unsigned long` (ngettext), so CLDR categories reached only
/// by decimals (Russian `other`) need no form.
///
/// Findings (one per file, on the `Plural-Forms` line, with a CLDR-derived header as fix-it),
/// naming each form that serves numbers of several CLDR categories ("msgstr[1] serves n = 2–4, …
/// (CLDR few) and n = 5–20, … (CLDR many)"), forms that split one category, and unused forms:
/// - error: a form receives numbers of two CLDR categories among 0…1000 (Russian
///   `nplurals=2; plural=(n > 1);` gives 2–4 and 5–20 the same form), or nplurals is smaller
///   than the number of categories 0…1000 reach;
/// - warning: the only mixing is above 1000 (French `plural=(n > 1)` and CLDR's `many` for
///   1,000,000), or nplurals is larger than needed (two forms for one category).
package enum PluralFormsChecks: TableRule {
    package static var rules: [DiagnosticRule] { DiagnosticRule.pluralForms }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        table.files.compactMap(check)
    }

    /// Integers compared besides 0…1000.
    static let largeSamples = PluralForms.largeSamples

    package static func check(_ file: CatalogFile) -> Diagnostic? {
        guard file.format == .po, let value = file.headerValue("Plural-Forms") else { return nil }
        let name = file.headerValue("Language").flatMap { $0.isEmpty ? nil : $0 } ?? file.locale
        guard let name else { return nil }
        // Catalogs of one project share a few headers: compare each (header, language) once.
        let key = Key(pluralForms: value, language: name)
        let finding: Finding?
        if let cached = cache.withLock({ $0[key] }) {
            finding = cached
        } else {
            finding = compare(value, language: name)
            cache.withLock { cache in
                if cache.count >= 4096 { cache.removeAll(keepingCapacity: true) }
                cache[key] = .some(finding)
            }
        }
        guard let finding else { return nil }
        return Diagnostic(
            rule: DiagnosticRule.pluralFormsDifferFromCLDR.id, severity: finding.severity,
            location: file.headerLocation("Plural-Forms"), message: finding.message, notes: [],
            fixIt: finding.fixIt, fixItLength: finding.fixIt == nil ? nil : file.headerFieldLengths["plural-forms"])
    }

    private struct Key: Hashable {
        var pluralForms: String
        var language: String
    }

    private struct Finding: Sendable {
        var severity: Severity
        var message: String
        var fixIt: String?
    }

    private static let cache = Locked<[Key: Finding?]>([:])

    private static func compare(_ value: String, language name: String) -> Finding? {
        guard case .success(let evaluation) = PluralFormsEvaluation.of(value), let written = try? LocaleIdentifier(name) else {
            return nil
        }
        let reading = cldrReading(ofGettext: written)
        let language = reading?.locale ?? written
        let forms = evaluation.forms
        // An expression that fails for a sample is reported by the PO checks (`po.plural-expression-fails`).
        guard case .success(let small) = evaluation.smallForms, case .success(let large) = evaluation.largeForms else { return nil }
        let sampleForms = small + large
        let sampleCategories = categoriesOfSamples(language)
        // (form, category) → numbers, in one flat array: `form * 6 + category index`.
        let allCategories = PluralCategory.allCases
        var slots = Array(repeating: [UInt64](), count: forms.nplurals * allCategories.count)
        var smallCategories: UInt8 = 0  // bit i: category i reached by 0…1000
        for k in samples.indices {
            let n = samples[k], category = Int(sampleCategories[k])
            slots[sampleForms[k] * allCategories.count + category].append(n)
            if n <= 1000 { smallCategories |= 1 << category }
        }
        let byForm = (0..<forms.nplurals).map { form in
            var categories: [PluralCategory: [UInt64]] = [:]
            for (i, category) in allCategories.enumerated() where !slots[form * allCategories.count + i].isEmpty {
                categories[category] = slots[form * allCategories.count + i]
            }
            return categories
        }
        let integerCategories = Set(byForm.flatMap(\.keys)).sorted()
        var problems: [String] = []
        var isError = false
        for (form, categories) in byForm.enumerated() where categories.count > 1 {
            let groups = categories.sorted { $0.value[0] < $1.value[0] }
            if groups.filter({ $0.value[0] <= 1000 }).count > 1 { isError = true }
            let parts = groups.map { "n = \(Self.describe($0.value)) (CLDR \($0.key.rawValue))" }
            problems.append("msgstr[\(form)] serves " + Self.list(parts))
        }
        if forms.nplurals < smallCategories.nonzeroBitCount { isError = true }
        // A category split over forms that serve nothing else: the translator writes one text twice.
        for category in integerCategories {
            let split = byForm.indices.filter { byForm[$0].count == 1 && byForm[$0][category] != nil }
            guard split.count > 1 else { continue }
            problems.append(Self.list(split.map { "msgstr[\($0)]" }) + (split.count == 2 ? " both" : " all") + " serve CLDR \(category.rawValue) ("
                + Self.list(split.map { "n = \(Self.describe(byForm[$0][category]!, runs: 2))" }) + ")")
        }
        let unused = byForm.indices.filter { byForm[$0].isEmpty }
        if !unused.isEmpty {
            problems.append(Self.list(unused.map { "msgstr[\($0)]" }) + " \(unused.count == 1 ? "serves" : "serve") no integer (ngettext's n is an integer, so a form for fractions is never used)")
        }
        let countDiffers = forms.nplurals != integerCategories.count
        guard !problems.isEmpty || countDiffers else { return nil }
        let languageName = reading.map { "\(Self.languageName(written)), which gettext reads as \($0.name) (CLDR \($0.locale.name))," }
            ?? Self.languageName(language)
        var message = "\(languageName) integers need \(integerCategories.count) form\(integerCategories.count == 1 ? "" : "s") (\(integerCategories.map(\.rawValue).joined(separator: ", "))) in CLDR \(CLDRData.version)"
        message += countDiffers ? ", but Plural-Forms has nplurals=\(forms.nplurals)" : ", as nplurals says, but they are mapped differently"
        if !problems.isEmpty { message += ": " + problems.joined(separator: "; ") }
        // The header alone is a certain fix only when the number of forms stays: otherwise every
        // plural entry must lose or gain forms with it (msgfmt -c rejects a msgstr[N] past
        // nplurals), so the message says which, and no fix-it is offered.
        let header = derivedHeader(language)
        var fixIt = header.map { "Plural-Forms: \($0)" }
        if let header, let derived = Self.nplurals(ofHeader: header), derived != forms.nplurals {
            fixIt = nil
            let change = derived < forms.nplurals
                ? "remove " + Self.list((derived..<forms.nplurals).map { "msgstr[\($0)]" }) + " from every plural entry"
                : "add " + Self.list((forms.nplurals..<derived).map { "msgstr[\($0)]" }) + " to every plural entry"
            message += "; CLDR's header is \"Plural-Forms: \(header)\", and changing to it means to \(change) and to rewrite each form for the numbers it then serves"
        }
        return Finding(severity: isError ? .error : .warning, message: message, fixIt: fixIt)
    }

    /// The CLDR locale a gettext language code means, and its name, where the two projects read
    /// the code differently; nil where they agree. gettext's bare `pt` is European Portuguese
    /// (the gettext manual's "Plural forms" table gives `pt` `n != 1` and `pt_BR` `n > 1`), while
    /// CLDR's bare `pt` is Brazilian: it is compared with CLDR `pt_PT`.
    static func cldrReading(ofGettext written: LocaleIdentifier) -> (locale: LocaleIdentifier, name: String)? {
        guard written.icuName == "pt", let european = try? LocaleIdentifier("pt_PT") else { return nil }
        return (european, "European Portuguese")
    }

    /// The CLDR category of each of `samples` (an index into `PluralCategory.allCases`) under the
    /// language's cardinal rules, selected once per language: the same language comes with
    /// several headers. Keyed by the rules' own locale, so the categories are always those of the
    /// rules that selected them.
    private static func categoriesOfSamples(_ language: LocaleIdentifier) -> [UInt8] {
        let rules = PluralRules.rules(for: language)
        let key = rules.locale.icuName
        if let known = sampleCategories.withLock({ $0[key] }) { return known }
        let allCategories = PluralCategory.allCases
        let result = samples.map { UInt8(allCategories.firstIndex(of: rules.category($0))!) }
        sampleCategories.withLock { cache in
            if cache.count >= 4096 { cache.removeAll(keepingCapacity: true) }
            cache[key] = result
        }
        return result
    }

    private static let sampleCategories = Locked<[String: [UInt8]]>([:])

    /// The rule text of each category ICU ships for the language's cardinal rules; nil when ICU
    /// has no rule data under the language's name or its parents.
    private static func ruleTexts(_ language: LocaleIdentifier) -> [PluralCategory: String]? {
        guard let dataLocale = PluralsCommand.dataLocale(for: language, type: .cardinal, among: cardinalDataLocales) else {
            return nil
        }
        var texts: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
            guard let rule = PluralData.rule(dataLocale, .cardinal, category) else { continue }
            texts[category] = rule
        }
        return texts
    }

    /// The locales ICU has cardinal rules for, read once.
    private static let cardinalDataLocales = Set(PluralData.locales(.cardinal))

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// The numbers compared: 0…1000, then `largeSamples` (the numbers `PluralFormsEvaluation`
    /// evaluates, in its order).
    static let samples: [UInt64] = Array(0...1000) + largeSamples

    /// `0, 5–20, 25–30, …`: the first runs of consecutive numbers.
    static func describe(_ numbers: [UInt64], runs limit: Int = 3) -> String {
        var runs: [ClosedRange<UInt64>] = []
        for n in numbers {
            if let last = runs.last, last.upperBound + 1 == n {
                runs[runs.count - 1] = last.lowerBound...n
            } else {
                runs.append(n...n)
            }
        }
        let shown = runs.prefix(limit).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
        return shown.joined(separator: ", ") + (runs.count > limit ? ", …" : "")
    }

    /// The header CLDR's rules give for integers (`PluralRuleSet.gettextPluralForms`), from the
    /// rule text ICU ships for the language.
    static func derivedHeader(_ language: LocaleIdentifier) -> String? {
        guard let texts = ruleTexts(language) else { return nil }
        // Languages share rule sets (German, English, Dutch, …): derive each set's header once.
        if let known = derivedHeaders.withLock({ $0[texts] }) { return known }
        var header: String?
        if case .success(let set) = PluralRuleSet.parse(texts) { header = set.gettextPluralForms().description }
        derivedHeaders.withLock { $0[texts] = .some(header) }
        return header
    }

    /// The `nplurals` of a derived header (`nplurals=3; plural=…`).
    static func nplurals(ofHeader header: String) -> Int? {
        guard let range = header.range(of: "nplurals=") else { return nil }
        return Int(header[range.upperBound...].prefix { $0.isNumber })
    }

    private static let derivedHeaders = Locked<[[PluralCategory: String]: String?]>([:])

    /// `Russian (ru)`, from CLDR's English names.
    static func languageName(_ locale: LocaleIdentifier) -> String {
        "\(locale.languageName) (\(locale.name))"
    }
}
