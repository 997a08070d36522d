#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DialogRendering
import Dialogs
import Internationalization
import LocalizationCatalog
import Resolution

/// `l10n-check render --dialogs FILE [--id ID …] (--locale L | --preferred L1,L2,…) --platform P
/// [--format text|json|html] [--development-language LANG] [PATH]`: what each dialog of a manifest
/// (``DialogManifest``) shows on a platform in a locale, with the texts looked up in PATH.
public struct RenderCommand: Sendable, Equatable {
    public enum OutputFormat: String, Sendable, Equatable { case text, json, html }

    public static let help = """
        OVERVIEW: Show what the dialogs of a dialog manifest say on a platform, in a locale.

        USAGE: l10n-check render --dialogs FILE [--id ID ...] (--locale L | --preferred L1,L2,...)
                                 --platform ios|ipados|macos|tvos|watchos|visionos
                                 [--format text|json|html] [--development-language LANG] [PATH]

        ARGUMENTS:
          PATH                    The folder of localization files the texts are looked up in
                                  (default: ./Localizations).

        OPTIONS:
          --dialogs FILE          The dialog manifest: JSON {"dialogs": [{"id", "kind", "title",
                                  "message"?, "actions": [...]}]} (the README has the schema).
          --id ID                 Render only the dialog with this id (repeat for several).
          --locale L              The device's language: L chooses the localization and formats
                                  numbers, as SwiftUI's environment locale does.
          --preferred L1,L2,...   The user's preferred languages, matched as Apple does.
          --platform P            ios (iPhone), ipados (iPad, regular width), macos, tvos,
                                  watchos or visionos.
          --format text|json|html text (default): a readable block per dialog. json: an array
                                  with one ResolvedDialog per dialog, each with its manifest "id".
                                  html: a self-contained page with a card per dialog, to review
                                  in a browser.
          --development-language LANG
                                  The bundle's development language (default: a String Catalog's
                                  sourceLanguage, else en).
          -h, --help              Print this help.

        OUTPUT:
          Problems in the manifest go to standard error as FILE:LINE:COLUMN: error: MESSAGE
          [manifest.*]; a dialog with such an error is skipped and the others are rendered. A
          dialog's own findings (a missing key, an omitted button) are in its output; error-level
          ones are also written to standard error at the dialog's line. A dialog whose
          "platforms" leave out the platform is not rendered; a note says so.

        EXIT STATUS:
          0  every dialog rendered without an error (warnings and notes allowed)
          1  a dialog of the manifest has an error, or an error-level diagnostic
          2  a usage error, an unknown platform or id, a bad locale, a FILE that cannot be read
             or is not JSON, not UTF-8, too large or of the wrong shape (members it does not
             define, values of the wrong type), or a PATH that does not exist

        """

    public var dialogsPath: String?
    public var ids: [String] = []
    public var locale: String?
    public var preferred: [String] = []
    public var platform: DialogPlatform?
    public var format: OutputFormat = .text
    public var developmentLanguage: String?
    public var path = "Localizations"
    public var showsHelp = false

    public init() {}

    static var platformNames: String {
        let names = DialogPlatform.allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    public static func parse(_ arguments: [String]) throws(UsageError) -> RenderCommand {
        var command = RenderCommand()
        var scanner = ArgumentScanner(arguments)
        while let (argument, name, inline) = scanner.nextOption() {
            switch name {
            case "-h", "--help": command.showsHelp = true
            case "--dialogs": command.dialogsPath = try scanner.value(name, inline)
            case "--id": command.ids.append(try scanner.value(name, inline))
            case "--locale": command.locale = try scanner.value(name, inline)
            case "--preferred":
                command.preferred = try scanner.value(name, inline).split(separator: ",").map { String($0) }
            case "--platform":
                let raw = try scanner.value(name, inline)
                guard let platform = DialogPlatform(rawValue: raw.lowercased()) else {
                    throw UsageError("unknown platform '\(raw)' for --platform (expected \(platformNames))")
                }
                command.platform = platform
            case "--format":
                let raw = try scanner.value(name, inline)
                guard let format = OutputFormat(rawValue: raw) else {
                    throw UsageError("unknown format '\(raw)' for --format (expected text, json or html)")
                }
                command.format = format
            case "--development-language": command.developmentLanguage = try scanner.value(name, inline)
            default: throw UsageError("unknown option '\(argument)' for render")
            }
        }
        let positional = scanner.positional
        if command.showsHelp { return command }
        guard command.dialogsPath != nil else {
            throw UsageError("render needs --dialogs FILE, e.g. l10n-check render --dialogs Localizations/dialogs.json --locale de --platform ios")
        }
        guard command.platform != nil else { throw UsageError("render needs --platform (\(platformNames))") }
        if command.locale != nil, !command.preferred.isEmpty { throw UsageError("give --locale or --preferred, not both") }
        if command.locale == nil, command.preferred.isEmpty { throw UsageError("render needs --locale L or --preferred L1,L2,...") }
        guard positional.count <= 1 else { throw UsageError("render takes at most one PATH") }
        if let path = positional.first { command.path = path }
        return command
    }

    /// What a run prints and how it ends.
    public struct Outcome: Sendable, Equatable {
        /// The rendered dialogs, for standard output.
        public var output: String
        /// Lines for standard error: manifest diagnostics, the dialogs' errors, notes.
        public var messages: [String]
        public var status: ExitStatus
    }

    /// Reads the manifest and the bundle, resolves and renders the dialogs.
    /// - Throws: `UsageError` for a bad locale, a FILE that cannot be read, a PATH that does not
    ///   exist or holds no localization file.
    public func run() throws(UsageError) -> Outcome {
        guard let dialogsPath, let platform else { throw UsageError("render needs --dialogs FILE and --platform") }
        var info = stat()
        guard stat(path, &info) == 0 else { throw UsageError("'\(path)' does not exist") }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw UsageError("'\(path)' is not a folder") }
        // Apple ignores empty preferences, "root" and ones starting with '-' or '_' (ualoc).
        let preferred = preferred.filter(LanguageMatcher.isConsidered)
        let localeIdentifier: LocaleIdentifier?
        do {
            localeIdentifier = try locale.map { name throws(LocaleError) in try LocaleIdentifier(name) }
            for name in preferred { _ = try LocaleIdentifier(name) }
        } catch {
            throw UsageError(error.description)
        }

        let manifest: DialogManifest
        switch DialogManifest.load(dialogsPath) {
        case .success(let read): manifest = read
        case .failure(.isDirectory): throw UsageError("--dialogs: '\(dialogsPath)' is a folder, not a manifest file")
        case .failure(.unreadable(let reason)): throw UsageError("--dialogs: cannot read '\(dialogsPath)': \(reason)")
        case .failure(.tooLarge(let size)): throw UsageError("--dialogs: '\(dialogsPath)' has \(size) bytes")
        }

        let bundle = LocalizationBundle(path: path, developmentLanguage: developmentLanguage)
        guard !bundle.tableNames.isEmpty else { throw UsageError("'\(path)' has no localization file") }
        let environment = LocalizationEnvironment(
            bundle: bundle, preferredLanguages: localeIdentifier.map { [$0.name] } ?? preferred, locale: localeIdentifier)

        // At most 50 manifest findings, as the linter shows per file: a garbled file can hold many.
        let shownLimit = 50
        var messages = manifest.diagnostics.prefix(shownLimit).flatMap(Self.lines)
        if manifest.diagnostics.count > shownLimit {
            messages.append(TextReporter.printable("\(dialogsPath): note: \(manifest.diagnostics.count - shownLimit) more problems not shown"))
        }
        var errors = manifest.diagnostics.filter { $0.severity == .error }.count

        var selected: [ManifestDialog] = manifest.dialogs
        if !ids.isEmpty {
            selected = []
            for id in ids {
                guard let dialog = manifest.dialog(id: id) else {
                    let known = manifest.dialogs.map(\.id)
                    let hint = manifest.hasErrors
                        ? " (dialogs with errors are skipped: see above)"
                        : known.isEmpty ? " (it has none)" : " (its ids: \(known.joined(separator: ", ")))"
                    messages.append(TextReporter.printable("l10n-check render: error: --id: no dialog '\(id)' in \(dialogsPath)\(hint)"))
                    return Outcome(output: "", messages: messages, status: .decide(inputProblem: true, errors: errors))
                }
                selected.append(dialog)
            }
        }

        var resolved: [ResolvedDialog] = []
        for dialog in selected {
            guard dialog.isAvailable(on: platform) else {
                let platforms = (dialog.platforms ?? []).map(\.description).joined(separator: ", ")
                messages.append(TextReporter.printable(
                    "\(dialog.location): note: dialog '\(dialog.id)' is not rendered: its platforms are \(platforms), not \(platform)"))
                continue
            }
            let result = dialog.resolve(platform: platform, environment: environment, policies: manifest.policies)
            for issue in result.diagnostics where issue.severity == .error {
                errors += 1
                messages += Self.lines(Diagnostic(issue, dialog: dialog.id, at: dialog.location))
            }
            resolved.append(result)
        }
        let output = switch format {
        case .text: TextDialogRenderer().render(resolved)
        case .json: JSONDialogRenderer().render(resolved)
        case .html: HTMLDialogRenderer(title: "Dialogs on \(platform) in \(locale ?? preferred.joined(separator: ", "))").render(resolved)
        }
        return Outcome(
            output: output, messages: messages, status: .decide(inputProblem: ExitStatus.hasInputError(manifest.diagnostics), errors: errors))
    }

    /// `file:line:column: severity: message [rule]`, then each note, as the lint's text report.
    static func lines(_ diagnostic: Diagnostic) -> [String] {
        var lines = [TextReporter.printable(
            "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]")]
        for note in diagnostic.notes {
            lines.append(TextReporter.printable("\(note.location ?? diagnostic.location): note: \(note.message)"))
        }
        return lines
    }
}
