/// `str.format` replacement fields as gettext reads them (format-python-brace.c, PEP 3101):
/// `{{` and `}}` are literal braces; a field is `{` + an identifier or a number (or nothing:
/// the next automatic number, 0-based) + any chain of `.attr` and `[key]` + an optional `!r`
/// conversion + an optional `:` format spec (standard `[[fill]align][sign][#][0][width][.precision][type]`
/// or one nested field) + `}`.
///
/// The argument key is the field name with its chain (`{user.name}` → `.name("user.name")`),
/// automatic fields get `"0"`, `"1"`, …; numbered and automatic fields may not be mixed.
enum PythonBraceParser {
    static func parse(_ b: UnsafeBufferPointer<UInt8>, limit: Int = .max) -> ParsedFormat {
        var result = ParsedFormat(dialect: .pythonBrace)
        var columns = ColumnCounter()
        var numbered = 0
        var automatic = 0
        var read = 0
        var i = 0
        let n = b.count
        while i < n {
            guard b[i] == UInt8(ascii: "{") else { i += 1; continue }
            let start = i
            let column = columns.column(at: start, in: b)
            guard read < limit else {
                result.truncation = FormatTruncation(limit: limit, byteOffset: start, column: column)
                break
            }
            read += 1
            if i + 1 < n, b[i + 1] == UInt8(ascii: "{") {
                i += 2
                result.directives.append(FormatDirective(byteRange: start..<i, column: column, conversion: "{"))
                continue
            }
            var k = i + 1
            guard let nameEnd = field(b, &k, topLevel: true) else {
                result.problems.append(FormatProblem(k >= n ? .unterminated : .invalidField, byteRange: start..<min(k + 1, n), column: column))
                return result
            }
            let nameStart = i + 1
            var name = String(decoding: UnsafeBufferPointer(rebasing: b[nameStart..<nameEnd]), as: UTF8.self)
            if nameStart == nameEnd {
                if numbered > 0 {
                    result.problems.append(FormatProblem(.mixedNamedAndUnnamed, byteRange: start..<k, column: column))
                    return result
                }
                name = String(automatic)
                automatic += 1
            } else if isDigit(b[nameStart]) {
                if automatic > 0 {
                    result.problems.append(FormatProblem(.mixedNamedAndUnnamed, byteRange: start..<k, column: column))
                    return result
                }
                numbered += 1
            }
            i = k
            result.directives.append(FormatDirective(
                byteRange: start..<i, column: column, conversion: nil, argument: .name(name), isPositional: nameStart != nameEnd,
                kind: .any))
        }
        return result
    }

    /// Parses a field from after its `{` to after its `}`; returns where the name (with its
    /// chain) ends, or nil when the field is invalid (`k` then points at the offending byte).
    private static func field(_ b: UnsafeBufferPointer<UInt8>, _ k: inout Int, topLevel: Bool) -> Int? {
        let n = b.count
        func identifier() -> Bool {
            guard k < n, b[k] == UInt8(ascii: "_") || (b[k] | 0x20) &- UInt8(ascii: "a") < 26 else { return false }
            k += 1
            while k < n, b[k] == UInt8(ascii: "_") || (b[k] | 0x20) &- UInt8(ascii: "a") < 26 || isDigit(b[k]) { k += 1 }
            return true
        }
        func number() -> Bool {
            guard k < n, isDigit(b[k]) else { return false }
            while k < n, isDigit(b[k]) { k += 1 }
            return true
        }
        if identifier() || number() {
            while k < n {
                if b[k] == UInt8(ascii: ".") {
                    k += 1
                    guard identifier() else { return nil }
                } else if b[k] == UInt8(ascii: "[") {
                    k += 1
                    guard identifier() || number() else { return nil }
                    guard k < n, b[k] == UInt8(ascii: "]") else { return nil }
                    k += 1
                } else {
                    break
                }
            }
        } else {
            guard k < n, topLevel, b[k] == UInt8(ascii: ":") || b[k] == UInt8(ascii: "}") else { return nil }
        }
        let nameEnd = k
        // `!r`, `!s`, `!a` (PEP 3101 conversions; gettext's parser predates them and rejects them).
        if topLevel, k + 1 < n, b[k] == UInt8(ascii: "!"), "rsa".utf8.contains(b[k + 1]) { k += 2 }
        if k < n, b[k] == UInt8(ascii: ":") {
            guard topLevel else { return nil }
            k += 1
            if k < n, b[k] == UInt8(ascii: "{") {
                k += 1
                guard field(b, &k, topLevel: false) != nil else { return nil }
            } else {
                guard k < n else { return nil }
                if k + 1 < n, [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "^")].contains(b[k + 1]) {
                    k += 2
                } else if [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "^")].contains(b[k]) {
                    k += 1
                }
                if k < n, b[k] == UInt8(ascii: "+") || b[k] == UInt8(ascii: "-") || b[k] == UInt8(ascii: " ") { k += 1 }
                if k < n, b[k] == UInt8(ascii: "#") { k += 1 }
                if k < n, b[k] == UInt8(ascii: "0") { k += 1 }
                while k < n, isDigit(b[k]) { k += 1 }
                if k < n, b[k] == UInt8(ascii: "."), k + 1 < n, isDigit(b[k + 1]) {
                    k += 1
                    while k < n, isDigit(b[k]) { k += 1 }
                }
                if k < n, "bcdoxXneEfFgG%".utf8.contains(b[k]) { k += 1 }
            }
        }
        guard k < n, b[k] == UInt8(ascii: "}") else { return nil }
        k += 1
        return nameEnd
    }
}
