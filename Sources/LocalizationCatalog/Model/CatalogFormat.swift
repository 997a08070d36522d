/// The file formats the catalog layer reads.
public enum CatalogFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Apple `.strings`: old-style property list of key = value pairs.
    case strings
    /// Apple `.stringsdict`: XML property list of plural, width and device rules.
    case stringsdict
    /// Apple String Catalog (`.xcstrings`), JSON.
    case xcstrings
    /// GNU gettext translation (`.po`).
    case po
    /// GNU gettext template (`.pot`).
    case pot

    /// The format a path's extension names, or nil.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "strings": self = .strings
        case "stringsdict": self = .stringsdict
        case "xcstrings": self = .xcstrings
        case "po": self = .po
        case "pot": self = .pot
        default: return nil
        }
    }
}
