#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A multibyte East Asian charset a PO file may declare (EUC-JP, Shift_JIS, GBK, GB18030, Big5,
/// …: the multibyte ones of gettext's portable charsets), read through the system's `iconv` as
/// msgfmt reads it.
///
/// ASCII bytes stand for themselves wherever a character starts, so the PO structure reads as in
/// UTF-8. But in Shift_JIS, CP932, GBK, GB18030, Big5, CP950 and JOHAB the second byte of a
/// character may be an ASCII byte, among them `\` (0x5C: Shift_JIS "ソ" is 0x83 0x5C). Like
/// gettext's lexer, which steps through a file a character at a time with `iconv`, strings in
/// every multibyte charset are read character by character (`character(_:_:_:)`), so such a
/// byte is never taken for an escape, and a character cut short swallows what gettext's does.
///
/// Decoding is `iconv`'s: glibc's SHIFT_JIS reads 0x5C as U+00A5 and 0x7E as U+203E, as
/// `msgconv --to-code=UTF-8` writes them; CP932 keeps them ASCII.
public final class MultiByteCharset: Sendable, Hashable {
    /// The name as the header writes it.
    public let name: String
    /// Converters to UTF-8 not in use. An `iconv` converter is not safe to share between threads,
    /// and opening one per string would cost more than the conversion.
    private let idle = Locked<[Converter]>([])

    /// For each byte 0x80–0xFF, whether it is a character alone.
    private let singles: [Bool]
    /// For each byte 0x80–0xFF that is no character alone (row) and each second byte (column),
    /// whether the two make a character. Made once per charset: probing `iconv` for every character of a file,
    /// under a lock, made reading ten times slower.
    private let pairs: [Bool]

    private init?(name: String) {
        let converter = Converter(handle: iconv_open("UTF-8", name))
        guard converter.handle != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter.handle) }
        self.name = name
        var singles = [Bool](repeating: false, count: 128), pairs = [Bool](repeating: false, count: 128 * 256)
        // Only bytes[0] and bytes[1] are written, in an allocation of two.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2) { bytes in
            for lead in 0x80...0xFF {
                bytes[0] = UInt8(lead)
                let alone = converter.convert(UnsafeBufferPointer(rebasing: bytes[0..<1]))
                if case .converted = alone { singles[lead - 0x80] = true }
                guard case .incomplete = alone else { continue }
                for second in 0...0xFF {
                    bytes[1] = UInt8(second)
                    if case .converted = converter.convert(UnsafeBufferPointer(bytes)) { pairs[(lead - 0x80) * 256 + second] = true }
                }
            }
        }
        self.singles = singles
        self.pairs = pairs
    }

    deinit {
        idle.withLock { converters in for converter in converters { iconv_close(converter.handle) } }
    }

    /// The charset called `name` when it is one of the multibyte charsets below and the system
    /// converts it; nil otherwise.
    public static func named(_ name: String) -> MultiByteCharset? {
        let key = name.uppercased()
        guard knownNames.contains(key) else { return nil }
        if let known = cache.withLock({ $0[key] }) { return known }
        let made = MultiByteCharset(name: name)
        cache.withLock { $0[key] = .some(made) }
        return made
    }

    /// The length in bytes of the character at `i` (`i < end`) and whether it is one in the
    /// charset, as msgfmt's reader finds it: bytes are added while the converter asks for more;
    /// a byte that starts no character is invalid alone, and a character still unfinished at the
    /// end of the line (or at `end`) is one invalid run up to there (gettext: "incomplete
    /// multibyte sequence at end of line"), so a quote inside it closes no string.
    func character(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (length: Int, valid: Bool) {
        let lead = Int(buf[i])
        if lead < 0x80 || singles[lead - 0x80] { return (1, true) }
        if i + 1 < end, pairs[(lead - 0x80) * 256 + Int(buf[i + 1])] { return (2, true) }
        // Longer characters (GB18030's four bytes, EUC's three) and bad bytes.
        return withConverter { converter in
            var length = 1
            // gettext gives up on a character after 24 bytes (MBCHAR_BUF_SIZE).
            while i + length <= end, length <= 24, buf[i + length - 1] != 0x0A {
                switch converter.convert(UnsafeBufferPointer(rebasing: buf[i..<(i + length)])) {
                case .converted: return (length, true)
                case .invalid: return (1, false)
                case .incomplete: length += 1
                }
            }
            return (max(1, length - 1), false)
        }
    }

    /// Whether every character of `bytes`, stepped through as `character(_:_:_:)` finds them, is one.
    func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < bytes.count {
            let (length, valid) = character(bytes, i, bytes.count)
            if !valid { return false }
            i += length
        }
        return true
    }

    /// `bytes` decoded, or nil when some are not characters in the charset.
    func decodeIfValid(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        withConverter { converter in
            var output: [UInt8] = []
            guard case .converted = converter.convert(bytes, into: &output) else { return nil }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// `bytes` decoded; a byte that starts no character reads as U+FFFD.
    func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let valid = decodeIfValid(bytes) { return valid }
        var result = ""
        var i = 0
        while i < bytes.count {
            let (length, valid) = character(bytes, i, bytes.count)
            result += valid ? decodeIfValid(UnsafeBufferPointer(rebasing: bytes[i..<(i + length)])) ?? "\u{FFFD}" : "\u{FFFD}"
            i += length
        }
        return result
    }

    /// `string` in this charset; a character it cannot hold becomes `?`.
    func encode(_ string: String) -> [UInt8] {
        let encoder = iconv_open(name, "UTF-8")
        guard encoder != iconv_t(bitPattern: -1) else { return Array(string.utf8) }
        defer { iconv_close(encoder) }
        var result: [UInt8] = []
        let converter = Converter(handle: encoder)
        for character in string.unicodeScalars {
            let utf8 = Array(String(character).utf8)
            var output: [UInt8] = []
            // convert hands iconv the buffer's own count as the bytes left to read.
            let done = utf8.withUnsafeBufferPointer { converter.convert($0, into: &output) }
            if case .converted = done { result += output } else { result.append(UInt8(ascii: "?")) }
        }
        return result
    }

    public static func == (lhs: MultiByteCharset, rhs: MultiByteCharset) -> Bool { lhs.name.uppercased() == rhs.name.uppercased() }
    public func hash(into hasher: inout Hasher) { hasher.combine(name.uppercased()) }

    private func withConverter<Result>(_ body: (Converter) -> Result) -> Result {
        let converter = idle.withLock { $0.popLast() } ?? Converter(handle: iconv_open("UTF-8", name))
        defer { idle.withLock { $0.append(converter) } }
        return body(converter)
    }

    /// True for the charsets whose second bytes include `\` (0x5C), the ones a reader that goes
    /// byte by byte misreads (gettext's "weird" charsets, and their Windows code pages).
    public var hasBackslashSecondBytes: Bool {
        !["EUC-JP", "EUCJP", "GB2312", "EUC-CN", "EUCCN", "EUC-KR", "EUCKR", "CP949", "UHC", "EUC-TW", "EUCTW"]
            .contains(name.uppercased())
    }

    /// Upper-cased names and common aliases, as `iconv` knows them.
    private static let knownNames: Set<String> = [
        "EUC-JP", "EUCJP", "SHIFT_JIS", "SHIFT-JIS", "SJIS", "MS_KANJI", "CP932", "WINDOWS-31J",
        "GB2312", "EUC-CN", "EUCCN", "GBK", "CP936", "GB18030",
        "BIG5", "BIG-5", "CN-BIG5", "BIG5-HKSCS", "BIG5HKSCS", "CP950",
        "EUC-KR", "EUCKR", "CP949", "UHC", "JOHAB", "EUC-TW", "EUCTW",
    ]

    private static let cache = Locked<[String: MultiByteCharset?]>([:])

    /// One `iconv` converter, used by one thread at a time.
    private struct Converter: @unchecked Sendable {
        let handle: iconv_t?

        enum Outcome { case converted, incomplete, invalid }

        /// Whether all of `input` converts, from the initial state, without keeping the output.
        func convert(_ input: UnsafeBufferPointer<UInt8>) -> Outcome {
            convert(input) { _ in }
        }

        /// Converts all of `input` from the initial state, appending to `output`.
        func convert(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Outcome {
            convert(input) { output.append(contentsOf: $0) }
        }

        /// Converts all of `input` from the initial state, handing each piece of output to `take`.
        private func convert(_ input: UnsafeBufferPointer<UInt8>, _ take: (UnsafeRawBufferPointer) -> Void) -> Outcome {
            _ = iconv(handle, nil, nil, nil, nil)
            var inPointer = UnsafeMutablePointer(mutating: input.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) })
            var inLeft = input.count
            // On the stack: a character is probed with each byte added, and a heap buffer per
            // probe cost more than the conversion.
            // iconv writes at most outLeft = chunk.count bytes; chunk.count - outLeft of them are taken.
            return withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { chunk in
                while true {
                    var outPointer = chunk.baseAddress?.assumingMemoryBound(to: CChar.self)
                    var outLeft = chunk.count
                    let status = inLeft == 0
                        ? iconv(handle, nil, nil, &outPointer, &outLeft)
                        : iconv(handle, &inPointer, &inLeft, &outPointer, &outLeft)
                    let failure = status == -1 ? errno : 0
                    take(UnsafeRawBufferPointer(rebasing: chunk[0..<(chunk.count - outLeft)]))
                    if status != -1 {
                        if inLeft == 0 { return .converted }
                        continue
                    }
                    switch failure {
                    case E2BIG: continue
                    case EINVAL: return .incomplete
                    default: return .invalid
                    }
                }
            }
        }
    }
}
