/// Rules shared by every reader: file access, size, encoding.
extension DiagnosticRule {
    public static let fileUnreadable = DiagnosticRule(
        id: "io.unreadable", severity: .error, summary: "The file could not be read.")
    public static let fileTooLarge = DiagnosticRule(
        id: "io.file-too-large", severity: .error,
        summary: "The file is larger than the reader's size cap and was not parsed.")
    /// Readers of formats whose tools reject an empty file (plutil, Xcode, msgfmt) report it as
    /// an error; an empty `.strings` is only an empty table to Apple's loader.
    public static let emptyFile = DiagnosticRule(
        id: "io.empty-file", severity: .warning,
        summary: "The file is empty: a warning for .strings (an empty table to Apple), an error for the formats whose tools reject it (plutil, Xcode, msgfmt).")
    public static let invalidUTF8 = DiagnosticRule(
        id: "encoding.invalid-utf8", severity: .error,
        summary: "The bytes are not valid UTF-8; Apple's loader rejects the whole file.")
    public static let utf16WithoutBOM = DiagnosticRule(
        id: "encoding.utf16-without-bom", severity: .error,
        summary: "UTF-16 text without a byte order mark; Apple's loader skips its first two bytes and reads host byte order.")
    public static let unsupportedEncoding = DiagnosticRule(
        id: "encoding.unsupported", severity: .error,
        summary: "The text encoding is not one the format allows.")

    /// Rules every reader may report.
    public static let common: [DiagnosticRule] = [
        .fileUnreadable, .fileTooLarge, .emptyFile, .invalidUTF8, .utf16WithoutBOM, .unsupportedEncoding,
    ]
}
