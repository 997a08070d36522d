// The example of alert(_:isPresented:presenting:actions:message:) (shared/seeds/003), as Apple's
// page shows it; only the import names our module.
import Dialogs

struct SaveDetails: Identifiable {
    let name: String
    let error: String
}
struct SaveView: View {
    @State var didError = false
    @State var details: SaveDetails?
    var body: some View {
        Button("Save File") {
            details = model.save(didError: $didError)
        }
        .alert(
            "Saving Failed.", isPresented: $didError,
            presenting: details
        ) { detail in
            Button(role: .destructive) {
                // Handle delete action.
            } label: {
                Text("""
                Delete \(detail.name)
                """)
            }
            Button("Retry") {
                // handle retry action.
            }
        } message: { detail in
            Text(detail.error)
        }
    }
}
