#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LocalizationChecks

// Thin wrapper: parse, run, exit. The work is in LocalizationChecks.
do {
    let command = try ToolCommand.parse(Array(CommandLine.arguments.dropFirst()))
    exit(command.run().rawValue)
} catch {
    let subcommand = CommandLine.arguments.dropFirst().first.flatMap { ToolCommand.subcommands.contains($0) ? $0 : nil }
    if let subcommand {
        printError("l10n-check \(subcommand): error: \(error.message)\nUsage: see l10n-check \(subcommand) --help")
    } else {
        printError("l10n-check: error: \(error.message)\nUsage: l10n-check [PATH ...] | plurals LOCALE [NUMBER ...] | format [--locale LOCALE] FORMAT [ARG ...] | resolve KEY [options] [PATH] | render --dialogs FILE --locale L --platform P [options] [PATH] (see --help)")
    }
    exit(ExitStatus.usageOrInput.rawValue)
}
