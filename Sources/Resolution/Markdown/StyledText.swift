/// Text as SwiftUI shows it: a sequence of styled runs, and the same text with the styling
/// removed (what a dialog message, which shows no styling, reads).
///
/// - `StyledText.markdown(_:)` reads a `LocalizedStringKey`'s localized format as SwiftUI does:
///   inline Markdown only, every whitespace and line break kept (apple-semantics.md §3.5).
/// - `StyledText.verbatim(_:)` is `Text(verbatim:)` and `Text(someString)`: no Markdown (§3.4).
///
/// Adjacent runs never share the same styles, and no run is empty: two values that show the
/// same thing are equal.
///
/// ```swift
/// let text = StyledText.markdown("Delete **%@**?")
/// text.runs       // ["Delete ", "%@" [bold], "?"]
/// text.unstyled   // "Delete %@?"
/// StyledText.verbatim("**Hi**").unstyled   // "**Hi**"
/// ```
public struct StyledText: Sendable, Hashable, CustomStringConvertible {
    /// The runs, in reading order.
    public private(set) var runs: [StyledRun]

    /// Makes a value from `runs`, joining neighbours with the same styles and dropping empty runs.
    public init(runs: [StyledRun]) {
        var joined: [StyledRun] = []
        joined.reserveCapacity(runs.count)
        for run in runs where !run.text.isEmpty {
            if let last = joined.last, last.hasSameStyle(as: run) {
                joined[joined.count - 1].text += run.text
            } else {
                joined.append(run)
            }
        }
        self.runs = joined
    }

    /// `text` shown as written, with no Markdown: `Text(verbatim:)`.
    public static func verbatim(_ text: String) -> StyledText {
        StyledText(runs: [StyledRun(text)])
    }

    /// `text` read as SwiftUI reads a `LocalizedStringKey`'s localized string: inline Markdown
    /// (bold, italic, strikethrough, code, links), block syntax kept as literal text, whitespace
    /// preserved (`inlineOnlyPreservingWhitespace`). When the text cannot be parsed it is shown
    /// verbatim, as SwiftUI does with a string whose Markdown fails to parse.
    ///
    /// Call it on the localized *format*, before arguments are substituted (see
    /// `formatted(by:)` and `substituting(_:)`), so an argument's own asterisks stay literal.
    public static func markdown(_ text: String) -> StyledText {
        InlineMarkdownParser.parse(text) ?? .verbatim(text)
    }

    /// The text with the styling removed: what SwiftUI shows where styling is dropped (alert and
    /// dialog messages).
    public var unstyled: String {
        runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
    }

    /// True when some run carries a style.
    public var isStyled: Bool { runs.contains { !$0.isPlain } }

    public var description: String { "[" + runs.map(\.description).joined(separator: ", ") + "]" }
}
