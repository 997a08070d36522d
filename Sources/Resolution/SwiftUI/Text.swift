/// SwiftUI's `Text` as a value: localized (looked up in a table, formatted, Markdown parsed) or
/// verbatim (shown as given), concatenated, with styling modifiers kept as attributes.
///
/// Source: SwiftUI `Text.init(_:tableName:bundle:comment:)` ("If the initializer can't find the
/// key in the table, or if no table exists, the text view displays the string representation
/// of the key instead"), `Text(verbatim:)` and `Text(_ content: some StringProtocol)` ("without
/// localization"; apple-semantics.md §3.1, §3.4). `comment` has no effect at run time.
public struct Text: Sendable, Hashable {
    indirect enum Content: Sendable, Hashable {
        case localized(LocalizedStringKey, table: String?, bundle: LocalizationBundle?)
        case verbatim(String)
        case resource(LocalizedStringResource)
        case concatenation(Text, Text)
    }

    let content: Content
    /// The styling applied to the whole text by modifiers.
    public internal(set) var style = TextStyle()

    /// A localized text: `key` is looked up in `tableName` (nil → `Localizable`) of `bundle`
    /// (nil → the environment's main bundle).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: LocalizationBundle? = nil, comment: StaticString? = nil) {
        content = .localized(key, table: tableName, bundle: bundle)
    }

    /// A text shown as given: no lookup, no Markdown.
    public init(verbatim content: String) {
        self.content = .verbatim(content)
    }

    /// A stored string shown as given (SwiftUI's `Text(_ content: some StringProtocol)`); string
    /// literals pick the localized initializer instead, as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = .verbatim(String(content))
    }

    /// A text from a `LocalizedStringResource`, looked up in the resource's own locale.
    public init(_ resource: LocalizedStringResource) {
        content = .resource(resource)
    }

    init(content: Content, style: TextStyle) {
        self.content = content
        self.style = style
    }

    /// Concatenation keeps each part's own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(content: .concatenation(lhs, rhs), style: TextStyle())
    }

    public func bold(_ isActive: Bool = true) -> Text { modified { $0.bold = isActive } }
    public func italic(_ isActive: Bool = true) -> Text { modified { $0.italic = isActive } }
    public func strikethrough(_ isActive: Bool = true) -> Text { modified { $0.strikethrough = isActive } }
    public func monospaced(_ isActive: Bool = true) -> Text { modified { $0.monospaced = isActive } }
    /// A foreground color by name (`red`, `accentColor`, `#FF0000`); kept as an attribute.
    public func foregroundColor(_ color: String?) -> Text { modified { $0.foregroundColor = color } }

    private func modified(_ change: (inout TextStyle) -> Void) -> Text {
        var copy = self
        change(&copy.style)
        return copy
    }

    /// The key a localized text looks up (`"Import %@"` for `Text("Import \(name)")`), the
    /// resource's key for a `LocalizedStringResource`; nil for verbatim text and concatenations.
    public var localizationKey: String? {
        switch content {
        case .localized(let key, _, _): key.key
        case .resource(let resource): resource.key
        case .verbatim, .concatenation: nil
        }
    }

    /// True when the text is looked up (not verbatim) somewhere inside.
    public var isLocalized: Bool {
        switch content {
        case .localized, .resource: true
        case .verbatim: false
        case .concatenation(let a, let b): a.isLocalized || b.isLocalized
        }
    }
}

/// Styling set by `Text` modifiers; a concatenation's parts keep their own.
public struct TextStyle: Sendable, Hashable {
    public var bold = false
    public var italic = false
    public var strikethrough = false
    public var monospaced = false
    public var foregroundColor: String?

    public init() {}

    /// `run` with these modifiers applied; the run's own Markdown styles stay.
    func applied(to run: StyledRun) -> StyledRun {
        var run = run
        run.bold = run.bold || bold
        run.italic = run.italic || italic
        run.strikethrough = run.strikethrough || strikethrough
        run.monospaced = run.monospaced || monospaced
        run.foregroundColor = run.foregroundColor ?? foregroundColor
        return run
    }
}
