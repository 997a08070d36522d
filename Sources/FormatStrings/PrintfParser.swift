/// printf and Foundation directives: `%[n$][flags][width][.precision][length]conversion`, plus
/// `%#@name@` variables (Foundation) and `%arg` (String Catalog substitution variants).
///
/// Conversions: `d i u o x X c s p n f F e E g G a A %` in both dialects, `C S` (wide
/// character and string), and in Foundation `@` and CF's `D U O` (BSD synonyms of `%ld %lu %lo`).
/// Flags `- + space # 0 '`, and glibc's `I` in translations; width and precision digits, `*` or `*n$`; lengths `hh h l ll q z t j
/// L`. Sources: CFString.c `__CFParseFormatSpec`, C11 7.21.6.1, gettext format-c.c.
/// A variable may carry its position without `$` (`%1#@count@`), as shipping stringsdict files do.
enum PrintfParser {
    static func parse(
        _ b: UnsafeBufferPointer<UInt8>, dialect: FormatDialect, argumentPlaceholder: Bool, translated: Bool = false,
        limit: Int = .max
    ) -> ParsedFormat {
        var result = ParsedFormat(dialect: dialect)
        var columns = ColumnCounter()
        let n = b.count
        var i = 0
        var nextSequential = 1
        var firstPositional: Int?
        var firstSequential: Int?
        var usedPositions = Set<Int>()
        var mixReported = false
        var read = 0
        let percent = UInt8(ascii: "%")

        func readNumber(_ j: inout Int) -> Int {
            var value = 0
            while j < n, isDigit(b[j]) {
                value = min(value &* 10 &+ Int(b[j] &- UInt8(ascii: "0")), 1_000_000_000)
                j += 1
            }
            return value
        }

        while i < n {
            guard b[i] == percent else { i += 1; continue }
            let start = i
            let column = columns.column(at: start, in: b)
            guard read < limit else {
                result.truncation = FormatTruncation(limit: limit, byteOffset: start, column: column)
                break
            }
            read += 1
            i += 1
            if i == n {
                result.problems.append(FormatProblem(.trailingPercent, byteRange: start..<n, column: column))
                break
            }
            if argumentPlaceholder, n - i >= 3, b[i] == UInt8(ascii: "a"), b[i + 1] == UInt8(ascii: "r"), b[i + 2] == UInt8(ascii: "g") {
                i += 3
                result.directives.append(FormatDirective(
                    byteRange: start..<i, column: column, conversion: nil, isArgumentPlaceholder: true))
                continue
            }
            if b[i] == percent {
                i += 1
                result.directives.append(FormatDirective(byteRange: start..<i, column: column, conversion: "%"))
                continue
            }
            var problems: [FormatProblem.Kind] = []
            // n$
            var position: Int?
            var j = i
            let digits = readNumber(&j)
            if j > i, j < n, b[j] == UInt8(ascii: "$") {
                position = digits
                i = j + 1
            } else if dialect == .foundation, j > i, j + 1 < n, b[j] == UInt8(ascii: "#"), b[j + 1] == UInt8(ascii: "@") {
                // `%1#@count@` (no `$`) is written in shipping apps' stringsdict files (DuckDuckGo)
                // and read as the variable at position 1.
                position = digits
                i = j
            }
            var flags = FormatFlags()
            while i < n, let flag = FormatFlags.flag(b[i]) ?? (translated && b[i] == UInt8(ascii: "I") ? .localeDigits : nil) {
                flags.insert(flag)
                i += 1
            }
            var starArguments: [(Int, Bool)] = []
            func amount(isPrecision: Bool) -> FormatAmount? {
                if i < n, b[i] == UInt8(ascii: "*") {
                    i += 1
                    var k = i
                    let number = readNumber(&k)
                    if k > i, k < n, b[k] == UInt8(ascii: "$") {
                        i = k + 1
                        starArguments.append((number, true))
                        return .argument(number)
                    }
                    starArguments.append((nextSequential, false))
                    nextSequential += 1
                    return .nextArgument(nextSequential - 1)
                }
                let before = i
                let value = readNumber(&i)
                if i == before { return isPrecision ? .literal(0) : nil }
                if value > FormatStringParser.amountLimit {
                    problems.append(isPrecision ? .excessivePrecision(value) : .excessiveWidth(value))
                }
                return .literal(value)
            }
            let width = amount(isPrecision: false)
            var precision: FormatAmount?
            if i < n, b[i] == UInt8(ascii: ".") {
                i += 1
                precision = amount(isPrecision: true)
            }
            var length: LengthModifier?
            if i < n {
                switch b[i] {
                case UInt8(ascii: "h"):
                    if i + 1 < n, b[i + 1] == UInt8(ascii: "h") { length = .hh; i += 2 } else { length = .h; i += 1 }
                case UInt8(ascii: "l"):
                    if i + 1 < n, b[i + 1] == UInt8(ascii: "l") { length = .ll; i += 2 } else { length = .l; i += 1 }
                case UInt8(ascii: "q"): length = .q; i += 1
                case UInt8(ascii: "z"): length = .z; i += 1
                case UInt8(ascii: "t"): length = .t; i += 1
                case UInt8(ascii: "j"): length = .j; i += 1
                case UInt8(ascii: "L"): length = .L; i += 1
                default: break
                }
            }
            if i == n {
                result.problems.append(FormatProblem(.unterminated, byteRange: start..<n, column: column))
                break
            }
            let conversionByte = b[i]
            var variable: String?
            var kind: ArgumentKind?
            // Only `%#@name@` (or `%n$#@name@`) is a variable: `%# @sites @` is no token that
            // Foundation's variable scan finds, so CF formats it as `%@` and reads an object.
            let brokenVariable = dialect == .foundation && conversionByte == UInt8(ascii: "@") && flags.contains(.alternate)
                && (flags != .alternate || b[i - 1] != UInt8(ascii: "#") || width != nil || precision != nil || length != nil)
            if brokenVariable {
                result.problems.append(FormatProblem(.brokenVariable, byteRange: start..<(i + 1), column: column))
            }
            if dialect == .foundation, conversionByte == UInt8(ascii: "@"), flags.contains(.alternate), !brokenVariable {
                // %#@name@: the name runs to the next '@'.
                var k = i + 1
                while k < n, b[k] != UInt8(ascii: "@") { k += 1 }
                guard k < n else {
                    result.problems.append(FormatProblem(.unterminated, byteRange: start..<n, column: column))
                    break
                }
                variable = String(decoding: UnsafeBufferPointer(rebasing: b[(i + 1)..<k]), as: UTF8.self)
                i = k + 1
            } else {
                kind = Self.kind(conversionByte, length: length, dialect: dialect)
                if kind == nil, conversionByte != percent {
                    let end = b.scalarEnd(i)
                    result.problems.append(FormatProblem(
                        .unknownConversion(b.scalar(at: i)), byteRange: start..<end, column: column))
                    i = start + 1
                    continue
                }
                i += 1
                if conversionByte == UInt8(ascii: "n") { problems.append(.refusedConversion("n")) }
            }
            for problem in problems { result.problems.append(FormatProblem(problem, byteRange: start..<i, column: column)) }
            var argument: ArgumentKey?
            if conversionByte != percent || variable != nil {
                let number: Int
                if let position {
                    number = position
                    if position == 0 { result.problems.append(FormatProblem(.skippedArgument(0), byteRange: start..<i, column: column)) }
                } else {
                    number = nextSequential
                    nextSequential += 1
                }
                argument = .number(number)
            }
            // Positions for the mixing rule: the directive's own and those of its stars.
            let uses = (argument == nil ? [] : [(position ?? 0, position != nil)]) + starArguments
            for (number, positional) in uses {
                if positional {
                    usedPositions.insert(number)
                    if firstPositional == nil { firstPositional = result.directives.count }
                } else if firstSequential == nil {
                    firstSequential = result.directives.count
                }
            }
            if !mixReported, firstPositional != nil, firstSequential != nil {
                mixReported = true
                result.problems.append(FormatProblem(.mixedPositionalAndSequential, byteRange: start..<i, column: column))
            }
            result.directives.append(FormatDirective(
                byteRange: start..<i, column: column, conversion: Unicode.Scalar(conversionByte), flags: flags,
                width: width, precision: precision, length: length, argument: argument, isPositional: position != nil,
                kind: kind, variable: variable))
        }
        // A hole may be filled past a truncation: only a whole string is checked for one.
        if dialect == .c, result.truncation == nil, firstPositional != nil, let highest = usedPositions.max(), highest > 0 {
            // gettext format-c.c: positions must leave no hole.
            for k in 1..<highest where !usedPositions.contains(k) {
                let directive = result.directives.last { $0.argument == .number(highest) } ?? result.directives[0]
                result.problems.append(FormatProblem(.skippedArgument(k), byteRange: directive.byteRange, column: directive.column))
                break
            }
        }
        return result
    }

    /// What a conversion reads on LP64 (see `ArgumentKind`); nil when `byte` is no conversion of
    /// `dialect` (and for `%`, which reads nothing).
    static func kind(_ byte: UInt8, length: LengthModifier?, dialect: FormatDialect) -> ArgumentKind? {
        let wide: Bool
        switch length {
        case .l, .ll, .q, .z, .t, .j, .L: wide = true
        case .hh, .h, nil: wide = false
        }
        let foundation = dialect == .foundation
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "i"): return wide ? .int64 : .int32
        case UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"): return wide ? .uint64 : .uint32
        case UInt8(ascii: "D"): return foundation ? .int64 : nil
        case UInt8(ascii: "U"), UInt8(ascii: "O"): return foundation ? .uint64 : nil
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"):
            return length == .L ? .longDouble : .double
        case UInt8(ascii: "c"), UInt8(ascii: "C"): return .char
        case UInt8(ascii: "s"): return length == .l ? .wideCString : .cString
        case UInt8(ascii: "S"): return .wideCString
        case UInt8(ascii: "p"), UInt8(ascii: "n"): return .pointer
        case UInt8(ascii: "@"): return foundation ? .object : nil
        default: return nil
        }
    }
}
