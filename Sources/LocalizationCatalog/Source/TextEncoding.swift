/// How a file's text was stored, so a writer can store it the same way.
public enum TextEncoding: Sendable, Hashable {
    case utf8(byteOrderMark: Bool)
    case utf16LittleEndian(byteOrderMark: Bool)
    case utf16BigEndian(byteOrderMark: Bool)
    case utf32LittleEndian
    case utf32BigEndian

    public static let utf8 = TextEncoding.utf8(byteOrderMark: false)

    /// A short name for reports: `UTF-8`, `UTF-16LE`, …
    public var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf16BigEndian: "UTF-16BE"
        case .utf32LittleEndian: "UTF-32LE"
        case .utf32BigEndian: "UTF-32BE"
        }
    }

    /// Encodes UTF-8 text in this encoding, with the byte order mark when the encoding has one.
    public func encode(_ utf8Text: [UInt8]) -> [UInt8] {
        switch self {
        case .utf8(let bom):
            return bom ? [0xEF, 0xBB, 0xBF] + utf8Text : utf8Text
        case .utf16LittleEndian(let bom):
            var out: [UInt8] = bom ? [0xFF, 0xFE] : []
            out.reserveCapacity(out.count + utf8Text.count * 2)
            for unit in String(decoding: utf8Text, as: UTF8.self).utf16 {
                out.append(UInt8(unit & 0xFF)); out.append(UInt8(unit >> 8))
            }
            return out
        case .utf16BigEndian(let bom):
            var out: [UInt8] = bom ? [0xFE, 0xFF] : []
            out.reserveCapacity(out.count + utf8Text.count * 2)
            for unit in String(decoding: utf8Text, as: UTF8.self).utf16 {
                out.append(UInt8(unit >> 8)); out.append(UInt8(unit & 0xFF))
            }
            return out
        case .utf32LittleEndian, .utf32BigEndian:
            var out: [UInt8] = self == .utf32LittleEndian ? [0xFF, 0xFE, 0, 0] : [0, 0, 0xFE, 0xFF]
            for scalar in String(decoding: utf8Text, as: UTF8.self).unicodeScalars {
                let v = scalar.value
                let bytes = [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
                out.append(contentsOf: self == .utf32LittleEndian ? bytes.reversed() : bytes)
            }
            return out
        }
    }
}
