#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads Apple `.strings` tables (old-style property list dictionary content, spec §6.1).
///
/// Shape: each `key = value;` (or the shorthand `key;`, whose value is the key) becomes a
/// `CatalogEntry` whose single localization holds `.text(value)`; the `/* */` comment written just
/// before the key (at most one line break between) goes to `comments.extracted`. The entry's
/// location is its key's, the translation's is its value's.
///
/// Behaviour follows CF's `CFOldStylePList.c` as checked with the toolchain's `plutil`: encodings
/// are detected by `SourceDecoder` (BOM, else UTF-16 when a zero byte leads, else UTF-8); a
/// duplicate key keeps its last value (warning `strings.duplicate-key`, entry at the first key's
/// place). Syntax errors (`strings.*`, see `StringsRules.swift`) are located at the offending
/// character; the reader recovers at the next line, so entries before and after are still read.
/// An empty file gives `io.empty-file`; a whitespace- or comment-only file gives nothing.
public enum StringsReader {
    public static func read(_ bytes: [UInt8], path: String, options: ReadOptions = ReadOptions()) -> CatalogFile {
        // Read without discovery, the `<locale>.lproj` folder still names the localization.
        let locale = options.locale ?? CatalogDiscovery.classify(path)?.locale
        var file = CatalogFile(
            path: path, format: .strings, table: options.table ?? CatalogReader.defaultTableName(for: path),
            locale: locale, byteCount: bytes.count)
        let start = SourceLocation(file: path, line: 1, column: 1)
        if bytes.isEmpty {
            file.diagnostics.append(Diagnostic(.emptyFile, at: start, "the file is empty (Apple's loader reports an error and the table is empty)"))
            return file
        }
        let (text, decodeDiagnostics) = SourceDecoder.decode(bytes, path: path)
        file.encoding = text.encoding
        let (parsed, parseDiagnostics) = StringsParser.parse(text)
        file.diagnostics = decodeDiagnostics + parseDiagnostics
        file.entries = makeEntries(parsed, text: text, localeKey: locale ?? "")
        return file
    }

    /// Catalog entries in file order; a duplicate replaces its earlier occurrence in place.
    private static func makeEntries(_ parsed: [StringsParsedEntry], text: SourceText, localeKey: String) -> [CatalogEntry] {
        // LocationCursor clamps each target to 0...buf.count and searches only below it.
        text.utf8.withUnsafeBufferPointer { buf in
            var entries: [CatalogEntry] = []
            entries.reserveCapacity(parsed.count)
            var outputIndex: [Int] = []
            outputIndex.reserveCapacity(parsed.count)
            var cursor = LocationCursor(buf: buf, path: text.path)
            // By index: `for item in` copies each parsed entry (and retains its strings) once more.
            for position in parsed.indices {
                // Comments and keys come before values, so offsets only grow.
                let keyLocation = cursor.location(at: parsed[position].keyRange.lowerBound)
                let valueLocation = cursor.location(at: parsed[position].valueRange?.lowerBound ?? parsed[position].keyRange.lowerBound)
                var entry = CatalogEntry(key: parsed[position].key, context: nil, pluralKey: nil, state: nil, at: keyLocation)
                // Filled inside the entry's box: parts handed to the initializer were copied once more.
                if let comment = parsed[position].commentRange {
                    // Made whole: setting `extracted` first made a box of empty fields.
                    entry.comments = EntryComments(extracted: [trimmedString(buf, comment)])
                }
                entry.localizations.setOnly(localeKey) { translation in
                    translation.value.content = .text(parsed[position].value)
                    translation.value.location = valueLocation
                    translation.location = valueLocation
                }
                let duplicateOf = parsed[position].duplicateOf
                if let previous = duplicateOf {
                    let index = outputIndex[previous]
                    entries[index] = entry
                    outputIndex.append(index)
                } else {
                    outputIndex.append(entries.count)
                    entries.append(entry)
                }
            }
            return entries
        }
    }

    /// The comment text in `range` without the whitespace around it.
    private static func trimmedString(_ buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var low = range.lowerBound, high = range.upperBound
        while low < high, buf[low] == 0x20 || (buf[low] >= 0x09 && buf[low] <= 0x0D) { low += 1 }
        while high > low, buf[high - 1] == 0x20 || (buf[high - 1] >= 0x09 && buf[high - 1] <= 0x0D) { high -= 1 }
        return UTF8Validation.string(validPiece: UnsafeBufferPointer(rebasing: buf[low..<high]))
    }
}

/// Turns increasing byte offsets into locations in one forward pass (the same line:column as
/// `SourceText.location(at:)`, without its per-call scan from the line start).
private struct LocationCursor {
    let buf: UnsafeBufferPointer<UInt8>
    let path: String
    var offset = 0
    var line = 1
    var column = 1

    init(buf: UnsafeBufferPointer<UInt8>, path: String) {
        self.buf = buf
        self.path = path
    }

    mutating func location(at target: Int) -> SourceLocation {
        let target = min(max(target, 0), buf.count)
        if target < offset { offset = 0; line = 1; column = 1 }
        guard let base = buf.baseAddress else { return SourceLocation(file: path, line: line, column: column) }
        // Line breaks found with memchr and columns counted eight bytes at a time: a byte loop
        // here was a tenth of reading a .strings file.
        while offset < target, let hit = memchr(base + offset, 0x0A, target - offset) {
            offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            line += 1
            column = 1
        }
        column += Self.characterCount(base, from: offset, to: target)
        offset = target
        return SourceLocation(file: path, line: line, column: column)
    }

    /// The number of UTF-8 bytes in `from..<to` that start a character (are not 10xxxxxx).
    private static func characterCount(_ base: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int {
        var continuation = 0
        var i = from
        while i + 8 <= end {
            // In bounds: the loop runs while i + 8 <= end, and end is within the text.
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            // Bit 7 set and bit 6 clear in a byte; the shift never carries bit 6 into another byte's bit 7.
            // The marks are summed by one multiply: a population count has no instruction in the
            // baseline x86-64 this is built for, and its emulation cost twice as much.
            let marks = (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
            continuation += Int((marks &* 0x0101_0101_0101_0101) >> 56)
            i += 8
        }
        while i < end {
            if base[i] & 0xC0 == 0x80 { continuation += 1 }
            i += 1
        }
        return end - from - continuation
    }
}
