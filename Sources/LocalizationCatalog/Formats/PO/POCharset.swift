/// The charset a PO file's header declares in `Content-Type: text/plain; charset=…` (GNU gettext
/// manual, "Header Entry"). Structure (keywords, quotes, escapes) is ASCII in all of them; only
/// string contents are decoded.
///
/// - `utf8`: UTF-8, also used for the template placeholder `CHARSET`.
/// - `latin1`: ISO-8859-1, one byte per character.
/// - `singleByte`: another single-byte charset the system converts (`SingleByteCharset`),
///   ASCII among them: as msgfmt finds, a byte above 0x7F in a file that declares ASCII is invalid.
/// - `multiByte`: an East Asian multibyte charset the system converts (`MultiByteCharset`);
///   its strings are read a character at a time, as a second byte may be `\`.
/// - `unknown(name)`: any other name; decoded as UTF-8 and reported as `po.unknown-charset`.
public enum POCharset: Sendable, Hashable {
    case utf8
    case latin1
    case singleByte(SingleByteCharset)
    case multiByte(MultiByteCharset)
    case unknown(String)

    /// The charset named in a `Content-Type` header value; `.utf8` when there is no `charset=`.
    public init(contentType: String) {
        var contentType = contentType
        // find matched all 8 bytes of "charset=", so at + 8 <= bytes.count.
        let name = contentType.withUTF8 { bytes -> String? in
            guard let at = POHeader.find("charset=", in: bytes, ignoringCase: true) else { return nil }
            let rest = bytes[(at + 8)...].prefix { $0 != UInt8(ascii: ";") && $0 != 0x20 && $0 != 0x09 }
            return String(decoding: UnsafeBufferPointer(rebasing: rest), as: UTF8.self).lowercased()
        }
        guard let name else {
            self = .utf8
            return
        }
        self.init(name: name)
    }

    /// The charset called `name` (case-insensitive, IANA names and common aliases).
    public init(name: String) {
        switch name.uppercased() {
        case "UTF-8", "UTF8", "CHARSET", "": self = .utf8
        case "ISO-8859-1", "ISO8859-1", "ISO_8859-1", "LATIN1", "LATIN-1", "L1", "CP819", "IBM819": self = .latin1
        default:
            self = SingleByteCharset.named(name).map(POCharset.singleByte)
                ?? MultiByteCharset.named(name).map(POCharset.multiByte) ?? .unknown(name)
        }
    }

    /// The charset name as gettext's reader takes it from a `Content-Type` value: the text after
    /// `charset=` up to a blank, so `BIG5; format=flowed` names "BIG5;". Nil without `charset=`.
    static func gettextName(contentType: String) -> String? {
        var contentType = contentType
        // find matched all 8 bytes of "charset=", so at + 8 <= bytes.count.
        return contentType.withUTF8 { bytes in
            guard let at = POHeader.find("charset=", in: bytes) else { return nil }
            let name = bytes[(at + 8)...].prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A }
            return String(decoding: UnsafeBufferPointer(rebasing: name), as: UTF8.self)
        }
    }

    /// Whether gettext knows `name` as a portable encoding name (po-charset.c, any case); msgfmt
    /// warns about any other, msgconv refuses it, and the reader then reads the file a byte at a
    /// time, whatever the charset.
    static func isPortable(_ name: String) -> Bool {
        portableNames.contains(name.uppercased())
    }

    /// The portable name of the charset `name` is an alias of, when there is one.
    static func portableSpelling(of name: String) -> String? {
        let key = name.uppercased()
        if portableNames.contains(key) { return key }
        if let known = aliases[key] { return known }
        for prefix in ["ISO8859-", "ISO_8859-"] where key.hasPrefix(prefix) {
            let candidate = "ISO-8859-" + key.dropFirst(prefix.count)
            if portableNames.contains(candidate) { return candidate }
        }
        if key.hasPrefix("WINDOWS-"), portableNames.contains("CP" + key.dropFirst(8)) { return "CP" + key.dropFirst(8) }
        return nil
    }

    private static let portableNames: Set<String> = {
        var names: Set<String> = [
            "ASCII", "ANSI_X3.4-1968", "US-ASCII", "KOI8-R", "KOI8-U", "KOI8-T", "CP850", "CP866", "CP874",
            "CP932", "CP949", "CP950", "GB2312", "EUC-JP", "EUC-KR", "EUC-TW", "BIG5", "BIG5-HKSCS", "GBK",
            "GB18030", "SHIFT_JIS", "JOHAB", "TIS-620", "VISCII", "GEORGIAN-PS", "UTF-8",
        ]
        for part in [1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 14, 15] { names.formUnion(["ISO-8859-\(part)", "ISO_8859-\(part)"]) }
        for page in 1250...1257 { names.insert("CP\(page)") }
        return names
    }()

    private static let aliases: [String: String] = [
        "UTF8": "UTF-8", "LATIN1": "ISO-8859-1", "LATIN-1": "ISO-8859-1", "SJIS": "SHIFT_JIS", "SHIFT-JIS": "SHIFT_JIS",
        "MS_KANJI": "SHIFT_JIS", "WINDOWS-31J": "CP932", "EUCJP": "EUC-JP", "EUCKR": "EUC-KR", "UHC": "CP949",
        "EUCTW": "EUC-TW", "EUC-CN": "GB2312", "EUCCN": "GB2312", "CP936": "GBK", "BIG-5": "BIG5", "CN-BIG5": "BIG5",
        "BIG5HKSCS": "BIG5-HKSCS",
    ]

    /// False for `unknown`.
    public var isDecodable: Bool {
        if case .unknown = self { return false }
        return true
    }

    /// True when every character is one byte (columns are byte counts).
    var isSingleByte: Bool {
        switch self {
        case .latin1, .singleByte: true
        case .utf8, .multiByte, .unknown: false
        }
    }

    /// The multibyte charset whose strings are read a character at a time, if this is one.
    var multiByte: MultiByteCharset? {
        if case .multiByte(let charset) = self { return charset }
        return nil
    }

    /// The length in bytes of the character at `buf[i]` (`i < end`) and whether it is valid in
    /// this charset, as msgfmt reads it (for UTF-8, glibc's decoder: see `POInvalidBytes`).
    func character(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (length: Int, valid: Bool) {
        switch self {
        case .utf8, .unknown: POInvalidBytes.utf8Sequence(buf, i, end)
        case .latin1: (1, true)
        case .singleByte(let single): (1, single.scalar(buf[i]) != nil)
        case .multiByte(let multi): multi.character(buf, i, end)
        }
    }

    /// The number of characters in `buf[start..<end]`: a column count. A UTF-8 continuation
    /// byte adds none; in a multibyte charset, a character adds one however long it is.
    func characterCount(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        switch self {
        case .latin1, .singleByte: return end - start
        case .utf8, .unknown:
            var count = 0
            for i in start..<max(start, end) where buf[i] & 0xC0 != 0x80 { count += 1 }
            return count
        case .multiByte(let multi):
            var count = 0, i = start
            while i < end {
                i += multi.character(buf, i, end).length
                count += 1
            }
            return count
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
        case .multiByte(let charset): return charset.decode(bytes)
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
        case .multiByte(let charset): charset.decodeIfValid(bytes)
        }
    }

    /// Encodes `string` in this charset; characters latin-1 cannot hold become `?`.
    func encode(_ string: String) -> [UInt8] {
        switch self {
        case .utf8, .unknown: return Array(string.utf8)
        case .latin1: return string.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : 0x3F }
        case .singleByte(let charset): return charset.encode(string)
        case .multiByte(let charset): return charset.encode(string)
        }
    }
}
