/// The charset a PO file's header declares in `Content-Type: text/plain; charset=…` (GNU gettext
/// manual, "Header Entry"). Structure (keywords, quotes, escapes) is ASCII in all of them; only
/// string contents are decoded.
///
/// - `utf8`: UTF-8, also used for the template placeholder `CHARSET`.
/// - `latin1`: ISO-8859-1, one byte per character.
/// - `singleByte`: another single-byte charset the system converts (`SingleByteCharset`),
///   ASCII among them: as msgfmt finds, a byte above 0x7F in a file that declares ASCII is invalid.
/// - `unknown(name)`: any other name; decoded as UTF-8 and reported as `po.unknown-charset`.
public enum POCharset: Sendable, Hashable {
    case utf8
    case latin1
    case singleByte(SingleByteCharset)
    case unknown(String)

    /// The charset named in a `Content-Type` header value; `.utf8` when there is no `charset=`.
    public init(contentType: String) {
        let lower = Array(contentType.lowercased().utf8)
        guard let at = POHeader.find(Array("charset=".utf8), in: lower) else {
            self = .utf8
            return
        }
        let rest = lower[(at + 8)...].prefix { $0 != UInt8(ascii: ";") && $0 != 0x20 && $0 != 0x09 }
        let name = String(decoding: rest, as: UTF8.self)
        self.init(name: name)
    }

    /// The charset called `name` (case-insensitive, IANA names and common aliases).
    public init(name: String) {
        switch name.uppercased() {
        case "UTF-8", "UTF8", "CHARSET", "": self = .utf8
        case "ISO-8859-1", "ISO8859-1", "ISO_8859-1", "LATIN1", "LATIN-1", "L1", "CP819", "IBM819": self = .latin1
        default: self = SingleByteCharset.named(name).map(POCharset.singleByte) ?? .unknown(name)
        }
    }

    /// False for `unknown`.
    public var isDecodable: Bool {
        if case .unknown = self { return false }
        return true
    }

    /// True when every character is one byte (columns are byte counts).
    var isSingleByte: Bool {
        switch self {
        case .latin1, .singleByte: true
        case .utf8, .unknown: false
        }
    }

    /// Decodes string bytes in this charset. Invalid UTF-8 becomes U+FFFD.
    func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        switch self {
        case .utf8, .unknown: return String(decoding: bytes, as: UTF8.self)
        case .latin1:
            var scalars = String.UnicodeScalarView()
            for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
            return String(scalars)
        case .singleByte(let charset): return charset.decode(bytes)
        }
    }

    /// Decodes string bytes in this charset, or nil when some are not characters in it (invalid
    /// UTF-8, a byte a single-byte charset leaves undefined).
    func decodeIfValid(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch self {
        case .utf8, .unknown:
            SourceDecoder.decodeIfValid(bytes)
        case .latin1: decode(bytes)
        case .singleByte(let charset): charset.decodeIfValid(bytes)
        }
    }

    /// Encodes `string` in this charset; characters latin-1 cannot hold become `?`.
    func encode(_ string: String) -> [UInt8] {
        switch self {
        case .utf8, .unknown: return Array(string.utf8)
        case .latin1: return string.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : 0x3F }
        case .singleByte(let charset): return charset.encode(string)
        }
    }
}
