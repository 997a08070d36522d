/// Limits and context a reader works with.
public struct ReadOptions: Sendable {
    /// Files larger than this are not parsed (`io.file-too-large`). Bytes.
    public var maximumFileSize: Int
    /// The deepest nesting a structured reader follows (JSON, XML) before reporting and skipping.
    public var maximumNestingDepth: Int
    /// The localization the file belongs to, when its path says (`de.lproj`, `de/LC_MESSAGES`).
    public var locale: String?
    /// The table name; defaults to the file name without extension.
    public var table: String?

    public init(
        maximumFileSize: Int = 256 * 1024 * 1024, maximumNestingDepth: Int = 64, locale: String? = nil,
        table: String? = nil
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumNestingDepth = maximumNestingDepth
        self.locale = locale
        self.table = table
    }
}
