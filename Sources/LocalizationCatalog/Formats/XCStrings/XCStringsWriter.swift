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
        var writer = JSONTextWriter()
        write(root.value, to: &writer, sortKeys: options.sortKeys)
        return writer.bytes
    }

    private static func write(_ value: JSONValue, to writer: inout JSONTextWriter, sortKeys: Bool) {
        switch value {
        case .object(let object):
            writer.openObject()
            let members = sortKeys
                ? object.members.sorted { XcodeKeyOrder.areInIncreasingOrder($0.name, $1.name) }
                : object.members
            for member in members {
                writer.key(member.name)
                write(member.node.value, to: &writer, sortKeys: sortKeys)
            }
            writer.closeObject()
        case .array(let items):
            writer.openArray()
            for item in items {
                writer.element()
                write(item.value, to: &writer, sortKeys: sortKeys)
            }
            writer.closeArray()
        case .string(let string): writer.string(string)
        case .number(let literal): writer.number(literal: literal)
        case .bool(let flag): writer.bool(flag)
        case .null: writer.null()
        }
    }
}
