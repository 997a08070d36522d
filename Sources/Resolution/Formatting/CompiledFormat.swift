import FormatStrings

/// A Foundation format parsed once for rendering: literal text and directives in order, each
/// directive with its text as written and its render spec, and the problems parsing found as
/// issues. Cached by text (`SafeFormatter`) and held by resolution plans, so showing a string
/// again does no parsing, slicing or spec building. A class: handing one out is one retain, not
/// one per array.
final class CompiledFormat: Sendable {
    enum Segment: Sendable {
        /// Literal text as UTF-8, ready to be copied into the output.
        case literal([UInt8])
        case directive(Int)
    }

    /// A class, so reading one out of `directives` for each render is one retain.
    final class Directive: Sendable {
        let source: FormatDirective
        let written: String
        /// Already reported by the parser (`%n`, an absurd width): shown as written.
        let refused: Bool
        let spec: RenderSpec?
        let formatters = FormatterMemo()

        init(source: FormatDirective, written: String, refused: Bool, spec: RenderSpec?) {
            self.source = source
            self.written = written
            self.refused = refused
            self.spec = spec
        }
    }

    let segments: [Segment]
    let directives: [Directive]
    let issues: [FormattingIssue]
    /// The UTF-8 length of the format, to reserve the output.
    let length: Int
    /// The format as written.
    let text: String

    init(_ format: String) {
        let parsed = FormatStringParser.parse(format, dialect: .foundation)
        let utf8 = Array(format.utf8)
        var segments: [Segment] = []
        var directives: [Directive] = []
        var issues: [FormattingIssue] = []
        func slice(_ range: Range<Int>) -> String { String(decoding: utf8[range], as: UTF8.self) }
        var refused = Set<Int>()  // byte offsets of directives the parser already refused
        for problem in parsed.problems {
            let kind: FormattingIssue.Kind
            switch problem.kind {
            case .refusedConversion, .excessiveWidth, .excessivePrecision:
                kind = .refusedDirective
                refused.insert(problem.byteRange.lowerBound)
            case .mixedPositionalAndSequential: kind = .mixedPositional
            case .skippedArgument: continue  // harmless when formatting: positions are read as named
            default: kind = .invalidDirective
            }
            issues.append(FormattingIssue(kind, directive: slice(problem.byteRange), column: problem.column, message: problem.message))
        }
        var cursor = 0
        for directive in parsed.directives {
            if cursor < directive.byteRange.lowerBound {
                segments.append(.literal(Array(utf8[cursor..<directive.byteRange.lowerBound])))
            }
            cursor = directive.byteRange.upperBound
            if directive.conversion == "%" {
                segments.append(.literal([UInt8(ascii: "%")]))
                continue
            }
            var spec: RenderSpec?
            if let conversion = directive.conversion {
                var built = RenderSpec(conversion: UInt8(truncatingIfNeeded: conversion.value))
                built.leftAlign = directive.flags.contains(.leftJustify)
                built.plus = directive.flags.contains(.sign)
                built.space = directive.flags.contains(.space)
                built.alternate = directive.flags.contains(.alternate)
                built.zeroPad = directive.flags.contains(.zeroPad)
                built.length = directive.length.map(RenderSpec.Length.init) ?? .none
                if case .literal(let width) = directive.width { built.width = width }
                if case .literal(let precision) = directive.precision { built.precision = precision }
                spec = built
            }
            segments.append(.directive(directives.count))
            directives.append(Directive(
                source: directive, written: slice(directive.byteRange), refused: refused.contains(directive.byteRange.lowerBound),
                spec: spec))
        }
        if cursor < utf8.count { segments.append(.literal(Array(utf8[cursor..<utf8.count]))) }
        self.segments = segments
        self.directives = directives
        self.issues = issues
        length = utf8.count
        text = format
    }
}
