import FormatStrings
import LocalizationCatalog

/// Checks that every translation's format directives fit its source's arguments (see
/// `FormatRules`).
///
/// - gettext (`.po`): as `msgfmt -c` (msgl-check.c, format.c): only entries whose `#,` flags name
///   a format (`c-format`, `objc-format`, `python-format`, `python-brace-format`), not obsolete,
///   not fuzzy, and translated (msgstr or msgstr[0] not empty); msgid (msgid_plural when there
///   is one) against msgstr or each msgstr[N], strictly except for plural forms that serve few
///   numbers (`GettextPluralStrictness`). Findings sit at the first msgstr line, as msgfmt's.
/// - Either: a string is read up to `FormatStringParser.checkedDirectiveLimit` directives; one
///   with more is reported once (`format.too-many-directives`) and compared up to there.
/// - Apple (`.strings`, `.stringsdict`, `.xcstrings`): each localization's strings against the
///   development language's value for the key, or the key itself when it has none, read as
///   Foundation formats. Variants (plural, device, width, substitutions) are compared leniently
///   one by one, and together must use every argument of the source. Keys whose source is no
///   format (no directive reads an argument) are only checked for directives that clearly read
///   one (`%@`, `%d`, not `% d`).
package enum FormatChecks: TableRule {
    package static var rules: [DiagnosticRule] { DiagnosticRule.format + [ExecutedTranslation.rule, TooManyDirectives.rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] { check(table) }

    package static func check(_ table: LocalizationTable) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var sources = GettextSourceFormats()
        for file in table.files where file.format == .po {
            diagnostics += checkGettext(file, sources: &sources)
        }
        if table.files.contains(where: { [.strings, .stringsdict, .xcstrings].contains($0.format) }) {
            diagnostics += AppleFormatChecker(table: table).check()
        }
        return diagnostics
    }

    // MARK: gettext

    /// Checks one `.po` file; `sources` keeps the domain's parsed msgids across its files.
    static func checkGettext(_ file: CatalogFile, sources: inout GettextSourceFormats) -> [Diagnostic] {
        guard let locale = file.locale ?? file.locales.first else { return [] }
        var diagnostics: [Diagnostic] = []
        var distribution: Set<Int>??
        let entries = file.entries
        // Fields are read through `entries[index]`: binding the entry to a local would copy
        // (and retain) all of it, for every entry of every file.
        for index in entries.indices {
            guard entries[index].state != .obsolete, !entries[index].comments.flags.isEmpty, !entries[index].key.isEmpty else { continue }
            let dialects = FormatDialect.gettextDialects(flags: entries[index].comments.flags)
            guard !dialects.isEmpty, let translation = entries[index].localizations[locale], translation.state != .needsReview else { continue }
            // The forms to check: msgstr alone, or msgstr[0…]; a single msgstr is not put in
            // an array of its own.
            let plural: [LocalizedValue]
            switch translation.value.content {
            case .text(let s):
                guard !s.isEmpty else { continue }
                plural = []
            case .pluralForms(let values): plural = values
            default: continue
            }
            let formCount = plural.isEmpty ? 1 : plural.count
            func form(_ j: Int) -> LocalizedValue { plural.isEmpty ? translation.value : plural[j] }
            guard case .text(let firstText) = form(0).content, !firstText.isEmpty else { continue }
            let sourceText = entries[index].pluralKey ?? entries[index].key
            let hasPlural = entries[index].pluralKey != nil
            if hasPlural, formCount > 1, distribution == nil {
                distribution = .some(GettextPluralStrictness.formsServingFewNumbers(in: file))
            }
            // Strings over the directive limit, each reported once whatever its dialects.
            var sourceTruncationReported = false
            var truncatedFormsReported = Set<Int>()
            for dialect in dialects {
                let source = sources.source(sourceText, dialect: dialect)
                guard source.isValid else { continue }
                if let truncation = source.parsed.truncation, !sourceTruncationReported {
                    sourceTruncationReported = true
                    diagnostics.append(TooManyDirectives.diagnostic(
                        truncation, name: hasPlural ? "msgid_plural" : "msgid", at: entries[index].location, format: nil))
                }
                for j in 0..<formCount {
                    guard case .text(let text) = form(j).content else { continue }
                    // A string with no directives on either side cannot mismatch.
                    if !source.hasDirectives, !FormatStringParser.mayHaveDirectives(text, dialect: dialect) { continue }
                    let parsed = FormatStringParser.parse(
                        text, dialect: dialect, translated: true, directiveLimit: FormatStringParser.checkedDirectiveLimit)
                    if parsed.directives.isEmpty, parsed.problems.isEmpty, !source.hasDirectives { continue }
                    // Names, notes and the location are only built for a finding.
                    func side() -> String { hasPlural ? "msgstr[\(j)]" : "msgstr" }
                    func sourceSide() -> String { hasPlural ? "msgid_plural" : "msgid" }
                    func location() -> SourceLocation { translation.location ?? entries[index].location }
                    func notes() -> [Diagnostic.Note] {
                        hasPlural && j > 0 ? form(j).location.map { [Diagnostic.Note("\(side()) is here", at: $0)] } ?? [] : []
                    }
                    if let truncation = parsed.truncation, truncatedFormsReported.insert(j).inserted {
                        diagnostics.append(TooManyDirectives.diagnostic(
                            truncation, name: side(), at: form(j).location ?? location(), format: form(j).location == nil ? nil : .po))
                    }
                    if let problem = parsed.problems.first {
                        diagnostics.append(problemDiagnostic(
                            problem, at: location(),
                            prefix: "\(side()) is not a valid \(dialect.displayName) format string, unlike \(sourceSide()): ",
                            notes: notes() + inside(form(j).location, byte: problem.byteRange.lowerBound, problem.written)))
                        continue
                    }
                    if FormatComparison.readsSameArguments(source.parsed, parsed) { continue }
                    let strict = !hasPlural || formCount < 2
                        || (distribution.flatMap { $0 }.map { !$0.contains(j) } ?? false)
                    let mismatches = TooManyDirectives.comparable(
                        FormatComparison.compare(
                            source: source.signature, translation: FormatSignature(parsed), dialect: dialect,
                            mode: strict ? .strict : .lenient),
                        sourceTruncated: source.parsed.truncation != nil, translationTruncated: parsed.truncation != nil)
                    guard !mismatches.isEmpty else { continue }
                    let (at, translationName, sourceName, formNotes) = (location(), side(), sourceSide(), notes())
                    var cap = FindingCap.formatFindings()
                    defer { cap.summarise(&diagnostics) }
                    for mismatch in mismatches where cap.admit() {
                        let directive = mismatch.translation.map { "'\($0.textDescription)'" }
                        diagnostics.append(mismatchDiagnostic(
                            mismatch, at: at, sourceName: sourceName, translationName: translationName,
                            notes: formNotes + inside(form(j).location, byte: mismatch.translation?.byteRange.lowerBound, directive)))
                    }
                }
            }
        }
        return diagnostics
    }

    /// A note at the directive's own position in a `.po` string, which may span lines; the
    /// finding stays at the msgstr line, where msgfmt reports it.
    static func inside(_ start: SourceLocation?, byte: Int?, _ written: String?) -> [Diagnostic.Note] {
        guard let start, let byte, byte > 0 else { return [] }
        let exact = StringPositionLocator.location(ofByte: byte, inValueAt: start, format: .po)
        guard exact != start else { return [] }
        return [Diagnostic.Note("\(written.map { "'\($0)'" } ?? "the directive") is here", at: exact)]
    }

    // MARK: Messages

    /// A finding about `problem`, placed at the problem's own file position when `format`
    /// says how to find it inside the string that starts at `location`.
    static func problemDiagnostic(
        _ problem: FormatProblem, at location: SourceLocation, prefix: String, notes: [Diagnostic.Note] = [],
        severity: Severity? = nil, format: CatalogFormat? = nil
    ) -> Diagnostic {
        let exact = StringPositionLocator.location(ofByte: problem.byteRange.lowerBound, inValueAt: location, format: format)
        // A lone '%' ending the string, placed exactly, is fixed by doubling it; '%y' may as well
        // be a mistyped '%@', so it gets no fix-it.
        var lone = false
        if case .trailingPercent = problem.kind { lone = format != nil && (exact != location || problem.byteRange.lowerBound == 0) }
        let location = exact
        let rule: DiagnosticRule
        switch problem.kind {
        case .mixedPositionalAndSequential, .mixedNamedAndUnnamed: rule = .formatMixedPositional
        default: rule = .formatInvalidDirective
        }
        return Diagnostic(
            rule, at: location, prefix + problem.message, severity: severity, notes: notes,
            fixIt: lone ? "%%" : nil, fixItLength: lone ? 1 : nil)
    }

    /// A finding about `mismatch`, placed at the translation's directive when `format` says how
    /// to find it inside the string that starts at `location`.
    static func mismatchDiagnostic(
        _ mismatch: FormatMismatch, at location: SourceLocation, sourceName: String, translationName: String,
        notes: [Diagnostic.Note] = [], format: CatalogFormat? = nil
    ) -> Diagnostic {
        let inTranslation = mismatch.literalPercent.map { !$0.1 } ?? true
        let start = location
        let location = inTranslation
            ? StringPositionLocator.location(ofByte: mismatch.translation?.byteRange.lowerBound, inValueAt: location, format: format)
            : location
        let placed = format != nil && (location != start || mismatch.translation?.byteRange.lowerBound == 0)
        func text(_ d: FormatDirective?) -> String {
            guard let d else { return "" }
            return "'\(d.textDescription)' at character \(d.column)"
        }
        let argument = mismatch.argument.map { "argument \($0)" } ?? "the arguments"
        if let (directive, inSource) = mismatch.literalPercent {
            let side = inSource ? sourceName : translationName
            return Diagnostic(
                .formatLiteralPercent, at: location,
                "'\(directive.textDescription)' at character \(directive.column) of \(side) is a literal percent sign that parses as a directive (\(directive.literalReading)); write it as %%",
                notes: notes, fixIt: !inSource && placed ? "%%" : nil, fixItLength: !inSource && placed ? 1 : nil)
        }
        switch mismatch.kind {
        case .missingArgument:
            let kind = mismatch.source?.kind.map { " (\($0))" } ?? ""
            return Diagnostic(
                .formatMissingArgument, at: location,
                "\(translationName) does not use \(argument)\(kind), which \(sourceName) reads with \(text(mismatch.source))",
                notes: notes)
        case .extraArgument:
            return Diagnostic(
                .formatExtraArgument, at: location,
                "\(text(mismatch.translation)) of \(translationName) reads \(argument), which \(sourceName) does not pass",
                notes: notes)
        case .kindMismatch(let expected, let found):
            return Diagnostic(
                .formatKindMismatch, at: location,
                "\(text(mismatch.translation)) of \(translationName) reads \(argument) as \(found), but \(sourceName) passes \(expected) (\(text(mismatch.source)))\(widthHint(expected, found))",
                notes: notes)
        case .argumentStyle(let sourceUsesNames):
            let (a, b) = sourceUsesNames ? ("a mapping (%(name)s)", "a tuple (%s)") : ("a tuple (%s)", "a mapping (%(name)s)")
            return Diagnostic(
                .formatKindMismatch, at: location, "the directives of \(sourceName) expect \(a), those of \(translationName) expect \(b)",
                notes: notes)
        }
    }
}

/// For integers that differ only in width: which side to fix depends on the code, so say so.
/// A Swift `Int` is 64 bits (`%lld`, `%ld`); a C `int` or `Int32` is 32.
func widthHint(_ expected: ArgumentKind, _ found: ArgumentKind) -> String {
    if [.int32, .uint32].contains(expected) && [.int64, .uint64].contains(found) {
        return "; if the code passes a Swift Int, the source's 32-bit directive is the one to fix (to %lld), else the translation's"
    }
    return ""
}

extension FormatDirective {
    /// How the directive was written, rebuilt from its parts: `%1$-5.2lf`, `%#@files@`, `{name}`.
    var textDescription: String {
        if isArgumentPlaceholder { return "%arg" }
        if conversion == nil || conversion == "{" {
            if case .name(let name)? = argument { return "{\(name)}" }
            return "{{"
        }
        var s = "%"
        if case .name(let name)? = argument { s += "(\(name))" }
        if isPositional, case .number(let n)? = argument { s += "\(n)$" }
        if flags.contains(.leftJustify) { s += "-" }
        if flags.contains(.sign) { s += "+" }
        if flags.contains(.space) { s += " " }
        if flags.contains(.alternate) { s += "#" }
        if flags.contains(.zeroPad) { s += "0" }
        if flags.contains(.grouping) { s += "'" }
        if flags.contains(.localeDigits) { s += "I" }
        func amount(_ a: FormatAmount) -> String {
            switch a {
            case .literal(let n): "\(n)"
            case .nextArgument: "*"
            case .argument(let n): "*\(n)$"
            }
        }
        if let width { s += amount(width) }
        if let precision { s += "." + amount(precision) }
        if let length { s += length.rawValue }
        if let variable { return s + "@\(variable)@" }
        if let conversion { s.unicodeScalars.append(conversion) }
        return s
    }

    /// "a space flag and 'd'" for `% d`.
    var literalReading: String {
        "a space flag and '\(conversion.map { String(Character($0)) } ?? "")'"
    }
}
