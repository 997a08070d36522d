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

    /// The folder part of a table ID `<folder>|<table>`, or nil when `id` does not end with
    /// `|table`. Cut by bytes: a folder or table name may start with a combining mark, which
    /// joins the `|` before it into one Character.
    public static func folder(ofTableID id: String, table: String) -> String? {
        let suffix = Array(("|" + table).utf8)
        guard id.utf8.count >= suffix.count, id.utf8.reversed().starts(with: suffix.reversed()) else { return nil }
        return String(decoding: id.utf8.dropLast(suffix.count), as: UTF8.self)
    }

    public init(path: String, format: CatalogFormat, locale: String?, table: String, tableID: String) {
        self.path = path
        self.format = format
        self.locale = locale
        self.table = table
        self.tableID = tableID
    }
}
