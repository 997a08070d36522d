// The example of alert(_:item:actions:message:) (shared/seeds/004), as Apple's page shows it;
// the imports name our module and Foundation (for UUID). Apple's listing passes `$didError`,
// which SaveButton never declares (it does not compile in SwiftUI either); the one added line
// is marked.
import Dialogs
import Foundation

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

struct SaveButton: View {
    @State private var details: SaveDetails?
    @State private var didError = false  // added: the listing uses $didError without declaring it

    var body: some View {
        Button("Save") {
            details = model.save(didError: $didError)
        }
        .alert(
            "Save failed.",
            item: $details
        ) { details in
            Button(role: .destructive) {
                // Handle the deletion.
            } label: {
                Text("Delete \(details.name)")
            }
            Button("Retry") {
                // Handle the retry action.
            }
        } message: { details in
            Text(details.error)
        }
    }
}
