import Dialogs
import LocalizationCatalog

/// `l10n-check`'s exit statuses, and the one policy every subcommand decides them by
/// (``decide(inputProblem:errors:)``).
public enum ExitStatus: Int32, Sendable {
    /// No error-level findings (warnings and notes allowed).
    case clean = 0
    /// At least one error-level finding (or, with `--strict`, a warning).
    case findings = 1
    /// A usage error, a path that does not exist, or a file that could not be read.
    case usageOrInput = 2

    /// 2 when the input could not be used (a usage error, a missing or unreadable file), else 1
    /// when any finding is an error, else 0. Warnings fail a run only with `--strict`; notes never do.
    public static func decide(inputProblem: Bool = false, errors: Int) -> ExitStatus {
        if inputProblem { return .usageOrInput }
        return errors > 0 ? .findings : .clean
    }

    /// Rules whose errors mean an input could not be used as a whole (exit status 2, not 1): a
    /// file that cannot be read, and a dialog manifest that is not JSON, not UTF-8, over its
    /// limits, or of the wrong shape (members it does not define, values of the wrong type).
    public static let inputRules: Set<String> = [
        DiagnosticRule.fileUnreadable.id, DiagnosticRule.manifestInvalidEncoding.id, DiagnosticRule.manifestInvalidJSON.id,
        DiagnosticRule.manifestLimitExceeded.id, DiagnosticRule.manifestInvalidType.id, DiagnosticRule.manifestUnknownMember.id,
    ]

    /// Whether an error of `diagnostics` makes its input unusable (see ``inputRules``).
    public static func hasInputError(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error && inputRules.contains($0.rule) }
    }

    /// ``hasInputError(_:)`` reading only the severity and rule of each diagnostic.
    public static func hasInputError(_ diagnostics: DiagnosticList) -> Bool {
        diagnostics.indices.contains { diagnostics.severity(at: $0) == .error && inputRules.contains(diagnostics.rule(at: $0)) }
    }

    /// ``decide(inputProblem:errors:)`` counting the error-level findings of `severities`, and
    /// the warnings too when `strict` (`--strict`: warnings fail the run; notes never do).
    public static func decide(inputProblem: Bool = false, severities: some Sequence<Severity>, strict: Bool = false) -> ExitStatus {
        let failing: Severity = strict ? .warning : .error
        return decide(inputProblem: inputProblem, errors: severities.reduce(0) { $0 + ($1 >= failing ? 1 : 0) })
    }
}
