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
    /// The same output handed to `sink` in pieces, in order; false (and nothing more written)
    /// once `sink` returns false. A reporter that can write as it goes keeps large outputs out
    /// of memory; the default hands over ``renderBytes(_:)`` in one piece.
    func write(_ report: LintReport, to sink: ([UInt8]) -> Bool) -> Bool
}

extension LintReporter {
    public func write(_ report: LintReport, to sink: ([UInt8]) -> Bool) -> Bool { sink(renderBytes(report)) }
}

extension TextReporter: LintReporter {
    public func renderBytes(_ report: LintReport) -> [UInt8] {
        var bytes: [UInt8] = []
        _ = write(report) { bytes += $0; return true }
        return bytes
    }
}

extension JSONReporter: LintReporter {}
