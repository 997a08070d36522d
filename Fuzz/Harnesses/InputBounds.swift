import LocalizationCatalog

/// Loose upper bounds on where a position inside `bytes` can be, in any encoding a reader accepts.
///
/// Lines are counted at every LF and CR byte (more breaks than any reader sees), and columns
/// against the longest run of bytes without an LF (a line never has more scalars than bytes);
/// text the decoder reads as UTF-16 or UTF-32 is measured after decoding too. A position
/// outside these bounds is outside the input whatever the encoding.
struct InputBounds {
    let lineCount: Int
    let longestLine: Int

    init(_ bytes: [UInt8]) {
        let byteBounds = InputBounds(counting: bytes)
        // A file read as UTF-16 or UTF-32 has its line breaks where the decoded text has them,
        // not at 0x0A bytes: bound it by its decoded text as well (the looser of the two holds).
        let decoded = SourceDecoder.decode(bytes, path: "").text
        guard case .utf8 = decoded.encoding else {
            let textBounds = InputBounds(counting: decoded.utf8)
            lineCount = max(byteBounds.lineCount, textBounds.lineCount)
            longestLine = max(byteBounds.longestLine, textBounds.longestLine)
            return
        }
        self = byteBounds
    }

    private init(counting bytes: [UInt8]) {
        var breaks = 0
        var longest = 0
        var run = 0
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D { breaks += 1 }
            if byte == 0x0A {
                longest = max(longest, run)
                run = 0
            } else {
                run += 1
            }
        }
        lineCount = breaks + 1
        longestLine = max(longest, run)
    }

    /// True when `location` can lie inside the input (a position just past the end is allowed).
    func contains(_ location: SourceLocation) -> Bool {
        (1...lineCount).contains(location.line) && (1...longestLine + 1).contains(location.column)
    }
}
