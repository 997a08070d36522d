/// Turns a file's bytes into `SourceText`, detecting the encoding the way Apple's property list
/// reader does (CFPropertyList `encodingForXMLData`): a byte order mark for UTF-8, UTF-16 or
/// UTF-32; otherwise, when one of the first two bytes is zero, UTF-16 without a mark; otherwise UTF-8.
///
/// Problems never stop the decode: invalid UTF-8 becomes U+FFFD and is reported once with the
/// position of the first bad byte; UTF-16 without a mark is decoded (byte order guessed from the
/// zero byte) and reported, because Apple's loader loses its first character.
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
        // The first damaged character of UTF-16 or UTF-32 text: its UTF-8 offset once decoded, and what it is.
        var damaged: (offset: Int, what: String)?
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
            if let bad = firstLoneSurrogate(units) {
                damaged = (String(decoding: units[..<bad], as: UTF16.self).utf8.count, "a lone UTF-16 surrogate U+\(String(units[bad], radix: 16, uppercase: true))")
            } else if body.count % 2 == 1 {
                damaged = (utf8.count, "a last byte that is half a UTF-16 character")
            }
        case .utf32LittleEndian, .utf32BigEndian:
            var scalars = String.UnicodeScalarView()
            var i = body.startIndex
            while i + 3 < body.endIndex {
                let b = (0..<4).map { UInt32(body[i + $0]) }
                let value = encoding == .utf32LittleEndian
                    ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24
                    : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24
                if let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                } else {
                    if damaged == nil { damaged = (String(scalars).utf8.count, "0x\(String(value, radix: 16, uppercase: true)), which is not a Unicode scalar") }
                    scalars.append("\u{FFFD}")
                }
                i += 4
            }
            utf8 = Array(String(scalars).utf8)
            if damaged == nil, body.count % 4 != 0 { damaged = (utf8.count, "last bytes that are part of a UTF-32 character") }
        }
        let text = SourceText(path: path, utf8: utf8, encoding: encoding)
        let start = text.location(at: 0)
        if let damaged {
            diagnostics.append(Diagnostic(
                .invalidUnicode, at: text.location(at: damaged.offset),
                "the \(encoding.name) text holds \(damaged.what); it is read as U+FFFD, and the file cannot be written back unchanged"))
        }
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

    /// The index of the first surrogate without its other half (Unicode 15 §3.9, D91), or nil.
    static func firstLoneSurrogate(_ units: [UInt16]) -> Int? {
        var i = 0
        while i < units.count {
            switch units[i] {
            case 0xD800...0xDBFF:
                guard i + 1 < units.count, (0xDC00...0xDFFF).contains(units[i + 1]) else { return i }
                i += 2
            case 0xDC00...0xDFFF:
                return i
            default:
                i += 1
            }
        }
        return nil
    }

    /// The index of the first byte that is not part of valid UTF-8, or nil (Unicode 15, table 3-7:
    /// no overlong forms, no surrogates, nothing above U+10FFFF).
    static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int? {
        // The validator reads below the buffer's count; its offset is made an index of the slice.
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
