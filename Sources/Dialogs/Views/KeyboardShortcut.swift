/// SwiftUI's `KeyboardShortcut`, as far as dialogs use it: `.defaultAction` (Return) marks the
/// default button ("You can influence the default button by assigning it the defaultAction
/// keyboard shortcut", every alert and dialog page), `.cancelAction` is Escape.
public struct KeyboardShortcut: Sendable, Hashable {
    /// `"return"`, `"escape"`, or the character of a custom shortcut.
    public let key: String

    public init(_ key: Character) { self.key = String(key) }
    init(named key: String) { self.key = key }

    /// Return: the dialog's default button.
    public static let defaultAction = KeyboardShortcut(named: "return")
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(named: "escape")
}

extension View {
    /// Assigns a keyboard shortcut to the buttons inside this view.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ShortcutView<Self> {
        ShortcutView(content: self, shortcut: shortcut)
    }
}

/// A view whose buttons carry a keyboard shortcut.
public struct ShortcutView<Content: View>: View {
    let content: Content
    let shortcut: KeyboardShortcut
    public var body: Never { return primitiveBody() }
}
