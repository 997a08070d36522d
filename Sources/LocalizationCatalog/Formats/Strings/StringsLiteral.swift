/// A key or value of a `.strings` file: its text and its spelling as written.
///
/// A literal read from a file keeps its raw spelling (quotes and escapes as the author wrote
/// them), so writing it back gives the same bytes. A literal made from text is spelled with the
/// escapes of `StringsEscapes.quoted` (spec §6.1).
public struct StringsLiteral: Sendable, Hashable {
    /// How the literal is delimited.
    public enum Quoting: Sendable, Hashable {
        /// `"…"`
        case double
        /// `'…'`
        case single
        /// `[A-Za-z0-9_$/:.-]+`, no quotes.
        case none
    }

    /// The spelling in the file, quotes included.
    public let raw: String
    /// The text it stands for, escapes decoded.
    public let text: String
    public let quoting: Quoting

    /// `text` spelled with `quoting`; text that cannot be written unquoted gets double quotes.
    public init(_ text: String, quoting: Quoting = .double) {
        self.text = text
        switch quoting {
        case .none where StringsEscapes.canWriteUnquoted(text):
            self.quoting = .none
            self.raw = text
        case .single:
            self.quoting = .single
            self.raw = StringsEscapes.quoted(text, quote: UInt8(ascii: "'"))
        default:
            self.quoting = .double
            self.raw = StringsEscapes.quoted(text)
        }
    }

    /// A literal as read: `raw` must spell `text`.
    init(raw: String, text: String, quoting: Quoting) {
        self.raw = raw
        self.text = text
        self.quoting = quoting
    }
}
