import Internationalization

/// A resolved string: the text, the localization it came from (nil when the key or default
/// value is shown), and what went wrong on the way.
///
/// `text` is the plain text (for a `Text`, without its Markdown styling: what a dialog message
/// shows); `styled` has the runs with their styles. A `String(localized:)` result has no
/// Markdown: it is one plain run.
public struct ResolvedString: Sendable, Hashable {
    public var text: String
    /// The styled runs; a plain result keeps none and answers one plain run.
    public var styled: StyledText {
        get { styledStorage ?? .verbatim(text) }
        set { styledStorage = newValue }
    }
    // Spelled out: `T?` would give each a nil default that the initializer first stores, then
    // overwrites, and that costs a copy of the whole value.
    private var styledStorage: Optional<StyledText>
    public var localization: Optional<String>
    /// The file the translation came from, when one did.
    public var path: Optional<String>
    public var issues: [FormattingIssue]

    public init(
        text: String, styled: StyledText? = nil, localization: String? = nil, path: String? = nil,
        issues: [FormattingIssue] = []
    ) {
        self.text = text
        styledStorage = styled
        self.localization = localization
        self.path = path
        self.issues = issues
    }

    /// A result whose text is the styled text's plain text.
    init(styled: StyledText, localization: String?, path: String?, issues: [FormattingIssue]) {
        self.init(text: styled.unstyled, styled: styled, localization: localization, path: path, issues: issues)
    }

    /// The paragraph direction of the text (ICU's bidi algorithm: the first strong character,
    /// isolates skipped); `.neutral` when no character has a direction.
    public var direction: TextDirection { TextDirection(of: text) }

    /// Applies a `Text`'s modifiers to every run.
    mutating func restyle(_ style: TextStyle) {
        styled = Resolver.styledRuns(styled, style)
        text = styled.unstyled
    }
}
