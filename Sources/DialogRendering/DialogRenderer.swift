import Dialogs

/// Turns resolved dialogs into something a person or a tool reads: a small value, so a new
/// renderer (HTML, an image) is one type beside ``JSONDialogRenderer`` and
/// ``TextDialogRenderer``.
///
/// Shape: one `ResolvedDialog` in, one `Output` out; a list of dialogs in, one `Output` holding
/// them all in the given order (a JSON array, text blocks one after the other). `bytes(_:)` is
/// what a file or a snapshot stores, with `fileExtension` naming its kind. Rendering never fails:
/// a dialog's problems are in its `diagnostics`, and each renderer shows them.
public protocol DialogRenderer: Sendable {
    /// What the renderer produces: text (`String`, stored as UTF-8) or bytes (`[UInt8]`).
    associatedtype Output

    /// The file name extension of the output, without the dot (`json`, `txt`).
    var fileExtension: String { get }

    func render(_ dialog: ResolvedDialog) -> Output

    func render(_ dialogs: [ResolvedDialog]) -> Output

    /// The bytes to store for `output`.
    func bytes(_ output: Output) -> [UInt8]
}

extension DialogRenderer where Output == String {
    /// Text is stored as UTF-8, with no byte order mark.
    public func bytes(_ output: String) -> [UInt8] { Array(output.utf8) }
}

extension DialogRenderer where Output == [UInt8] {
    public func bytes(_ output: [UInt8]) -> [UInt8] { output }
}
