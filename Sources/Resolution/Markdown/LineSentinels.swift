/// The trick that makes cmark parse inline syntax only while keeping every whitespace
/// (platform-notes.md §3.2): every line is wrapped in Unicode space characters (category Zs)
/// that do not occur in the text, and they are removed from what cmark returns.
///
/// Why it works: cmark's block parser counts only ' ' and '\t' as indentation and blankness, so
/// a line that starts with a sentinel can open no heading, list, quote, fence, HTML block,
/// setext underline, thematic break, indented code or link reference definition; no line is
/// blank, so the whole text is one paragraph; and the paragraph's leading and trailing spaces are
/// not trimmed, nor is "two spaces, newline" a hard break. Emphasis, on the other hand, decides
/// with Unicode whitespace (flanking rules), so a sentinel acts exactly like the line start or
/// line end it stands beside: `_it_` at the start of a line is still emphasis.
///
/// The sentinel after each line says which line ending followed (LF, CRLF or CR), so the original
/// separator is restored where cmark reports a soft break, or a space inside a code span.
struct LineSentinels {
    /// Put at the start of every line, and at the end of the last one.
    let lineStart: Unicode.Scalar
    /// Put at the end of a line that ends with "\n", "\r\n" and "\r".
    let beforeLF: Unicode.Scalar
    let beforeCRLF: Unicode.Scalar
    let beforeCR: Unicode.Scalar

    /// Unicode Zs characters that cmark counts as whitespace but not as indentation. U+00A0 and
    /// U+202F are left out: they are common in French and other texts, and so are rarely free.
    static let candidates: [Unicode.Scalar] = [
        "\u{2000}", "\u{2001}", "\u{2002}", "\u{2003}", "\u{2004}", "\u{2005}", "\u{2006}",
        "\u{2007}", "\u{2008}", "\u{2009}", "\u{200A}", "\u{205F}", "\u{3000}", "\u{1680}",
    ]

    /// Four candidates that do not occur in `text`, or nil when fewer than four are free.
    init?(avoiding text: String) {
        var free = Self.candidates
        for scalar in text.unicodeScalars where scalar.value >= 0x1680 && scalar.value <= 0x3000 {
            free.removeAll { $0 == scalar }
        }
        guard free.count >= 4 else { return nil }
        (lineStart, beforeLF, beforeCRLF, beforeCR) = (free[0], free[1], free[2], free[3])
    }

    /// `text` with every line wrapped: `lineStart + line + ending sentinel + separator`.
    func wrap(_ text: String) -> String {
        var wrapped = String.UnicodeScalarView()
        wrapped.append(lineStart)
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\n":
                wrapped.append(contentsOf: [beforeLF, "\n", lineStart])
            case "\r" where pending == "\n":
                pending = scalars.next()
                wrapped.append(contentsOf: [beforeCRLF, "\r", "\n", lineStart])
            case "\r":
                wrapped.append(contentsOf: [beforeCR, "\r", lineStart])
            default:
                wrapped.append(scalar)
            }
        }
        wrapped.append(lineStart)
        return String(wrapped)
    }

    /// The line ending that the ending sentinel `scalar` stands for, or nil.
    func separator(endedBy scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case beforeLF: "\n"
        case beforeCRLF: "\r\n"
        case beforeCR: "\r"
        default: nil
        }
    }

    /// Removes the sentinels from `scalars`, restoring line endings. Only sentinels where the
    /// wrapping put them are removed: `lineStart` first and last, and each line boundary — an
    /// ending sentinel, then what cmark made of the line ending (the "\n" of a soft break, the
    /// space of a code span, or the separator itself in raw HTML or an image shown as written),
    /// then `lineStart` — which becomes the original separator. A sentinel anywhere else came
    /// from the text itself (an entity such as `&#x2000;`) and is kept. `boundaries` (ascending
    /// offsets into `scalars`, where runs start) are moved to the matching offsets of the result.
    func unwrap(_ scalars: [Unicode.Scalar], boundaries: inout [Int]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        var next = 0  // the next boundary to move
        var index = 0
        if scalars.first == lineStart { index = 1 }
        let end = scalars.last == lineStart ? scalars.count - 1 : scalars.count
        while index < end {
            while next < boundaries.count, boundaries[next] <= index {
                boundaries[next] = result.count
                next += 1
            }
            let scalar = scalars[index]
            if let separator = separator(endedBy: scalar), let length = boundaryLength(at: index, in: scalars, separator: separator) {
                result.append(contentsOf: separator.unicodeScalars)
                index += length
            } else {
                result.append(scalar)
                index += 1
            }
        }
        while next < boundaries.count {
            boundaries[next] = result.count
            next += 1
        }
        return result
    }

    /// The length of the line boundary that starts with an ending sentinel at `index`, or nil.
    private func boundaryLength(at index: Int, in scalars: [Unicode.Scalar], separator: String) -> Int? {
        var forms: [[Unicode.Scalar]] = [["\n"], [" "]]
        if separator != "\n" { forms.append(Array(separator.unicodeScalars)) }
        for form in forms {
            let stop = index + 1 + form.count
            if stop < scalars.count, scalars[stop] == lineStart, scalars[(index + 1)..<stop].elementsEqual(form) {
                return form.count + 2
            }
        }
        return nil
    }
}
