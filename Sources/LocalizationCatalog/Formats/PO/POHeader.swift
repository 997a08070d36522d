/// The header entry's msgstr as fields (GNU gettext manual, "Header Entry"): one `Name: value`
/// per `\n`-terminated line, in order, and the `nplurals` of its `Plural-Forms`.
public enum POHeader {
    /// The `Name: value` lines of a header msgstr, in order. A line without a colon gives a field
    /// with that line as its name and an empty value; `invalidLines` lists such lines.
    public static func fields(of msgstr: String) -> [(name: String, value: String)] {
        parse(msgstr).fields
    }

    static func parse(_ msgstr: String) -> (fields: [(name: String, value: String)], invalidLines: [String]) {
        var fields: [(name: String, value: String)] = []
        var invalid: [String] = []
        for line in msgstr.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                if !line.allSatisfy({ $0 == " " || $0 == "\t" }) { invalid.append(String(line)) }
                continue
            }
            let name = String(line[..<colon])
            let value = String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
            fields.append((name, value))
        }
        return (fields, invalid)
    }

    /// What a `Plural-Forms` value says about the number of forms.
    public enum PluralFormsCount: Sendable, Hashable {
        case count(Int)
        /// Why the value is not `nplurals=N; plural=EXPRESSION;` with 1 ≤ N ≤ 1000.
        case invalid(String)
    }

    /// Extracts `nplurals=N` from a `Plural-Forms` value and checks that a `plural=` follows.
    /// The expression itself is not evaluated here.
    public static func pluralCount(_ value: String) -> PluralFormsCount {
        let bytes = Array(value.utf8)
        guard let at = find(Array("nplurals".utf8), in: bytes) else { return .invalid("no 'nplurals=' in Plural-Forms") }
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
        guard find(Array("plural".utf8), in: Array(bytes[i...])) != nil else {
            return .invalid("no 'plural=' expression after nplurals")
        }
        return .count(n)
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var i = 0
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0], Array(haystack[i..<i + needle.count]) == needle { return i }
            i += 1
        }
        return nil
    }
}
