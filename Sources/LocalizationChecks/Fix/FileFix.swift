import LocalizationCatalog

/// The certain fixes of one file (`l10n-check --fix`): findings whose fix-it replaces a known
/// span (`fixItLength` scalars at the finding's line and column), applied to the file's text so
/// that only the bytes of the fixes change.
///
/// The file is decoded as its reader decodes it (UTF-8 with or without a byte order mark,
/// UTF-16) and written back in the same encoding. It is left as it is, with ``problem`` saying
/// why, when its bytes do not decode cleanly (a legacy charset, damaged text), when two fixes
/// overlap, when a fix runs past the end of its line or holds a line break, or when the fixed
/// text reads back with more errors than the file had.
public struct FileFix: Sendable {
    public var path: String
    /// The findings whose fixes are applied, in file order.
    public var applied: [Diagnostic]
    /// The file's bytes before and after; `fixed` is nil when the file is left as it is.
    public var original: [UInt8]
    public var fixed: [UInt8]?
    /// Why the file is left as it is, or nil.
    public var problem: String?
    /// The lines before and after (decoded, split at LF; equal in number, since no fix adds a line).
    var oldLines: [Substring] = []
    var newLines: [Substring] = []
    var endsWithNewline = true

    /// The fixes of every file with findings that have a certain fix, in the order of the files.
    public static func plan(_ report: LintReport, options: ReadOptions = ReadOptions()) -> [FileFix] {
        var byFile: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for d in report.diagnostics where d.fixIt != nil && d.fixItLength != nil && d.location.line >= 1 {
            if byFile[d.location.file] == nil { order.append(d.location.file) }
            byFile[d.location.file, default: []].append(d)
        }
        return order.map { make(path: $0, fixes: byFile[$0] ?? [], options: options) }
    }

    static func make(path: String, fixes: [Diagnostic], options: ReadOptions) -> FileFix {
        var result = FileFix(path: path, applied: [], original: [], fixed: nil, problem: nil)
        guard case .success(let bytes) = FileLoader.load(path, maximumSize: options.maximumFileSize) else {
            result.problem = "the file cannot be read"
            return result
        }
        result.original = bytes
        let decoded = SourceDecoder.decode(bytes, path: path)
        guard decoded.diagnostics.isEmpty, decoded.text.encoding.encode(decoded.text.utf8) == bytes else {
            result.problem = "its bytes are not clean UTF-8 or UTF-16, so it could not be written back unchanged"
            return result
        }
        let text = decoded.text
        // Each fix as a byte range of the UTF-8 text.
        var edits: [(range: Range<Int>, replacement: [UInt8], diagnostic: Diagnostic)] = []
        for d in fixes {
            guard let fixIt = d.fixIt, let length = d.fixItLength else { continue }
            guard !fixIt.contains(where: { $0 == "\n" || $0 == "\r" }) else {
                result.problem = "the fix at \(d.location.line):\(d.location.column) holds a line break"
                return result
            }
            guard let start = text.byteOffset(line: d.location.line, column: d.location.column),
                  let end = Self.advance(text.utf8, from: start, scalars: length)
            else {
                result.problem = "the fix at \(d.location.line):\(d.location.column) runs past the end of its line"
                return result
            }
            let edit = (range: start..<end, replacement: Array(fixIt.utf8), diagnostic: d)
            // The same fix reported twice (two rules, one span) is applied once.
            if edits.contains(where: { $0.range == edit.range && $0.replacement == edit.replacement }) { continue }
            edits.append(edit)
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        for (a, b) in zip(edits, edits.dropFirst()) where b.range.lowerBound < a.range.upperBound
            || (a.range.isEmpty && b.range.lowerBound == a.range.lowerBound) {
            result.problem = "the fixes at \(a.diagnostic.location.line):\(a.diagnostic.location.column) and \(b.diagnostic.location.line):\(b.diagnostic.location.column) overlap"
            return result
        }
        var utf8 = text.utf8
        for edit in edits.reversed() { utf8.replaceSubrange(edit.range, with: edit.replacement) }
        let encoded = text.encoding.encode(utf8)
        // The fixed text must read back with no more errors than the file had.
        if let format = CatalogFormat(pathExtension: String(path.split(separator: ".").last ?? "")) {
            let before = CatalogReader.read(bytes, path: path, format: format, options: options).diagnostics.filter { $0.severity == .error }
            let after = CatalogReader.read(encoded, path: path, format: format, options: options).diagnostics.filter { $0.severity == .error }
            if after.count > before.count {
                let first = after.first { error in !before.contains { $0.rule == error.rule && $0.message == error.message } } ?? after[0]
                result.problem = "the fixed file does not read back cleanly (\(first.location.line):\(first.location.column): \(first.message))"
                return result
            }
        }
        result.applied = edits.map(\.diagnostic)
        result.fixed = encoded
        result.endsWithNewline = text.utf8.last == 0x0A
        let oldText = String(decoding: text.utf8, as: UTF8.self), newText = String(decoding: utf8, as: UTF8.self)
        result.oldLines = Self.lines(oldText)
        result.newLines = Self.lines(newText)
        return result
    }

    /// The offset `scalars` Unicode scalars after `start`, or nil when a line break or the end of
    /// the text comes first.
    static func advance(_ utf8: [UInt8], from start: Int, scalars: Int) -> Int? {
        var offset = start
        var left = scalars
        while left > 0 {
            guard offset < utf8.count, utf8[offset] != 0x0A, utf8[offset] != 0x0D else { return nil }
            offset += 1
            while offset < utf8.count, utf8[offset] & 0xC0 == 0x80 { offset += 1 }
            left -= 1
        }
        return offset
    }

    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// A unified diff (`diff -u`, three lines of context) from the file before to after, with
    /// `a/` and `b/` before the path as git writes them; empty when nothing changes.
    public func unifiedDiff(context: Int = 3) -> String {
        guard fixed != nil, oldLines.count == newLines.count else { return "" }
        let changed = oldLines.indices.filter { oldLines[$0] != newLines[$0] }
        guard !changed.isEmpty else { return "" }
        var shown = Substring(path)
        while shown.hasPrefix("./") { shown = shown.dropFirst(2) }
        var out = "--- a/\(shown)\n+++ b/\(shown)\n"
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(oldLines.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        let last = oldLines.count - 1
        for hunk in hunks {
            out += "@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@\n"
            for i in hunk {
                let noNewline = i == last && !endsWithNewline ? "\n\\ No newline at end of file" : ""
                if oldLines[i] == newLines[i] {
                    out += " \(oldLines[i])\(noNewline)\n"
                } else {
                    out += "-\(oldLines[i])\(noNewline)\n+\(newLines[i])\(noNewline)\n"
                }
            }
        }
        return out
    }
}
