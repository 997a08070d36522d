/// The tree the bounded XML reader (`XMLTreeReader`) builds: elements and text, each with the
/// byte offset (into `SourceText.utf8`) where it starts, so findings can give line:column.
///
/// Comments, processing instructions and the document type declaration are not kept.
enum XMLNode {
    case element(XMLElement)
    case text(XMLText)
}

/// An element: `<name a="v">children</name>` or `<name/>`.
struct XMLElement {
    var name: String
    /// Attributes in source order, values with entities decoded.
    var attributes: [(name: String, value: String)]
    var children: [XMLNode]
    /// Offset of the `<` that opens the element.
    var offset: Int
    /// False when the element's end tag never came (the file ended, or an ancestor's end tag
    /// closed it). Its content is partial and the property list layer drops it.
    var isComplete: Bool

    init(name: String, attributes: [(name: String, value: String)] = [], offset: Int) {
        self.name = name
        self.attributes = attributes
        self.children = []
        self.offset = offset
        self.isComplete = false
    }

    /// The element children, without text.
    var elements: [XMLElement] {
        children.compactMap { if case .element(let e) = $0 { e } else { nil } }
    }
}

/// Character data: text with entities and character references decoded, CDATA sections
/// included. Adjacent pieces are merged into one node.
struct XMLText {
    var value: String
    /// Offset of the first character of the text in the source.
    var offset: Int
    /// True when `value`'s UTF-8 bytes are exactly the source bytes at `offset` (no entity,
    /// reference or CDATA markup inside), so an offset inside the value maps to the source by
    /// addition. Used to point at a `%#@name@` token inside a string.
    var isVerbatim: Bool

    var isWhitespace: Bool {
        value.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}
