/// A JSON parser (RFC 8259) that keeps member order, duplicates and number literals, records the
/// byte offset of every value, and reports problems as diagnostics with line:column and an
/// RFC 6901 pointer instead of failing.
///
/// - Grammar: strict RFC 8259 — no comments, no trailing commas, no single quotes, control
///   characters must be escaped in strings, any value may be the root.
/// - Errors: the first syntax error stops the parse (`json.syntax`); the result then holds every
///   value read before it (open objects and arrays are closed where the error is), and
///   `isComplete` is false. Nesting deeper than `maximumNestingDepth` stops the parse the same way
///   (`json.nesting-too-deep`), so hostile input costs time linear in its size and bounded stack.
/// - Duplicate member names are kept in the tree and reported (`json.duplicate-member`).
package struct JSONParser {
    /// What a parse produced.
    package struct Result: Sendable {
        /// The document, or the part read before an error; nil when no value started.
        package var root: JSONNode?
        package var diagnostics: [Diagnostic]
        /// False when an error stopped the parse before the end of the text.
        package var isComplete: Bool
    }

    /// Parses `text.utf8`.
    package static func parse(_ text: SourceText, maximumNestingDepth: Int = 64) -> Result {
        // The machine reads buffer[index] only after index < buffer.count, buffer[index + k] after index + k < buffer.count.
        text.utf8.withUnsafeBufferPointer { buffer in
            var parser = Machine(buffer: buffer, maximumDepth: max(1, maximumNestingDepth))
            parser.skipWhitespace()
            var root: JSONNode? = nil
            if parser.index >= buffer.count {
                parser.fail(.jsonSyntax, "expected a JSON value, found the end of the file", at: parser.index)
            } else {
                root = parser.parseValue(depth: 0)
                if parser.failure == nil {
                    parser.skipWhitespace()
                    if parser.index < buffer.count {
                        parser.fail(.jsonSyntax, "unexpected \(describe(buffer, parser.index)) after the end of the JSON document", at: parser.index)
                    }
                }
            }
            var diagnostics = parser.warnings.map { warning in
                Diagnostic(warning.rule, at: text.location(at: warning.offset, jsonPointer: warning.pointer),
                           warning.message, notes: warning.firstOffset.map {
                               [Diagnostic.Note("first defined here", at: text.location(at: $0, jsonPointer: warning.pointer))]
                           } ?? [])
            }
            if let failure = parser.failure {
                diagnostics.append(Diagnostic(failure.rule, at: text.location(at: failure.offset, jsonPointer: failure.pointer), failure.message))
            }
            return Result(root: root, diagnostics: diagnostics, isComplete: parser.failure == nil)
        }
    }

    /// "'x'", "end of file", or the byte in hex for a control character.
    static func describe(_ buffer: UnsafeBufferPointer<UInt8>, _ index: Int) -> String {
        guard index < buffer.count else { return "end of file" }
        let byte = buffer[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte >= 0x80 {
            // Show the whole character that starts here.
            var end = index + 1
            while end < buffer.count, end - index < 4, buffer[end] & 0xC0 == 0x80 { end += 1 }
            return "'\(String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<end]), as: UTF8.self))'"
        }
        let hex = String(byte, radix: 16, uppercase: true)
        return "control character U+\(hex.count < 2 ? "000" : "00")\(hex)"
    }

    struct Problem {
        var rule: DiagnosticRule
        var message: String
        var offset: Int
        var pointer: String? = nil
        var firstOffset: Int? = nil
    }

    /// The scanning state. Recursive descent; depth is bounded by `maximumDepth`.
    struct Machine {
        let buffer: UnsafeBufferPointer<UInt8>
        let maximumDepth: Int
        var index = 0
        var failure: Problem?
        var warnings: [Problem] = []
        /// The member names and array indices leading to the value being parsed, for pointers.
        var path: [String] = []
        /// Reused buffer for strings with escapes.
        var scratch: [UInt8] = []

        init(buffer: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
            self.buffer = buffer
            self.maximumDepth = maximumDepth
        }

        mutating func fail(_ rule: DiagnosticRule, _ message: String, at offset: Int) {
            if failure == nil { failure = Problem(rule: rule, message: message, offset: offset, pointer: JSONPointer.make(path)) }
        }

        @inline(__always) mutating func skipWhitespace() {
            while index < buffer.count {
                switch buffer[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        mutating func parseValue(depth: Int) -> JSONNode? {
            let start = index
            guard index < buffer.count else {
                fail(.jsonSyntax, "expected a JSON value, found the end of the file", at: index)
                return nil
            }
            switch buffer[index] {
            case UInt8(ascii: "{"):
                guard depth < maximumDepth else {
                    fail(.jsonNestingTooDeep, "objects and arrays nest deeper than \(maximumDepth) levels", at: index)
                    return nil
                }
                return JSONNode(.object(parseObject(depth: depth + 1)), offset: start)
            case UInt8(ascii: "["):
                guard depth < maximumDepth else {
                    fail(.jsonNestingTooDeep, "objects and arrays nest deeper than \(maximumDepth) levels", at: index)
                    return nil
                }
                return JSONNode(.array(parseArray(depth: depth + 1)), offset: start)
            case UInt8(ascii: "\""):
                guard let string = parseString() else { return nil }
                return JSONNode(.string(string), offset: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let number = parseNumber() else { return nil }
                return JSONNode(.number(number), offset: start)
            case UInt8(ascii: "t"):
                return literal("true", .bool(true), start)
            case UInt8(ascii: "f"):
                return literal("false", .bool(false), start)
            case UInt8(ascii: "n"):
                return literal("null", .null, start)
            default:
                fail(.jsonSyntax, "expected a JSON value, found \(JSONParser.describe(buffer, index))", at: index)
                return nil
            }
        }

        mutating func literal(_ word: StaticString, _ value: JSONValue, _ start: Int) -> JSONNode? {
            let count = word.utf8CodeUnitCount
            let bytes = UnsafeBufferPointer(start: word.utf8Start, count: count)
            var k = 0
            while k < count {
                guard index + k < buffer.count, buffer[index + k] == bytes[k] else {
                    fail(.jsonSyntax, "expected a JSON value, found \(JSONParser.describe(buffer, start))", at: start)
                    return nil
                }
                k += 1
            }
            index += count
            return JSONNode(value, offset: start)
        }

        mutating func parseObject(depth: Int) -> JSONObject {
            index += 1  // {
            var members: [JSONMember] = []
            var seen: Set<String>? = nil
            skipWhitespace()
            if index < buffer.count, buffer[index] == UInt8(ascii: "}") {
                index += 1
                return JSONObject(members)
            }
            while true {
                skipWhitespace()
                guard index < buffer.count, buffer[index] == UInt8(ascii: "\"") else {
                    fail(.jsonSyntax, "expected a member name in double quotes, found \(JSONParser.describe(buffer, index))", at: index)
                    break
                }
                let nameOffset = index
                guard let name = parseString() else { break }
                path.append(name)
                skipWhitespace()
                guard index < buffer.count, buffer[index] == UInt8(ascii: ":") else {
                    fail(.jsonSyntax, "expected ':' after member name, found \(JSONParser.describe(buffer, index))", at: index)
                    break
                }
                index += 1
                skipWhitespace()
                let node = parseValue(depth: depth)
                path.removeLast()
                if let node {
                    // Duplicates: a linear scan for small objects, a set for large ones.
                    var duplicateOf: Int? = nil
                    if members.count < 12 {
                        duplicateOf = members.first { $0.name == name }?.nameOffset
                    } else {
                        if seen == nil { seen = Set(members.map(\.name)) }
                        if seen?.insert(name).inserted == false {
                            duplicateOf = members.first { $0.name == name }?.nameOffset
                        }
                    }
                    if let first = duplicateOf {
                        warnings.append(Problem(
                            rule: .jsonDuplicateMember, message: "duplicate member \"\(name)\"; only the first is read",
                            offset: nameOffset, pointer: JSONPointer.make(path + [name]), firstOffset: first))
                    }
                    members.append(JSONMember(name: name, nameOffset: nameOffset, node: node))
                }
                if failure != nil { break }
                skipWhitespace()
                guard index < buffer.count else {
                    fail(.jsonSyntax, "unterminated object: expected ',' or '}', found end of file", at: index)
                    break
                }
                if buffer[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if buffer[index] == UInt8(ascii: "}") {
                    index += 1
                    break
                }
                fail(.jsonSyntax, "expected ',' or '}' after a member, found \(JSONParser.describe(buffer, index))", at: index)
                break
            }
            return JSONObject(members)
        }

        mutating func parseArray(depth: Int) -> [JSONNode] {
            index += 1  // [
            var items: [JSONNode] = []
            skipWhitespace()
            if index < buffer.count, buffer[index] == UInt8(ascii: "]") {
                index += 1
                return items
            }
            while true {
                skipWhitespace()
                path.append(String(items.count))
                let node = parseValue(depth: depth)
                path.removeLast()
                if let node { items.append(node) }
                if failure != nil { break }
                skipWhitespace()
                guard index < buffer.count else {
                    fail(.jsonSyntax, "unterminated array: expected ',' or ']', found end of file", at: index)
                    break
                }
                if buffer[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if buffer[index] == UInt8(ascii: "]") {
                    index += 1
                    break
                }
                fail(.jsonSyntax, "expected ',' or ']' after an array element, found \(JSONParser.describe(buffer, index))", at: index)
                break
            }
            return items
        }

        /// A string starting at the opening quote; nil after a syntax error.
        mutating func parseString() -> String? {
            let open = index
            index += 1
            let start = index
            // Fast path: no escapes.
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") {
                    let string = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
                    index += 1
                    return string
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index]))
            while index < buffer.count {
                let byte = buffer[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return String(decoding: scratch, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard decodeEscape() else { return nil }
                case 0x00..<0x20:
                    fail(.jsonSyntax, "\(JSONParser.describe(buffer, index)) must be escaped inside a string", at: index)
                    return nil
                default:
                    scratch.append(byte)
                    index += 1
                }
            }
            fail(.jsonSyntax, "unterminated string", at: open)
            return nil
        }

        /// Decodes the escape at `index` into `scratch`.
        mutating func decodeEscape() -> Bool {
            let escapeStart = index
            guard index + 1 < buffer.count else {
                fail(.jsonSyntax, "unterminated string", at: index)
                return false
            }
            let code = buffer[index + 1]
            index += 2
            switch code {
            case UInt8(ascii: "\""): scratch.append(0x22)
            case UInt8(ascii: "\\"): scratch.append(0x5C)
            case UInt8(ascii: "/"): scratch.append(0x2F)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                guard var unit = hex4() else { return false }
                if (0xD800..<0xDC00).contains(unit) {
                    // A high surrogate must be followed by \u and a low surrogate.
                    if index + 1 < buffer.count, buffer[index] == UInt8(ascii: "\\"), buffer[index + 1] == UInt8(ascii: "u") {
                        let save = index
                        index += 2
                        guard let low = hex4() else { return false }
                        if (0xDC00..<0xE000).contains(low) {
                            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            index = save
                            unit = 0xFFFD
                            surrogateWarning(escapeStart)
                        }
                    } else {
                        unit = 0xFFFD
                        surrogateWarning(escapeStart)
                    }
                } else if (0xDC00..<0xE000).contains(unit) {
                    unit = 0xFFFD
                    surrogateWarning(escapeStart)
                }
                let scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
                scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                fail(.jsonSyntax, "invalid escape sequence '\\\(JSONParser.describe(buffer, escapeStart + 1).dropFirst().dropLast())'", at: escapeStart)
                return false
            }
            return true
        }

        mutating func surrogateWarning(_ offset: Int) {
            warnings.append(Problem(rule: .jsonInvalidSurrogate, message: "unpaired UTF-16 surrogate escape; read as U+FFFD", offset: offset))
        }

        mutating func hex4() -> UInt32? {
            var value: UInt32 = 0
            for k in 0..<4 {
                guard index + k < buffer.count else {
                    fail(.jsonSyntax, "\\u must be followed by four hexadecimal digits", at: index - 2)
                    return nil
                }
                let byte = buffer[index + k]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default:
                    fail(.jsonSyntax, "\\u must be followed by four hexadecimal digits", at: index - 2)
                    return nil
                }
                value = value << 4 | UInt32(digit)
            }
            index += 4
            return value
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as text.
        mutating func parseNumber() -> String? {
            let start = index
            func digits(_ m: inout Machine) -> Int {
                let from = m.index
                while m.index < m.buffer.count, m.buffer[m.index] >= 0x30, m.buffer[m.index] <= 0x39 { m.index += 1 }
                return m.index - from
            }
            if buffer[index] == UInt8(ascii: "-") { index += 1 }
            guard index < buffer.count, buffer[index] >= 0x30, buffer[index] <= 0x39 else {
                fail(.jsonSyntax, "expected a digit after '-', found \(JSONParser.describe(buffer, index))", at: index)
                return nil
            }
            if buffer[index] == UInt8(ascii: "0") {
                index += 1
                if index < buffer.count, buffer[index] >= 0x30, buffer[index] <= 0x39 {
                    fail(.jsonSyntax, "numbers must not have leading zeros", at: start)
                    return nil
                }
            } else {
                _ = digits(&self)
            }
            if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else {
                    fail(.jsonSyntax, "expected a digit after '.', found \(JSONParser.describe(buffer, index))", at: index)
                    return nil
                }
            }
            if index < buffer.count, buffer[index] == UInt8(ascii: "e") || buffer[index] == UInt8(ascii: "E") {
                index += 1
                if index < buffer.count, buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else {
                    fail(.jsonSyntax, "expected a digit in the exponent, found \(JSONParser.describe(buffer, index))", at: index)
                    return nil
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
        }
    }
}
