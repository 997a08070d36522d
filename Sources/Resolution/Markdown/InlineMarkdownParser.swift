import LocalizationCatalog
import CCmarkGFM

/// Parses text as SwiftUI parses a `LocalizedStringKey`'s localized string:
/// `AttributedString(markdown:)` with `interpretedSyntax: .inlineOnlyPreservingWhitespace`
/// (apple-semantics.md §3.5), using libcmark-gfm with the strikethrough extension and the
/// line sentinels of `LineSentinels` (platform-notes.md §3).
///
/// What comes out:
/// - emphasis (`*`, `_`), strong emphasis (`**`, `__`), strikethrough (`~~`, and `~` as GFM
///   allows by default), code spans and links (`[text](url)`, `<https://autolink>`) become styles;
///   backslash escapes and entities are resolved, as CommonMark says;
/// - headings, lists, block quotes, fences, indented code, tables, thematic breaks, reference
///   definitions, HTML and images stay as written (SwiftUI renders none of them; the table and
///   autolink extensions are not attached);
/// - every space, tab and line ending stays where it was; a line ending inside a code span stays
///   a line ending.
///
/// Returns nil when the text cannot be parsed this way (no free sentinel, or cmark fails); the
/// caller then shows it verbatim, as SwiftUI shows a string whose Markdown fails to parse.
enum InlineMarkdownParser {
    /// The GFM strikethrough extension, registered once per process (registration writes a global
    /// list; `static let` makes it happen exactly once). Read-only afterwards.
    nonisolated(unsafe) static let strikethrough: OpaquePointer? = {
        cmark_gfm_core_extensions_ensure_registered()
        return cmark_find_syntax_extension("strikethrough")
    }()

    /// cmark 0.29.0.gfm.6 (Debian 12) keeps the table of special inline characters in globals:
    /// each parse adds its extensions' characters (`~`) before parsing inlines and removes them
    /// after, so two parses on two threads make each other miss strikethrough. Parses take turns.
    /// It counts the parses: with a zero-sized value, ThreadSanitizer takes the value's access
    /// under the lock for a write to the lock's own field.
    private static let cmarkTurn = Locked(0)

    static func parse(_ text: String) -> StyledText? {
        if text.isEmpty { return StyledText(runs: []) }
        // Nothing that can start Markdown inline syntax (or be changed by it): skip cmark.
        if !text.utf8.contains(where: isSpecial) { return .verbatim(text) }
        guard let sentinels = LineSentinels(avoiding: text), let strikethrough else { return nil }
        let wrapped = Array(sentinels.wrap(text).utf8)

        return cmarkTurn.withLock { parses -> StyledText? in
            parses &+= 1
            guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS) else { return nil }
            defer { cmark_parser_free(parser) }
            guard cmark_parser_attach_syntax_extension(parser, strikethrough) != 0 else { return nil }
            // cmark copies what it is fed: the buffer need only live for the call.
            wrapped.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
            }
            guard let document = cmark_parser_finish(parser) else { return nil }
            defer { cmark_node_free(document) }
            var walker = InlineWalker(source: wrapped, strikethrough: strikethrough, lineStart: sentinels.lineStart)
            guard walker.walk(document) else { return nil }
            return walker.styledText(removing: sentinels)
        }
    }

    /// Bytes that may start inline syntax, be escaped, be an entity, or be a line ending or NUL
    /// (which cmark changes): `! & < [ \ ] _ ` * ~ \n \r \0`, and any non-ASCII byte (a sentinel
    /// may already be in the text, and cmark treats Unicode spaces and punctuation specially).
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "\\"), UInt8(ascii: "!"),
            UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0:
            true
        default:
            byte >= 0x80
        }
    }
}

/// Walks a cmark document made from sentinel-wrapped text and collects styled runs.
private struct InlineWalker {
    let source: [UInt8]
    let strikethrough: OpaquePointer
    let lineStart: Unicode.Scalar
    /// Byte offsets in `source` where each line (1-based in cmark) starts.
    let lineStarts: [Int]

    private var scalars: [Unicode.Scalar] = []
    private var runs: [(start: Int, style: StyledRun)] = []
    private var bold = 0, italic = 0, struck = 0
    private var links: [String] = []

    init(source: [UInt8], strikethrough: OpaquePointer, lineStart: Unicode.Scalar) {
        self.source = source
        self.lineStart = lineStart
        self.strikethrough = strikethrough
        var starts = [0]
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "\r"), index + 1 < source.count, source[index + 1] == UInt8(ascii: "\n") {
                index += 1
            }
            if source[index] == UInt8(ascii: "\n") || source[index] == UInt8(ascii: "\r") { starts.append(index + 1) }
            index += 1
        }
        lineStarts = starts
    }

    /// Collects the document's inlines; false when the document holds anything but one paragraph
    /// of inlines (the sentinels should make that impossible).
    mutating func walk(_ document: OpaquePointer) -> Bool {
        guard let iterator = cmark_iter_new(document) else { return false }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { return true }
            guard let node = cmark_iter_get_node(iterator) else { return false }
            let entering = event == CMARK_EVENT_ENTER
            let step = entering ? 1 : -1
            switch cmark_node_get_type(node) {
            case CMARK_NODE_DOCUMENT, CMARK_NODE_PARAGRAPH:
                continue
            case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE:
                append(literal(of: node), monospaced: false)
            case CMARK_NODE_CODE:
                append(literal(of: node), monospaced: true)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                append("\n", monospaced: false)
            case CMARK_NODE_EMPH:
                italic += step
            case CMARK_NODE_STRONG:
                bold += step
            case CMARK_NODE_LINK:
                if entering {
                    links.append(cmark_node_get_url(node).map { String(cString: $0) } ?? "")
                } else {
                    links.removeLast()
                }
            case CMARK_NODE_IMAGE:
                // SwiftUI renders no image; the syntax is shown as written. Without a usable
                // source position, fall back to the alternative text (the children).
                if entering, let written = writtenImage(node, lineStart: lineStart) {
                    append(written, monospaced: false)
                    cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
                }
            default:
                if cmark_node_get_syntax_extension(node) == strikethrough {
                    struck += step
                } else {
                    return false
                }
            }
        }
    }

    private func literal(of node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// The source bytes of an image, from its source position (1-based lines and byte columns,
    /// end inclusive; reliable here because no line has leading spaces cmark would strip). cmark
    /// 0.29.0.gfm.6 reports a wrong start for an image whose text spans lines (the start line is
    /// the end line), so then the start is the last `![` on the line where the image's text
    /// begins: the end line less the line boundaries inside it, counted by their `lineStart`
    /// sentinels.
    private func writtenImage(_ node: OpaquePointer, lineStart: Unicode.Scalar) -> String? {
        let (startLine, startColumn) = (Int(cmark_node_get_start_line(node)), Int(cmark_node_get_start_column(node)))
        let (endLine, endColumn) = (Int(cmark_node_get_end_line(node)), Int(cmark_node_get_end_column(node)))
        guard startLine >= 1, endLine >= startLine, endLine <= lineStarts.count, startColumn >= 1, endColumn >= 1
        else { return nil }
        let end = lineStarts[endLine - 1] + endColumn
        guard end <= source.count else { return nil }
        let boundaries = lineBoundaries(inside: node, lineStart: lineStart)
        var start = lineStarts[startLine - 1] + startColumn - 1
        if boundaries > 0 {
            guard endLine - boundaries >= 1 else { return nil }
            let line = endLine - boundaries
            let lineEnd = line < lineStarts.count ? lineStarts[line] : source.count
            guard let opener = (lineStarts[line - 1]..<(lineEnd - 1)).last(where: {
                source[$0] == UInt8(ascii: "!") && source[$0 + 1] == UInt8(ascii: "[")
            }) else { return nil }
            start = opener
        }
        guard start + 1 < end, source[start] == UInt8(ascii: "!"), source[start + 1] == UInt8(ascii: "[") else { return nil }
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    /// How many line boundaries the text of `node` crosses: the `lineStart` sentinels in its
    /// descendants' literals (each line after a boundary starts with one).
    private func lineBoundaries(inside node: OpaquePointer, lineStart: Unicode.Scalar) -> Int {
        guard let iterator = cmark_iter_new(node) else { return 0 }
        defer { cmark_iter_free(iterator) }
        var count = 0
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard let child = cmark_iter_get_node(iterator), let literal = cmark_node_get_literal(child) else { continue }
            count += String(cString: literal).unicodeScalars.lazy.filter { $0 == lineStart }.count
        }
        return count
    }

    private mutating func append(_ text: String, monospaced: Bool) {
        let style = StyledRun(
            "", bold: bold > 0, italic: italic > 0, strikethrough: struck > 0, monospaced: monospaced, link: links.last)
        if runs.last.map({ !$0.style.hasSameStyle(as: style) }) ?? true {
            runs.append((scalars.count, style))
        }
        scalars.append(contentsOf: text.unicodeScalars)
    }

    /// The runs with the sentinels removed and line endings restored.
    func styledText(removing sentinels: LineSentinels) -> StyledText {
        var boundaries = runs.map(\.start)
        let text = sentinels.unwrap(scalars, boundaries: &boundaries)
        var result: [StyledRun] = []
        result.reserveCapacity(runs.count)
        for (index, run) in runs.enumerated() {
            let end = index + 1 < boundaries.count ? boundaries[index + 1] : text.count
            var styled = run.style
            styled.text = String(String.UnicodeScalarView(text[boundaries[index]..<end]))
            result.append(styled)
        }
        return StyledText(runs: result)
    }
}
