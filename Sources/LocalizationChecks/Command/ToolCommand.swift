import Resolution

/// Every command line `l10n-check` accepts: the lint (default), `plurals`, `format`, `resolve` and
/// `render`.
public enum ToolCommand: Sendable {
    case lint(LintCommand)
    case plurals(PluralsCommand)
    case format(FormatCommand)
    case resolve(ResolveCommand)
    case render(RenderCommand)

    /// The words that pick a subcommand.
    public static let subcommands: Set<String> = ["plurals", "format", "resolve", "render"]

    /// Parses the arguments after the program name; the first argument picks the subcommand.
    public static func parse(_ arguments: [String]) throws(UsageError) -> ToolCommand {
        switch arguments.first {
        case "plurals": .plurals(try PluralsCommand.parse(Array(arguments.dropFirst())))
        case "format": .format(try FormatCommand.parse(Array(arguments.dropFirst())))
        case "resolve": .resolve(try ResolveCommand.parse(Array(arguments.dropFirst())))
        case "render": .render(try RenderCommand.parse(Array(arguments.dropFirst())))
        default: .lint(try LintCommand.parse(arguments))
        }
    }

    /// Runs the command, printing to standard output and error; returns the exit status.
    public func run() -> ExitStatus {
        switch self {
        case .lint(let command):
            return command.run()
        case .plurals(let command):
            if command.showsHelp { print(PluralsCommand.help, terminator: ""); return .clean }
            do {
                print(try command.render(), terminator: "")
                return .clean
            } catch {
                printError("l10n-check plurals: error: \(error.message)")
                return .usageOrInput
            }
        case .format(let command):
            if command.showsHelp { print(FormatCommand.help, terminator: ""); return .clean }
            do {
                let result = try command.render()
                print(result.text)
                printIssues(result.issues)
                // Every formatting issue is an error: the text shown is not what was meant.
                return .decide(errors: result.issues.count)
            } catch {
                printError("l10n-check format: error: \(error.message)")
                return .usageOrInput
            }
        case .resolve(let command):
            if command.showsHelp { print(ResolveCommand.help, terminator: ""); return .clean }
            do {
                let (output, issues) = try command.run()
                print(output, terminator: "")
                printIssues(issues)
                return .decide(errors: issues.count)
            } catch {
                printError("l10n-check resolve: error: \(error.message)")
                return .usageOrInput
            }
        case .render(let command):
            if command.showsHelp { print(RenderCommand.help, terminator: ""); return .clean }
            do {
                let outcome = try command.run()
                print(outcome.output, terminator: "")
                outcome.messages.forEach(printError)
                return outcome.status
            } catch {
                printError("l10n-check render: error: \(error.message)")
                return .usageOrInput
            }
        }
    }
}

/// At most 50 issues on standard error, control characters written as `U+XXXX` (a key or an
/// argument may hold any text).
func printIssues(_ issues: [FormattingIssue]) {
    let limit = 50
    for issue in issues.prefix(limit) { printError("warning: \(TextReporter.printable(issue.message)) [\(issue.id)]") }
    if issues.count > limit { printError("note: \(issues.count - limit) more problems not shown") }
}
