import Dialogs
import Foundation

/// Writes a `ResolvedDialog` as the JSON its `Codable` conformance defines — for tools, CI and
/// snapshot files.
///
/// Shape: one object per dialog with every member present (`title` is null when the platform
/// hides it, `message` null when there is none, `id` null unless the dialog came from a
/// manifest):
/// ```json
/// { "actionLayout": "row|stack",
///   "actions": [ { "image"?, "isDefault", "isDisabled"? (only when true), "isStandard", "label", "role": null|"cancel"|… } ],
///   "diagnostics": [ { "element", "message", "rule", "severity" } ],
///   "id", "kind", "layoutDirection": "leftToRight|rightToLeft", "locale", "localization",
///   "message", "platform", "style", "textFields": [ { "isSecure", "prompt"?, "text", "title" } ],
///   "title" }
/// ```
/// A list of dialogs is a JSON array of these objects, in the given order.
///
/// Layout, stable for diffs: keys sorted by name at every level (Foundation's `JSONEncoder` with
/// `.sortedKeys`), two-space indentation as `"key" : value`, empty arrays as `[]`, `/` not
/// escaped, text other than ASCII written as UTF-8, and a final newline. `actions` stay in
/// visual order.
public struct JSONDialogRenderer: DialogRenderer {
    public var fileExtension: String { "json" }

    public init() {}

    public func render(_ dialog: ResolvedDialog) -> String {
        encode(dialog)
    }

    public func render(_ dialogs: [ResolvedDialog]) -> String {
        encode(dialogs)
    }

    private func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A resolved dialog holds only strings, booleans and enums: encoding cannot fail (it
        // fails only for non-finite numbers).
        guard let data = try? encoder.encode(value) else { return "null\n" }
        return String(decoding: Self.collapsingEmptyCollections(Array(data)), as: UTF8.self) + "\n"
    }

    /// Foundation pretty-prints an empty array as `[`, a blank line and `]`; this writes `[]`
    /// (and `{}`). A line break inside a JSON string is always escaped, so a bracket followed by
    /// a raw line break is structure, never text.
    static func collapsingEmptyCollections(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            out.append(byte)
            index += 1
            guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") else { continue }
            // Only a run holding a line break: "[ ]" may be the text of a string.
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\n") else { continue }
            var end = index
            while end < bytes.count, bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: " ") { end += 1 }
            let close = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
            if end < bytes.count, bytes[end] == close {
                out.append(close)
                index = end + 1
            }
        }
        return out
    }
}
