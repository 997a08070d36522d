#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The header entry's msgstr as fields (GNU gettext manual, "Header Entry"): one `Name: value`
/// per `\n`-terminated line, in order, and the `nplurals` of its `Plural-Forms`.
public enum POHeader {
    /// The `Name: value` lines of a header msgstr, in order. A line without a colon gives a field
    /// with that line as its name and an empty value; `invalidLines` lists such lines.
    public static func fields(of msgstr: String) -> [(name: String, value: String)] {
        parse(msgstr).fields
    }

    /// The fields, the lines that are not `Name: value`, and the fields whose line ended in
    /// `\r\n`. A line ends at each `\n` (gettext reads the header line by line); a `\r` before it
    /// is not part of the value here, though gettext keeps it (see `POValidator`).
    static func parse(_ msgstr: String) -> Parsed {
        var parsed = Parsed()
        parsed.fields.reserveCapacity(16)
        var msgstr = msgstr
        // Lines run from start to a line feed found below n; the \r check needs end > start, so end - 1 >= 0.
        msgstr.withUTF8 { bytes in
            let n = bytes.count
            var start = 0
            while start < n {
                let end = ByteSearch.first(0x0A, in: bytes, from: start, to: n)
                var lineEnd = end
                if end < n, end > start, bytes[end - 1] == 0x0D { lineEnd -= 1 }
                if lineEnd > start {
                    let count = parsed.fields.count
                    parseLine(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), &parsed.fields, &parsed.invalidLines)
                    if lineEnd < end, parsed.fields.count > count { parsed.carriageReturnFields.append(count) }
                }
                start = end + 1
            }
        }
        return parsed
    }

    /// A header msgstr read as fields.
    struct Parsed {
        var fields: [(name: String, value: String)] = []
        var invalidLines: [String] = []
        /// Indices into `fields` of the fields whose line ended in `\r\n`.
        var carriageReturnFields: [Int] = []
    }

    /// One header line. ASCII lines are split on bytes; others by Character, as they always were,
    /// since a combining mark after ':' or a space changes the Character.
    private static func parseLine(
        _ line: UnsafeBufferPointer<UInt8>, _ fields: inout [(name: String, value: String)], _ invalid: inout [String]
    ) {
        var isASCII = true
        for b in line where b >= 0x80 { isASCII = false; break }
        guard isASCII else {
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else {
                if !text.allSatisfy({ $0 == " " || $0 == "\t" }) { invalid.append(text) }
                return
            }
            fields.append((String(text[..<colon]), String(text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" })))
            return
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { invalid.append(String(decoding: line, as: UTF8.self)) }
            return
        }
        var valueStart = colon + 1
        while valueStart < line.count, line[valueStart] == 0x20 || line[valueStart] == 0x09 { valueStart += 1 }
        // The line is ASCII, from a string: its pieces need no UTF-8 check.
        let name = UnsafeBufferPointer(rebasing: line[..<colon]), value = UnsafeBufferPointer(rebasing: line[valueStart...])
        fields.append((
            commonText(name) ?? UTF8Validation.string(validated: name, isASCII: true),
            commonText(value) ?? UTF8Validation.string(validated: value, isASCII: true)))
    }

    /// `bytes` as a literal when they are one of the header names and values xgettext writes in
    /// every file that are too long for a small string: a literal costs no allocation, where each
    /// of these was one per file.
    private static func commonText(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        @inline(__always) func matches(_ text: StaticString) -> Bool { memcmp(text.utf8Start, base, bytes.count) == 0 }
        switch bytes.count {
        case 16: return matches("PO-Revision-Date") ? "PO-Revision-Date" : nil
        case 17: return matches("POT-Creation-Date") ? "POT-Creation-Date" : nil
        case 18: return matches("Project-Id-Version") ? "Project-Id-Version" : nil
        case 20: return matches("Report-Msgid-Bugs-To") ? "Report-Msgid-Bugs-To" : nil
        case 25:
            if matches("Content-Transfer-Encoding") { return "Content-Transfer-Encoding" }
            return matches("text/plain; charset=UTF-8") ? "text/plain; charset=UTF-8" : nil
        default: return nil
        }
    }

    /// The first field called `name` (ASCII, lowercase), ignoring case; same as comparing `lowercased()`
    /// names, because no non-ASCII character lowercases to these names' letters.
    static func value(of name: StaticString, in fields: [(name: String, value: String)]) -> String? {
        for field in fields where equalsIgnoringCase(field.name, name) { return field.value }
        return nil
    }

    /// The index of the first field called `name` (ASCII, lowercase), ignoring case.
    static func index(of name: StaticString, in fields: [(name: String, value: String)]) -> Int? {
        fields.firstIndex { equalsIgnoringCase($0.name, name) }
    }

    private static func equalsIgnoringCase(_ string: String, _ lowercase: StaticString) -> Bool {
        // Most names differ in length: told apart without reaching the bytes.
        guard string.utf8.count == lowercase.utf8CodeUnitCount else { return false }
        var string = string
        // i < bytes.count, which the guard makes equal to the literal's length.
        return string.withUTF8 { bytes in
            guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
            let expected = lowercase.utf8Start
            for i in 0..<bytes.count {
                var b = bytes[i]
                if b >= 0x41, b <= 0x5A { b |= 0x20 }
                if b != expected[i] { return false }
            }
            return true
        }
    }

    /// The charset a header msgstr's `Content-Type` names (`.utf8` when none).
    static func declaredCharset(_ msgstr: String) -> POCharset {
        value(of: "content-type", in: parse(msgstr).fields).map(POCharset.init(contentType:)) ?? .utf8
    }

    /// What a `Plural-Forms` value says about the number of forms.
    public enum PluralFormsCount: Sendable, Hashable {
        case count(Int)
        /// Why the value is not `nplurals=N; plural=EXPRESSION;` with 1 ≤ N ≤ 1000.
        case invalid(String)
    }

    /// Extracts `nplurals=N` from a `Plural-Forms` value and checks that the value also names a
    /// `plural`, before or after it. The expression itself is not evaluated here.
    public static func pluralCount(_ value: String) -> PluralFormsCount {
        var value = value
        // find returns a match that fits in the bytes; every later read is after i < bytes.count.
        return value.withUTF8 { bytes in
            guard let at = find("nplurals", in: bytes) else { return .invalid("no 'nplurals=' in Plural-Forms") }
            var i = at + 8
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return .invalid("'nplurals' is not followed by '='") }
            i += 1
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            var n = 0
            var digits = 0
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                if n <= 1_000_000 { n = n * 10 + Int(bytes[i] - 0x30) }
                digits += 1
                i += 1
            }
            guard digits > 0 else { return .invalid("'nplurals=' is not followed by a number") }
            guard n >= 1, n <= 1000 else { return .invalid("nplurals=\(n) is out of range 1…1000") }
            // Before or after nplurals: gettext looks for each on its own (msgl-check.c).
            guard find("plural", in: UnsafeBufferPointer(rebasing: bytes[..<at])) != nil
                || find("plural", in: UnsafeBufferPointer(rebasing: bytes[i...])) != nil else {
                return .invalid("no 'plural=' expression besides nplurals")
            }
            return .count(n)
        }
    }

    /// Whether `string`'s UTF-8 bytes hold `needle` (ASCII). A byte search, as gettext's: the
    /// standard library's `contains` compares characters and built search tables for every call,
    /// which cost more than reading the rest of the file.
    static func contains(_ needle: StaticString, in string: String) -> Bool {
        var string = string
        // find compares only while i + count <= haystack.count.
        return string.withUTF8 { find(needle, in: $0) != nil }
    }

    /// The offset of the first `needle` (ASCII) in `haystack`; with `ignoringCase`, ASCII letters
    /// of `haystack` match either case (`needle` is lowercase).
    static func find(_ needle: StaticString, in haystack: UnsafeBufferPointer<UInt8>, ignoringCase: Bool = false) -> Int? {
        let count = needle.utf8CodeUnitCount
        guard count > 0, count <= haystack.count else { return nil }
        let expected = needle.utf8Start
        var i = 0
        outer: while i + count <= haystack.count {
            for k in 0..<count {
                var b = haystack[i + k]
                if ignoringCase, b >= 0x41, b <= 0x5A { b |= 0x20 }
                if b != expected[k] {
                    i += 1
                    continue outer
                }
            }
            return i
        }
        return nil
    }
}
