/// Builds JSON text as it goes, into a byte buffer, in the layout Xcode gives String Catalogs
/// (see `XCStringsWriter`):
/// two-space indentation, members as `"name" : value`, `,` at the end of a line, an empty
/// container as its opening bracket, two newlines, indentation and its closing bracket.
///
/// For output built straight from other data (`l10n-check --format json`), with no tree in
/// between; `XCStringsWriter` walks its tree with it. Containers are opened and closed in nesting
/// order; a member's value follows its `key`, an array's element follows `element()`.
package struct JSONTextWriter {
    /// The UTF-8 text so far.
    package private(set) var bytes: [UInt8] = []
    /// Members or elements written in each open container, innermost last.
    private var counts: [Int] = []

    package init(capacity: Int = 1 << 16) { bytes.reserveCapacity(capacity) }

    /// Hands the bytes written so far to `sink` and empties the buffer (keeping its capacity),
    /// for documents written out in pieces. The nesting state stays, so writing goes on.
    package mutating func flush(_ sink: ([UInt8]) -> Bool) -> Bool {
        let ok = sink(bytes)
        bytes.removeAll(keepingCapacity: true)
        return ok
    }

    package mutating func openObject() { open(UInt8(ascii: "{")) }
    package mutating func closeObject() { close(UInt8(ascii: "}")) }
    package mutating func openArray() { open(UInt8(ascii: "[")) }
    package mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the open object: its name, then ` : `; its value comes next.
    package mutating func key(_ name: String) {
        separate()
        string(name)
        bytes.append(contentsOf: Self.nameSeparator)
    }

    /// Starts an element of the open array; its value comes next.
    package mutating func element() { separate() }

    /// A string, escaping only `"`, `\` and control characters (`\b \f \n \r \t`, others as
    /// `\u00xx` in lower-case hex); `/` and non-ASCII characters are written as they are.
    package mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        // i runs over 0..<text.count and runStart <= i, so every slice is inside the text.
        value.withUTF8 { text in
            var runStart = 0
            for i in 0..<text.count {
                let byte = text[i]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                if runStart < i { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<i])) }
                runStart = i + 1
                bytes.append(0x5C)
                switch byte {
                case 0x22, 0x5C: bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    let hex: StaticString = "0123456789abcdef"
                    bytes.append(UInt8(ascii: "u"))
                    bytes.append(0x30)
                    bytes.append(0x30)
                    bytes.append(hex.utf8Start[Int(byte >> 4)])
                    bytes.append(hex.utf8Start[Int(byte & 0xF)])
                }
            }
            if runStart < text.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A number, as its literal text.
    package mutating func number(literal: String) { bytes.append(contentsOf: literal.utf8) }

    /// Written digit by digit: `String(value)` cost hundreds of instructions a number.
    package mutating func number(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
        var count = 0
        // A UInt64 has at most 20 digits: 23 - count stays in 4...23 of the 24 bytes.
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - count] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(24 - count)...]))
        }
    }

    package mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    package mutating func null() { bytes.append(contentsOf: "null".utf8) }

    /// A member with a number value.
    package mutating func member(_ name: String, _ value: Int) {
        key(name)
        number(value)
    }

    /// A member with a string value, `null` for nil.
    package mutating func member(_ name: String, _ value: String?) {
        key(name)
        string(value)
    }

    /// A string, or `null` for nil.
    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        counts.append(0)
    }

    private mutating func close(_ bracket: UInt8) {
        if counts.removeLast() == 0 { bytes.append(0x0A) }
        newline()
        bytes.append(bracket)
    }

    private mutating func separate() {
        if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
        newline()
    }

    /// A newline and the indentation of the open containers, copied from `Self.indentation`
    /// (one `append` per space was a tenth of writing a report).
    private mutating func newline() {
        let width = 2 * counts.count
        if width < Self.indentation.count {
            // width < indentation.count, checked above.
            Self.indentation.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0...width])) }
        } else {
            bytes.append(0x0A)
            bytes.append(contentsOf: repeatElement(0x20, count: width))
        }
    }

    /// ` : ` between a member's name and its value.
    private static let nameSeparator: [UInt8] = [0x20, UInt8(ascii: ":"), 0x20]

    /// A newline and then spaces.
    private static let indentation: [UInt8] = [0x0A] + Array(repeating: 0x20, count: 64)
}
