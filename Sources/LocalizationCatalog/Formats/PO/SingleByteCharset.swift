#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A single-byte charset a PO file may declare besides UTF-8 and ISO-8859-1 (the other
/// ISO-8859 parts, the Windows code pages, KOI8, …: the single-byte ones of gettext's portable
/// charsets), decoded by a table of its 256 bytes that the system's `iconv` fills once per
/// charset (gettext converts with `iconv` too). The printable ASCII bytes, tab and line breaks
/// must map to themselves, as the PO structure is written with them (VISCII gives some other
/// control bytes letters); a byte the charset leaves undefined (CP1252's 0x81) has no character.
/// ASCII itself is one of them: a file that declares it has no byte above 0x7F.
public final class SingleByteCharset: Sendable, Hashable {
    /// The name as the header writes it.
    public let name: String
    /// The character of each byte, nil for an undefined one.
    private let table: [Unicode.Scalar?]
    private let reverse: [UInt32: UInt8]

    private init(name: String, table: [Unicode.Scalar?]) {
        self.name = name
        self.table = table
        var reverse: [UInt32: UInt8] = [:]
        for (byte, scalar) in table.enumerated() {
            if let scalar, reverse[scalar.value] == nil { reverse[scalar.value] = UInt8(byte) }
        }
        self.reverse = reverse
    }

    /// The charset called `name` when it is one of the single-byte charsets below and the system
    /// converts it; nil otherwise.
    public static func named(_ name: String) -> SingleByteCharset? {
        let key = name.uppercased()
        guard knownNames.contains(key) else { return nil }
        if let known = cache.withLock({ $0[key] }) { return known }
        let made = makeTable(name).map { SingleByteCharset(name: name, table: $0) }
        cache.withLock { $0[key] = .some(made) }
        return made
    }

    /// The character of `byte`, or nil when the charset leaves it undefined.
    public func scalar(_ byte: UInt8) -> Unicode.Scalar? { table[Int(byte)] }

    func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(table[Int(byte)] ?? "\u{FFFD}") }
        return String(scalars)
    }

    /// `bytes` decoded, or nil when one of them is undefined in the charset.
    func decodeIfValid(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            guard let scalar = table[Int(byte)] else { return nil }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// `string` in this charset; a character it cannot hold becomes `?`.
    func encode(_ string: String) -> [UInt8] {
        string.unicodeScalars.map { reverse[$0.value] ?? UInt8(ascii: "?") }
    }

    public static func == (lhs: SingleByteCharset, rhs: SingleByteCharset) -> Bool { lhs.name.uppercased() == rhs.name.uppercased() }
    public func hash(into hasher: inout Hasher) { hasher.combine(name.uppercased()) }

    /// Upper-cased names and common aliases, as `iconv` knows them.
    private static let knownNames: Set<String> = {
        var names: Set<String> = ["KOI8-R", "KOI8-U", "KOI8-T", "CP850", "CP866", "CP874", "TIS-620", "VISCII", "GEORGIAN-PS",
                                  "ASCII", "US-ASCII", "ANSI_X3.4-1968"]
        for part in [2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16] {
            names.formUnion(["ISO-8859-\(part)", "ISO8859-\(part)", "ISO_8859-\(part)"])
        }
        for page in 1250...1258 { names.formUnion(["CP\(page)", "WINDOWS-\(page)"]) }
        return names
    }()

    private static let cache = Locked<[String: SingleByteCharset?]>([:])

    /// Each byte converted alone to UTF-32; nil when the system has no converter or a byte of
    /// the PO structure does not map to itself.
    private static func makeTable(_ name: String) -> [Unicode.Scalar?]? {
        let converter = iconv_open("UTF-32LE", name)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var table: [Unicode.Scalar?] = []
        table.reserveCapacity(256)
        for byte in 0...255 {
            var input = [CChar(bitPattern: UInt8(byte))]
            var output = [UInt8](repeating: 0, count: 8)
            _ = iconv(converter, nil, nil, nil, nil)  // back to the initial state
            // iconv is told 1 byte in and 8 out: the sizes of `input` and `output`.
            let converted = input.withUnsafeMutableBufferPointer { inBuffer -> Int in
                output.withUnsafeMutableBytes { outBuffer -> Int in
                    var inPointer = inBuffer.baseAddress
                    var inLeft = 1
                    var outPointer = outBuffer.baseAddress?.assumingMemoryBound(to: CChar.self)
                    var outLeft = 8
                    guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 else { return -1 }
                    // Some converters hold a character back until they know no combining mark
                    // follows (CP1255's Hebrew letters): flushing the state writes it.
                    if outLeft == 8, iconv(converter, nil, nil, &outPointer, &outLeft) == -1 { return -1 }
                    return outLeft == 4 ? 4 : -1
                }
            }
            let value = UInt32(output[0]) | UInt32(output[1]) << 8 | UInt32(output[2]) << 16 | UInt32(output[3]) << 24
            let scalar = converted == 4 ? Unicode.Scalar(value) : nil
            let structural = byte == 0x09 || byte == 0x0A || byte == 0x0D || (0x20...0x7E).contains(byte)
            if structural, scalar?.value != UInt32(byte) { return nil }
            table.append(scalar)
        }
        return table
    }
}
