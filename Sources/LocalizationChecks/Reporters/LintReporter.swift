import LocalizationCatalog

/// Turns a lint report into the bytes one output format writes to standard output.
///
/// One type per format (`--format text|json|sarif|github`): ``TextReporter``, ``JSONReporter``,
/// ``SARIFReporter``, ``GitHubActionsReporter``. Each reads the same diagnostics list and carries
/// the report's input problems (paths that do not exist, files that are not localization files)
/// as errors, so no format can pass for a clean run when the input was not checked.
public protocol LintReporter: Sendable {
    /// The whole output as UTF-8, ending in a newline.
    func renderBytes(_ report: LintReport) -> [UInt8]
}

extension TextReporter: LintReporter {
    public func renderBytes(_ report: LintReport) -> [UInt8] { Array(render(report).utf8) }
}

extension JSONReporter: LintReporter {}
