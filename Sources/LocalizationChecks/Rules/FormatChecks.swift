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
/// - Apple (`.strings`, `.stringsdict`, `.xcstrings`): each localization's strings against the
///   development language's value for the key, or the key itself when it has none, read as
///   Foundation formats. Variants (plural, device, width, substitutions) are compared leniently
///   one by one, and together must use every argument of the source. Keys whose source is no
///   format (no directive reads an argument) are only checked for directives that clearly read
///   one (`%@`, `%d`, not `% d`).
public enum FormatChecks {
    public static func check(_ table: LocalizationTable) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in table.files where file.format == .po {
            diagnostics += checkGettext(file)
        }
        if table.files.contains(where: { [.strings, .stringsdict, .xcstrings].contains($0.format) }) {
            diagnostics += AppleFormatChecker(table: table).check()
        }
        return diagnostics
    }

    // MARK: gettext

    static func checkGettext(_ file: CatalogFile) -> [Diagnostic] {
        guard let locale = file.locale ?? file.locales.first else { return [] }
        var diagnostics: [Diagnostic] = []
        var distribution: Set<Int>??
        file.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                let entry = entries[index]
                guard entry.state != .obsolete, !entry.comments.flags.isEmpty, !entry.key.isEmpty else { continue }
                let dialects = FormatDialect.gettextDialects(flags: entry.comments.flags)
                guard !dialects.isEmpty, let translation = entry.localizations[locale], translation.state != .needsReview else { continue }
                let forms: [LocalizedValue]
                switch translation.value.content {
                case .text(let s): forms = s.isEmpty ? [] : [translation.value]
                case .pluralForms(let values): forms = values
                default: forms = []
                }
                guard let first = forms.first, case .text(let firstText) = first.content, !firstText.isEmpty else { continue }
                let location = translation.location ?? entry.location
                let hasPlural = entry.pluralKey != nil
                if hasPlural, forms.count > 1, distribution == nil {
                    distribution = .some(GettextPluralStrictness.formsServingFewNumbers(in: file))
                }
                for dialect in dialects {
                    let source = FormatStringParser.parse(entry.pluralKey ?? entry.key, dialect: dialect)
                    guard source.isValid else { continue }
                    let sourceSignature = FormatSignature(source)
                    for (j, form) in forms.enumerated() {
                        guard case .text(let text) = form.content else { continue }
                        let strict = !hasPlural || forms.count < 2
                            || (distribution.flatMap { $0 }.map { !$0.contains(j) } ?? false)
                        let parsed = FormatStringParser.parse(text, dialect: dialect)
                        // A string with no directives on either side cannot mismatch.
                        if parsed.directives.isEmpty, parsed.problems.isEmpty, source.directives.isEmpty { continue }
                        let side = hasPlural ? "msgstr[\(j)]" : "msgstr"
                        let sourceSide = hasPlural ? "msgid_plural" : "msgid"
                        let notes = hasPlural && j > 0 ? form.location.map { [Diagnostic.Note("\(side) is here", at: $0)] } ?? [] : []
                        if let problem = parsed.problems.first {
                            diagnostics.append(problemDiagnostic(
                                problem, at: location, prefix: "\(side) is not a valid \(dialect.displayName) format string, unlike \(sourceSide): ",
                                notes: notes))
                            continue
                        }
                        let mismatches = FormatComparison.compare(
                            source: sourceSignature, translation: FormatSignature(parsed), dialect: dialect,
                            mode: strict ? .strict : .lenient)
                        for mismatch in mismatches {
                            diagnostics.append(mismatchDiagnostic(
                                mismatch, at: location, sourceName: sourceSide, translationName: side, notes: notes))
                        }
                    }
                }
            }
        }
        return diagnostics
    }

    // MARK: Messages

    static func problemDiagnostic(_ problem: FormatProblem, at location: SourceLocation, prefix: String, notes: [Diagnostic.Note] = [], severity: Severity? = nil) -> Diagnostic {
        let rule: DiagnosticRule
        switch problem.kind {
        case .mixedPositionalAndSequential, .mixedNamedAndUnnamed: rule = .formatMixedPositional
        default: rule = .formatInvalidDirective
        }
        return Diagnostic(rule, at: location, prefix + problem.message, severity: severity, notes: notes)
    }

    static func mismatchDiagnostic(
        _ mismatch: FormatMismatch, at location: SourceLocation, sourceName: String, translationName: String,
        notes: [Diagnostic.Note] = []
    ) -> Diagnostic {
        func text(_ d: FormatDirective?) -> String {
            guard let d else { return "" }
            return "'\(d.textDescription)' at column \(d.column)"
        }
        let argument = mismatch.argument.map { "argument \($0)" } ?? "the arguments"
        if let (directive, inSource) = mismatch.literalPercent {
            let side = inSource ? sourceName : translationName
            return Diagnostic(
                .formatLiteralPercent, at: location,
                "'\(directive.textDescription)' at column \(directive.column) of \(side) is a literal percent sign that parses as a directive (\(directive.literalReading)); write it as %%",
                notes: notes)
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
                "\(text(mismatch.translation)) of \(translationName) reads \(argument) as \(found), but \(sourceName) passes \(expected) (\(text(mismatch.source)))",
                notes: notes)
        case .argumentStyle(let sourceUsesNames):
            let (a, b) = sourceUsesNames ? ("a mapping (%(name)s)", "a tuple (%s)") : ("a tuple (%s)", "a mapping (%(name)s)")
            return Diagnostic(
                .formatKindMismatch, at: location, "the directives of \(sourceName) expect \(a), those of \(translationName) expect \(b)",
                notes: notes)
        }
    }
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
