/// Comments attached to an entry, named as gettext names them (GNU gettext manual, "The Format
/// of PO Files"): translator comments (`# `), extracted comments (`#.`, a String Catalog's
/// `comment`, the `/* */` comment before a `.strings` entry), references (`#:`) and flags (`#,`).
public struct EntryComments: Sendable, Hashable {
    public var translator: [String]
    public var extracted: [String]
    public var references: [String]
    public var flags: [String]
    /// The previous msgid (`#| msgid`) of a fuzzy gettext entry, and its context and plural.
    public var previousContext: String?
    public var previousKey: String?
    public var previousPluralKey: String?

    /// No comments. Written out, not defaulted: an entry's box is made with these, and the
    /// defaulted initializer was built elsewhere and copied in.
    @inlinable
    public init() {
        translator = []
        extracted = []
        references = []
        flags = []
        previousContext = nil
        previousKey = nil
        previousPluralKey = nil
    }

    public init(
        translator: [String] = [], extracted: [String] = [], references: [String] = [], flags: [String] = [],
        previousContext: String? = nil, previousKey: String? = nil, previousPluralKey: String? = nil
    ) {
        self.translator = translator
        self.extracted = extracted
        self.references = references
        self.flags = flags
        self.previousContext = previousContext
        self.previousKey = previousKey
        self.previousPluralKey = previousPluralKey
    }

    public var isEmpty: Bool {
        translator.isEmpty && extracted.isEmpty && references.isEmpty && flags.isEmpty
            && previousContext == nil && previousKey == nil && previousPluralKey == nil
    }
}
