import Foundation
import PackagePlugin

// Shared by the command plugins L10nCheckCommand and L10nCheckFix (the latter holds a symbolic
// link to this file: plugins cannot depend on a library target).

/// Runs this package's `l10n-check` with `arguments` in the folder of the package the command is
/// invoked on, so relative paths and `.l10n-check.json` are the package's. Without a path among
/// the arguments it checks the whole package folder. A run that exits non-zero is an error of
/// the plugin, so `swift package` fails too.
enum L10nCheckRun {
    static func perform(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "l10n-check")
        let folder = context.package.directoryURL
        let process = Process()
        process.executableURL = tool.url
        process.arguments = Self.arguments(arguments)
        process.currentDirectoryURL = folder
        // Standard output and error are the plugin's: what l10n-check prints shows as it is.
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .exit
                ? "exited with status \(process.terminationStatus)"
                : "was killed by signal \(process.terminationStatus)"
            // An error diagnostic fails the command (`swift package` exits 1) without a second message.
            Diagnostics.error("l10n-check \(how) in \(folder.path)")
            return
        }
    }

    /// The subcommands that take no lint paths (or default them themselves).
    static let subcommands: Set<String> = ["config", "rules", "plurals", "format", "resolve", "render"]

    /// The lint options that take a value as the next argument.
    static let optionsWithValues: Set<String> = [
        "--format", "--color", "--development-language", "--config", "--baseline", "--write-baseline",
        "--locale", "--dialogs", "--stamp",
    ]

    /// The arguments, with `.` (the package folder) added when they name no path to lint.
    static func arguments(_ arguments: [String]) -> [String] {
        if let first = arguments.first, subcommands.contains(first) { return arguments }
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" { return rest.isEmpty ? arguments + ["."] : arguments }
            if argument == "-h" || argument == "--help" || argument == "--version" { return arguments }
            if !argument.hasPrefix("-") || argument == "-" { return arguments }
            if optionsWithValues.contains(argument) { _ = rest.popFirst() }
        }
        return arguments + ["."]
    }
}
