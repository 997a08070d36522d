#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(CGlibcMalloc)
import CGlibcMalloc
#endif
import LocalizationChecks

// Thin wrapper: parse, run, exit. The work is in LocalizationChecks.
#if canImport(CGlibcMalloc)
// Reading a corpus allocates tens of megabytes in small pieces from two threads: glibc grew each
// thread's heap a page at a time (thousands of mprotect calls, a fifth of a Django run's system
// time). A larger pad grows it in big steps; unused pages are never touched, so they cost nothing.
_ = mallopt(M_TOP_PAD, 32 << 20)
#endif
// A closed output (`l10n-check | head -1`) is a failed write with the documented exit status 2,
// not a death by SIGPIPE (141 in the shell).
signal(SIGPIPE, SIG_IGN)
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
