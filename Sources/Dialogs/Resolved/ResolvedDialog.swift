import LocalizationCatalog

/// What a dialog reads in one locale on one platform, after the platform's rules: a plain value
/// for tests, snapshots and renderers.
///
/// `actions` are in visual order: leading to trailing in a row (`actionLayout == .row`), top to
/// bottom in a stack. In a right-to-left layout a row's leading side is on the right.
public struct ResolvedDialog: Sendable, Hashable, Codable {
    /// The manifest's id for the dialog, when it came from one.
    public var id: String?
    public var kind: DialogKind
    public var platform: DialogPlatform
    /// The locale the dialog was resolved for (the environment locale, else the first preferred
    /// language).
    public var locale: String
    /// The app's localization the texts were looked up in (first of the search list).
    public var localization: String?
    public var style: DialogStyle
    /// The title, or nil when the platform hides it.
    public var title: String?
    /// The message as shown: plain text, styling stripped; nil when there is none.
    public var message: String?
    public var actions: [ResolvedAction]
    public var actionLayout: ActionLayout
    /// Text fields of an alert, in declaration order (shown above the buttons).
    public var textFields: [ResolvedTextField]
    public var layoutDirection: LayoutDirection
    public var diagnostics: [DialogDiagnostic]
    /// The title or the message is not this localization's own text (its key is missing here, so
    /// the key, the development language's or another localization's text is shown). Not
    /// encoded: the `resolution.*` diagnostics say it.
    public var isTitleUntranslated = false
    public var isMessageUntranslated = false

    public init(
        id: String? = nil, kind: DialogKind, platform: DialogPlatform, locale: String, localization: String?,
        style: DialogStyle, title: String?, message: String?, actions: [ResolvedAction], actionLayout: ActionLayout,
        textFields: [ResolvedTextField] = [], layoutDirection: LayoutDirection, diagnostics: [DialogDiagnostic] = []
    ) {
        self.id = id
        self.kind = kind
        self.platform = platform
        self.locale = locale
        self.localization = localization
        self.style = style
        self.title = title
        self.message = message
        self.actions = actions
        self.actionLayout = actionLayout
        self.textFields = textFields
        self.layoutDirection = layoutDirection
        self.diagnostics = diagnostics
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, platform, locale, localization, style, title, message, actions, actionLayout, textFields,
             layoutDirection, diagnostics
    }

    /// Encodes every key, with `null` for a hidden title or an absent message, so consumers see
    /// the same shape for every dialog.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(platform, forKey: .platform)
        try container.encode(locale, forKey: .locale)
        try container.encode(localization, forKey: .localization)
        try container.encode(style, forKey: .style)
        try container.encode(title, forKey: .title)
        try container.encode(message, forKey: .message)
        try container.encode(actions, forKey: .actions)
        try container.encode(actionLayout, forKey: .actionLayout)
        try container.encode(textFields, forKey: .textFields)
        try container.encode(layoutDirection, forKey: .layoutDirection)
        try container.encode(diagnostics, forKey: .diagnostics)
    }

    /// The action labels in visual order, for quick assertions.
    public var actionLabels: [String] { actions.map(\.label) }
}

/// How the system presents a dialog.
public enum DialogStyle: String, Sendable, Hashable, Codable {
    /// A centered alert.
    case alert
    /// A sheet of buttons rising from the bottom of an iPhone screen (or a full-screen list on
    /// tvOS and watchOS).
    case actionSheet
    /// A popover on an iPad in the regular size class; tapping outside it cancels.
    case popover
    /// A sheet attached to a macOS window.
    case sheet
}

/// Whether the buttons share a row or are stacked.
public enum ActionLayout: String, Sendable, Hashable, Codable {
    case row
    case stack
}

/// The direction of the dialog's layout, from its localization's script.
public enum LayoutDirection: String, Sendable, Hashable, Codable {
    case leftToRight
    case rightToLeft
}

/// One button as shown.
public struct ResolvedAction: Sendable, Hashable, Codable {
    /// The label text; for a button labelled only by an image (kept on macOS and visionOS),
    /// empty, with `image` set.
    public var label: String
    public var role: ButtonRole?
    /// Shown with greater prominence and triggered by Return.
    public var isDefault: Bool
    /// Added by the system (OK, Cancel, Close) rather than declared by the author.
    public var isStandard: Bool
    /// The image of an image or `Label` button, when shown.
    public var image: String?
    /// Shown dimmed (`.disabled(true)`); encoded only when true.
    public var isDisabled: Bool
    /// The label is not the localization's own text (see ``ResolvedDialog/isTitleUntranslated``).
    /// Not encoded, and not part of equality: two buttons that read the same are equal; the
    /// dialog's `resolution.*` diagnostics say where a text came from.
    public var isUntranslated = false

    public static func == (a: ResolvedAction, b: ResolvedAction) -> Bool {
        a.label == b.label && a.role == b.role && a.isDefault == b.isDefault && a.isStandard == b.isStandard
            && a.image == b.image && a.isDisabled == b.isDisabled
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(role)
        hasher.combine(isDefault)
        hasher.combine(isStandard)
        hasher.combine(image)
        hasher.combine(isDisabled)
    }

    public init(
        label: String, role: ButtonRole? = nil, isDefault: Bool = false, isStandard: Bool = false, image: String? = nil,
        isDisabled: Bool = false
    ) {
        self.label = label
        self.role = role
        self.isDefault = isDefault
        self.isStandard = isStandard
        self.image = image
        self.isDisabled = isDisabled
    }

    private enum CodingKeys: String, CodingKey { case label, role, isDefault, isStandard, image, isDisabled }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decode(String.self, forKey: .label)
        role = try container.decodeIfPresent(ButtonRole.self, forKey: .role)
        isDefault = try container.decode(Bool.self, forKey: .isDefault)
        isStandard = try container.decode(Bool.self, forKey: .isStandard)
        image = try container.decodeIfPresent(String.self, forKey: .image)
        isDisabled = try container.decodeIfPresent(Bool.self, forKey: .isDisabled) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(role, forKey: .role)
        try container.encode(isDefault, forKey: .isDefault)
        try container.encode(isStandard, forKey: .isStandard)
        try container.encodeIfPresent(image, forKey: .image)
        if isDisabled { try container.encode(isDisabled, forKey: .isDisabled) }
    }
}

/// A text field of an alert, as shown.
public struct ResolvedTextField: Sendable, Hashable, Codable {
    /// The field's title (its placeholder when there is no prompt).
    public var title: String
    public var prompt: String?
    public var isSecure: Bool
    /// The text it holds now.
    public var text: String

    public init(title: String, prompt: String? = nil, isSecure: Bool = false, text: String = "") {
        self.title = title
        self.prompt = prompt
        self.isSecure = isSecure
        self.text = text
    }
}

/// A problem or notable decision found while resolving a dialog: a rule ID, a severity, where
/// (`title`, `message`, `action 2`), and what happened.
///
/// It is a ``Diagnostic`` without a file position (it belongs to a resolved dialog, not to a
/// line of a file): the severity is the same type, and ``Diagnostic/init(_:dialog:at:)`` makes one
/// of it at the dialog's place in a manifest.
public struct DialogDiagnostic: Sendable, Hashable, Codable {
    public typealias Severity = LocalizationCatalog.Severity

    /// A stable ID: `dialog.*` for platform rules, `resolution.*`/`formatting.*` for strings.
    public var rule: String
    public var severity: Severity
    /// Which part of the dialog: `title`, `message`, `action N` (1-based, declaration order).
    public var element: String
    public var message: String

    public init(rule: String, severity: Severity, element: String, message: String) {
        self.rule = rule
        self.severity = severity
        self.element = element
        self.message = message
    }
}

extension Diagnostic {
    /// The finding `issue` of dialog `id`, at `location` (the dialog's place in its manifest):
    /// the message names the dialog's element (`action 2: …`).
    public init(_ issue: DialogDiagnostic, dialog id: String? = nil, at location: SourceLocation) {
        let subject = id.map { "dialog '\($0)', \(issue.element)" } ?? issue.element
        self.init(rule: issue.rule, severity: issue.severity, location: location, message: "\(subject): \(issue.message)")
    }
}
