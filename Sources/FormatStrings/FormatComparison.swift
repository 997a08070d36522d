/// Compares a source string's signature with a translation's, as `msgfmt -c` does for gettext
/// (format.c `check_msgid_msgstr_format_i` and each dialect's `format_check`) and as
/// Foundation reads arguments for Apple's tables.
///
/// Rules by dialect:
/// - every dialect: a translation may not read an argument the source does not pass
///   (`extraArgument`), nor read one as another kind (`kindMismatch`);
/// - `strict`: the translation must read every argument of the source (`missingArgument`);
///   `lenient` allows omissions: gettext uses it for a plural form that serves only a few
///   numbers (msgstr[0] of `nplurals=2; plural=(n != 1)`), Apple for plural variants ("Using
///   the format specifier in the string is optional", Localizing strings that contain plurals);
/// - `python`: named (`%(x)s`, a mapping) and unnamed (`%s`, a tuple) sides must agree
///   (`argumentStyle`); unnamed directives must be as many on both sides even when lenient
///   (`argumentCount`, format-python.c); lenient lets `.0s` (any object) match any kind;
/// - `c`: strict wants as many arguments; lenient allows fewer; kinds must be equal
///   (format-c.c);
/// - `foundation`: kinds must travel the same way in C varargs (`ArgumentKind.isRuntimeCompatible`):
///   `%u` for `%d` prints the same bits, `%d` for `%lld` reads half of them.
public enum FormatComparison {
    public enum Mode: Sendable, Hashable {
        case strict
        case lenient
    }

    /// True when `translation`'s directives read the same arguments as `source`'s, as the same
    /// kinds, in the same order (`"%(count)d of %(total)d"` and `"%(count)d von %(total)d"`),
    /// and `source` does not mix named and unnamed Python arguments: their signatures are then
    /// alike and `compare` finds nothing in either mode. Most translations are so; callers skip
    /// building and comparing signatures for them.
    public static func readsSameArguments(_ source: ParsedFormat, _ translation: ParsedFormat) -> Bool {
        guard source.dialect == translation.dialect, source.directives.count == translation.directives.count else { return false }
        var usesNames = false, usesNumbers = false
        for (ours, theirs) in zip(source.directives, translation.directives) {
            guard ours.argument == theirs.argument, ours.kind == theirs.kind, ours.isPositional == theirs.isPositional,
                  ours.width == theirs.width, ours.precision == theirs.precision, ours.variable == theirs.variable,
                  ours.isArgumentPlaceholder == theirs.isArgumentPlaceholder else { return false }
            // As `FormatSignature` counts them: `*` widths and precisions read numbered arguments.
            switch ours.argument {
            case .name?: usesNames = true
            case .number?: usesNumbers = true
            case nil: break
            }
            if ours.width?.argumentNumber != nil || ours.precision?.argumentNumber != nil { usesNumbers = true }
        }
        return source.dialect != .python || !(usesNames && usesNumbers)
    }

    public static func compare(
        source: FormatSignature, translation: FormatSignature, dialect: FormatDialect, mode: Mode
    ) -> [FormatMismatch] {
        var result: [FormatMismatch] = []
        // Lenient comparisons run once per variant against the union of all of them, so the
        // source's keys are sorted only when they are walked (a strict or Python comparison).
        let translationKeys = translation.keys
        if dialect == .python {
            let sourceKeys = source.keys
            if source.usesNames, translation.usesNumbers {
                return [FormatMismatch(.argumentStyle(sourceUsesNames: true), argument: nil, source: nil, translation: translationKeys.first.flatMap { translation[$0]?.directive })]
            }
            if source.usesNumbers, translation.usesNames {
                return [FormatMismatch(.argumentStyle(sourceUsesNames: false), argument: nil, source: nil, translation: translationKeys.first.flatMap { translation[$0]?.directive })]
            }
            let sourceCount = sourceKeys.filter { if case .number = $0 { true } else { false } }.count
            let translationCount = translationKeys.filter { if case .number = $0 { true } else { false } }.count
            if sourceCount != translationCount {
                // Name the first argument one side has and the other lacks.
                let missing = sourceKeys.first { translation[$0] == nil }
                let extra = translationKeys.first { source[$0] == nil }
                if let extra {
                    result.append(FormatMismatch(.extraArgument, argument: extra, source: nil, translation: translation[extra]?.directive))
                } else if let missing {
                    result.append(FormatMismatch(.missingArgument, argument: missing, source: source[missing]?.directive, translation: nil))
                }
                return result
            }
        }
        if mode == .strict {
            let highestNumber = translationKeys.reduce(0) { if case .number(let t) = $1 { max($0, t) } else { $0 } }
            for key in source.keys where translation[key] == nil {
                if dialect == .c, case .number(let k) = key, highestNumber > k {
                    continue  // a hole is reported by the parser
                }
                result.append(FormatMismatch(.missingArgument, argument: key, source: source[key]?.directive, translation: nil))
            }
        }
        for key in translationKeys {
            let theirs = translation[key]!
            guard let ours = source[key] else {
                result.append(FormatMismatch(.extraArgument, argument: key, source: nil, translation: theirs.directive))
                continue
            }
            guard let expected = ours.kind, let found = theirs.kind, dialect != .pythonBrace,
                  !source.conflictingKeys.contains(key) else { continue }
            let compatible: Bool
            switch dialect {
            case .foundation: compatible = expected.isRuntimeCompatible(with: found)
            case .c, .pythonBrace: compatible = expected == found
            case .python: compatible = expected == found || (mode == .lenient && (expected == .pythonAny || found == .pythonAny))
            }
            if !compatible {
                result.append(FormatMismatch(
                    .kindMismatch(expected: expected, found: found), argument: key, source: ours.directive, translation: theirs.directive))
            }
        }
        return result
    }
}

/// One difference between a source's arguments and a translation's.
///
/// `source` and `translation` are the directives involved when there are some (the source's for
/// a missing argument, the translation's for an extra one, both for a kind mismatch).
public struct FormatMismatch: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case missingArgument
        case extraArgument
        case kindMismatch(expected: ArgumentKind, found: ArgumentKind)
        /// Python: one side reads a mapping (`%(name)s`), the other a tuple (`%s`).
        case argumentStyle(sourceUsesNames: Bool)
    }

    public var kind: Kind
    public var argument: ArgumentKey?
    public var source: FormatDirective?
    public var translation: FormatDirective?

    public init(_ kind: Kind, argument: ArgumentKey?, source: FormatDirective?, translation: FormatDirective?) {
        self.kind = kind
        self.argument = argument
        self.source = source
        self.translation = translation
    }

    /// The directive that is probably a literal percent sign (`% d` in `100% daily`), on the
    /// side that has the argument the other lacks or reads differently.
    public var literalPercent: (directive: FormatDirective, inSource: Bool)? {
        if let translation, translation.looksLikeLiteralPercent, source.map({ !$0.looksLikeLiteralPercent }) ?? true {
            return (translation, false)
        }
        if let source, source.looksLikeLiteralPercent, translation.map({ !$0.looksLikeLiteralPercent }) ?? true {
            return (source, true)
        }
        return nil
    }
}
