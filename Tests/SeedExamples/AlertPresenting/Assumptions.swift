// What the example assumes and does not show: a model whose save fails. Apple's listing declares
// `SaveDetails: Identifiable` without an `id`; this `id` makes it compile.
import Dialogs

extension SaveDetails {
    var id: String { name }
}

/// A model whose save always fails, reporting it through the binding.
struct Model: Sendable {
    func save(didError: Binding<Bool>) -> SaveDetails? {
        didError.wrappedValue = true
        return SaveDetails(name: "Report.txt", error: "The disk is full.")
    }
}

let model = Model()

/// The example's view, for tests in another module.
public func makeSaveView() -> some View { SaveView() }
