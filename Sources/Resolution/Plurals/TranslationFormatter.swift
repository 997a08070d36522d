import FormatStrings
import Internationalization
import LocalizationCatalog

/// Resolves one translation with arguments: picks its plural, device or width variation,
/// expands `%#@name@` variables, and formats the result safely.
///
/// - `.stringsdict` (apple-semantics.md §6.2): `%#@name@` (or `%2$#@name@`) reads the argument
///   at its position or the next in sequence; the variable's plural variant replaces the token
///   and is formatted with the whole argument list, its sequential directives starting at the
///   variable's argument (so a variant's `%d` is the count). Variables inside variants are
///   expanded too, up to `SafeFormatter.maximumDepth`.
/// - `.xcstrings` (§6.3): substitutions work the same way, reading argument `argNum` when
///   given; `%arg` in a variant stands for `%<argNum>$<formatSpecifier>`. A top-level plural
///   variation is selected by the first numeric argument.
/// - gettext `msgstr[N]`: the form `pluralForm(n)` returns for the first integer argument
///   (ngettext's `n`; a negative or fractional number is read as C converts it to
///   `unsigned long`); without a function, gettext's default `n != 1`.
/// - Device variations: the context's device, else `other`, else the first listed. Width
///   variations: the largest width not over the context's width (the smallest when all are
///   wider), the widest when no width is given.
///
/// Never throws: problems come back as issues next to the best text.
public enum TranslationFormatter {
    /// Formats `translation` for `context`. `pluralForm` maps gettext's `n` to a form index
    /// (from the file's `Plural-Forms`), or returns nil when the header cannot evaluate `n`.
    public static func format(
        _ translation: Translation, arguments: [FormatArgument], context: ResolutionContext,
        pluralForm: ((UInt64) -> Int?)? = nil
    ) -> FormattedText {
        var issues: [FormattingIssue] = []
        let rules = PluralRules.rules(for: context.language)
        let chosen = choose(translation.value, arguments, rules, context, pluralForm, &issues)
        let resolver = Resolver(
            substitutions: translation.substitutions, arguments: arguments, rules: rules, locale: context.locale,
            isolatesArguments: context.isolatesArguments)
        let text = resolver.render(chosen, firstSequential: 1, depth: 0, issues: &issues)
        return FormattedText(text: text, issues: issues)
    }

    /// Formats a gettext translation whose `msgstr[N]` forms follow the file's `Plural-Forms`
    /// (nil: gettext's default `n != 1`); an `n` the expression cannot evaluate (division by zero,
    /// overflow, a form past nplurals) shows `msgstr[0]` with an issue.
    public static func format(
        _ translation: Translation, arguments: [FormatArgument], context: ResolutionContext, pluralForms: PluralForms?
    ) -> FormattedText {
        guard let pluralForms else { return format(translation, arguments: arguments, context: context) }
        return format(translation, arguments: arguments, context: context) { n in
            if case .success(let form) = pluralForms.form(for: n) { form } else { nil }
        }
    }

    /// Like `format`, for a `Text`: the chosen localized format is parsed as inline Markdown
    /// first, then formatted run by run, so an argument's own asterisks stay literal
    /// (apple-semantics.md §3.5).
    static func formatStyled(
        _ translation: Translation, arguments: [FormatArgument], context: ResolutionContext, pluralForms: PluralForms?,
        formats: Bool
    ) -> (StyledText, [FormattingIssue]) {
        var issues: [FormattingIssue] = []
        let rules = PluralRules.rules(for: context.language)
        let pluralForm: ((UInt64) -> Int?)? = pluralForms.map { forms in
            { n in if case .success(let form) = forms.form(for: n) { form } else { nil } }
        }
        let chosen = choose(translation.value, arguments, rules, context, pluralForm, &issues)
        let styled = StyledText.markdown(chosen)
        guard formats || !translation.substitutions.isEmpty else { return (styled, issues) }
        let resolver = Resolver(
            substitutions: translation.substitutions, arguments: arguments, rules: rules, locale: context.locale,
            isolatesArguments: context.isolatesArguments)
        let formatted = styled.formatted { resolver.render($0, firstSequential: 1, depth: 0, issues: &issues) }
        return (formatted, issues)
    }

    /// The string a value yields once its variations are decided.
    static func choose(
        _ value: LocalizedValue, _ arguments: [FormatArgument], _ rules: PluralRules, _ context: ResolutionContext,
        _ pluralForm: ((UInt64) -> Int?)?, _ issues: inout [FormattingIssue]
    ) -> String {
        switch value.content {
        case .text(let text):
            return text
        case .plural(let variants):
            let hasZero = variants.contains { $0.category == .zero }
            guard let number = arguments.first(where: { $0.isNumber }),
                  let category = PluralSelection.category(of: number, rules: rules, hasZero: hasZero) else {
                issues.append(FormattingIssue(
                    .missingArgument, directive: "", column: 1,
                    message: "the plural variation needs a numeric argument; showing the 'other' variant"))
                let fallback = variants.first { $0.category == .other } ?? variants.first
                return fallback.map { choose($0.value, arguments, rules, context, pluralForm, &issues) } ?? ""
            }
            guard let variant = PluralSelection.variant(variants, category: category, rules: rules) else {
                issues.append(FormattingIssue(
                    .unresolvedVariable, directive: "", column: 1,
                    message: "no '\(category.rawValue)' or 'other' variant for \(number)"))
                return variants.first.map { choose($0.value, arguments, rules, context, pluralForm, &issues) } ?? ""
            }
            return choose(variant.value, arguments, rules, context, pluralForm, &issues)
        case .device(let variants):
            let pick = variants.first { $0.device == context.device } ?? variants.first { $0.device == .other }
                ?? variants.first
            return pick.map { choose($0.value, arguments, rules, context, pluralForm, &issues) } ?? ""
        case .width(let variants):
            let sorted = variants.sorted { $0.width < $1.width }
            let pick = context.width.flatMap { width in sorted.last { $0.width <= width } ?? sorted.first } ?? sorted.last
            return pick.map { choose($0.value, arguments, rules, context, pluralForm, &issues) } ?? ""
        case .pluralForms(let forms):
            guard !forms.isEmpty else { return "" }
            let n: UInt64
            switch arguments.first(where: { $0.isNumber }) {
            case .int(let value): n = UInt64(bitPattern: value)
            case .uint(let value): n = value
            case .double(let value) where value.isFinite && value > -9.2e18 && value < 1.8e19:
                // C converts to unsigned long through the integer part.
                n = value < 0 ? UInt64(bitPattern: Int64(value)) : UInt64(value)
            default:
                issues.append(FormattingIssue(
                    .missingArgument, directive: "", column: 1,
                    message: "msgstr[N] needs a numeric argument to choose a plural form; showing msgstr[0]"))
                return choose(forms[0], arguments, rules, context, pluralForm, &issues)
            }
            let index = pluralForm.map { $0(n) } ?? (n != 1 ? 1 : 0)
            guard let index, forms.indices.contains(index) else {
                issues.append(FormattingIssue(
                    .unresolvedVariable, directive: "", column: 1,
                    message: "Plural-Forms gives no usable form for n = \(n) (the entry has \(forms.count)); showing msgstr[0]"))
                return choose(forms[0], arguments, rules, context, pluralForm, &issues)
            }
            return choose(forms[index], arguments, rules, context, pluralForm, &issues)
        }
    }

    /// Renders formats whose `%#@name@` variables come from `substitutions`.
    struct Resolver {
        var substitutions: [Substitution]
        var arguments: [FormatArgument]
        var rules: PluralRules
        var locale: LocaleIdentifier?
        var isolatesArguments: Bool

        func render(_ format: String, firstSequential: Int, depth: Int, issues: inout [FormattingIssue]) -> String {
            SafeFormatter.render(
                format, arguments, locale: locale, firstSequential: firstSequential, isolatesArguments: isolatesArguments,
                issues: &issues
            ) { name, argument, issues in
                expand(name, argument: argument, depth: depth, issues: &issues)
            }
        }

        private func expand(_ name: String, argument tokenArgument: Int, depth: Int, issues: inout [FormattingIssue]) -> String? {
            guard let substitution = substitutions.first(where: { $0.name == name }) else { return nil }
            guard depth < SafeFormatter.maximumDepth else {
                issues.append(FormattingIssue(
                    .expansionLimit, directive: "%#@\(name)@", column: 1,
                    message: "variables nest deeper than \(SafeFormatter.maximumDepth) levels at '\(name)'; expansion stopped"))
                return "%#@\(name)@"
            }
            let argument = substitution.argumentNumber ?? tokenArgument
            guard argument >= 1, argument <= arguments.count else {
                issues.append(FormattingIssue(
                    .missingArgument, directive: "%#@\(name)@", column: 1,
                    message: "variable '\(name)' reads argument \(argument), but only \(arguments.count) \(arguments.count == 1 ? "was" : "were") given"))
                return "%#@\(name)@"
            }
            let value = arguments[argument - 1]
            var variantText: String
            switch substitution.value.content {
            case .plural(let variants):
                let hasZero = variants.contains { $0.category == .zero }
                guard let category = PluralSelection.category(of: value, rules: rules, hasZero: hasZero) else {
                    issues.append(FormattingIssue(
                        .argumentKind, directive: "%#@\(name)@", column: 1,
                        message: "variable '\(name)' selects a plural form from argument \(argument), which is \(value.kindName)"))
                    return "%#@\(name)@"
                }
                guard let variant = PluralSelection.variant(variants, category: category, rules: rules),
                      case .text(let text) = variant.value.content else {
                    issues.append(FormattingIssue(
                        .unresolvedVariable, directive: "%#@\(name)@", column: 1,
                        message: "variable '\(name)' has no '\(category.rawValue)' or 'other' variant"))
                    return "%#@\(name)@"
                }
                variantText = text
            case .text(let text):
                variantText = text
            default:
                variantText = substitution.value.strings.last ?? ""
            }
            variantText = replacingArgumentPlaceholder(in: variantText, argument: argument, specifier: substitution.formatSpecifier)
            return render(variantText, firstSequential: argument, depth: depth + 1, issues: &issues)
        }

        /// True when `%arg` appears (a byte search: this runs for every variant shown).
        static func containsArgumentPlaceholder(_ text: String) -> Bool {
            let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                guard bytes.count >= 4 else { return false }
                for i in 0...(bytes.count - 4) where bytes[i] == UInt8(ascii: "%") {
                    if bytes[i + 1] == UInt8(ascii: "a"), bytes[i + 2] == UInt8(ascii: "r"), bytes[i + 3] == UInt8(ascii: "g") {
                        return true
                    }
                }
                return false
            }
            return found ?? text.contains("%arg")
        }

        /// `%arg` → `%<argument>$<specifier>` (Xcode's compile mapping for String Catalogs).
        private func replacingArgumentPlaceholder(in text: String, argument: Int, specifier: String?) -> String {
            guard Self.containsArgumentPlaceholder(text) else { return text }
            let parsed = FormatStringParser.parse(text, dialect: .foundation, argumentPlaceholder: true)
            let utf8 = Array(text.utf8)
            var out = ""
            var cursor = 0
            for directive in parsed.directives where directive.isArgumentPlaceholder {
                out += String(decoding: utf8[cursor..<directive.byteRange.lowerBound], as: UTF8.self)
                out += "%\(argument)$" + (specifier ?? "@")
                cursor = directive.byteRange.upperBound
            }
            return out + String(decoding: utf8[cursor...], as: UTF8.self)
        }
    }
}
