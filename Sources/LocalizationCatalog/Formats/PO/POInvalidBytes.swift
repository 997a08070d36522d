/// Finds the bytes of a PO file's strings that are not characters in its charset, as msgfmt
/// reports them ("invalid multibyte sequence", one report per bad sequence, inside quoted strings
/// only: msgfmt accepts such bytes in comments).
///
/// Strings are checked where they are decoded: a field whose bytes do not decode is recorded
/// here (`record`), and only those fields' lines are scanned again, so valid files pay for no
/// second pass. The scan reads the source, not the unescaped value: `"\xff"` is a valid string.
///
/// What is one bad sequence follows glibc's UTF-8 decoder, which msgfmt uses: a lead byte with
/// the continuation bytes it announces but a value past U+10FFFF (or an old 5- or 6-byte form)
/// is one bad character; a truncated sequence, an overlong form, a surrogate or a stray byte is
/// bad byte by byte. In a multibyte charset (`MultiByteCharset`), a byte that starts no character
/// is bad alone. Columns count characters, a bad byte or sequence as one.
///
/// In a single-byte charset, bad bytes that together are one UTF-8 character (`·` written in a
/// file that declares ASCII) are one finding naming that character, where msgfmt reports each
/// byte; when the whole file is valid UTF-8, the first finding carries the header fix.
final class POInvalidBytes {
    /// Fields whose bytes did not decode: their lines' bytes, and the first line's number.
    private var fields: [(range: Range<Int>, line: Int32)] = []

    func record(_ field: POFieldSpan) {
        fields.append((field.range, field.position.line))
    }

    /// How many bad sequences of one file are listed: a binary file renamed `.po` has millions,
    /// and a report of them all took gigabytes; the last one listed counts the rest.
    static let listed = 20

    /// One diagnostic per bad sequence in the recorded fields' strings, in file order, the
    /// first ``listed`` of them.
    func diagnostics(in buf: UnsafeBufferPointer<UInt8>, charset: POCharset, path: String) -> [Diagnostic] {
        guard !fields.isEmpty else { return [] }
        var result: [Diagnostic] = []
        var cap = FindingCap(limit: Self.listed, unlisted: "more in this file")
        var scannedTo = 0
        for field in fields.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where field.range.lowerBound >= scannedTo {
            var line = Int(field.line)
            var start = field.range.lowerBound
            let end = min(field.range.upperBound, buf.count)
            // A string whose line ends in a backslash goes on on the next line (gettext drops
            // the backslash and the line break).
            var inString = false
            while start < end {
                let lineEnd = ByteSearch.first(0x0A, in: buf, from: start, to: end)
                inString = scanLine(buf, start, lineEnd, inString: inString, charset: charset) { column, bytes, isUTF8 in
                    guard cap.admit() else { return }
                    let shown = bytes.map { String($0, radix: 16, uppercase: true) }
                    let message = switch charset {
                    case .singleByte(let single) where isUTF8:
                        "'\(String(decoding: bytes, as: UTF8.self))' is written in UTF-8 (bytes \(shown.map { "0x" + $0 }.joined(separator: " "))), "
                            + "which \(single.name.uppercased()) has no character for; it reads as "
                            + Array(repeating: "U+FFFD", count: bytes.count).joined(separator: " ")
                    case .singleByte(let single):
                        "byte 0x\(shown[0]) is not a character in \(single.name.uppercased()); it reads as U+FFFD"
                    case .multiByte(let multi):
                        bytes.count == 1
                            ? "byte 0x\(shown[0]) starts no character in \(multi.name.uppercased()); it reads as U+FFFD"
                            : "bytes \(shown.map { "0x" + $0 }.joined(separator: " ")) are an unfinished \(multi.name.uppercased()) character at the end of the line; they read as U+FFFD"
                    default:
                        bytes.count == 1
                            ? "invalid UTF-8 byte 0x\(shown[0]); it reads as U+FFFD"
                            : "invalid UTF-8 sequence \(shown.joined(separator: " ")); it reads as U+FFFD"
                    }
                    result.append(Diagnostic(.poInvalidMultibyte, at: SourceLocation(file: path, line: line, column: column), message))
                }
                start = lineEnd + 1
                line += 1
            }
            scannedTo = end
        }
        cap.summarise(&result)
        // Checked only for files with bad bytes: valid files pay nothing.
        if case .singleByte = charset, !result.isEmpty, UTF8Validation.check(buf).firstInvalid == nil {
            result[0].message += "; the whole file is valid UTF-8: declare that charset in the header"
            result[0].fixIt = "Content-Type: text/plain; charset=UTF-8"
        }
        return result
    }

    /// Calls `report` with the column and bytes of each bad sequence inside the quoted strings of
    /// `start..<end` (one line), which starts inside a string when `inString`, and whether they
    /// are one UTF-8 character of two or more bytes in a single-byte charset (then reported once;
    /// its columns still count a byte each, as msgfmt counts them). Returns whether the next line
    /// starts inside one: this line ends inside a string, in a backslash.
    private func scanLine(
        _ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, inString startsInString: Bool, charset: POCharset,
        report: (Int, ArraySlice<UInt8>, Bool) -> Void
    ) -> Bool {
        var i = start
        var column = 1
        var inString = startsInString
        var endsInLoneBackslash = false
        while i < end {
            let b = buf[i]
            if b < 0x80 {
                if b == UInt8(ascii: "\"") {
                    inString.toggle()
                } else if inString, b == UInt8(ascii: "\\"), i + 1 < end, buf[i + 1] < 0x80 {
                    i += 1
                    column += 1
                } else if inString, b == UInt8(ascii: "\\"), i + 1 == end {
                    endsInLoneBackslash = true
                }
                i += 1
                column += 1
                continue
            }
            let (length, valid) = charset.character(buf, i, end)
            if inString, !valid, case .singleByte = charset {
                let (utf8Length, utf8Valid) = Self.utf8Sequence(buf, i, end)
                let whole = utf8Valid && utf8Length > 1
                    && (i..<(i + utf8Length)).allSatisfy { !charset.character(buf, $0, end).valid }
                let count = whole ? utf8Length : 1
                report(column, Array(buf[i..<(i + count)])[...], whole)
                i += count
                column += count
                continue
            }
            if inString, !valid { report(column, Array(buf[i..<(i + length)])[...], false) }
            i += length
            column += 1
        }
        return inString && endsInLoneBackslash && end < buf.count
    }

    /// The length of the character at `i` and whether it is valid, as glibc's UTF-8 decoder reads it.
    static func utf8Sequence(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (length: Int, valid: Bool) {
        let b = buf[i]
        let trailing: Int, smallest: UInt32
        var value: UInt32
        switch b {
        case 0x00...0x7F: return (1, true)
        case 0xC2...0xDF: (trailing, smallest, value) = (1, 0x80, UInt32(b & 0x1F))
        case 0xE0...0xEF: (trailing, smallest, value) = (2, 0x800, UInt32(b & 0x0F))
        case 0xF0...0xF7: (trailing, smallest, value) = (3, 0x1_0000, UInt32(b & 0x07))
        case 0xF8...0xFB: (trailing, smallest, value) = (4, 0x20_0000, UInt32(b & 0x03))
        case 0xFC...0xFD: (trailing, smallest, value) = (5, 0x400_0000, UInt32(b & 0x01))
        default: return (1, false)
        }
        guard i + trailing < end else { return (1, false) }
        for k in 1...trailing {
            let c = buf[i + k]
            guard c & 0xC0 == 0x80 else { return (1, false) }
            value = value << 6 | UInt32(c & 0x3F)
        }
        if value < smallest || (0xD800...0xDFFF).contains(value) { return (1, false) }
        return (trailing + 1, value <= 0x10_FFFF)
    }
}
