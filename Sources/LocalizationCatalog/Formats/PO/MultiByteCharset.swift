#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A multibyte East Asian charset a PO file may declare (EUC-JP, Shift_JIS, GBK, GB18030, Big5,
/// …: the multibyte ones of gettext's portable charsets), read through the system's `iconv` as
/// msgfmt reads it.
///
/// ASCII bytes stand for themselves wherever a character starts, so the PO structure reads as in
/// UTF-8. But in Shift_JIS, CP932, GBK, GB18030, Big5, CP950 and JOHAB the second byte of a
/// character may be an ASCII byte, among them `\` (0x5C: Shift_JIS "ソ" is 0x83 0x5C). Like
/// gettext's lexer, which steps through such files a character at a time with `iconv`, strings
/// in these charsets are read character by character (`character(_:_:_:)`), so such a byte is
/// never taken for an escape.
///
/// Decoding is `iconv`'s: glibc's SHIFT_JIS reads 0x5C as U+00A5 and 0x7E as U+203E, as
/// `msgconv --to-code=UTF-8` writes them; CP932 keeps them ASCII.
public final class MultiByteCharset: Sendable, Hashable {
    /// The name as the header writes it.
    public let name: String
    /// Converters to UTF-8 not in use. An `iconv` converter is not safe to share between threads,
    /// and opening one per string would cost more than the conversion.
    private let idle = Mutex<[Converter]>([])

    private init(name: String) { self.name = name }

    deinit {
        idle.withLock { converters in for converter in converters { iconv_close(converter.handle) } }
    }

    /// The charset called `name` when it is one of the multibyte charsets below and the system
    /// converts it; nil otherwise.
    public static func named(_ name: String) -> MultiByteCharset? {
        let key = name.uppercased()
        guard knownNames.contains(key) else { return nil }
        if let known = cache.withLock({ $0[key] }) { return known }
        let probe = iconv_open("UTF-8", name)
        let made: MultiByteCharset? = if probe == iconv_t(bitPattern: -1) { nil } else { MultiByteCharset(name: name) }
        if probe != iconv_t(bitPattern: -1) { iconv_close(probe) }
        cache.withLock { $0[key] = .some(made) }
        return made
    }

    /// The length in bytes of the character at `i` (`i < end`) and whether it is one in the
    /// charset. As msgfmt's reader finds it: the shortest run of up to four bytes that converts;
    /// a byte that starts no character (or a character cut short by `end`) is invalid alone.
    func character(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (length: Int, valid: Bool) {
        if buf[i] < 0x80 { return (1, true) }
        return withConverter { converter in
            for length in 1...min(4, end - i) {
                switch converter.convert(UnsafeBufferPointer(rebasing: buf[i..<(i + length)])) {
                case .converted: return (length, true)
                case .incomplete: continue
                case .invalid: return (1, false)
                }
            }
            return (1, false)
        }
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

    /// Upper-cased names and common aliases, as `iconv` knows them.
    private static let knownNames: Set<String> = [
        "EUC-JP", "EUCJP", "SHIFT_JIS", "SHIFT-JIS", "SJIS", "MS_KANJI", "CP932", "WINDOWS-31J",
        "GB2312", "EUC-CN", "EUCCN", "GBK", "CP936", "GB18030",
        "BIG5", "BIG-5", "CN-BIG5", "BIG5-HKSCS", "BIG5HKSCS", "CP950",
        "EUC-KR", "EUCKR", "CP949", "UHC", "JOHAB", "EUC-TW", "EUCTW",
    ]

    private static let cache = Mutex<[String: MultiByteCharset?]>([:])

    /// One `iconv` converter, used by one thread at a time.
    private struct Converter: @unchecked Sendable {
        let handle: iconv_t?

        enum Outcome { case converted, incomplete, invalid }

        func convert(_ input: UnsafeBufferPointer<UInt8>) -> Outcome {
            var ignored: [UInt8] = []
            return convert(input, into: &ignored)
        }

        /// Converts all of `input` from the initial state, appending to `output`.
        func convert(_ input: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Outcome {
            _ = iconv(handle, nil, nil, nil, nil)
            var inPointer = UnsafeMutablePointer(mutating: input.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) })
            var inLeft = input.count
            var chunk = [UInt8](repeating: 0, count: 256)
            while true {
                let (status, failure, written) = chunk.withUnsafeMutableBytes { buffer -> (Int, Int32, Int) in
                    var outPointer = buffer.baseAddress?.assumingMemoryBound(to: CChar.self)
                    var outLeft = buffer.count
                    let status = inLeft == 0
                        ? iconv(handle, nil, nil, &outPointer, &outLeft)
                        : iconv(handle, &inPointer, &inLeft, &outPointer, &outLeft)
                    return (status, status == -1 ? errno : 0, buffer.count - outLeft)
                }
                output.append(contentsOf: chunk[0..<written])
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
