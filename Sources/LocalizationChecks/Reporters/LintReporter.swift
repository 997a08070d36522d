import LocalizationCatalog

/// Turns a lint report into the bytes one output format writes to standard output.
///
/// One type per format (`--format text|json|sarif|github`): ``TextReporter``, ``JSONReporter``,
/// ``SARIFReporter``, ``GitHubActionsReporter``. Each reads the same diagnostics list and carries
/// the report's input problems (paths that do not exist, files that are not localization files)
/// as errors, so no format can pass for a clean run when the input was not checked.
public protocol LintReporter: Sendable {
    /// The output as UTF-8, ending in a newline, handed to `sink` in pieces of about 256 KiB, in
    /// order, so that a large report's output never sits in memory whole; false (and nothing
    /// more written) once `sink` returns false.
    func write(_ report: LintReport, to sink: ([UInt8]) -> Bool) -> Bool
}

extension LintReporter {
    /// The whole output as UTF-8, ending in a newline: the pieces of ``write(_:to:)`` joined.
    public func renderBytes(_ report: LintReport) -> [UInt8] {
        var bytes: [UInt8] = []
        _ = write(report) { bytes += $0; return true }
        return bytes
    }
}

extension TextReporter: LintReporter {}

extension JSONReporter: LintReporter {}
