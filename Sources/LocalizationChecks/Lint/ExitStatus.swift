/// `l10n-check`'s exit statuses, decided in one place.
public enum ExitStatus: Int32, Sendable {
    /// No error-level findings (warnings and notes allowed).
    case clean = 0
    /// At least one error-level finding.
    case findings = 1
    /// A usage error, a path that does not exist, or a file that could not be read.
    case usageOrInput = 2
}
