/// Small catalog files shared by the tests of several modules.
public enum Fixtures {
    /// A `.stringsdict` with one plural key, `Delete %lld items?` (one/other), in English.
    public static let deleteItemsStringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>Delete %lld items?</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>Delete %lld item?</string><key>other</key><string>Delete %lld items?</string></dict>
        </dict></dict></plist>
        """
}
