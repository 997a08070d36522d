/// Reads a subcommand's arguments the way `resolve` and `render` take them: `--name value`,
/// `--name=value`, `-h`, positionals anywhere, and everything after `--` positional.
struct ArgumentScanner {
    private var rest: ArraySlice<String>
    private var onlyPositional = false
    /// The positionals met so far, in order.
    private(set) var positional: [String] = []

    init(_ arguments: [String]) { rest = arguments[...] }

    /// The next option as written (`argument`), its name and its `=value` when there is one;
    /// nil when the arguments are used up. Positionals met on the way are collected.
    mutating func nextOption() -> (argument: String, name: String, inline: String?)? {
        while let argument = rest.popFirst() {
            guard !onlyPositional, argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                return (argument, String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
            }
            return (argument, argument, nil)
        }
        return nil
    }

    /// The option's value: its `=value`, else the next argument.
    /// - Throws: `UsageError` when the arguments end first.
    mutating func value(_ option: String, _ inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = rest.popFirst() else { throw UsageError("option \(option) needs a value") }
        return next
    }
}
