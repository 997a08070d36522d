import LocalizationCatalog

/// Places findings inside strings: the file line and column of byte N of a value, from the file
/// read again (only files with such findings are; the last few are kept). See `StringPositions`.
enum StringPositionLocator {
    private static let texts = Locked<[String: SourceText]>([:])
    private static let kept = 16

    /// The location of byte `offset` of the value whose literal starts at `start`, or `start`
    /// itself when the file cannot be read again or the literal is not where it says.
    static func location(ofByte offset: Int?, inValueAt start: SourceLocation, format: CatalogFormat?) -> SourceLocation {
        guard let offset, offset >= 0, let format, let text = text(of: start.file) else { return start }
        return StringPositions.location(ofByte: offset, inValueAt: start, format: format, text: text) ?? start
    }

    private static func text(of path: String) -> SourceText? {
        if let known = texts.withLock({ $0[path] }) { return known }
        guard case .success(let bytes) = FileLoader.load(path, maximumSize: ReadOptions().maximumFileSize) else { return nil }
        let text = SourceDecoder.decode(bytes, path: path).text
        texts.withLock { cache in
            if cache.count >= kept { cache.removeAll() }
            cache[path] = text
        }
        return text
    }
}
