/// Where something sits in a source file.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars from the start of the line,
/// as an editor shows it, whatever the file's encoding (UTF-16 files are located after decoding).
/// JSON sources also carry an RFC 6901 JSON pointer (`/strings/Save/localizations/de`).
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var jsonPointer: String?

    public init(file: String, line: Int, column: Int, jsonPointer: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.jsonPointer = jsonPointer
    }

    /// `file:line:column`, the form compilers and editors recognise.
    public var description: String { "\(file):\(line):\(column)" }
}
