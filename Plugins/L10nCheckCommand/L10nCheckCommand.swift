import PackagePlugin

/// `swift package l10n-check [ARGS]`: lints the package with `l10n-check ARGS` (see
/// ``L10nCheckRun``). It may not write to the package: `--fix` is `l10n-check-fix`'s.
@main
struct L10nCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try L10nCheckRun.perform(context: context, arguments: arguments)
    }
}
