/// A localization file found by `CatalogDiscovery`, with what its path says about it.
public struct DiscoveredFile: Sendable, Hashable {
    public var path: String
    public var format: CatalogFormat
    /// The localization the path names (`de` for `de.lproj/…`, `de/LC_MESSAGES/…`, `po/de.po`);
    /// nil for `.xcstrings` (all languages in one file), `.pot` templates, and `.po` files whose
    /// path names no locale (their `Language` header decides).
    public var locale: String?
    /// The table: the file name without extension, or the gettext domain.
    public var table: String
    /// Files with the same `tableID` are localizations of one table: the folder holding the
    /// `.lproj` folders (or the gettext locale folders) plus the table name.
    public var tableID: String

    public init(path: String, format: CatalogFormat, locale: String?, table: String, tableID: String) {
        self.path = path
        self.format = format
        self.locale = locale
        self.table = table
        self.tableID = tableID
    }
}
