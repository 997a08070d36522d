/// The title of a standard action as shown: the text and the localization it was taken from.
public struct StandardActionTitle: Sendable, Hashable {
    /// The title, e.g. `"Abbrechen"`.
    public var text: String
    /// The table's localization the text came from, spelled as the String Catalog spells it
    /// (`"de"`, `"pt-BR"`, `"zh-Hant"`).
    public var localization: String

    public init(text: String, localization: String) {
        self.text = text
        self.localization = localization
    }
}
