/// A command line that cannot be run; `l10n-check` prints the message and exits with status 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
