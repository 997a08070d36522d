/// Writes a `StringsDocument` back to bytes.
///
/// Each entry is written as `leadingTrivia key afterKey [= afterEquals value afterValue] [;]`,
/// then the trailing trivia, and the UTF-8 result is stored in the document's encoding (with
/// its byte order mark, through `TextEncoding.encode`). Unchanged literals keep their raw
/// spelling, so reading and writing an unchanged file gives identical bytes; new values are
/// escaped by `StringsLiteral` (spec §6.1).
public enum StringsWriter {
    /// The file's bytes in the document's encoding.
    public static func write(_ document: StringsDocument) -> [UInt8] {
        document.encoding.encode(utf8(document))
    }

    /// The file's text as UTF-8 without a byte order mark.
    public static func utf8(_ document: StringsDocument) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(document.entries.count * 64 + document.trailingTrivia.utf8.count)
        for entry in document.entries {
            out.append(contentsOf: entry.leadingTrivia.utf8)
            out.append(contentsOf: entry.key.raw.utf8)
            out.append(contentsOf: entry.afterKey.utf8)
            if let value = entry.value {
                out.append(UInt8(ascii: "="))
                out.append(contentsOf: entry.afterEquals.utf8)
                out.append(contentsOf: value.raw.utf8)
                out.append(contentsOf: entry.afterValue.utf8)
            }
            if entry.hasSemicolon { out.append(UInt8(ascii: ";")) }
        }
        out.append(contentsOf: document.trailingTrivia.utf8)
        return out
    }
}
