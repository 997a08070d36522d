/// A key or value as a finding's message quotes it: in single quotes, cut after 60 characters
/// (a long source string would bury the message).
func quoted(_ text: String) -> String {
    text.count <= 60 ? "'\(text)'" : "'\(text.prefix(57))…'"
}

/// Names for a message: all of up to five, else the first five and how many more.
func list(_ names: [String]) -> String {
    names.count <= 5 ? names.joined(separator: ", ") : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
}

/// A scalar as Unicode names code points: `U+001B`, `U+202E` (at least four hex digits).
func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
