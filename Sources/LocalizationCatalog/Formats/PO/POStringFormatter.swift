/// Formats a keyword and its string the way GNU gettext writes PO files (`write-po.c`, `wrap`,
/// page width 79, as `msgcat` and `msgmerge` produce):
///
/// - `\a \b \f \n \r \t \v \\ \"` are escaped; other characters are written as they are.
/// - The value is cut after each `\n`. One piece that fits gives `name "value"`. Otherwise the
///   first line is `name ""` and each piece follows on its own lines, wrapped so that
///   prefix + quotes + text, trailing spaces not counted, fits in 79 columns.
/// - Lines break after spaces, after `-`, `/` and `.` between letters, and around CJK
///   characters (not before closing CJK punctuation). East Asian wide characters count two
///   columns. A word longer than the line is not split. This approximates the Unicode line
///   breaking gettext uses (libunistring `ulc_width_linebreaks`) for the cases seen in practice.
enum POStringFormatter {
    static let pageWidth = 79

    /// `prefix name "…"` lines, each ending in `\n`.
    static func field(_ name: String, _ value: String, prefix: String = "") -> String {
        let pieces = split(value)
        let prefixWidth = prefix.unicodeScalars.count
        if pieces.count == 1 {
            let lines = wrap(pieces[0], startColumn: prefixWidth + name.unicodeScalars.count + 1)
            if lines.count == 1 { return "\(prefix)\(name) \"\(lines[0])\"\n" }
        }
        var text = "\(prefix)\(name) \"\"\n"
        for piece in pieces {
            for line in wrap(piece, startColumn: prefixWidth) { text += "\(prefix)\"\(line)\"\n" }
        }
        return text
    }

    /// The value cut after each newline; an empty value is one empty piece.
    private static func split(_ value: String) -> [[Unicode.Scalar]] {
        var pieces: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for scalar in value.unicodeScalars {
            current.append(scalar)
            if scalar == "\n" {
                pieces.append(current)
                current = []
            }
        }
        if !current.isEmpty || pieces.isEmpty { pieces.append(current) }
        return pieces
    }

    /// One escaped character with its display width.
    private struct Unit {
        var text: String
        var scalar: Unicode.Scalar
        var width: Int
        var isSpace: Bool { scalar == " " }
    }

    /// The escaped text of one piece as lines, the first starting at `startColumn`.
    private static func wrap(_ piece: [Unicode.Scalar], startColumn: Int) -> [String] {
        let units = piece.map(unit)
        // Width available for text between the quotes.
        let limit = pageWidth - startColumn - 2
        var lines: [String] = []
        var lineStart = 0
        var width = 0
        var lastBreak: Int?  // index of the first unit of the next line if we break here
        var i = 0
        while i < units.count {
            let u = units[i]
            let over = !u.isSpace && width + u.width > limit
            if over, let cut = lastBreak, cut > lineStart {
                lines.append(units[lineStart..<cut].map(\.text).joined())
                lineStart = cut
                lastBreak = nil
                width = units[cut..<i].reduce(0) { $0 + $1.width }
                continue
            }
            width += u.width
            if i + 1 < units.count, canBreak(after: i, units) { lastBreak = i + 1 }
            i += 1
        }
        lines.append(units[lineStart...].map(\.text).joined())
        return lines
    }

    private static func canBreak(after i: Int, _ units: [Unit]) -> Bool {
        let a = units[i].scalar, b = units[i + 1].scalar
        if a == "\n" || b == "\n" { return false }
        if a == " " { return b != " " }
        if b == " " { return false }
        if a == "-" || a == "/" || a == "." {
            return i > 0 && isLetter(units[i - 1].scalar) && isLetter(b)
        }
        if isClosingCJK(b) || isOpeningCJK(a) { return false }
        return isIdeographic(a) || isIdeographic(b)
    }

    private static func unit(_ scalar: Unicode.Scalar) -> Unit {
        let escaped: String? = switch scalar {
        case "\u{07}": "\\a"
        case "\u{08}": "\\b"
        case "\u{0C}": "\\f"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\u{0B}": "\\v"
        case "\\": "\\\\"
        case "\"": "\\\""
        default: nil
        }
        if let escaped { return Unit(text: escaped, scalar: scalar, width: 2) }
        return Unit(text: String(scalar), scalar: scalar, width: displayWidth(scalar))
    }

    private static func isLetter(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic
    }

    private static func isIdeographic(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0x20000...0x3FFFD: true
        default: false
        }
    }

    private static func isClosingCJK(_ s: Unicode.Scalar) -> Bool {
        "、。，．：；！？）」』】〕〉》〗〙〛ー々〻ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ".unicodeScalars.contains(s)
    }

    private static func isOpeningCJK(_ s: Unicode.Scalar) -> Bool {
        "（「『【〔〈《〖〘〚".unicodeScalars.contains(s)
    }

    /// Terminal columns: 2 for East Asian wide and fullwidth characters, 0 for combining marks.
    private static func displayWidth(_ s: Unicode.Scalar) -> Int {
        switch s.value {
        case 0x0300...0x036F, 0x200B...0x200F: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
