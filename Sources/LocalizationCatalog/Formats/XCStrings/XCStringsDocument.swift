/// A String Catalog held as its JSON tree, for edits that must leave the rest of the file as Xcode
/// wrote it: read with `XCStringsReader.parse`, change values, write with `XCStringsWriter`.
public struct XCStringsDocument: Sendable {
    public var root: JSONNode

    public init(root: JSONNode) { self.root = root }

    /// Parses `bytes`; the document is nil when the text held no JSON value (the catalog's
    /// diagnostics say why).
    public static func read(
        _ bytes: [UInt8], path: String, options: ReadOptions = ReadOptions()
    ) -> (document: XCStringsDocument?, catalog: CatalogFile) {
        let (root, catalog) = XCStringsReader.parse(bytes, path: path, options: options)
        return (root.map(XCStringsDocument.init(root:)), catalog)
    }

    /// Sets `strings/<key>/localizations/<language>/stringUnit` to `value` (and `state` when given),
    /// creating the entry, localization and unit when missing; new members go where Xcode's key
    /// order puts them. Returns false when an existing value on the path is not an object.
    @discardableResult
    public mutating func setStringUnit(key: String, language: String, value: String, state: TranslationState? = nil) -> Bool {
        let unit = ["strings", key, "localizations", language, "stringUnit"]
        if let state, !root.setValue(.string(state.rawValue), at: unit + ["state"]) { return false }
        return root.setValue(.string(value), at: unit + ["value"])
    }

    /// The catalog text in Xcode's layout (see `XCStringsWriter`).
    public func write(options: XCStringsWriter.Options = XCStringsWriter.Options()) -> [UInt8] {
        XCStringsWriter.write(root, options: options)
    }
}
