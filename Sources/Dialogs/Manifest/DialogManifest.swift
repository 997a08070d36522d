import LocalizationCatalog

/// A JSON file listing an app's dialogs, for tools that are not written in Swift: each entry is
/// what one `alert`, `confirmationDialog` or `dismissalConfirmationDialog` call declares.
///
/// Schema (members marked `?` are optional):
/// ```
/// { "policies"?: { "labelTitleShownWhereOnlyTextIs": true, … },   // DialogPolicies' Booleans
///   "dialogs": [ {
///     "id": "confirm-file-import",                      // unique, not empty
///     "kind": "alert" | "confirmationDialog" | "dismissalConfirmationDialog",
///     "title": <text>,
///     "titleVisibility"?: "automatic" | "visible" | "hidden",   // confirmationDialog only
///     "message"?: <text>,
///     "otherMessageViews"?: [ "Image", … ],             // message { Text(…); Image(…) }
///     "actions": [ <action>, … ],                      // [] for an alert that gets OK
///     "platforms"?: [ "ios" | "ipados" | "macos" | "tvos" | "watchos" | "visionos", … ]
/// } ] }
///
/// <text>     = { "key": "Import %@", "table"?: "Dialogs", "arguments"?: [ <argument>, … ] }
///            | { "verbatim": "shown as written" }
///            | { "resource": { "key": "…", "defaultValue"?: "…", "table"?: "…", "locale"?: "de",
///                              "arguments"?: [ <argument>, … ] } }
/// <argument> = { "int": -3 } | { "uint": 7 } | { "double": 1.5 } | { "string": "Report.txt" }
/// <action>   = { "label": <label>, "role"?: "cancel" | "destructive" | "close" | "confirm" | <other>,
///                "default"?: true }
///            | { "textField": { "title": <text>, "prompt"?: <text>, "secure"?: false } }
/// <label>    = <text>                                  // Button("…")
///            | { "image": "name" } | { "systemImage": "name" }     // Button { Image(…) }
///            | { "title": <text>, "systemImage": "name" }          // Button { Label(…) }
///            | { "title": <text>, "image": "name" }
///            | { "views": [ "ProgressView", … ] }       // Button { ProgressView() }: no text
/// ```
///
/// Meaning, as SwiftUI builds the same call: a `key` text is `Text(LocalizedStringKey, tableName:)`
/// — with `arguments` the key is formatted, as an interpolated key is (`"Import \(name)"` is key
/// `Import %@` with one string argument), without them it is shown as looked up (`100%` stays);
/// `verbatim` is `Text(verbatim:)`; `resource` is `Text(LocalizedStringResource)`, whose
/// `locale` chooses the localization. `"default": true` is `.keyboardShortcut(.defaultAction)`;
/// a `role` is any `ButtonRole` name (the type is extensible). `platforms` (an extension of the
/// SwiftUI call, like an `#if os(…)` around it) says where the app shows the dialog.
/// `otherMessageViews` (the message closure's views besides its one Text, a second Text among
/// them) and a label's `views` (no `Text` or `Label`: those are the text and title forms) name
/// views by their Swift types, one or more. `policies` sets the Boolean settings of
/// ``DialogPolicies`` by their Swift names (what a team saw its devices do); every other setting
/// keeps ``DialogPolicies/apple``.
///
/// Reading never fails and never traps: every problem is a `manifest.*` diagnostic (see
/// `ManifestRules.swift`) with line:column and JSON pointer; a dialog with an error is skipped
/// and the others are read. Sizes are bounded by ``Limits``.
public struct DialogManifest {
    /// The path diagnostics name.
    public var path: String
    /// The dialogs read without error, in file order.
    public var dialogs: [ManifestDialog]
    public var diagnostics: [Diagnostic]
    /// The policies to resolve the dialogs with: Apple's, with the manifest's `"policies"`.
    public var policies: DialogPolicies

    public init(path: String, dialogs: [ManifestDialog], diagnostics: [Diagnostic], policies: DialogPolicies = .apple) {
        self.path = path
        self.dialogs = dialogs
        self.diagnostics = diagnostics
        self.policies = policies
    }

    /// True when a diagnostic is an error: some dialog, or the whole file, was not read.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The dialog with `id`, if it was read.
    public func dialog(id: String) -> ManifestDialog? {
        dialogs.first { $0.id == id }
    }

    /// Reads a manifest from the bytes of a file at `path` (the path is only reported).
    public static func parse(_ bytes: [UInt8], path: String, limits: Limits = Limits()) -> DialogManifest {
        if bytes.count > limits.maximumBytes { return oversized(path: path, size: bytes.count, limits: limits) }
        let (text, decoding) = SourceDecoder.decode(bytes, path: path, allowUTF16: false)
        var manifest = parse(text, limits: limits)
        // The decoder speaks of Apple's loaders; a manifest is JSON, which must be UTF-8.
        let encoding: [Diagnostic] = decoding.compactMap { diagnostic in
            var location = diagnostic.location
            location.jsonPointer = ""
            switch diagnostic.rule {
            case DiagnosticRule.invalidUTF8.id:
                return Diagnostic(.manifestInvalidEncoding, at: location,
                                  "invalid UTF-8 here (read as U+FFFD); a manifest must be UTF-8 (RFC 8259 §8.1)")
            case DiagnosticRule.unsupportedEncoding.id:
                return Diagnostic(.manifestInvalidEncoding, at: location,
                                  "a manifest must be UTF-8 (RFC 8259 §8.1), but the file is \(text.encoding.name)")
            default:
                return nil  // UTF-16 without a byte order mark is also reported as not UTF-8
            }
        }
        manifest.diagnostics.insert(contentsOf: encoding, at: 0)
        return manifest
    }

    /// Reads a manifest from decoded text.
    public static func parse(_ text: SourceText, limits: Limits = Limits()) -> DialogManifest {
        var reader = ManifestReader(text: text, limits: limits)
        let dialogs = reader.read()
        return DialogManifest(path: text.path, dialogs: dialogs, diagnostics: reader.diagnostics, policies: reader.policies)
    }

    /// Reads the manifest file at `path`.
    /// - Returns: the manifest, or why the file could not be read (it does not exist, is a
    ///   folder, or is larger than `limits.maximumBytes`).
    /// A file over the size limit is not read: it gives a manifest with one
    /// `manifest.limit-exceeded` error at 1:1, like any other manifest problem.
    public static func load(_ path: String, limits: Limits = Limits()) -> Result<DialogManifest, FileLoader.Failure> {
        switch FileLoader.load(path, maximumSize: limits.maximumBytes) {
        case .success(let bytes): return .success(parse(bytes, path: path, limits: limits))
        case .failure(.tooLarge(let size)): return .success(oversized(path: path, size: size, limits: limits))
        case .failure(let failure): return .failure(failure)
        }
    }

    private static func oversized(path: String, size: Int, limits: Limits) -> DialogManifest {
        let text = SourceText(path: path, utf8: [])
        return DialogManifest(path: path, dialogs: [], diagnostics: [Diagnostic(
            .manifestLimitExceeded, at: text.location(at: 0, jsonPointer: ""),
            "the manifest has \(size) bytes; at most \(limits.maximumBytes) are read")])
    }
}
