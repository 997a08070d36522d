import LocalizationCatalog

/// Loose upper bounds on where a position inside `bytes` can be, in any encoding a reader accepts.
///
/// Lines are counted at every LF and CR byte (more breaks than any reader sees), and columns
/// against the longest run of bytes without an LF (a line never has more scalars than bytes), so
/// a position outside these bounds is outside the input whatever the encoding.
struct InputBounds {
    let lineCount: Int
    let longestLine: Int

    init(_ bytes: [UInt8]) {
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
