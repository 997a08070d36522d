/// A resolved string: the text, the localization it came from (nil when the key or default
/// value is shown), and what went wrong on the way.
public struct ResolvedString: Sendable, Hashable {
    public var text: String
    public var localization: String?
    /// The file the translation came from, when one did.
    public var path: String?
    public var issues: [FormattingIssue]

    public init(text: String, localization: String? = nil, path: String? = nil, issues: [FormattingIssue] = []) {
        self.text = text
        self.localization = localization
        self.path = path
        self.issues = issues
    }
}
