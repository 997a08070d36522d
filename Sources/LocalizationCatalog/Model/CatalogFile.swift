/// What a reader got out of one file: its entries and the problems it found.
///
/// Single-language files (`.strings`, `.stringsdict`, `.po`) put each value under `locale`;
/// a `.xcstrings` file holds every language and names its `developmentLanguage`. A `.pot` has
/// entries with no localizations. The gettext header entry is not an entry: its fields are in
/// `header`, in file order.
public struct CatalogFile: Sendable {
    public var path: String
    public var format: CatalogFormat
    /// The table (`Localizable`, a gettext domain such as `django`).
    public var table: String
    /// The file's localization (from its `.lproj` folder, its gettext path or its `Language` header).
    public var locale: String?
    /// `.xcstrings` `sourceLanguage`; nil when the file does not say.
    public var developmentLanguage: String?
    /// gettext header fields, or other file-level metadata (`.xcstrings` `version`), in file order.
    public var header: [(name: String, value: String)]
    /// Where header fields are written, keyed by lowercased name; filled for the fields checks
    /// point at (gettext `Language` and `Plural-Forms`).
    public var headerLocations: [String: SourceLocation] = [:]
    /// For fields located in `headerLocations` and written plainly on one line (no escape before
    /// the `\n` that ends them, no continuation): how many characters (Unicode scalars) the field
    /// takes from its name to that `\n`, so a fix can replace exactly it.
    public var headerFieldLengths: [String: Int] = [:]
    public var entries: [CatalogEntry]
    public var diagnostics: [Diagnostic]
    /// How the file's text was stored.
    public var encoding: TextEncoding
    public var byteCount: Int

    public init(
        path: String, format: CatalogFormat, table: String, locale: String? = nil, developmentLanguage: String? = nil,
        header: [(name: String, value: String)] = [], entries: [CatalogEntry] = [], diagnostics: [Diagnostic] = [],
        encoding: TextEncoding = .utf8, byteCount: Int = 0
    ) {
        self.path = path
        self.format = format
        self.table = table
        self.locale = locale
        self.developmentLanguage = developmentLanguage
        self.header = header
        self.entries = entries
        self.diagnostics = diagnostics
        self.encoding = encoding
        self.byteCount = byteCount
    }

    /// The value of header field `name` (case-insensitive), or nil.
    public func headerValue(_ name: String) -> String? {
        // By index: `first(where:)` copied (and retained) each field it looked at.
        header.withUnsafeBufferPointer { fields in
            for index in fields.indices where Self.fieldName(fields[index].name, matches: name) { return fields[index].value }
            return nil
        }
    }

    /// Whether `field` and `name` are equal ignoring case, compared byte by byte when both are
    /// ASCII (every real header): the checks ask several fields of every file, and lowercasing
    /// allocates and walks Unicode tables.
    private static func fieldName(_ field: String, matches name: String) -> Bool {
        // Through the contiguous bytes: iterating the UTF-8 views cost thousands of instructions a header.
        let decided = field.utf8.withContiguousStorageIfAvailable { f in
            name.utf8.withContiguousStorageIfAvailable { n in asciiFieldName(f, matches: n) } ?? nil
        } ?? nil
        if let decided { return decided }
        return field.lowercased() == name.lowercased()
    }

    /// The comparison when both are ASCII; nil when either is not. Stops at the first ASCII byte
    /// that differs ignoring case: ASCII lowercases to itself one for one, so the lowercased
    /// strings differ there too, whatever follows.
    private static func asciiFieldName(_ field: UnsafeBufferPointer<UInt8>, matches name: UnsafeBufferPointer<UInt8>) -> Bool? {
        @inline(__always) func lower(_ b: UInt8) -> UInt8 { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b + 32 : b }
        let common = min(field.count, name.count)
        for i in 0..<common {
            let a = field[i], b = name[i]
            if a >= 0x80 || b >= 0x80 { return nil }
            if lower(a) != lower(b) { return false }
        }
        if field.count == name.count { return true }
        let longer = field.count > name.count ? field : name
        for i in common..<longer.count where longer[i] >= 0x80 { return nil }
        return false
    }

    /// Where header field `name` is written (case-insensitive), else the start of the file.
    public func headerLocation(_ name: String) -> SourceLocation {
        headerLocations[name.lowercased()] ?? SourceLocation(file: path, line: 1, column: 1)
    }

    /// The localizations that appear in the file, sorted.
    public var locales: [String] {
        if let locale { return [locale] }
        var seen = Set<String>()
        // Indexing, not `for entry in`: iterating copies every entry (and retains its strings).
        let buffer = entries
        for index in buffer.indices { buffer[index].localizations.forEachKey { seen.insert($0) } }
        return seen.sorted()
    }
}
