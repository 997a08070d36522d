/// SwiftUI's `KeyboardShortcut`, as far as dialogs use it: `.defaultAction` (Return) marks the
/// default button ("You can influence the default button by assigning it the defaultAction
/// keyboard shortcut", every alert and dialog page), `.cancelAction` is Escape.
public struct KeyboardShortcut: Sendable, Hashable {
    /// `"return"`, `"escape"`, or the character of a custom shortcut.
    public let key: String
    public let modifiers: EventModifiers

    /// A custom shortcut (`.keyboardShortcut("s", modifiers: .command)`); it does not make a
    /// default button.
    public init(_ key: Character, modifiers: EventModifiers = .command) {
        self.key = String(key)
        self.modifiers = modifiers
    }

    init(named key: String) {
        self.key = key
        modifiers = []
    }

    /// Return: the dialog's default button.
    public static let defaultAction = KeyboardShortcut(named: "return")
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(named: "escape")
}

/// The modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 0)
    public static let control = EventModifiers(rawValue: 1 << 1)
    public static let option = EventModifiers(rawValue: 1 << 2)
    public static let command = EventModifiers(rawValue: 1 << 3)
}

extension View {
    /// Assigns a keyboard shortcut to the buttons inside this view.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ShortcutView<Self> {
        ShortcutView(content: self, shortcut: shortcut)
    }

    /// `.keyboardShortcut("s", modifiers: .command)`.
    public func keyboardShortcut(_ key: Character, modifiers: EventModifiers = .command) -> ShortcutView<Self> {
        ShortcutView(content: self, shortcut: KeyboardShortcut(key, modifiers: modifiers))
    }
}

/// A view whose buttons carry a keyboard shortcut.
public struct ShortcutView<Content: View>: View {
    let content: Content
    let shortcut: KeyboardShortcut
    public var body: Never { return primitiveBody() }
}
