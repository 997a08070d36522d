import FormatStrings
import Internationalization
import LocalizationCatalog
import Resolution

/// `format.fails-when-run`: a translation formatted as a device formats it — its plural,
/// device and width variants chosen, its `%#@name@` variables expanded, with typed sample
/// arguments — shows garbage or crashes.
///
/// The arguments are typed from the source's directives (`%lld` an integer, `%@` a string, `%f`
/// a double); each integer takes, in turn, CLDR's smallest sample of every plural category the
/// translation's language reaches (`ru`: 1, 2, 0), so every variant a user can see is run.
/// Formatting goes through `TranslationFormatter`, which reports what Foundation would do
/// with undefined input instead of doing it. Run for Apple translations with variants or
/// substitutions (development language included) that the static comparison found nothing
/// wrong with; a plain format is fully judged by that comparison. One finding per translation.
enum ExecutedTranslation {
    static let rule = DiagnosticRule(
        id: "format.fails-when-run", severity: .error,
        summary: "Formatted as a device formats it, with sample arguments for every plural category of its language, a translation reads an argument that is not passed, a variable it does not define, or the wrong argument: the user sees garbage or the app crashes.",
        rationale: "Comparing directives one string at a time misses what only running shows: a .stringsdict variant whose %d reads past the arguments once spliced into its format, a %#@name@ naming a variable the entry lacks, a variant chosen only for Russian 'few' that prints the wrong argument. Each translation is run with sample numbers for every plural category CLDR gives its language, and the text a device would show is printed.",
        source: "Apple, \"String Format Specifiers\" and \"Localizing strings that contain plurals\" (variables and variants); CLDR plural rules, UTS #35 Part 3 (the sample numbers); String(format:) reading a missing argument is undefined behaviour (CFString.c __CFStringAppendFormatCore).",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.stringsdict", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0">
                    <dict>
                      <key>%d photos</key>
                      <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@photos@</string>
                        <key>photos</key>
                        <dict>
                          <key>NSStringFormatSpecTypeKey</key>
                          <string>NSStringPluralRuleType</string>
                          <key>NSStringFormatValueTypeKey</key>
                          <string>d</string>
                          <key>one</key>
                          <string>%d photo</string>
                          <key>other</key>
                          <string>%d photos</string>
                        </dict>
                      </dict>
                    </dict>
                    </plist>
                    """#),
                ExampleFile("de.lproj/Localizable.stringsdict", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0">
                    <dict>
                      <key>%d photos</key>
                      ↓<dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@fotos@</string>
                        <key>photos</key>
                        <dict>
                          <key>NSStringFormatSpecTypeKey</key>
                          <string>NSStringPluralRuleType</string>
                          <key>NSStringFormatValueTypeKey</key>
                          <string>d</string>
                          <key>one</key>
                          <string>%d Foto</string>
                          <key>other</key>
                          <string>%d Fotos</string>
                        </dict>
                      </dict>
                    </dict>
                    </plist>
                    """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.stringsdict", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0">
                    <dict>
                      <key>%d photos</key>
                      <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@photos@</string>
                        <key>photos</key>
                        <dict>
                          <key>NSStringFormatSpecTypeKey</key>
                          <string>NSStringPluralRuleType</string>
                          <key>NSStringFormatValueTypeKey</key>
                          <string>d</string>
                          <key>one</key>
                          <string>%d photo</string>
                          <key>other</key>
                          <string>%d photos</string>
                        </dict>
                      </dict>
                    </dict>
                    </plist>
                    """#),
                ExampleFile("ru.lproj/Localizable.stringsdict", #"""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0">
                    <dict>
                      <key>%d photos</key>
                      <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@photos@</string>
                        <key>photos</key>
                        <dict>
                          <key>NSStringFormatSpecTypeKey</key>
                          <string>NSStringPluralRuleType</string>
                          <key>NSStringFormatValueTypeKey</key>
                          <string>d</string>
                          <key>one</key>
                          <string>%d фотография</string>
                          <key>few</key>
                          <string>%d фотографии</string>
                          <key>many</key>
                          <string>%d фотографий</string>
                          <key>other</key>
                          <string>%d фотографии</string>
                        </dict>
                      </dict>
                    </dict>
                    </plist>
                    """#)),
        ])

    /// The string a `%@` sample argument is.
    static let sampleText = "Alex"

    /// The finding for `translation` in `locale`, or nil when it formats cleanly for every sample.
    /// `source` gives the argument kinds; `at` is where the finding goes.
    static func check(
        _ translation: Translation, locale: String, source: FormatParts, key: String, at location: SourceLocation
    ) -> Diagnostic? {
        guard let language = try? LocaleIdentifier(locale),
              let samples = PluralCategoryNeeds.integerSamples(locale) ?? PluralCategoryNeeds.integerSamples("en") else { return nil }
        let context = ResolutionContext(language: language, locale: language)
        // What the code passes: the source's arguments, or the key's when the source reads fewer
        // (a String Catalog key `favorite %lld` whose English value is plain "starred").
        let keyed = FormatSignature(FormatStringParser.parse(key, dialect: .foundation))
        func highest(_ signature: FormatSignature) -> Int {
            signature.keys.reduce(0) { top, key in
                if case .number(let n) = key { return max(top, n) }
                return top
            }
        }
        let count = max(highest(source.union), highest(keyed))
        // An argument a variant prints with `%1$@` is an object even when a `%#@COUNT@` token
        // reads it as d: that clash is `format.variable-binding`'s, not run here again.
        var printed: [Int: ArgumentKind] = [:]
        for part in source.parts {
            for directive in part.parsed.directives where directive.variable == nil && directive.isPositional {
                if case .number(let n)? = directive.argument, let kind = directive.kind, printed[n] == nil { printed[n] = kind }
            }
        }
        for (category, number) in samples {
            let arguments = (0..<count).map { index in
                let n = index + 1
                return argument(for: printed[n] ?? source.union[.number(n)]?.kind ?? keyed[.number(n)]?.kind, number: number)
            }
            let formatted = TranslationFormatter.format(translation, arguments: arguments, context: context)
            // A translation that mixes positions and sequence as its source does only follows it:
            // the source's own finding says so once (`format.mixed-positional`).
            let issues = formatted.issues.filter { isRuntimeFailure($0) && !(source.mixes && $0.kind == .mixedPositional) }
            guard let first = issues.first else { continue }
            let shown = arguments.map(describe).joined(separator: ", ")
            let more = issues.count > 1 ? " (and \(issues.count - 1) more)" : ""
            return Diagnostic(
                rule, at: location,
                "formatted for \(locale) with (\(shown)), the '\(category.rawValue)' case, a device shows \"\(printable(formatted.text))\": \(first.message)\(more)")
        }
        return nil
    }

    /// Issues that mean garbage or a crash; not the resolver's lookup notes, and not a
    /// variable selecting from an argument of another kind, which `format.variable-binding`
    /// reports once at the token.
    static func isRuntimeFailure(_ issue: FormattingIssue) -> Bool {
        if issue.kind == .argumentKind, issue.directive.hasSuffix("@"), issue.directive.contains("#@") { return false }
        return switch issue.kind {
        case .missingArgument, .argumentKind, .refusedDirective, .invalidDirective, .mixedPositional,
             .skippedArgument, .unresolvedVariable, .expansionLimit: true
        default: false
        }
    }

    /// A sample of `kind`: integers (and unknown kinds) take `number`.
    static func argument(for kind: ArgumentKind?, number: UInt64) -> FormatArgument {
        switch kind {
        case .uint32, .uint64: .uint(number)
        case .double, .longDouble: .double(Double(number))
        case .object, .pythonString, .pythonAny, .any: .string(sampleText)
        case .cString, .wideCString: .cString(sampleText)
        default: .int(Int64(number))
        }
    }

    static func describe(_ argument: FormatArgument) -> String {
        switch argument {
        case .int(let n): "\(n)"
        case .uint(let n): "\(n)"
        case .double(let x): "\(x)"
        case .string(let s), .cString(let s): "\"\(s)\""
        }
    }

    /// The rendered text on one line, cut at 160 characters.
    static func printable(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: "\\n")
        return line.count > 160 ? String(line.prefix(160)) + "…" : line
    }
}
