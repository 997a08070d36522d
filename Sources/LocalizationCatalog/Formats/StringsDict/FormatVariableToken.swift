/// A `%#@name@` variable token in a `.stringsdict` format or variant string (Apple, "Localizing
/// strings that contain plurals"; spec §6.2), optionally positional: `%2$#@name@`.
///
/// `argumentNumber` is the 1-based position written before `$`; nil for the sequential form.
/// Real files also write `%1#@name@` (no `$`): the token is recognised and, as in printf, the
/// digits are not a position, so `argumentNumber` is nil. `%%` is a literal percent sign.
struct FormatVariableToken: Equatable {
    var name: String
    var argumentNumber: Int?
    /// Byte offset of the `%` in the string's UTF-8.
    var offset: Int

    /// The tokens of `string`, in order.
    static func scan(_ string: String) -> [FormatVariableToken] {
        let b = Array(string.utf8)
        var result: [FormatVariableToken] = []
        var i = 0
        while i < b.count {
            guard b[i] == UInt8(ascii: "%") else { i += 1; continue }
            let start = i
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "%") { i += 1; continue }
            var number = 0
            var digits = 0
            while i < b.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[i]) {
                // Cap so a long run of digits cannot overflow.
                if digits < 9 { number = number * 10 + Int(b[i] - UInt8(ascii: "0")) }
                digits += 1
                i += 1
            }
            var positional = false
            if digits > 0, i < b.count, b[i] == UInt8(ascii: "$") { positional = true; i += 1 }
            guard i + 1 < b.count, b[i] == UInt8(ascii: "#"), b[i + 1] == UInt8(ascii: "@") else { continue }
            let nameStart = i + 2
            var j = nameStart
            while j < b.count, b[j] != UInt8(ascii: "@") { j += 1 }
            guard j < b.count, j > nameStart else { continue }
            result.append(FormatVariableToken(
                name: String(decoding: b[nameStart..<j], as: UTF8.self),
                argumentNumber: positional ? number : nil, offset: start))
            i = j + 1
        }
        return result
    }
}
