import PackagePlugin

/// `swift package --allow-writing-to-package-directory l10n-check-fix [ARGS]`: applies every
/// certain fix-it with `l10n-check --fix ARGS` (see ``L10nCheckRun``). It asks for permission to
/// write to the package folder, which `swift package` grants with that option or at a prompt.
@main
struct L10nCheckFix: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try L10nCheckRun.perform(context: context, arguments: ["--fix"] + arguments)
    }
}
