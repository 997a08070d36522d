/// A property list value read from XML, with where it starts.
///
/// Shapes (Apple's PropertyList-1.0 DTD): `dictionary` (key/value pairs in file order, each key
/// with its offset), `array`, `string`, `integer`, `real`, `boolean` (`<true/>`, `<false/>`),
/// `date` (the ISO 8601 text as written), `data` (base64-decoded bytes).
struct PropertyListValue {
    indirect enum Content {
        case dictionary([PropertyListPair])
        case array([PropertyListValue])
        case string(String)
        case integer(Int)
        case real(Double)
        case boolean(Bool)
        case date(String)
        case data([UInt8])
    }

    var content: Content
    /// Offset of the element's `<` in the decoded text.
    var offset: Int
    /// For strings whose text has no entity or CDATA markup: offset of the first character, so a
    /// position inside the string maps to the source. Nil otherwise.
    var verbatimTextOffset: Int?

    /// The value's kind as its element is named, for messages.
    var kindName: String {
        switch content {
        case .dictionary: "<dict>"
        case .array: "<array>"
        case .string: "<string>"
        case .integer: "<integer>"
        case .real: "<real>"
        case .boolean(let b): b ? "<true/>" : "<false/>"
        case .date: "<date>"
        case .data: "<data>"
        }
    }

    var string: String? {
        if case .string(let s) = content { s } else { nil }
    }

    var dictionary: [PropertyListPair]? {
        if case .dictionary(let pairs) = content { pairs } else { nil }
    }
}

/// One `<key>` and its value in a dictionary.
struct PropertyListPair {
    var key: String
    /// Offset of the `<key>` element's `<`.
    var keyOffset: Int
    var value: PropertyListValue
}
