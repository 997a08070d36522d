/// Parses format strings into directives and problems, byte by byte over UTF-8 (no regular
/// expressions, no Foundation): `l10n-check` runs it over every value of every table.
///
/// ```swift
/// let parsed = FormatStringParser.parse("%1$@ has %2$lld files", dialect: .foundation)
/// parsed.directives.map(\.kind)   // [.object, .int64]
/// FormatStringParser.parse("100% daily", dialect: .foundation).directives[0].flags   // [.space]
/// ```
///
/// Sources: CFString.c `__CFParseFormatSpec` (Foundation), C11 7.21.6.1 and gettext
/// format-c.c (C), gettext format-python.c and format-python-brace.c (Python); spec §7.
public enum FormatStringParser {
    /// Widths and precisions above this are reported as `excessiveWidth`/`excessivePrecision`.
    public static let amountLimit = 10_000

    /// The directives the checks read of one string (`directiveLimit`); a string with more is
    /// reported once and the rest is not compared.
    ///
    /// No real format comes close: the largest count of one string in the project's real input
    /// is 5 (Django's 1,226 `.po` files) and 3 (the Apple corpus in `Tests/Corpus/apple`); glibc,
    /// which has no limit of its own, names 4,096 as a reasonable one for numbered arguments
    /// (`NL_ARGMAX`). 500 is a hundred times the largest real count and keeps the comparison of
    /// a hostile string (200,000 `%s` in one msgstr) bounded.
    public static let checkedDirectiveLimit = 500

    /// Parses `text` in `dialect`. With `argumentPlaceholder`, `%arg` (a String Catalog
    /// substitution variant's stand-in for the substitution's argument) is one directive with
    /// `isArgumentPlaceholder`. With `translated` (a gettext msgstr), glibc's `I` flag (the
    /// locale's own digits, `%Id`) is a flag in the printf dialects, as msgfmt accepts it in
    /// translations only (gettext format-c.c; glibc manual, "Other Output Conversions").
    /// With `directiveLimit`, parsing stops at the directive after that many (each `%`, or `{`
    /// for Python brace, counts, valid or not) and `truncation` says where; checks that stop
    /// there compare only what was read.
    public static func parse(
        _ text: String, dialect: FormatDialect, argumentPlaceholder: Bool = false, translated: Bool = false,
        directiveLimit: Int? = nil
    ) -> ParsedFormat {
        var text = text
        let limit = max(directiveLimit ?? Int.max, 0)
        // The parsers read b[i] only after i < n (i + k < n before a look-ahead); problem ranges are checked before slicing.
        return text.withUTF8 { bytes in
            // Most values have no directive at all: answer without allocating.
            guard bytes.contains(trigger(of: dialect)) else { return ParsedFormat(dialect: dialect) }
            var result: ParsedFormat
            switch dialect {
            case .foundation, .c:
                result = PrintfParser.parse(
                    bytes, dialect: dialect, argumentPlaceholder: argumentPlaceholder, translated: translated, limit: limit)
            case .python: result = PythonPercentParser.parse(bytes, limit: limit)
            case .pythonBrace: result = PythonBraceParser.parse(bytes, limit: limit)
            }
            // Messages quote what was written (`% t` of "100% täglich"), not a reconstruction.
            for index in result.problems.indices {
                let range = result.problems[index].byteRange
                guard range.lowerBound >= 0, range.upperBound <= bytes.count else { continue }
                result.problems[index].written = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            return result
        }
    }
}

extension FormatStringParser {
    /// False when `text` lacks the byte every directive of `dialect` starts with (`%`, or `{`
    /// for Python brace): `parse` would find no directive and no problem in it.
    public static func mayHaveDirectives(_ text: String, dialect: FormatDialect) -> Bool {
        let trigger = trigger(of: dialect)
        // contains iterates the buffer's own indices.
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(trigger) } ?? text.utf8.contains(trigger)
    }

    static func trigger(of dialect: FormatDialect) -> UInt8 {
        dialect == .pythonBrace ? UInt8(ascii: "{") : UInt8(ascii: "%")
    }
}

/// Columns of byte offsets, counted forward from the last offset asked (offsets only grow).
struct ColumnCounter {
    private var offset = 0
    private var column = 1

    mutating func column(at target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if target < offset { offset = 0; column = 1 }
        while offset < target {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return column
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The Unicode scalar starting at `index` (U+FFFD when the bytes are not UTF-8).
    func scalar(at index: Int) -> Unicode.Scalar {
        if self[index] < 0x80 { return Unicode.Scalar(self[index]) }
        var end = index + 1
        while end < count, self[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: self[index..<end]), as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    /// The end of the scalar starting at `index`.
    func scalarEnd(_ index: Int) -> Int {
        var end = index + 1
        while end < count, self[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
