// What the example assumes and does not show: a model whose save fails.
import Dialogs

/// A model whose save always fails, reporting it through the binding.
struct Model: Sendable {
    func save(didError: Binding<Bool>) -> SaveDetails? {
        didError.wrappedValue = true
        return SaveDetails(name: "Report.txt", error: "The disk is full.")
    }
}

let model = Model()

/// The example's view, for tests in another module.
public func makeSaveButton() -> some View { SaveButton() }
