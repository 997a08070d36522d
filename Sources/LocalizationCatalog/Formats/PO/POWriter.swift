/// Writes a `PODocument` back to bytes.
///
/// Unedited entries and fields are written as the bytes they were read from, so read → write
/// with no change reproduces the file exactly. An edited field (see `POField.value`) and an
/// entry made in code are formatted as GNU `msgcat` formats them (gettext's `write-po.c`,
/// page width 79): see `POStringFormatter`. Text is encoded in the document's charset.
public enum POWriter {
    public static func write(_ document: PODocument) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(document.source.count + 256)
        // `prefix` and `trailer` are settable: clamped to the source, so every slice is inside it.
        document.source.withUnsafeBufferPointer { source in
            out.append(contentsOf: UnsafeBufferPointer(rebasing: source[document.prefix.clamped(to: 0..<source.count)]))
            for entry in document.entries {
                write(entry, source: source, charset: document.charset, into: &out)
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: source[document.trailer.clamped(to: 0..<source.count)]))
        }
        return out
    }

    private static func write(_ entry: POEntry, source: UnsafeBufferPointer<UInt8>, charset: POCharset, into out: inout [UInt8]) {
        // Every slice below is of `range` or of a field's range inside it, both inside `source`;
        // ranges that are not (they are settable) are written as a new entry instead.
        let fields = [entry.context, entry.id, entry.idPlural, entry.translation].compactMap { $0 } + entry.pluralTranslations
        guard let range = entry.range, range.lowerBound >= 0, range.upperBound <= source.count,
              fields.allSatisfy({ $0.range.map { range.lowerBound <= $0.lowerBound && $0.upperBound <= range.upperBound } ?? true })
        else {
            out.append(contentsOf: charset.encode(render(entry)))
            return
        }
        let edited = fields.filter(\.isEdited)
        if edited.isEmpty {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
            return
        }
        let prefix = entry.isObsolete ? "#~ " : ""
        // Replaced fields in file order; added fields go after the last field read from the file.
        let replaced = edited.filter { $0.range != nil }.sorted { $0.range!.lowerBound < $1.range!.lowerBound }
        let added = edited.filter { $0.range == nil }
        let insertion = fields.compactMap { $0.range?.upperBound }.max() ?? range.upperBound
        var cursor = range.lowerBound
        for field in replaced {
            guard let fieldRange = field.range, fieldRange.lowerBound >= cursor else { continue }
            if !added.isEmpty, insertion <= fieldRange.lowerBound, cursor <= insertion {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: source[cursor..<insertion]))
                for field in added { out.append(contentsOf: charset.encode(POStringFormatter.field(field.name, field.value, prefix: prefix))) }
                cursor = insertion
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: source[cursor..<fieldRange.lowerBound]))
            var text = POStringFormatter.field(field.name, field.value, prefix: prefix)
            // The file's last line had no newline: keep it that way.
            if fieldRange.upperBound == source.count, fieldRange.upperBound > 0, source[fieldRange.upperBound - 1] != 0x0A { text.removeLast() }
            out.append(contentsOf: charset.encode(text))
            cursor = fieldRange.upperBound
        }
        if !added.isEmpty, cursor <= insertion {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: source[cursor..<insertion]))
            for field in added { out.append(contentsOf: charset.encode(POStringFormatter.field(field.name, field.value, prefix: prefix))) }
            cursor = insertion
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: source[cursor..<range.upperBound]))
    }

    /// An entry made in code, as msgcat writes one: a blank line before it (not before a first
    /// entry's header), comments, then its fields.
    static func render(_ entry: POEntry) -> String {
        var text = "\n"
        for comment in entry.translatorComments { text += comment.isEmpty ? "#\n" : "# \(comment)\n" }
        for comment in entry.extractedComments { text += "#. \(comment)\n" }
        if !entry.references.isEmpty { text += "#: " + entry.references.joined(separator: " ") + "\n" }
        if !entry.flags.isEmpty { text += "#, " + entry.flags.joined(separator: ", ") + "\n" }
        let previousPrefix = entry.isObsolete ? "#~| " : "#| "
        if let value = entry.previousContext { text += POStringFormatter.field("msgctxt", value, prefix: previousPrefix) }
        if let value = entry.previousID { text += POStringFormatter.field("msgid", value, prefix: previousPrefix) }
        if let value = entry.previousIDPlural { text += POStringFormatter.field("msgid_plural", value, prefix: previousPrefix) }
        let prefix = entry.isObsolete ? "#~ " : ""
        let fields = [entry.context, entry.id, entry.idPlural, entry.translation].compactMap { $0 } + entry.pluralTranslations
        for field in fields { text += POStringFormatter.field(field.name, field.value, prefix: prefix) }
        return text
    }
}
