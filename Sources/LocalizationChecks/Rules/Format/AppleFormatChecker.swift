import FormatStrings
import LocalizationCatalog

/// The format checks of Apple's tables (see `FormatChecks`): each localization of a key against
/// the development language's value, or the key itself when that language has none; and the
/// development language's own values, when they are formats, for directives that misprint (a
/// lone `%`, an invalid directive, positions mixed with sequence).
///
/// Sources: Apple, "String Format Specifiers"; "Localizing strings that contain plurals" (a
/// variant may omit the number: "Using the format specifier in the string is optional"); spec
/// §6.2–§7 (variables `%#@name@`, `%arg` in String Catalog substitutions, LP64 argument sizes).
struct AppleFormatChecker {
    let table: LocalizationTable

    func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in table.files where file.format == .xcstrings {
            let development = file.developmentLanguage ?? table.developmentLanguage
            for entry in file.entries {
                let sourceTranslation = development.flatMap { entry.localizations[$0] }.flatMap { usable($0) }
                let source = FormatParts(sourceTranslation, key: entry.key, placeholders: true)
                if let sourceTranslation, let development {
                    diagnostics += ownProblemsAndRun(
                        source, sourceTranslation, locale: development, key: entry.key, format: .xcstrings,
                        fallback: sourceTranslation.location ?? entry.location)
                }
                for (locale, translation) in entry.localizations where locale != development {
                    guard let translation = usable(translation) else { continue }
                    if !source.isFormat, !Self.mayHaveDirectives(translation) { continue }
                    diagnostics += compareAndRun(
                        source, translation, locale: locale, key: entry.key, placeholders: true, format: .xcstrings,
                        fallback: translation.location ?? entry.location)
                }
            }
        }
        let lproj = table.files.filter { $0.format == .strings || $0.format == .stringsdict }
        guard !lproj.isEmpty else { return diagnostics }
        let development = table.developmentLanguage
        // A key in both the .strings and the .stringsdict of a table: the .stringsdict wins (§5.4).
        // Each source with its entry's location, where a finding goes when the value has none.
        var sources: [String: (translation: Translation, entryLocation: SourceLocation, format: CatalogFormat)] = [:]
        for file in lproj.sorted(by: { $0.format == .strings && $1.format == .stringsdict })
        where development != nil && file.locale == development {
            for entry in file.entries {
                if let translation = entry.localizations[development!].flatMap({ usable($0) }) {
                    sources[entry.key] = (translation, entry.location, file.format)
                }
            }
        }
        // Every localization compares with the same source: build each key's parts once.
        var sourceParts: [String: FormatParts] = [:]
        for (key, source) in sources.sorted(by: { $0.key < $1.key }) where Self.mayHaveDirectives(source.translation) {
            let parts = FormatParts(source.translation, key: key, placeholders: false)
            sourceParts[key] = parts
            diagnostics += ownProblemsAndRun(
                parts, source.translation, locale: development!, key: key, format: source.format,
                fallback: source.translation.location ?? source.entryLocation)
        }
        for file in lproj {
            guard let locale = file.locale, locale != development else { continue }
            for entry in file.entries {
                guard let translation = (entry.localizations[locale] ?? entry.localizations.values.first).flatMap({ usable($0) }) else { continue }
                let source: FormatParts
                if let known = sourceParts[entry.key] {
                    source = known
                } else {
                    source = FormatParts(sources[entry.key]?.translation, key: entry.key, placeholders: false)
                    sourceParts[entry.key] = source
                }
                // No format in the source and no '%' in the translation: nothing to compare.
                if !source.isFormat, !Self.mayHaveDirectives(translation) { continue }
                // Keys of .strings tables are often identifiers (`settings.title`): without a
                // development-language value, the key is a reference only when it is a format.
                if sources[entry.key] == nil, !source.isFormat { continue }
                diagnostics += compareAndRun(
                    source, translation, locale: locale, key: entry.key, placeholders: false, format: file.format,
                    fallback: translation.location ?? entry.location)
            }
        }
        return diagnostics
    }

    /// False when no string of the translation has a '%' (no directive, no variable).
    static func mayHaveDirectives(_ translation: Translation) -> Bool {
        func has(_ value: LocalizedValue) -> Bool {
            value.strings.contains { FormatStringParser.mayHaveDirectives($0, dialect: .foundation) }
        }
        return has(translation.value) || translation.substitutions.contains { has($0.value) }
    }

    /// The translation, or nil when it is empty or never translated (String Catalog state `new`
    /// is not compiled into the app, spec §6.3).
    private func usable(_ translation: Translation) -> Translation? {
        translation.isEmpty || translation.state == .new ? nil : translation
    }

    /// `ownProblems`, then, when there are none and the value has variants, the value run with
    /// sample arguments: the development language's variants are shown to its users too.
    private func ownProblemsAndRun(
        _ source: FormatParts, _ translation: Translation, locale: String, key: String, format: CatalogFormat,
        fallback: SourceLocation
    ) -> [Diagnostic] {
        let found = ownProblems(source, format: format, fallback: fallback)
        guard found.isEmpty, source.isFormat, source.hasVariants else { return found }
        return ExecutedTranslation.check(translation, locale: locale, source: source, key: key, at: fallback).map { [$0] } ?? []
    }

    /// The problems of a development-language value that is a format: every localization copies
    /// its directives, so one misprint there misprints in every language.
    private func ownProblems(_ source: FormatParts, format: CatalogFormat, fallback: SourceLocation) -> [Diagnostic] {
        guard source.isFormat else { return [] }
        var diagnostics: [Diagnostic] = []
        for part in source.parts {
            if let truncation = part.parsed.truncation {
                diagnostics.append(TooManyDirectives.diagnostic(
                    truncation, name: "the development language's value", at: part.location ?? fallback,
                    format: part.location == nil ? nil : format))
            }
            guard let problem = part.parsed.problems.first else { continue }
            let diagnostic = FormatChecks.problemDiagnostic(
                problem, at: part.location ?? fallback, prefix: "the development language's value: ", format: format)
            if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
        }
        return diagnostics
    }

    /// `compare`, then, when it found nothing and the translation has variants, the translation
    /// run with sample arguments (`format.fails-when-run`).
    private func compareAndRun(
        _ source: FormatParts, _ translation: Translation, locale: String, key: String, placeholders: Bool,
        format: CatalogFormat, fallback: SourceLocation
    ) -> [Diagnostic] {
        let parts = FormatParts(translation, key: key, placeholders: placeholders)
        let found = compare(source, parts, format: format, fallback: fallback)
        guard found.isEmpty, parts.hasVariants, Self.mayHaveDirectives(translation) else { return found }
        return ExecutedTranslation.check(translation, locale: locale, source: source, key: key, at: fallback).map { [$0] } ?? []
    }

    private func compare(_ source: FormatParts, _ translation: FormatParts, format: CatalogFormat, fallback: SourceLocation) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        func add(_ diagnostic: Diagnostic) {
            if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
        let sourceName = "the source", translationName = "the translation"
        for part in translation.parts {
            guard let truncation = part.parsed.truncation else { continue }
            add(TooManyDirectives.diagnostic(
                truncation, name: translationName, at: part.location ?? fallback, format: part.location == nil ? nil : format))
        }
        guard source.isFormat else {
            // Not a format in the source: only directives that clearly read an argument matter.
            for part in translation.parts {
                var cap = FindingCap.formatFindings()
                defer { cap.summarise(&diagnostics) }
                for directive in part.parsed.directives
                where directive.argument != nil && directive.variable == nil && !directive.looksLikeLiteralPercent && cap.admit() {
                    let mismatch = FormatMismatch(.extraArgument, argument: directive.argument, source: nil, translation: directive)
                    add(FormatChecks.mismatchDiagnostic(
                        mismatch, at: part.location ?? fallback, sourceName: "the source (which has no format directive)",
                        translationName: translationName, format: part.location == nil ? nil : format))
                }
            }
            return diagnostics
        }
        for part in translation.parts {
            let location = part.location ?? fallback
            // Inside the string only when the part knows where its string starts.
            let inner: CatalogFormat? = part.location == nil ? nil : format
            // Mixing positions and sequence is undefined (CFString.c), but when the source mixes
            // too, the translation only follows it: CF numbers the sequential ones apart.
            if let problem = part.parsed.problems.first(where: { !(source.mixes && $0.kind == .mixedPositionalAndSequential) }) {
                // `%1$d% af` mixes only because `% a` is a literal percent sign that parses.
                if problem.kind == .mixedPositionalAndSequential,
                   let culprit = part.parsed.directives.first(where: { $0.byteRange == problem.byteRange }), culprit.looksLikeLiteralPercent {
                    add(FormatChecks.mismatchDiagnostic(
                        FormatMismatch(.extraArgument, argument: culprit.argument, source: nil, translation: culprit), at: location,
                        sourceName: sourceName, translationName: translationName, format: inner))
                } else {
                    add(FormatChecks.problemDiagnostic(problem, at: location, prefix: "", format: inner))
                }
                continue
            }
            let mode: FormatComparison.Mode = part.isVariant || translation.hasVariants ? .lenient : .strict
            var cap = FindingCap.formatFindings()
            let mismatches = TooManyDirectives.comparable(
                FormatComparison.compare(source: source.union, translation: part.signature, dialect: .foundation, mode: mode),
                sourceTruncated: source.isTruncated, translationTruncated: part.parsed.truncation != nil)
            for mismatch in mismatches {
                if case .missingArgument = mismatch.kind,
                   mismatch.source?.looksLikeLiteralPercent == true || mismatch.argument.map(source.union.selectorKeys.contains) == true { continue }
                // Which argument a sequential `%#@name@` selects on is Foundation's business when its
                // variants name their own arguments; its kind is not compared.
                if case .kindMismatch = mismatch.kind, let token = mismatch.translation, token.variable != nil, !token.isPositional { continue }
                guard cap.admit() else { continue }
                add(FormatChecks.mismatchDiagnostic(mismatch, at: location, sourceName: sourceName, translationName: translationName, format: inner))
            }
            cap.summarise(&diagnostics)
        }
        if translation.hasVariants, !translation.isTruncated, translation.parts.allSatisfy({ $0.parsed.problems.allSatisfy { $0.kind == .mixedPositionalAndSequential } }) {
            // The variants together must still use every argument.
            for key in source.union.keys where translation.union[key] == nil {
                let directive = source.union[key]?.directive
                if directive?.looksLikeLiteralPercent == true || source.union.selectorKeys.contains(key) { continue }
                let mismatch = FormatMismatch(.missingArgument, argument: key, source: directive, translation: nil)
                add(FormatChecks.mismatchDiagnostic(
                    mismatch, at: translation.location ?? fallback, sourceName: sourceName, translationName: "the translation (in any variant)"))
            }
        }
        return diagnostics
    }
}

/// The strings of one Apple translation parsed as Foundation formats: the format (or plain
/// value), each plural/device/width variant, and each substitution's variants, with the
/// signature of each and of all together.
struct FormatParts {
    struct Part {
        var parsed: ParsedFormat
        var signature: FormatSignature
        var isVariant: Bool
        var location: SourceLocation?
    }

    var parts: [Part] = []
    var union = FormatSignature()
    /// True when the value has variants or substitutions (checked leniently, one by one).
    var hasVariants = false
    var location: SourceLocation?
    private var floating = Set<String>()

    /// `translation` nil: the key itself is the source value. `placeholders`: `%arg` stands for
    /// a substitution's argument (String Catalogs).
    init(_ translation: Translation?, key: String, placeholders: Bool) {
        guard let translation else {
            add(key, variant: false, location: nil, kinds: [:], placeholder: nil, base: 1)
            return
        }
        location = translation.location
        var kinds: [String: ArgumentKind] = [:]
        for substitution in translation.substitutions {
            if let kind = substitution.formatSpecifier.flatMap(FormatSignature.kind(ofSpecifier:)) { kinds[substitution.name] = kind }
        }
        walk(translation.value, variant: false, kinds: kinds, placeholder: nil, base: 1)
        // Where each variable sits: its variants are spliced in there.
        var positions: [String: Int] = [:]
        var sequentialTokens = Set<String>()
        for part in parts {
            for directive in part.parsed.directives {
                if let name = directive.variable, case .number(let k)? = directive.argument, positions[name] == nil {
                    positions[name] = k
                    if !directive.isPositional { sequentialTokens.insert(name) }
                }
            }
        }
        // A sequential token whose variants name their arguments (`%#@COUNT@` over `%1$@ and %2$d
        // others`): the variants say which arguments are printed, so for the comparison the token
        // reads none. That it selects on argument 1, which they print as an object, is
        // `format.variable-binding`'s finding.
        if !placeholders {
            for substitution in translation.substitutions where sequentialTokens.contains(substitution.name) {
                let positional = substitution.value.strings.contains { text in
                    FormatStringParser.parse(text, dialect: .foundation).directives.contains { $0.isPositional && $0.argument != nil }
                }
                if positional { floating.insert(substitution.name) }
            }
            if !floating.isEmpty {
                let topLevel = parts
                parts = []
                union = FormatSignature()
                for part in topLevel { add(part.parsed, variant: part.isVariant, location: part.location, kinds: kinds, placeholder: nil, base: 1) }
            }
        }
        for substitution in translation.substitutions {
            let position = positions[substitution.name] ?? substitution.argumentNumber ?? 1
            let argument = substitution.argumentNumber ?? position
            walk(
                substitution.value, variant: true, kinds: kinds,
                placeholder: placeholders ? (.number(argument), kinds[substitution.name]) : nil, base: position)
        }
        hasVariants = !translation.substitutions.isEmpty || parts.contains(where: \.isVariant)
    }

    /// True when some string has more directives than the checks read (`format.too-many-directives`).
    var isTruncated: Bool { parts.contains { $0.parsed.truncation != nil } }

    /// True when some string mixes positional and sequential directives.
    var mixes: Bool { parts.contains { $0.parsed.problems.contains { $0.kind == .mixedPositionalAndSequential } } }

    /// True when the source is meant as a format: some directive reads an argument (not a
    /// `% d` that is probably a literal percent), or it writes `%%` or a variable.
    var isFormat: Bool {
        parts.contains { part in
            part.parsed.directives.contains { d in
                d.variable != nil || d.isArgumentPlaceholder || d.conversion == "%" || (d.argument != nil && !d.looksLikeLiteralPercent)
            }
        }
    }

    private mutating func walk(
        _ value: LocalizedValue, variant: Bool, kinds: [String: ArgumentKind], placeholder: (ArgumentKey, ArgumentKind?)?, base: Int
    ) {
        switch value.content {
        case .text(let s): add(s, variant: variant, location: value.location, kinds: kinds, placeholder: placeholder, base: base)
        case .plural(let variants): for v in variants { walk(v.value, variant: true, kinds: kinds, placeholder: placeholder, base: base) }
        case .device(let variants): for v in variants { walk(v.value, variant: true, kinds: kinds, placeholder: placeholder, base: base) }
        case .width(let variants): for v in variants { walk(v.value, variant: true, kinds: kinds, placeholder: placeholder, base: base) }
        case .pluralForms(let forms): for f in forms { walk(f, variant: true, kinds: kinds, placeholder: placeholder, base: base) }
        }
    }

    private mutating func add(
        _ text: String, variant: Bool, location: SourceLocation?, kinds: [String: ArgumentKind],
        placeholder: (ArgumentKey, ArgumentKind?)?, base: Int
    ) {
        add(FormatStringParser.parse(
                text, dialect: .foundation, argumentPlaceholder: placeholder != nil,
                directiveLimit: FormatStringParser.checkedDirectiveLimit),
            variant: variant, location: location, kinds: kinds, placeholder: placeholder, base: base)
    }

    private mutating func add(
        _ parsed: ParsedFormat, variant: Bool, location: SourceLocation?, kinds: [String: ArgumentKind],
        placeholder: (ArgumentKey, ArgumentKind?)?, base: Int
    ) {
        let signature = parsed.directives.isEmpty
            ? FormatSignature()
            : FormatSignature(
                parsed, variableKinds: kinds, placeholder: placeholder.map { (key: $0.0, kind: $0.1) }, sequentialBase: base,
                floatingVariables: floating)
        union.formUnion(signature)
        parts.append(Part(parsed: parsed, signature: signature, isVariant: variant, location: location))
    }
}
