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
        format(
            PreparedTranslation(translation), arguments: arguments, rules: PluralRules.rules(for: context.language),
            locale: context.locale, variations: Variations(context), isolatesArguments: context.isolatesArguments,
            pluralForm: pluralForm)
    }

    /// Formats a gettext translation whose `msgstr[N]` forms follow the file's `Plural-Forms`
    /// (nil: gettext's default `n != 1`); an `n` the expression cannot evaluate (division by zero,
    /// overflow, a form past nplurals) shows `msgstr[0]` with an issue.
    public static func format(
        _ translation: Translation, arguments: [FormatArgument], context: ResolutionContext, pluralForms: PluralForms?
    ) -> FormattedText {
        format(translation, arguments: arguments, context: context, pluralForm: pluralFunction(pluralForms))
    }

    /// gettext's form index for `n` under a file's `Plural-Forms`; nil when there is no header.
    static func pluralFunction(_ pluralForms: PluralForms?) -> ((UInt64) -> Int?)? {
        pluralForms.map { forms in
            { n in if case .success(let form) = forms.form(for: n) { form } else { nil } }
        }
    }

    /// The device and width a resolution shows: a trivial value, so handing it down the variation
    /// tree copies nothing that is reference counted.
    struct Variations {
        var device: DeviceClass?
        var width: Int?

        init(device: DeviceClass?, width: Int?) {
            self.device = device
            self.width = width
        }

        init(_ context: ResolutionContext) {
            self.init(device: context.device, width: context.width)
        }
    }

    /// Formats a prepared translation; `rules` are the plural rules of its localization's
    /// language, `locale` formats the numbers.
    static func format(
        _ translation: PreparedTranslation, arguments: [FormatArgument], rules: PluralRules, locale: LocaleIdentifier?,
        variations: Variations, isolatesArguments: Bool, pluralForm: ((UInt64) -> Int?)?
    ) -> FormattedText {
        var issues: [FormattingIssue] = []
        let chosen = choose(translation.value, arguments, rules, variations, pluralForm, &issues)
        let resolver = Resolver(
            substitutions: translation.substitutions, arguments: arguments, rules: rules, locale: locale,
            isolatesArguments: isolatesArguments)
        let text = resolver.render(chosen, firstSequential: 1, depth: 0, issues: &issues)
        return FormattedText(text: text, issues: issues)
    }

    /// Like `format`, for a `Text`: the chosen localized format is parsed as inline Markdown
    /// first, then formatted run by run, so an argument's own asterisks stay literal
    /// (apple-semantics.md §3.5).
    static func formatStyled(
        _ translation: PreparedTranslation, arguments: [FormatArgument], rules: PluralRules, locale: LocaleIdentifier?,
        variations: Variations, isolatesArguments: Bool, pluralForm: ((UInt64) -> Int?)?, formats: Bool
    ) -> (StyledText, [FormattingIssue]) {
        var issues: [FormattingIssue] = []
        let chosen = choose(translation.value, arguments, rules, variations, pluralForm, &issues)
        let styled = StyledText.markdown(chosen.text)
        guard formats || !translation.substitutions.isEmpty else { return (styled, issues) }
        let resolver = Resolver(
            substitutions: translation.substitutions, arguments: arguments, rules: rules, locale: locale,
            isolatesArguments: isolatesArguments)
        let formatted = styled.formatted { resolver.render($0, firstSequential: 1, depth: 0, issues: &issues) }
        return (formatted, issues)
    }

    /// The format a value yields once its variations are decided.
    static func choose(
        _ value: PreparedValue, _ arguments: [FormatArgument], _ rules: PluralRules, _ variations: Variations,
        _ pluralForm: ((UInt64) -> Int?)?, _ issues: inout [FormattingIssue]
    ) -> PreparedFormat {
        switch value.content {
        case .text(let format):
            return format
        case .plural(let categories, let values, let hasZero):
            guard let number = arguments.first(where: { $0.isNumber }),
                  let category = PluralSelection.category(of: number, rules: rules, hasZero: hasZero) else {
                issues.append(FormattingIssue(
                    .missingArgument, directive: "", column: 1,
                    message: "the plural variation needs a numeric argument; showing the 'other' variant"))
                let fallback = categories.firstIndex(of: .other) ?? (values.isEmpty ? nil : 0)
                return fallback.map { choose(values[$0], arguments, rules, variations, pluralForm, &issues) } ?? .empty
            }
            guard let index = PluralSelection.variant(categories, category: category, rules: rules) else {
                issues.append(FormattingIssue(
                    .missingVariant, directive: "", column: 1,
                    message: "no \(TranslationFormatter.variantNames(category)) variant for \(number)"))
                return values.first.map { choose($0, arguments, rules, variations, pluralForm, &issues) } ?? .empty
            }
            return choose(values[index], arguments, rules, variations, pluralForm, &issues)
        case .device(let devices, let values):
            let pick = devices.firstIndex { $0 == variations.device } ?? devices.firstIndex(of: .other)
                ?? (values.isEmpty ? nil : 0)
            return pick.map { choose(values[$0], arguments, rules, variations, pluralForm, &issues) } ?? .empty
        case .width(let widths, let values):
            let last = values.isEmpty ? nil : values.count - 1
            let pick = variations.width.flatMap { width in widths.lastIndex { $0 <= width } ?? (values.isEmpty ? nil : 0) } ?? last
            return pick.map { choose(values[$0], arguments, rules, variations, pluralForm, &issues) } ?? .empty
        case .pluralForms(let forms):
            guard !forms.isEmpty else { return .empty }
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
                return choose(forms[0], arguments, rules, variations, pluralForm, &issues)
            }
            let index = pluralForm.map { $0(n) } ?? (n != 1 ? 1 : 0)
            guard let index, forms.indices.contains(index) else {
                issues.append(FormattingIssue(
                    .missingVariant, directive: "", column: 1,
                    message: "Plural-Forms gives no usable form for n = \(n) (the entry has \(forms.count)); showing msgstr[0]"))
                return choose(forms[0], arguments, rules, variations, pluralForm, &issues)
            }
            return choose(forms[index], arguments, rules, variations, pluralForm, &issues)
        }
    }

    /// Renders formats whose `%#@name@` variables come from `substitutions`. A class: each
    /// expansion level captures it, and a struct would be copied there field by field.
    final class Resolver {
        let substitutions: [PreparedSubstitution]
        let arguments: [FormatArgument]
        let rules: PluralRules
        let locale: LocaleIdentifier?
        let isolatesArguments: Bool

        init(
            substitutions: [PreparedSubstitution], arguments: [FormatArgument], rules: PluralRules, locale: LocaleIdentifier?,
            isolatesArguments: Bool
        ) {
            self.substitutions = substitutions
            self.arguments = arguments
            self.rules = rules
            self.locale = locale
            self.isolatesArguments = isolatesArguments
        }

        func render(_ format: PreparedFormat, firstSequential: Int, depth: Int, issues: inout [FormattingIssue]) -> String {
            SafeFormatter.render(
                format.compiled, arguments, locale: locale, firstSequential: firstSequential,
                isolatesArguments: isolatesArguments, issues: &issues
            ) { name, argument, issues, out in
                expand(name, argument: argument, depth: depth, issues: &issues, into: &out)
            }
        }

        /// Renders a format that is not part of the translation (a Markdown run).
        func render(_ format: String, firstSequential: Int, depth: Int, issues: inout [FormattingIssue]) -> String {
            SafeFormatter.render(
                format, arguments, locale: locale, firstSequential: firstSequential, isolatesArguments: isolatesArguments,
                issues: &issues
            ) { name, argument, issues, out in
                expand(name, argument: argument, depth: depth, issues: &issues, into: &out)
            }
        }

        private func write(
            _ compiled: CompiledFormat, firstSequential: Int, depth: Int, issues: inout [FormattingIssue], into out: inout [UInt8]
        ) {
            SafeFormatter.write(
                compiled, arguments, locale: locale, firstSequential: firstSequential, isolatesArguments: isolatesArguments,
                issues: &issues, into: &out
            ) { name, argument, issues, out in
                expand(name, argument: argument, depth: depth, issues: &issues, into: &out)
            }
        }

        /// Writes the expansion of variable `name` (or the token as written, with an issue);
        /// false when the translation has no such variable.
        private func expand(
            _ name: String, argument tokenArgument: Int, depth: Int, issues: inout [FormattingIssue], into out: inout [UInt8]
        ) -> Bool {
            guard let substitution = substitutions.first(where: { $0.name == name }) else { return false }
            func kept() -> Bool {
                out.append(contentsOf: "%#@\(name)@".utf8)
                return true
            }
            guard depth < SafeFormatter.maximumDepth else {
                issues.append(FormattingIssue(
                    .expansionLimit, directive: "%#@\(name)@", column: 1,
                    message: "variables nest deeper than \(SafeFormatter.maximumDepth) levels at '\(name)'; expansion stopped"))
                return kept()
            }
            let argument = substitution.argumentNumber ?? tokenArgument
            guard argument >= 1, argument <= arguments.count else {
                issues.append(FormattingIssue(
                    .missingArgument, directive: "%#@\(name)@", column: 1,
                    message: "variable '\(name)' reads argument \(argument), but only \(arguments.count) \(arguments.count == 1 ? "was" : "were") given"))
                return kept()
            }
            let value = arguments[argument - 1]
            let variant: PreparedFormat
            switch substitution.value.content {
            case .plural(let categories, let values, let hasZero):
                guard let category = PluralSelection.category(of: value, rules: rules, hasZero: hasZero) else {
                    issues.append(FormattingIssue(
                        .argumentKind, directive: "%#@\(name)@", column: 1,
                        message: "variable '\(name)' selects a plural form from argument \(argument), which is \(value.kindName)"))
                    return kept()
                }
                guard let index = PluralSelection.variant(categories, category: category, rules: rules),
                      case .text(let text) = values[index].content else {
                    issues.append(FormattingIssue(
                        .missingVariant, directive: "%#@\(name)@", column: 1,
                        message: "variable '\(name)' has no \(TranslationFormatter.variantNames(category)) variant"))
                    return kept()
                }
                variant = text
            case .text(let text):
                variant = text
            default:
                variant = substitution.lastString ?? .empty
            }
            let compiled = variant.hasArgumentPlaceholder
                ? SafeFormatter.compiledFormat(
                    replacingArgumentPlaceholder(in: variant.text, argument: argument, specifier: substitution.formatSpecifier))
                : variant.compiled
            write(compiled, firstSequential: argument, depth: depth + 1, issues: &issues, into: &out)
            return true
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

    /// "'few' or 'other'", or "'other'" for the other category itself.
    static func variantNames(_ category: PluralCategory) -> String {
        category == .other ? "'other'" : "'\(category.rawValue)' or 'other'"
    }
}
