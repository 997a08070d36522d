/// Where something sits in a source file.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars from the start of the line,
/// as an editor shows it, whatever the file's encoding (UTF-16 files are located after decoding).
/// JSON sources also carry an RFC 6901 JSON pointer (`/strings/Save/localizations/de`).
///
/// Line and column are stored in 32 bits each (clamped to ±2³¹, beyond any file the readers
/// accept): every entry holds three locations, and the smaller field makes each entry's box
/// 24 bytes smaller. Encoded as `{"file", "line", "column", "jsonPointer"}`.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    private var storedLine: Int32
    private var storedColumn: Int32
    /// Shared with the other locations under the same member (see `JSONPointerChain`).
    private var pointer: JSONPointerChain?

    /// The pointer with its shared storage, for another location inside the same value.
    package var jsonPointerChain: JSONPointerChain? { pointer }

    /// The RFC 6901 pointer of the JSON value, for JSON sources.
    public var jsonPointer: String? {
        get { pointer?.string }
        set { pointer = newValue.map { JSONPointerChain($0) } }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int, jsonPointer: String? = nil) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        pointer = jsonPointer.map { JSONPointerChain($0) }
    }

    /// A location whose pointer shares storage with others built from the same chain.
    package init(file: String, line: Int, column: Int, pointer: JSONPointerChain?) {
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        self.pointer = pointer
    }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn && lhs.file == rhs.file
            && lhs.jsonPointer == rhs.jsonPointer
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
        hasher.combine(jsonPointer)
    }

    /// `file:line:column`, the form compilers and editors recognise.
    public var description: String { "\(file):\(line):\(column)" }

    private enum CodingKeys: String, CodingKey {
        case file, line, column, jsonPointer
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column),
            jsonPointer: try container.decodeIfPresent(String.self, forKey: .jsonPointer))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encodeIfPresent(jsonPointer, forKey: .jsonPointer)
    }
}
