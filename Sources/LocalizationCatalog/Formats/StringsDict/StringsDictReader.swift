/// Placeholder until the reader lands.
public enum StringsDictReader {
    public static func read(_ bytes: [UInt8], path: String, options: ReadOptions = ReadOptions()) -> CatalogFile {
        CatalogFile(path: path, format: .stringsdict, table: options.table ?? CatalogReader.defaultTableName(for: path),
                    locale: options.locale, byteCount: bytes.count)
    }
}
