/// Turns the XML tree of a property list into `PropertyListValue`s (Apple's PropertyList-1.0 DTD:
/// `plist` holding one of `dict`, `array`, `string`, `integer`, `real`, `true`, `false`, `date`,
/// `data`; a `dict` alternates `key` and value elements).
///
/// Recovery: a value that cannot be read is reported and left out (a dictionary drops its key
/// with it); an incomplete element (its end tag never came, already reported as truncation) is
/// left out silently, so a truncated file keeps exactly its complete entries.
struct XMLPropertyListDecoder {
    let text: SourceText
    private(set) var diagnostics: [Diagnostic] = []

    init(text: SourceText) {
        self.text = text
    }

    /// The document's top-level value: the single child of `<plist>`, or a bare root value.
    mutating func decodeDocument(_ root: XMLElement) -> PropertyListValue? {
        guard root.name == "plist" else {
            return decode(root, allowIncomplete: true)
        }
        checkNoText(root)
        let values = root.elements
        guard let first = values.first else {
            if root.isComplete { report(.plistMalformed, at: root.offset, "<plist> holds no value") }
            return nil
        }
        if values.count > 1 {
            report(.plistMalformed, at: values[1].offset, "<plist> holds more than one value; only the first is read")
        }
        return decode(first, allowIncomplete: true)
    }

    /// The value of `element`; nil when it is not a valid value (reported) or is incomplete.
    /// `allowIncomplete` keeps the complete part of an unfinished top-level container.
    mutating func decode(_ element: XMLElement, allowIncomplete: Bool = false) -> PropertyListValue? {
        if !element.isComplete && !allowIncomplete { return nil }
        let offset = element.offset
        switch element.name {
        case "dict":
            return PropertyListValue(content: .dictionary(decodeDictionary(element)), offset: offset)
        case "array":
            checkNoText(element)
            let items = element.elements.compactMap { decode($0) }
            return PropertyListValue(content: .array(items), offset: offset)
        case "string":
            let (string, verbatimOffset) = characterData(element)
            return PropertyListValue(content: .string(string), offset: offset, verbatimTextOffset: verbatimOffset)
        case "integer":
            let raw = trimmed(characterData(element).text)
            guard let value = parseInteger(raw) else {
                report(.plistInvalidValue, at: offset, "<integer> holds '\(raw)', which is not an integer")
                return nil
            }
            return PropertyListValue(content: .integer(value), offset: offset)
        case "real":
            let raw = trimmed(characterData(element).text)
            guard let value = Double(raw) else {
                report(.plistInvalidValue, at: offset, "<real> holds '\(raw)', which is not a number")
                return nil
            }
            return PropertyListValue(content: .real(value), offset: offset)
        case "true", "false":
            if !element.children.isEmpty, !characterData(element).text.utf8.allSatisfy(isWhitespace) {
                report(.plistInvalidValue, at: offset, "<\(element.name)> must be empty")
            }
            return PropertyListValue(content: .boolean(element.name == "true"), offset: offset)
        case "date":
            let raw = trimmed(characterData(element).text)
            guard isISO8601Date(raw) else {
                report(.plistInvalidValue, at: offset, "<date> holds '\(raw)', not a date like 2024-01-31T12:00:00Z")
                return nil
            }
            return PropertyListValue(content: .date(raw), offset: offset)
        case "data":
            guard let bytes = Base64.decode(characterData(element).text) else {
                report(.plistInvalidValue, at: offset, "<data> is not valid base64")
                return nil
            }
            return PropertyListValue(content: .data(bytes), offset: offset)
        case "key":
            report(.plistMalformed, at: offset, "<key> outside a dictionary")
            return nil
        default:
            report(.plistUnknownElement, at: offset, "<\(element.name)> is not a property list element")
            return nil
        }
    }

    private mutating func decodeDictionary(_ element: XMLElement) -> [PropertyListPair] {
        checkNoText(element)
        var pairs: [PropertyListPair] = []
        var index: [String: Int] = [:]
        var pendingKey: (name: String, offset: Int)?
        for child in element.elements {
            if let key = pendingKey {
                pendingKey = nil
                if child.name == "key" {
                    report(.plistMalformed, at: child.offset, "key '\(key.name)' has no value")
                } else {
                    guard let value = decode(child) else { continue }
                    let pair = PropertyListPair(key: key.name, keyOffset: key.offset, value: value)
                    if let earlier = index[key.name] {
                        report(.plistDuplicateKey, at: key.offset,
                               "key '\(key.name)' appears again in this dictionary; the last one wins",
                               note: Diagnostic.Note("first written here", at: text.location(at: pairs[earlier].keyOffset)))
                        pairs[earlier] = pair
                    } else {
                        index[key.name] = pairs.count
                        pairs.append(pair)
                    }
                    continue
                }
            }
            guard child.name == "key" else {
                if child.isComplete {
                    report(.plistMalformed, at: child.offset, "<\(child.name)> where a <key> was expected in <dict>")
                }
                continue
            }
            guard child.isComplete else { continue }
            pendingKey = (characterData(child).text, child.offset)
        }
        if let key = pendingKey, element.isComplete {
            report(.plistMalformed, at: key.offset, "key '\(key.name)' has no value")
        }
        return pairs
    }

    /// The element's text, and the source offset of that text when it maps byte for byte.
    private mutating func characterData(_ element: XMLElement) -> (text: String, verbatimOffset: Int?) {
        var pieces: [XMLText] = []
        for child in element.children {
            switch child {
            case .text(let t): pieces.append(t)
            case .element(let e):
                report(.plistMalformed, at: e.offset, "<\(e.name)> inside <\(element.name)>; only text is allowed")
            }
        }
        if pieces.isEmpty { return ("", nil) }
        if pieces.count == 1 { return (pieces[0].value, pieces[0].isVerbatim ? pieces[0].offset : nil) }
        return (pieces.map(\.value).joined(), nil)
    }

    /// Reports non-whitespace text directly inside a container.
    private mutating func checkNoText(_ element: XMLElement) {
        for case .text(let t) in element.children where !t.isWhitespace {
            report(.plistMalformed, at: t.offset, "text directly inside <\(element.name)>")
            return
        }
    }

    private mutating func report(_ rule: DiagnosticRule, at offset: Int, _ message: String, note: Diagnostic.Note? = nil) {
        if diagnostics.count <= 200 {
            diagnostics.append(Diagnostic(rule, at: text.location(at: offset), message, notes: note.map { [$0] } ?? []))
        }
    }

    private func isWhitespace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    private func trimmed(_ s: String) -> String {
        let bytes = Array(s.utf8)
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }),
              let last = bytes.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// Decimal with optional sign, or `0x` hexadecimal (CFPropertyList accepts both).
    private func parseInteger(_ s: String) -> Int? {
        var body = Substring(s)
        var negative = false
        if body.hasPrefix("-") { negative = true; body = body.dropFirst() } else if body.hasPrefix("+") { body = body.dropFirst() }
        let magnitude: Int?
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            magnitude = Int(body.dropFirst(2), radix: 16)
        } else {
            magnitude = body.allSatisfy(\.isASCII) ? Int(body, radix: 10) : nil
        }
        guard let magnitude else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form the DTD and CFPropertyList write.
    private func isISO8601Date(_ s: String) -> Bool {
        let pattern = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
        let bytes = Array(s.utf8)
        guard bytes.count == pattern.count else { return false }
        for (c, p) in zip(bytes, pattern) {
            if p == UInt8(ascii: "d") {
                if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) { return false }
            } else if c != p {
                return false
            }
        }
        return true
    }
}
