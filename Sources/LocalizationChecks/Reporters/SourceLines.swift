import LocalizationCatalog

/// The text of the lines findings point at, for reporters that quote or hash them. A file is
/// read and decoded (as its reader decodes it: byte order marks, UTF-16) only when a finding in
/// it asks, and only the last file asked for is kept: findings come in file order, so each file
/// is read once without the whole tree's text held at once. A file that cannot be read, or is
/// over the readers' size cap, has no lines.
final class SourceLines {
    private var lastPath: String?
    private var lastText: SourceText?
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
        if path == lastPath { return lastText }
        lastText = nil  // freed before the next file is read
        if case .success(let bytes) = FileLoader.load(path, maximumSize: maximumFileSize) {
            lastText = SourceDecoder.decode(bytes, path: path).text
        }
        lastPath = path
        return lastText
    }
}
