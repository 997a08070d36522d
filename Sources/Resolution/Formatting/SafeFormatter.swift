import LocalizationCatalog
import FormatStrings
import Internationalization

/// `String(format:locale:arguments:)` and `String.localizedStringWithFormat` without their
/// undefined behaviour (apple-semantics.md §7).
///
/// - With a locale, numbers are localized as Foundation does (see `DirectiveRenderer`); with
///   nil, the output is C's (`String(format:)` passes no locale).
/// - Positional directives (`%2$@`) read the argument they name; one argument may be read
///   twice; extra arguments are ignored, as in CF.
/// - A missing argument, an argument of the wrong kind, `%n`, a width or precision over
///   `FormatStringParser.amountLimit`, or a directive that is not one leaves the directive's text
///   in place and adds a `FormattingIssue`. Nothing throws and nothing traps.
/// - `%#@name@` variables are expanded by `variable`, given the variable's name, its argument
///   number and its column; nil means no such variable. The text it returns is inserted as is.
public enum SafeFormatter {
    /// How deep variants may nest `%#@name@` variables before expansion stops.
    public static let maximumDepth = 8

    /// Formats `format` with `arguments`.
    public static func format(
        _ format: String, _ arguments: [FormatArgument], locale: LocaleIdentifier?
    ) -> FormattedText {
        var issues: [FormattingIssue] = []
        let text = render(format, arguments, locale: locale, firstSequential: 1, issues: &issues) { _, _, _, _ in false }
        issues += holes(in: format)
        return FormattedText(text: text, issues: issues)
    }

    /// Positions no directive reads, below one that is read (`%2$@` alone skips 1). Only a whole
    /// format can have a hole: a plural variant reads some of its format's arguments on purpose.
    static func holes(in format: String) -> [FormattingIssue] {
        let compiled = compiledFormat(format)
        guard compiled.directives.contains(where: \.source.isPositional) else { return [] }
        var used = Set<Int>()
        var highest: (number: Int, directive: FormatDirective)?
        for directive in compiled.directives.map(\.source) {
            var numbers: [Int] = []
            if directive.isPositional, case .number(let n) = directive.argument { numbers.append(n) }
            for amount in [directive.width, directive.precision] { if case .argument(let n) = amount { numbers.append(n) } }
            for n in numbers {
                used.insert(n)
                if n > (highest?.number ?? 0) { highest = (n, directive) }
            }
        }
        guard let highest, let missing = (1..<highest.number).first(where: { !used.contains($0) }) else { return [] }
        let utf8 = Array(format.utf8)
        let written = String(decoding: utf8[highest.directive.byteRange], as: UTF8.self)
        return [FormattingIssue(
            .skippedArgument, directive: written, column: highest.directive.column,
            message: "no directive reads argument \(missing), so Foundation reads '\(written)' from the wrong place in the argument list and prints another argument or garbage")]
    }

    /// Expands a `%#@name@` variable: appends the text to insert to `out` (UTF-8) and returns
    /// true, or returns false when there is no such variable. `argument` is the 1-based argument
    /// the token reads.
    typealias VariableExpander = (
        _ name: String, _ argument: Int, _ issues: inout [FormattingIssue], _ out: inout [UInt8]
    ) -> Bool

    /// Renders `format`; its sequential directives start at argument `firstSequential` (a plural
    /// variant's `%d` reads the argument its variable read).
    static func render(
        _ format: String, _ arguments: [FormatArgument], locale: LocaleIdentifier?, firstSequential: Int,
        isolatesArguments: Bool = false, issues: inout [FormattingIssue], variable: VariableExpander
    ) -> String {
        render(
            compiledFormat(format), arguments, locale: locale, firstSequential: firstSequential,
            isolatesArguments: isolatesArguments, issues: &issues, variable: variable)
    }

    /// Renders a format compiled beforehand (a resolution plan holds its formats compiled).
    static func render(
        _ compiled: CompiledFormat, _ arguments: [FormatArgument], locale: LocaleIdentifier?, firstSequential: Int,
        isolatesArguments: Bool = false, issues: inout [FormattingIssue], variable: VariableExpander
    ) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(compiled.length + 32)
        write(
            compiled, arguments, locale: locale, firstSequential: firstSequential, isolatesArguments: isolatesArguments,
            issues: &issues, into: &out, variable: variable)
        // Every piece came from a String, so the bytes are valid UTF-8 and decode unchanged.
        return String(decoding: out, as: UTF8.self)
    }

    /// Renders `compiled` at the end of `out`, as UTF-8. The output is built as bytes, and a
    /// variable's expansion is written in place: appending bytes costs less than appending
    /// `String`s, which re-check capacity, uniqueness and flags on every append.
    static func write(
        _ compiled: CompiledFormat, _ arguments: [FormatArgument], locale: LocaleIdentifier?, firstSequential: Int,
        isolatesArguments: Bool, issues: inout [FormattingIssue], into out: inout [UInt8], variable: VariableExpander
    ) {
        if !compiled.issues.isEmpty { issues += compiled.issues }
        let shift = firstSequential - 1
        for segment in compiled.segments {
            switch segment {
            case .literal(let bytes):
                out.append(contentsOf: bytes)
            case .directive(let index):
                if let text = renderDirective(
                    compiled.directives[index], arguments, locale: locale, shift: shift,
                    isolatesArguments: isolatesArguments, issues: &issues, out: &out, variable: variable) {
                    out.append(contentsOf: text.utf8)
                }
            }
        }
    }

    /// The text one directive shows: its rendering, or the directive as written with an issue;
    /// nil when a variable's expansion was written to `out` already.
    /// A separate function, so the render loop's output is not captured (and boxed) by closures.
    private static func renderDirective(
        _ entry: CompiledFormat.Directive, _ arguments: [FormatArgument], locale: LocaleIdentifier?, shift: Int,
        isolatesArguments: Bool, issues: inout [FormattingIssue], out: inout [UInt8], variable: VariableExpander
    ) -> String? {
        let directive = entry.source
        let written = entry.written
        func kept(_ kind: FormattingIssue.Kind, _ message: String, _ issues: inout [FormattingIssue]) -> String {
            issues.append(FormattingIssue(kind, directive: written, column: directive.column, message: message))
            return written
        }
        var argumentNumber: Int?
        if case .number(let n) = directive.argument { argumentNumber = directive.isPositional ? n : n + shift }
        if entry.refused { return written }
        if let name = directive.variable {
            guard let argument = argumentNumber else { return written }
            if variable(name, argument, &issues, &out) { return nil }
            return kept(.unresolvedVariable, "'\(written)' names a variable '\(name)' that the entry does not define", &issues)
        }
        guard let conversion = directive.conversion, var spec = entry.spec, let argumentNumber else { return written }
        if directive.flags.contains(.grouping) {
            // CF has no `'` flag: it prints the rest of the directive literally (`%'d` → `'d`).
            return kept(.invalidDirective, "'\(written)' uses the ' flag, which Foundation does not know: it prints \(written.dropFirst()) instead of a number", &issues)
        }
        if let index = argumentIndex(directive.width, shift: shift) {
            switch amount(argument: index, isWidth: true, arguments, written: written) {
            case .success(var width):
                if width < 0 { spec.leftAlign = true; width = -width }  // C: a negative `*` width left-justifies
                spec.width = width
            case .failure(let problem):
                return kept(problem.refused ? .refusedDirective : .missingArgument, problem.message, &issues)
            }
        }
        if let index = argumentIndex(directive.precision, shift: shift) {
            switch amount(argument: index, isWidth: false, arguments, written: written) {
            case .success(let precision): spec.precision = precision >= 0 ? precision : nil
            case .failure(let problem):
                return kept(problem.refused ? .refusedDirective : .missingArgument, problem.message, &issues)
            }
        }
        guard argumentNumber >= 1, argumentNumber <= arguments.count else {
            return kept(.missingArgument, "'\(written)' reads argument \(argumentNumber), but only \(arguments.count) \(arguments.count == 1 ? "was" : "were") given", &issues)
        }
        let argument = arguments[argumentNumber - 1]
        guard let text = DirectiveRenderer.render(spec, argument, locale: locale, formatters: entry.formatters) else {
            return kept(.argumentKind, "'\(written)' expects \(Self.expectation(conversion, directive.kind)) but argument \(argumentNumber) is \(argument.kindName)", &issues)
        }
        return isolatesArguments ? BidiIsolation.isolate(text) : text
    }

    /// The argument a `*` (the next in sequence, so shifted) or `*n$` amount reads; nil for digits.
    private static func argumentIndex(_ value: FormatAmount?, shift: Int) -> Int? {
        switch value {
        case .nextArgument(let n): n + shift
        case .argument(let n): n
        case .literal, nil: nil
        }
    }

    private struct AmountProblem: Error {
        var message: String
        var refused: Bool
    }

    /// A `*` or `*n$` width or precision, read from argument `index` (1-based).
    private static func amount(
        argument index: Int, isWidth: Bool, _ arguments: [FormatArgument], written: String
    ) -> Result<Int, AmountProblem> {
        let what = isWidth ? "width" : "precision"
        guard index >= 1, index <= arguments.count else {
            return .failure(AmountProblem(message: "'\(written)' reads its \(what) from argument \(index), but only \(arguments.count) were given", refused: false))
        }
        let raw: Int64
        switch arguments[index - 1] {
        case .int(let v): raw = Int64(Int32(truncatingIfNeeded: v))
        case .uint(let v): raw = Int64(Int32(truncatingIfNeeded: v))
        default:
            return .failure(AmountProblem(message: "'\(written)' reads its \(what) from argument \(index), which is \(arguments[index - 1].kindName), not an int", refused: false))
        }
        guard raw.magnitude <= FormatStringParser.amountLimit else {
            return .failure(AmountProblem(message: "'\(written)' gets the \(what) \(raw) from argument \(index), over the limit of \(FormatStringParser.amountLimit)", refused: true))
        }
        return .success(Int(raw))
    }

    /// Compiled formats, by text: an app shows the same few hundred formats again and again.
    private static let compiledFormats = Locked<[String: CompiledFormat]>([:])
    private static let compiledFormatLimit = 4096

    static func compiledFormat(_ format: String) -> CompiledFormat {
        if let cached = compiledFormats.withLock({ $0[format] }) { return cached }
        let compiled = CompiledFormat(format)
        compiledFormats.withLock { cache in
            if cache.count >= compiledFormatLimit { cache.removeAll(keepingCapacity: true) }
            cache[format] = compiled
        }
        return compiled
    }

    private static func expectation(_ conversion: Unicode.Scalar, _ kind: ArgumentKind?) -> String {
        switch conversion {
        case "@": return "a string or other object"
        case "s": return "a C string (char *); pass a Swift String with %@"
        case "S": return "a UTF-16 C string (unichar *); pass a Swift String with %@"
        case "c", "C": return "a character code (an integer)"
        case "p": return "a pointer"
        default: break
        }
        switch kind {
        case .int32: return "an Int32"
        case .int64: return "an Int64"
        case .uint32: return "a UInt32"
        case .uint64: return "a UInt64"
        case .double, .longDouble: return "a Double"
        default: return "another kind of argument"
        }
    }
}

extension RenderSpec.Length {
    init(_ modifier: LengthModifier) {
        switch modifier {
        case .hh: self = .hh
        case .h: self = .h
        case .l: self = .l
        case .ll: self = .ll
        case .q: self = .q
        case .z: self = .z
        case .t: self = .t
        case .j: self = .j
        case .L: self = .L
        }
    }
}
