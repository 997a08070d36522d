/// Rules shared by every reader: file access, size, encoding.
extension DiagnosticRule {
    public static let fileUnreadable = DiagnosticRule(
        id: "io.unreadable", severity: .error,
        summary: "The file could not be read.",
        rationale: "Nothing in it can be checked, and the build that copies it fails alike; `l10n-check` exits with status 2, as for a path that does not exist.",
        source: "POSIX open(2) and read(2): a dangling symbolic link, a folder named like a catalog, a file without read permission.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", "↓../../Shared/de.lproj/Localizable.strings", encoding: .danglingLink)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #""Save" = "Sichern";"#)),
        ])
    public static let fileTooLarge = DiagnosticRule(
        id: "io.file-too-large", severity: .error,
        summary: "The file is larger than the reader's size cap and was not parsed.",
        rationale: "A catalog hundreds of megabytes long is a generated or corrupted file; reading it would stall a CI job. The cap is 256 MiB.",
        source: "This project's hostile-input limits (ReadOptions.maximumFileSize); no Apple or gettext file comes near them.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", #"↓"Save" = "Sichern";"#), maximumFileSize: 8),
            .accepted(ExampleFile("de.lproj/Localizable.strings", #""Save" = "Sichern";"#)),
        ])
    /// Readers of formats whose tools reject an empty file (plutil, Xcode, msgfmt) report it as
    /// an error; an empty `.strings` is only an empty table to Apple's loader.
    public static let emptyFile = DiagnosticRule(
        id: "io.empty-file", severity: .warning,
        summary: "The file is empty: a warning for .strings (an empty table to Apple), an error for the formats whose tools reject it (plutil, Xcode, msgfmt).",
        rationale: "An empty file is usually a translation export that failed; every key of the table then shows in the development language.",
        source: "Measured: plutil -lint rejects an empty .stringsdict or .xcstrings, Xcode does not open an empty String Catalog, msgfmt rejects an empty .po; CFBundle reads an empty .strings as no entries.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", "↓")),
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", "↓")),
            .accepted(ExampleFile("de.lproj/Localizable.strings", "/* No translations yet. */\n")),
        ])
    public static let invalidUTF8 = DiagnosticRule(
        id: "encoding.invalid-utf8", severity: .error,
        summary: "The bytes are not valid UTF-8; Apple's loader rejects the whole file.",
        rationale: "A file saved in Latin-1 or cut in the middle of a character does not load: every key of the table shows in the development language.",
        source: "Apple, \"Resource Programming Guide: String Resources\" (tables are UTF-8 or UTF-16); Unicode 15 §3.9, table 3-7 for what is well-formed UTF-8.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", "\"Save\" = \"Sich↓\u{E9}rn\";\n", encoding: .bytes)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", "\"Save\" = \"Sichérn\";\n")),
        ])
    public static let invalidUnicode = DiagnosticRule(
        id: "encoding.invalid-unicode", severity: .warning,
        summary: "UTF-16 or UTF-32 text holds a lone surrogate, a value that is no Unicode scalar, or a character cut off at the end.",
        rationale: "Such a file still loads: the cut-off bytes are dropped and the broken character shows as U+FFFD, so the damage goes unnoticed until a user sees it, and no tool can write the file back unchanged.",
        source: "Unicode 15 §3.9 (D91: well-formed UTF-16; D90: UTF-32 code units are scalar values); measured with the toolchain's plutil (CFPropertyList), which drops a trailing odd byte and reads a lone surrogate as U+FFFD.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", "\"Save\" = \"Sichern\";↓\n", encoding: .utf16LittleEndianCutShort)),
            .accepted(ExampleFile("de.lproj/Localizable.strings", "\"Save\" = \"Sichern\";\n", encoding: .utf16LittleEndian(byteOrderMark: true))),
        ])
    public static let utf16WithoutBOM = DiagnosticRule(
        id: "encoding.utf16-without-bom", severity: .error,
        summary: "UTF-16 text without a byte order mark; Apple's loader skips its first two bytes and reads host byte order.",
        rationale: "The first character of the file is lost and a big-endian file reads as garbage on every Apple device; a byte order mark makes the file unambiguous.",
        source: "CFStringCreateFromExternalRepresentation as CFBundle calls it for .strings tables (measured with plutil); Unicode 15 §3.10 on byte order marks.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.strings", "↓\"Save\" = \"Sichern\";\n", encoding: .utf16LittleEndian(byteOrderMark: false))),
            .accepted(ExampleFile("de.lproj/Localizable.strings", "\"Save\" = \"Sichern\";\n", encoding: .utf16LittleEndian(byteOrderMark: true))),
        ])
    public static let unsupportedEncoding = DiagnosticRule(
        id: "encoding.unsupported", severity: .error,
        summary: "The text encoding is not one the format allows.",
        rationale: "String Catalogs must be UTF-8 and Xcode rejects others; a .stringsdict declaring a legacy encoding is read differently by Apple's parser and by text tools.",
        source: "Xcode's String Catalog format (JSON, RFC 8259 §8.1: UTF-8); CFPropertyList's XML parser for the encoding declaration.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", "↓{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}\n", encoding: .utf16LittleEndian(byteOrderMark: true))),
            .accepted(ExampleFile("Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}\n")),
        ])

    /// Rules every reader may report.
    public static let common: [DiagnosticRule] = [
        .fileUnreadable, .fileTooLarge, .emptyFile, .invalidUTF8, .invalidUnicode, .utf16WithoutBOM, .unsupportedEncoding,
    ]
}
