/// Turns a file's bytes into `SourceText`, detecting the encoding the way Apple's property list
/// reader does (CFPropertyList `encodingForXMLData`): a byte order mark for UTF-8, UTF-16 or
/// UTF-32; otherwise, when one of the first two bytes is zero, UTF-16 without a mark; otherwise UTF-8.
///
/// Problems never stop the decode: invalid UTF-8 becomes U+FFFD and is reported once with the
/// position of the first bad byte; malformed UTF-16 (an unpaired surrogate, an odd byte at the
/// end) is read the way Apple's loader reads it and reported once the same way; UTF-16 without a
/// mark is decoded (byte order guessed from the zero byte) and reported, because Apple's loader
/// loses its first character.
public enum SourceDecoder {
    /// Decodes `bytes` read from `path`. `allowUTF16` is false for formats that must be UTF-8
    /// (JSON string catalogs); such files are still decoded, with an `encoding.unsupported` error.
    public static func decode(
        _ bytes: [UInt8], path: String, allowUTF16: Bool = true
    ) -> (text: SourceText, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let encoding: TextEncoding
        var body: ArraySlice<UInt8> = bytes[...]
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            encoding = .utf32BigEndian; body = bytes.dropFirst(4)
        } else if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            encoding = .utf32LittleEndian; body = bytes.dropFirst(4)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            encoding = .utf8(byteOrderMark: true); body = bytes.dropFirst(3)
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            encoding = .utf16LittleEndian(byteOrderMark: true); body = bytes.dropFirst(2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            encoding = .utf16BigEndian(byteOrderMark: true); body = bytes.dropFirst(2)
        } else if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            encoding = bytes[0] == 0 ? .utf16BigEndian(byteOrderMark: false) : .utf16LittleEndian(byteOrderMark: false)
        } else {
            encoding = .utf8
        }

        let utf8: [UInt8]
        switch encoding {
        case .utf8:
            if let bad = firstInvalidUTF8Offset(body) {
                let repaired = Array(String(decoding: body, as: UTF8.self).utf8)
                // Locate the bad byte in the repaired text: the prefix before it is unchanged.
                let prefixCount = bad - body.startIndex
                let text = SourceText(path: path, utf8: repaired, encoding: encoding)
                diagnostics.append(Diagnostic(
                    .invalidUTF8, at: text.location(at: prefixCount),
                    "invalid UTF-8 byte 0x\(String(body[bad], radix: 16, uppercase: true)); Apple's loader rejects the whole file"))
                return (text, diagnostics)
            }
            // The whole array when nothing was dropped: no copy.
            utf8 = body.count == bytes.count ? bytes : Array(body)
        case .utf16LittleEndian, .utf16BigEndian:
            let littleEndian = if case .utf16LittleEndian = encoding { true } else { false }
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var i = body.startIndex
            while i + 1 < body.endIndex {
                let a = UInt16(body[i]), b = UInt16(body[i + 1])
                units.append(littleEndian ? (b << 8 | a) : (a << 8 | b))
                i += 2
            }
            utf8 = Array(String(decoding: units, as: UTF16.self).utf8)
            if let problem = utf16Problem(units, danglingByte: body.count % 2 == 1, decodedLength: utf8.count) {
                let text = SourceText(path: path, utf8: utf8, encoding: encoding)
                diagnostics.append(Diagnostic(.invalidUTF16, at: text.location(at: problem.offset), problem.message))
            }
        case .utf32LittleEndian, .utf32BigEndian:
            var scalars = String.UnicodeScalarView()
            var i = body.startIndex
            while i + 3 < body.endIndex {
                let b = (0..<4).map { UInt32(body[i + $0]) }
                let value = encoding == .utf32LittleEndian
                    ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24
                    : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                i += 4
            }
            utf8 = Array(String(scalars).utf8)
        }
        let text = SourceText(path: path, utf8: utf8, encoding: encoding)
        let start = text.location(at: 0)
        switch encoding {
        case .utf16LittleEndian(false), .utf16BigEndian(false):
            diagnostics.append(Diagnostic(
                .utf16WithoutBOM, at: start,
                "\(encoding.name) text without a byte order mark; Apple's loader drops the first character and reads it in host byte order",
                severity: allowUTF16 ? nil : .error))
        default:
            break
        }
        if !allowUTF16, encoding != .utf8, encoding != .utf8(byteOrderMark: true) {
            diagnostics.append(Diagnostic(
                .unsupportedEncoding, at: start, "this format must be UTF-8, but the file is \(encoding.name)"))
        }
        return (text, diagnostics)
    }

    /// The first flaw of UTF-16 text, as an offset into its UTF-8 decoding and a message: a
    /// surrogate without its other half, else a byte left over after the last code unit (a file
    /// cut inside a character), placed at the end of the decoding (`decodedLength` bytes). Nil
    /// when the units are well-formed and none is left over.
    static func utf16Problem(_ units: [UInt16], danglingByte: Bool, decodedLength: Int) -> (offset: Int, message: String)? {
        var i = 0
        while i < units.count {
            let unit = units[i]
            if unit & 0xFC00 == 0xD800, i + 1 < units.count, units[i + 1] & 0xFC00 == 0xDC00 {
                i += 2
                continue
            }
            if unit & 0xF800 == 0xD800 {
                let hex = String(unit, radix: 16, uppercase: true)
                return (String(decoding: units[..<i], as: UTF16.self).utf8.count,
                        "unpaired UTF-16 surrogate U+\(hex); Apple's loader reads it as U+FFFD")
            }
            i += 1
        }
        guard danglingByte else { return nil }
        return (decodedLength, "the file ends with half a UTF-16 code unit (an odd number of bytes); Apple's loader drops that byte")
    }

    /// The index of the first byte that is not part of valid UTF-8, or nil (Unicode 15, table 3-7:
    /// no overlong forms, no surrogates, nothing above U+10FFFF).
    static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8Offset($0) }.map { bytes.startIndex + $0 }
    }

    /// The same for a buffer; the offset is from the buffer's start.
    static func firstInvalidUTF8Offset(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        UTF8Validation.check(buffer).firstInvalid
    }

    /// `bytes` as a string when they are valid UTF-8, else nil. Checked once, by
    /// `UTF8Validation`: the standard library's validating initializers took three times the
    /// instructions for the same bytes.
    static func decodeIfValid(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let check = UTF8Validation.check(bytes)
        guard check.firstInvalid == nil else { return nil }
        return UTF8Validation.string(validated: bytes, isASCII: check.isASCII)
    }
}
