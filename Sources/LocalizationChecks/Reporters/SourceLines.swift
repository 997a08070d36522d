import LocalizationCatalog

/// The text of the lines findings point at, for reporters that quote or hash them. Each file is
/// read and decoded once (as its reader decodes it: byte order marks, UTF-16), and only when a
/// finding in it asks; a file that cannot be read, or is over the readers' size cap, has no lines.
final class SourceLines {
    private var texts: [String: SourceText?] = [:]
    private let maximumFileSize = ReadOptions().maximumFileSize

    /// Line `line` (1-based) of `path` without its line break, or nil.
    func line(_ path: String, _ line: Int) -> String? {
        guard line >= 1, let text = text(path) else { return nil }
        let starts = text.lineStarts
        guard line <= starts.count else { return nil }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] : text.utf8.count
        while end > start, text.utf8[end - 1] == 0x0A || text.utf8[end - 1] == 0x0D { end -= 1 }
        return String(decoding: text.utf8[start..<end], as: UTF8.self)
    }

    private func text(_ path: String) -> SourceText? {
        if let known = texts[path] { return known }
        var decoded: SourceText?
        if case .success(let bytes) = FileLoader.load(path, maximumSize: maximumFileSize) {
            decoded = SourceDecoder.decode(bytes, path: path).text
        }
        texts[path] = decoded
        return decoded
    }
}
