/// Whether text output is colored: `--color auto|always|never`.
///
/// `auto` colors only a terminal, and not when `NO_COLOR` is set to a non-empty value
/// (no-color.org) or `TERM` is `dumb`; `always` colors pipes and files too (a CI log viewer
/// that renders ANSI); `never` never does.
public enum ColorChoice: String, Sendable, Equatable, CaseIterable {
    case auto, always, never

    /// Whether to color output going to a terminal (`isTerminal`) in this environment.
    public func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto:
            isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
