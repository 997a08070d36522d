import Foundation

/// The sample's one string, from its localized tables.
public func saveTitle() -> String {
    NSLocalizedString("Save", bundle: .module, comment: "The button that saves the document")
}
