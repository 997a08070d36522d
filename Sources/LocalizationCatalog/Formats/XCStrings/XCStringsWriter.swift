/// Writes a JSON tree in the layout Xcode gives String Catalogs, so that reading a catalog and
/// writing it back without edits gives the same bytes.
///
/// The layout is `JSONSerialization`'s with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`
/// (it reproduces both corpus catalogs byte for byte; see `XcodeKeyOrder` for the evidence):
/// - two-space indentation; members as `"name" : value`; `,` ends a line; no trailing newline after
///   the final `}`;
/// - an empty object is `{`, newline, newline, indentation, `}` (and likewise `[` `]`);
/// - strings escape only `"` `\` and control characters: `\b \f \n \r \t`, other controls as
///   `\u00xx` (lower-case hex); `/` and every non-ASCII character are written raw as UTF-8;
/// - numbers are written as they were read (edits supply the literal text).
///
/// Member order: by default the tree's order (what was read, plus members inserted by
/// `JSONObject`'s subscript at their Xcode position); `sortKeys` re-sorts every object with
/// `XcodeKeyOrder`.
public enum XCStringsWriter {
    public struct Options: Sendable {
        /// Re-sort every object's members in Xcode's key order.
        public var sortKeys: Bool
        public init(sortKeys: Bool = false) { self.sortKeys = sortKeys }
    }

    /// The UTF-8 text of `root`.
    public static func write(_ root: JSONNode, options: Options = Options()) -> [UInt8] {
        var writer = Writer(out: [], sortKeys: options.sortKeys)
        writer.out.reserveCapacity(1 << 16)
        writer.write(root.value, indent: 0)
        return writer.out
    }

    private struct Writer {
        var out: [UInt8]
        let sortKeys: Bool

        mutating func newline(_ indent: Int) {
            out.append(0x0A)
            for _ in 0..<indent { out.append(0x20) }
        }

        mutating func write(_ value: JSONValue, indent: Int) {
            switch value {
            case .object(let object):
                out.append(UInt8(ascii: "{"))
                let members = sortKeys
                    ? object.members.sorted { XcodeKeyOrder.areInIncreasingOrder($0.name, $1.name) }
                    : object.members
                if members.isEmpty { out.append(0x0A) }
                for (n, member) in members.enumerated() {
                    if n > 0 { out.append(UInt8(ascii: ",")) }
                    newline(indent + 2)
                    writeString(member.name)
                    out.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                    write(member.node.value, indent: indent + 2)
                }
                newline(indent)
                out.append(UInt8(ascii: "}"))
            case .array(let items):
                out.append(UInt8(ascii: "["))
                if items.isEmpty { out.append(0x0A) }
                for (n, item) in items.enumerated() {
                    if n > 0 { out.append(UInt8(ascii: ",")) }
                    newline(indent + 2)
                    write(item.value, indent: indent + 2)
                }
                newline(indent)
                out.append(UInt8(ascii: "]"))
            case .string(let string):
                writeString(string)
            case .number(let literal):
                out.append(contentsOf: literal.utf8)
            case .bool(let flag):
                out.append(contentsOf: (flag ? "true" : "false").utf8)
            case .null:
                out.append(contentsOf: "null".utf8)
            }
        }

        mutating func writeString(_ string: String) {
            out.append(UInt8(ascii: "\""))
            var string = string
            string.withUTF8 { bytes in
                var runStart = 0
                for i in 0..<bytes.count {
                    let byte = bytes[i]
                    guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                    if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
                    runStart = i + 1
                    switch byte {
                    case 0x22: out.append(contentsOf: [0x5C, 0x22])
                    case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
                    case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                    case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                    case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                    case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                    case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                    default:
                        let hex: [UInt8] = Array("0123456789abcdef".utf8)
                        out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                    }
                }
                if runStart < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count])) }
            }
            out.append(UInt8(ascii: "\""))
        }
    }
}
