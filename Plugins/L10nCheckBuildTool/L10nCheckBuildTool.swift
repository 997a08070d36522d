import Foundation
import PackagePlugin

/// Lints a target's `.strings`, `.stringsdict` and `.xcstrings` files when they change. The
/// findings print as compiler diagnostics (`file:line:column: error: message [rule]`), and an
/// error-level finding fails the build.
///
/// SwiftPM runs a build command only for an output the build needs: `l10n-check --stamp` writes
/// a Swift file holding one comment after a clean run (and removes it after a failing one), and
/// that file is compiled into the target, so every build of the target checks its catalogs
/// first, again whenever one of them changed.
@main
struct L10nCheckBuildTool: BuildToolPlugin {
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let catalogs = module.sourceFiles.map(\.url).filter { Self.extensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        guard !catalogs.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("L10nCheck-\(target.name).swift")
        var arguments = ["--no-summary", "--color", "never", "--stamp", stamp.path]
        // The package's lint configuration, when it has one; otherwise none from wherever the build runs.
        let configuration = context.package.directoryURL.appendingPathComponent(".l10n-check.json")
        var inputs = catalogs
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        } else {
            arguments.append("--no-config")
        }
        arguments.append("--")
        arguments += catalogs.map(\.path)
        return [
            .buildCommand(
                displayName: "Checking the localizations of \(target.name)",
                executable: try context.tool(named: "l10n-check").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [stamp])
        ]
    }
}
