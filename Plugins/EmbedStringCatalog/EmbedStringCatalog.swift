import Foundation
import PackagePlugin

/// Compiles every String Catalog (`.xcstrings`) of a target into Swift source at build time, with
/// `embed-string-catalog`: `<Name>.xcstrings` becomes `<Name>Catalog.swift` in the plugin's work
/// folder, compiled into the target. The catalog stays the source of truth, and the program needs
/// no resource bundle beside it. The command runs again whenever the catalog changes.
@main
struct EmbedStringCatalog: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let generator = try context.tool(named: "embed-string-catalog")
        return module.sourceFiles(withSuffix: "xcstrings").map { catalog in
            let name = catalog.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name)Catalog.swift")
            return .buildCommand(
                displayName: "Compiling String Catalog \(catalog.url.lastPathComponent) into Swift",
                executable: generator.url,
                arguments: [catalog.url.path, output.path],
                inputFiles: [catalog.url, generator.url],
                outputFiles: [output])
        }
    }
}
