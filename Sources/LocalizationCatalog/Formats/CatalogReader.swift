/// Reads a localization file of any supported format into a `CatalogFile`.
///
/// The size cap (`ReadOptions.maximumFileSize`) is enforced here, before any format reader runs,
/// so a format reader called directly reads whatever bytes it is given.
///
/// Never throws: an unreadable or oversized file gives a `CatalogFile` with no entries and one
/// diagnostic (`io.unreadable`, `io.file-too-large`); malformed content gives what could be read
/// plus diagnostics.
public enum CatalogReader {
    /// Reads `bytes` (the content of `path`) as `format`.
    public static func read(
        _ bytes: [UInt8], path: String, format: CatalogFormat, options: ReadOptions = ReadOptions()
    ) -> CatalogFile {
        if bytes.count > options.maximumFileSize {
            return failed(path: path, format: format, options: options, .fileTooLarge,
                          "the file has \(bytes.count) bytes, over the cap of \(options.maximumFileSize)")
        }
        switch format {
        case .strings: return StringsReader.read(bytes, path: path, options: options)
        case .stringsdict: return StringsDictReader.read(bytes, path: path, options: options)
        case .xcstrings: return XCStringsReader.read(bytes, path: path, options: options)
        case .po, .pot: return POReader.read(bytes, path: path, options: options)
        }
    }

    /// Reads the file at `path`; its format comes from the extension unless given.
    public static func read(path: String, format: CatalogFormat? = nil, options: ReadOptions = ReadOptions()) -> CatalogFile {
        guard let format = format ?? CatalogFormat(pathExtension: pathExtension(of: path)) else {
            return failed(path: path, format: .strings, options: options, .fileUnreadable,
                          "unknown localization file extension '.\(pathExtension(of: path))'")
        }
        switch FileLoader.load(path, maximumSize: options.maximumFileSize) {
        case .success(let bytes):
            return read(bytes, path: path, format: format, options: options)
        case .failure(.tooLarge(let size)):
            return failed(path: path, format: format, options: options, .fileTooLarge,
                          "the file has \(size) bytes, over the cap of \(options.maximumFileSize)")
        case .failure(.isDirectory):
            return failed(path: path, format: format, options: options, .fileUnreadable, "the path is a directory")
        case .failure(.unreadable(let reason)):
            return failed(path: path, format: format, options: options, .fileUnreadable, "cannot read the file: \(reason)")
        }
    }

    /// The text after the last `.` of the last path component, empty components skipped (the
    /// whole name when it has no dot). Cut by bytes: splitting by `Character` cost 29,000
    /// instructions a path, and a combining mark after a `/` joined the two into one Character.
    static func pathExtension(of path: String) -> String {
        guard let name = lastPiece(of: path[...], separator: UInt8(ascii: "/")) else { return "" }
        return lastPiece(of: name, separator: UInt8(ascii: ".")).map(String.init) ?? ""
    }

    /// The last non-empty piece of `text` split at `separator`, or nil when there is none.
    private static func lastPiece(of text: Substring, separator: UInt8) -> Substring? {
        let utf8 = text.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == separator { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return nil }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != separator { start = utf8.index(before: start) }
        return text[start..<end]
    }

    /// The table a file belongs to by default: its name without the extension.
    public static func defaultTableName(for path: String) -> String {
        // By bytes: a name may start with a combining mark, which joins the `/` before it into
        // one Character.
        let utf8 = path.utf8
        let slash = utf8.lastIndex(of: UInt8(ascii: "/"))
        let nameStart = slash.map { utf8.index(after: $0) } ?? utf8.startIndex
        let name = path[nameStart...]
        // A trailing slash leaves no name: the path, without empty components, as before.
        guard !name.isEmpty else { return path.split(separator: "/").last.map(String.init) ?? path }
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return String(name) }
        return String(name[..<dot])
    }

    private static func failed(
        path: String, format: CatalogFormat, options: ReadOptions, _ rule: DiagnosticRule, _ message: String
    ) -> CatalogFile {
        CatalogFile(
            path: path, format: format, table: options.table ?? defaultTableName(for: path), locale: options.locale,
            diagnostics: [Diagnostic(rule, at: SourceLocation(file: path, line: 1, column: 1), message)])
    }
}
