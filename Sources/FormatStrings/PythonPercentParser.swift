/// Python `%` directives as gettext reads them (format-python.c): `%` then an optional
/// `(name)` (parentheses may nest), flags `- + space # 0`, a width (`*` or digits), a precision
/// (`.` then `*` or digits), a size `h l L`, and a conversion `% c s r i d u o x X e E f g G`.
///
/// Unnamed directives are numbered 1, 2, … in order (`*` takes one too); named ones use
/// `.name`. Mixing both, an unknown conversion, an unterminated directive, or one name read as
/// two kinds makes the string invalid, as in gettext.
enum PythonPercentParser {
    static func parse(_ b: UnsafeBufferPointer<UInt8>, limit: Int = .max) -> ParsedFormat {
        var result = ParsedFormat(dialect: .python)
        var columns = ColumnCounter()
        let n = b.count
        var i = 0
        var unnamed = 0
        var named = 0
        var namedKinds = NamedKinds()
        var read = 0

        func fail(_ kind: FormatProblem.Kind, _ start: Int, _ column: Int, end: Int) -> ParsedFormat {
            result.problems.append(FormatProblem(kind, byteRange: start..<min(end, n), column: column))
            return result
        }

        while i < n {
            guard b[i] == UInt8(ascii: "%") else { i += 1; continue }
            let start = i
            let column = columns.column(at: start, in: b)
            guard read < limit else {
                result.truncation = FormatTruncation(limit: limit, byteOffset: start, column: column)
                break
            }
            read += 1
            i += 1
            var name: String?
            if i < n, b[i] == UInt8(ascii: "(") {
                let nameStart = i + 1
                var depth = 0
                var k = nameStart
                while k < n {
                    if b[k] == UInt8(ascii: "(") { depth += 1 }
                    else if b[k] == UInt8(ascii: ")") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    k += 1
                }
                if k == n { return fail(.unterminated, start, column, end: n) }
                name = String(decoding: UnsafeBufferPointer(rebasing: b[nameStart..<k]), as: UTF8.self)
                i = k + 1
            }
            var flags = FormatFlags()
            while i < n, b[i] != UInt8(ascii: "'"), let flag = FormatFlags.flag(b[i]) {
                flags.insert(flag)
                i += 1
            }
            var starCount = 0
            var width: FormatAmount?
            if i < n, b[i] == UInt8(ascii: "*") {
                i += 1
                if named > 0 { return fail(.mixedNamedAndUnnamed, start, column, end: i) }
                unnamed += 1
                starCount += 1
                width = .nextArgument(unnamed)
            } else if i < n, isDigit(b[i]) {
                var value = 0
                while i < n, isDigit(b[i]) { value = min(value * 10 + Int(b[i] - 48), 1_000_000_000); i += 1 }
                width = .literal(value)
            }
            var precision: FormatAmount?
            var zeroPrecision = false
            if i < n, b[i] == UInt8(ascii: ".") {
                i += 1
                if i < n, b[i] == UInt8(ascii: "*") {
                    i += 1
                    if named > 0 { return fail(.mixedNamedAndUnnamed, start, column, end: i) }
                    unnamed += 1
                    starCount += 1
                    precision = .nextArgument(unnamed)
                } else if i < n, isDigit(b[i]) {
                    var value = 0
                    zeroPrecision = true
                    while i < n, isDigit(b[i]) {
                        if b[i] != UInt8(ascii: "0") { zeroPrecision = false }
                        value = min(value * 10 + Int(b[i] - 48), 1_000_000_000)
                        i += 1
                    }
                    precision = .literal(value)
                }
            }
            if starCount > 0, named > 0 { return fail(.mixedNamedAndUnnamed, start, column, end: i) }
            var length: LengthModifier?
            if i < n {
                switch b[i] {
                case UInt8(ascii: "h"): length = .h; i += 1
                case UInt8(ascii: "l"): length = .l; i += 1
                case UInt8(ascii: "L"): length = .L; i += 1
                default: break
                }
            }
            if i == n { return fail(.unterminated, start, column, end: n) }
            let kind: ArgumentKind?
            switch b[i] {
            case UInt8(ascii: "%"): kind = nil
            case UInt8(ascii: "c"): kind = .pythonCharacter
            case UInt8(ascii: "s"), UInt8(ascii: "r"): kind = zeroPrecision ? .pythonAny : .pythonString
            case UInt8(ascii: "i"), UInt8(ascii: "d"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"):
                kind = .pythonInteger
            case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "g"), UInt8(ascii: "G"): kind = .pythonFloat
            default:
                return fail(.unknownConversion(b.scalar(at: i)), start, column, end: b.scalarEnd(i))
            }
            let conversion = Unicode.Scalar(b[i])
            i += 1
            var argument: ArgumentKey?
            if let name {
                if unnamed > 0 { return fail(.mixedNamedAndUnnamed, start, column, end: i) }
                named += 1
                // A name used twice must be read as one kind (`%(n).0s` reads anything).
                let kindHere = kind ?? .pythonAny
                let earlier = namedKinds.kind(of: name)
                if let earlier, earlier != kindHere, earlier != .pythonAny, kindHere != .pythonAny {
                    return fail(.incompatibleReuse(.name(name)), start, column, end: i)
                }
                if earlier == nil || earlier == .pythonAny { namedKinds.set(kindHere, for: name) }
                argument = .name(name)
            } else if conversion != "%" {
                if named > 0 { return fail(.mixedNamedAndUnnamed, start, column, end: i) }
                unnamed += 1
                argument = .number(unnamed)
            }
            result.directives.append(FormatDirective(
                byteRange: start..<i, column: column, conversion: conversion, flags: flags, width: width,
                precision: precision, length: length, argument: argument, isPositional: name != nil,
                kind: argument == nil ? nil : (kind ?? .pythonAny)))
        }
        return result
    }
}

/// The kind each name of a string's `%(name)` directives is read as. A string names few
/// arguments, so a short list searched in order (a dictionary per string cost half of parsing);
/// past `listLimit` names, a dictionary, so a hostile string cannot make the search quadratic.
private struct NamedKinds {
    private static let listLimit = 16
    private var pairs: [(name: String, kind: ArgumentKind)] = []
    private var dictionary: [String: ArgumentKind]?

    func kind(of name: String) -> ArgumentKind? {
        if let dictionary { return dictionary[name] }
        return pairs.first { $0.name == name }?.kind
    }

    mutating func set(_ kind: ArgumentKind, for name: String) {
        if dictionary != nil {
            dictionary![name] = kind
        } else if let index = pairs.firstIndex(where: { $0.name == name }) {
            pairs[index].kind = kind
        } else if pairs.count < Self.listLimit {
            pairs.append((name, kind))
        } else {
            dictionary = Dictionary(pairs.map { ($0.name, $0.kind) }, uniquingKeysWith: { $1 })
            dictionary![name] = kind
            pairs = []
        }
    }
}
