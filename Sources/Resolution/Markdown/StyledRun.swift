/// A stretch of text that carries one set of inline styles: what one `Text` segment of SwiftUI
/// shows after Markdown (apple-semantics.md §3.5).
///
/// The styles are those SwiftUI maps from Foundation's `InlinePresentationIntent` and link
/// attributes: italic, bold, monospaced (inline code), strikethrough, and a link destination.
///
/// ```swift
/// StyledText.markdown("**Save** now").runs
/// // [StyledRun("Save", bold: true), StyledRun(" now")]
/// ```
public struct StyledRun: Sendable, Hashable, CustomStringConvertible {
    /// The characters shown, with every whitespace and line break of the source.
    public var text: String
    /// `**bold**` or `__bold__`.
    public var bold: Bool
    /// `*italic*` or `_italic_`.
    public var italic: Bool
    /// `~~strikethrough~~` (the GFM extension).
    public var strikethrough: Bool
    /// `` `code` ``: shown in a monospaced font.
    public var monospaced: Bool
    /// The destination of `[text](destination)` or `<https://autolink>`, as written (cmark
    /// resolves escapes and entities in it); nil outside links. Link titles are not kept.
    public var link: String?
    /// A foreground color set by `Text.foregroundColor(_:)` (Markdown sets none).
    public var foregroundColor: String?

    public init(
        _ text: String, bold: Bool = false, italic: Bool = false, strikethrough: Bool = false,
        monospaced: Bool = false, link: String? = nil, foregroundColor: String? = nil
    ) {
        self.text = text
        self.bold = bold
        self.italic = italic
        self.strikethrough = strikethrough
        self.monospaced = monospaced
        self.link = link
        self.foregroundColor = foregroundColor
    }

    /// True when the run carries no style at all.
    public var isPlain: Bool { !bold && !italic && !strikethrough && !monospaced && link == nil && foregroundColor == nil }

    /// True when `other` carries the same styles (the text aside).
    func hasSameStyle(as other: StyledRun) -> Bool {
        bold == other.bold && italic == other.italic && strikethrough == other.strikethrough
            && monospaced == other.monospaced && link == other.link && foregroundColor == other.foregroundColor
    }

    public var description: String {
        var styles: [String] = []
        if bold { styles.append("bold") }
        if italic { styles.append("italic") }
        if strikethrough { styles.append("strikethrough") }
        if monospaced { styles.append("monospaced") }
        if let link { styles.append("link(\(link))") }
        if let foregroundColor { styles.append("color(\(foregroundColor))") }
        return styles.isEmpty ? "\"\(text)\"" : "\"\(text)\" [\(styles.joined(separator: ", "))]"
    }
}
