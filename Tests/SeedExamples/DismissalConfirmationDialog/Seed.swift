// The example of dismissalConfirmationDialog(_:shouldPresent:actions:message:)
// (shared/seeds/001), as Apple's page shows it; only the import names our module. Apple's
// listing lacks the struct's closing brace; it is added at the end.
import Dialogs

struct ComposeMessage: View {
    @State private var message = Message()

    var body: some View {
        MessageEditor(message: $message)
            .dismissalConfirmationDialog(
                "Save This Message As Draft?",
                shouldPresent: message.hasUnsavedChanges
            ) {
                Button("Save") {
                    message.save()
                }
                Button("Don't Save", role: .destructive) {
                    message.discard()
                }
            } message: {
                Text(
                    """
                    This message has not been sent and contains\
                    unsaved changes.
                    """)
            }
}
}  // added: Apple's listing ends without it
