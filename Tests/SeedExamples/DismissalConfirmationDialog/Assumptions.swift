// What the example assumes and does not show: a message model and its editor.
import Dialogs

/// A draft: its text, whether it changed since the last save, and what was saved or discarded.
public struct Message: Sendable, Hashable {
    public var text = ""
    public var savedText: String?
    public var wasDiscarded = false
    public var hasUnsavedChanges: Bool { !wasDiscarded && text != (savedText ?? "") }

    public init() {}

    public mutating func save() { savedText = text }
    public mutating func discard() {
        text = savedText ?? ""
        wasDiscarded = true
    }
}

/// An editor the user types into: its button types a word, standing in for the keyboard.
struct MessageEditor: View {
    @Binding var message: Message

    var body: some View {
        Button("Type a Word") { message.text += "Hello" }
    }
}

/// The example's view, for tests in another module.
public func makeComposeMessage() -> some View { ComposeMessage() }
