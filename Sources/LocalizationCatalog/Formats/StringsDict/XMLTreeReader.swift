/// A small, bounded XML reader for property lists: decoded UTF-8 text in, an `XMLElement` tree
/// plus diagnostics out. Written for exact line:column and safety rather than generality:
///
/// - elements, attributes, text, comments, processing instructions (`<?xml …?>`), CDATA;
/// - the five predefined entities (`&lt; &gt; &amp; &quot; &apos;`) and numeric character
///   references (`&#233;`, `&#xE9;`) are decoded;
/// - no other entity is ever expanded: an unknown `&name;` is reported (`plist.unknown-entity`)
///   and kept literally; nothing external is ever read;
/// - `<!DOCTYPE plist PUBLIC …>` is skipped; a DOCTYPE with an internal subset that declares
///   entities is reported (`plist.entity-declaration`) and its declarations ignored, so a
///   "billion laughs" file costs one pass over its bytes;
/// - nesting deeper than `maximumDepth` is reported once per subtree (`plist.too-deep`) and the
///   subtree skipped;
/// - never stops on bad input: a missing end tag at end of file gives `plist.truncated` at the
///   end position and the open elements are returned marked incomplete; other errors give
///   `plist.malformed` and the reader carries on.
///
/// Work is linear in the input: every loop advances the cursor.
struct XMLTreeReader {
    let text: SourceText
    let maximumDepth: Int
    private(set) var diagnostics: [Diagnostic] = []
    /// The `encoding` of the XML declaration (`<?xml version="1.0" encoding="UTF-8"?>`), if any.
    private(set) var declaredEncoding: String?

    private var i = 0
    private var stack: [XMLElement] = []
    private var root: XMLElement?
    /// > 0 while inside a subtree deeper than the limit: the nesting level within it.
    private var skipping = 0
    // Pending character data.
    private var textBytes: [UInt8] = []
    private var textStart = -1
    private var textVerbatim = true
    /// Elements whose white-space text is insignificant.
    private static let containers: Set<String> = ["plist", "dict", "array"]

    init(text: SourceText, maximumDepth: Int) {
        self.text = text
        self.maximumDepth = max(1, maximumDepth)
    }

    /// Reads the whole text; the root element, or nil when there is none.
    mutating func read() -> XMLElement? {
        let bytes = text.utf8
        // readAll reads b[i] only while i < n, and has/find check i + count <= b.count before comparing.
        bytes.withUnsafeBufferPointer { readAll($0) }
        return root
    }

    // MARK: Main loop

    private mutating func readAll(_ b: UnsafeBufferPointer<UInt8>) {
        let n = b.count
        while i < n {
            let c = b[i]
            if c != UInt8(ascii: "<") {
                if c == UInt8(ascii: "&") {
                    readReference(b)
                } else {
                    // Copy the run of plain characters at once.
                    let start = i
                    while i < n, b[i] != UInt8(ascii: "<"), b[i] != UInt8(ascii: "&") { i += 1 }
                    appendText(b, start..<i)
                }
                continue
            }
            if has(b, "<!--") {
                flushText()
                guard let end = find(b, "-->", from: i + 4) else { return truncated(b, "a comment is not closed") }
                i = end + 3
            } else if has(b, "<![CDATA[") {
                let start = i + 9
                guard let end = find(b, "]]>", from: start) else { return truncated(b, "a CDATA section is not closed") }
                if textStart < 0 { textStart = start }
                textVerbatim = false
                textBytes.append(contentsOf: b[start..<end])
                i = end + 3
            } else if has(b, "<?") {
                flushText()
                guard let end = find(b, "?>", from: i + 2) else { return truncated(b, "a processing instruction is not closed") }
                if i == 0, has(b, "<?xml") {
                    declaredEncoding = pseudoAttribute("encoding", in: UnsafeBufferPointer(rebasing: b[5..<end]))
                }
                i = end + 2
            } else if has(b, "<!DOCTYPE") {
                flushText()
                if !readDoctype(b) { return }
            } else if has(b, "<!") {
                flushText()
                report(.plistMalformed, at: i, "unexpected markup declaration '<!'")
                guard let end = find(b, ">", from: i + 2) else { return truncated(b, "a declaration is not closed") }
                i = end + 1
            } else if has(b, "</") {
                flushText()
                if !readEndTag(b) { return }
            } else {
                flushText()
                if !readStartTag(b) { return }
            }
        }
        flushText()
        if !stack.isEmpty {
            truncated(b, "the file ends inside <\(stack[stack.count - 1].name)>")
        } else if skipping > 0 {
            truncated(b, "the file ends inside an element")
        }
    }

    // MARK: Tags

    /// Reads `<name attr="v" …>` or `<name …/>` at `i`. False when the file ends inside it.
    private mutating func readStartTag(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let open = i
        i += 1
        let nameStart = i
        while i < b.count, !isNameEnd(b[i]) { i += 1 }
        if i >= b.count { truncated(b, "the file ends inside a tag"); return false }
        if i == nameStart {
            report(.plistMalformed, at: open, "'<' not followed by an element name; write &lt; for a literal '<'")
            // Keep the '<' as text so nothing is lost, and rescan from the next character.
            appendLiteral(b, open..<open + 1)
            return true
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: b[nameStart..<i]), as: UTF8.self)
        var attributes: [(name: String, value: String)] = []
        var selfClosing = false
        while true {
            skipWhitespace(b)
            if i >= b.count { truncated(b, "the file ends inside <\(name)>"); return false }
            if b[i] == UInt8(ascii: ">") { i += 1; break }
            if b[i] == UInt8(ascii: "/") {
                if i + 1 >= b.count { truncated(b, "the file ends inside <\(name)>"); return false }
                if b[i + 1] == UInt8(ascii: ">") { i += 2; selfClosing = true; break }
                report(.plistMalformed, at: i, "unexpected '/' in <\(name)>")
                i += 1
                continue
            }
            let attributeStart = i
            while i < b.count, !isNameEnd(b[i]), b[i] != UInt8(ascii: "=") { i += 1 }
            if i == attributeStart {
                report(.plistMalformed, at: i, "unexpected character in <\(name)>")
                i += 1
                continue
            }
            let attributeName = String(decoding: UnsafeBufferPointer(rebasing: b[attributeStart..<i]), as: UTF8.self)
            skipWhitespace(b)
            guard i < b.count else { truncated(b, "the file ends inside <\(name)>"); return false }
            guard b[i] == UInt8(ascii: "=") else {
                report(.plistMalformed, at: i, "attribute '\(attributeName)' of <\(name)> has no value")
                continue
            }
            i += 1
            skipWhitespace(b)
            guard i < b.count else { truncated(b, "the file ends inside <\(name)>"); return false }
            let quote = b[i]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                report(.plistMalformed, at: i, "the value of attribute '\(attributeName)' is not quoted")
                continue
            }
            i += 1
            let valueStart = i
            while i < b.count, b[i] != quote { i += 1 }
            guard i < b.count else { truncated(b, "the file ends inside an attribute value"); return false }
            let value = decodeReferences(b, valueStart..<i)
            i += 1
            attributes.append((attributeName, value))
        }
        if skipping > 0 {
            if !selfClosing { skipping += 1 }
            return true
        }
        if root != nil, stack.isEmpty {
            report(.plistMalformed, at: open, "a second root element <\(name)>; only the first is read")
            if !selfClosing { skipping = 1 }
            return true
        }
        if stack.count >= maximumDepth {
            report(.plistTooDeep, at: open, "<\(name)> nests deeper than \(maximumDepth) elements; its content is skipped")
            if !selfClosing { skipping = 1 }
            return true
        }
        var element = XMLElement(name: name, attributes: attributes, offset: open)
        if selfClosing {
            element.isComplete = true
            attach(element)
        } else {
            stack.append(element)
        }
        return true
    }

    /// Reads `</name>` at `i`. False when the file ends inside it.
    private mutating func readEndTag(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let open = i
        i += 2
        let nameStart = i
        while i < b.count, !isNameEnd(b[i]) { i += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: b[nameStart..<i]), as: UTF8.self)
        skipWhitespace(b)
        guard i < b.count else { truncated(b, "the file ends inside </\(name)>"); return false }
        if b[i] == UInt8(ascii: ">") {
            i += 1
        } else {
            report(.plistMalformed, at: i, "unexpected character in </\(name)>")
            guard let end = find(b, ">", from: i) else { truncated(b, "the file ends inside </\(name)>"); return false }
            i = end + 1
        }
        if skipping > 0 {
            skipping -= 1
            return true
        }
        guard let match = stack.lastIndex(where: { $0.name == name }) else {
            report(.plistMalformed, at: open, "end tag </\(name)> matches no open element; it is ignored")
            return true
        }
        if match != stack.count - 1 {
            report(.plistMalformed, at: open,
                   "end tag </\(name)> while <\(stack[stack.count - 1].name)> is open; the elements in between are dropped")
        }
        // Close the elements in between as incomplete, then the matching one.
        while stack.count - 1 > match {
            attach(stack.removeLast())
        }
        var element = stack.removeLast()
        element.isComplete = true
        attach(element)
        return true
    }

    /// Skips `<!DOCTYPE …>`, reporting entity declarations of an internal subset. False at end of file.
    private mutating func readDoctype(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        if root != nil || !stack.isEmpty {
            report(.plistMalformed, at: i, "a document type declaration after the root element")
        }
        i += 9
        var quote: UInt8 = 0
        var entityReports = 0
        var inSubset = false
        while i < b.count {
            let c = b[i]
            if quote != 0 {
                if c == quote { quote = 0 }
                i += 1
                continue
            }
            switch c {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = c
            case UInt8(ascii: "["):
                inSubset = true
            case UInt8(ascii: "]"):
                inSubset = false
            case UInt8(ascii: "<") where inSubset:
                if has(b, "<!--") {
                    guard let end = find(b, "-->", from: i + 4) else { truncated(b, "a comment is not closed"); return false }
                    i = end + 3
                    continue
                }
                if has(b, "<!ENTITY") {
                    // Report the first few; a hostile file may declare thousands.
                    if entityReports < 5 {
                        report(.plistEntityDeclaration, at: i,
                               "the DOCTYPE declares an entity; entity declarations are refused and never expanded")
                    }
                    entityReports += 1
                }
            case UInt8(ascii: ">") where !inSubset:
                i += 1
                if entityReports > 5 {
                    report(.plistEntityDeclaration, at: i - 1, "\(entityReports - 5) more entity declarations were refused")
                }
                return true
            default:
                break
            }
            i += 1
        }
        truncated(b, "the document type declaration is not closed")
        return false
    }

    // MARK: Character data

    /// Reads `&…;` at `i` into the pending text.
    private mutating func readReference(_ b: UnsafeBufferPointer<UInt8>) {
        let start = i
        let (decoded, end) = decodeReference(b, at: start)
        if textStart < 0 { textStart = start }
        textVerbatim = false
        textBytes.append(contentsOf: decoded)
        i = end
    }

    /// Decodes the reference at `start` (`&`). Returns the bytes it stands for (the literal
    /// source when it is not a known reference) and the offset after it.
    private mutating func decodeReference(
        _ b: UnsafeBufferPointer<UInt8>, at start: Int
    ) -> (bytes: [UInt8], end: Int) {
        // Entity names are short; bound the scan so a stray '&' costs little.
        var j = start + 1
        let limit = min(b.count, start + 34)
        while j < limit, b[j] != UInt8(ascii: ";"), b[j] != UInt8(ascii: "&"), b[j] != UInt8(ascii: "<"),
              !isWhitespace(b[j]) { j += 1 }
        guard j < b.count, b[j] == UInt8(ascii: ";"), j > start + 1 else {
            report(.plistMalformed, at: start, "'&' does not start an entity reference; write &amp; for a literal '&'")
            return ([UInt8(ascii: "&")], start + 1)
        }
        let name = UnsafeBufferPointer(rebasing: b[(start + 1)..<j])
        let literal = Array(b[start...j])
        if name[0] == UInt8(ascii: "#") {
            var value: UInt32 = 0
            var digits = 0
            var valid = true
            let hex = name.count > 1 && (name[1] == UInt8(ascii: "x"))
            for d in name.dropFirst(hex ? 2 : 1) {
                guard let v = digitValue(d, hex: hex) else { valid = false; break }
                value = value &* (hex ? 16 : 10) &+ v
                digits += 1
                if value > 0x10FFFF { valid = false; break }
            }
            if valid, digits > 0, value != 0, let scalar = Unicode.Scalar(value) {
                return (Array(String(Character(scalar)).utf8), j + 1)
            }
            report(.plistMalformed, at: start, "'\(String(decoding: literal, as: UTF8.self))' is not a valid character reference")
            return (literal, j + 1)
        }
        switch String(decoding: name, as: UTF8.self) {
        case "lt": return ([UInt8(ascii: "<")], j + 1)
        case "gt": return ([UInt8(ascii: ">")], j + 1)
        case "amp": return ([UInt8(ascii: "&")], j + 1)
        case "quot": return ([UInt8(ascii: "\"")], j + 1)
        case "apos": return ([UInt8(ascii: "'")], j + 1)
        case let other:
            report(.plistUnknownEntity, at: start,
                   "unknown entity '&\(other);' is kept literally; only &lt; &gt; &amp; &quot; &apos; are expanded")
            return (literal, j + 1)
        }
    }

    /// An attribute value with references decoded.
    private mutating func decodeReferences(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var out: [UInt8] = []
        var k = range.lowerBound
        while k < range.upperBound {
            if b[k] == UInt8(ascii: "&") {
                let (decoded, end) = decodeReference(b, at: k)
                out.append(contentsOf: decoded)
                k = min(end, range.upperBound)
            } else {
                out.append(b[k])
                k += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func appendText(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        if textStart < 0 { textStart = range.lowerBound }
        textBytes.append(contentsOf: b[range])
    }

    private mutating func appendLiteral(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        appendText(b, range)
        textVerbatim = false
    }

    /// Ends the pending text: attaches it to the open element, or reports it outside the root.
    private mutating func flushText() {
        guard textStart >= 0 else { return }
        // Indentation between the children of a container means nothing in a property list;
        // dropping it here saves most of the tree's allocations.
        if textVerbatim, !stack.isEmpty, Self.containers.contains(stack[stack.count - 1].name),
           textBytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            textBytes.removeAll(keepingCapacity: true)
            textStart = -1
            return
        }
        let node = XMLText(value: String(decoding: textBytes, as: UTF8.self), offset: textStart, isVerbatim: textVerbatim)
        textBytes.removeAll(keepingCapacity: true)
        textStart = -1
        textVerbatim = true
        if skipping > 0 { return }
        if stack.isEmpty {
            if !node.isWhitespace { report(.plistMalformed, at: node.offset, "text outside the root element") }
            return
        }
        stack[stack.count - 1].children.append(.text(node))
    }

    // MARK: Helpers

    /// The value of `name="…"` in an XML declaration's body.
    private func pseudoAttribute(_ name: String, in body: UnsafeBufferPointer<UInt8>) -> String? {
        let key = Array(name.utf8)
        var k = 0
        while k + key.count < body.count {
            if Array(body[k..<k + key.count]) == key {
                var j = k + key.count
                while j < body.count, isWhitespace(body[j]) || body[j] == UInt8(ascii: "=") { j += 1 }
                guard j < body.count, body[j] == UInt8(ascii: "\"") || body[j] == UInt8(ascii: "'") else { return nil }
                let quote = body[j]
                let start = j + 1
                var end = start
                while end < body.count, body[end] != quote { end += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: body[start..<end]), as: UTF8.self)
            }
            k += 1
        }
        return nil
    }

    /// Adds a closed element to its parent, or makes it the root.
    private mutating func attach(_ element: XMLElement) {
        if stack.isEmpty {
            if root == nil { root = element }
        } else {
            stack[stack.count - 1].children.append(.element(element))
        }
    }

    /// Reports truncation at the end of the text and stops.
    private mutating func truncated(_ b: UnsafeBufferPointer<UInt8>, _ message: String) {
        flushTextIfInside()
        report(.plistTruncated, at: b.count, message)
        i = b.count
        // Close what is open, incomplete, so the complete content before it is kept.
        while !stack.isEmpty { attach(stack.removeLast()) }
        skipping = 0
    }

    private mutating func flushTextIfInside() {
        if !stack.isEmpty { flushText() } else { textStart = -1; textBytes.removeAll() }
    }

    private mutating func report(_ rule: DiagnosticRule, at offset: Int, _ message: String) {
        // A hostile file could produce one finding per byte; keep the list bounded.
        if diagnostics.count < 200 {
            diagnostics.append(Diagnostic(rule, at: text.location(at: offset), message))
        } else if diagnostics.count == 200 {
            diagnostics.append(Diagnostic(rule, at: text.location(at: offset), "too many findings; the rest are not reported"))
        }
    }

    private func has(_ b: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard i + count <= b.count else { return false }
        let p = literal.utf8Start
        for k in 0..<count where b[i + k] != p[k] { return false }
        return true
    }

    /// The offset of `literal` at or after `from`, or nil.
    private func find(_ b: UnsafeBufferPointer<UInt8>, _ literal: StaticString, from: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let p = literal.utf8Start
        var k = from
        while k + count <= b.count {
            if b[k] == p[0] {
                var match = true
                for m in 1..<count where b[k + m] != p[m] { match = false; break }
                if match { return k }
            }
            k += 1
        }
        return nil
    }

    private mutating func skipWhitespace(_ b: UnsafeBufferPointer<UInt8>) {
        while i < b.count, isWhitespace(b[i]) { i += 1 }
    }

    private func isWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D
    }

    private func isNameEnd(_ c: UInt8) -> Bool {
        isWhitespace(c) || c == UInt8(ascii: ">") || c == UInt8(ascii: "/") || c == UInt8(ascii: "<")
    }

    private func digitValue(_ c: UInt8, hex: Bool) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
