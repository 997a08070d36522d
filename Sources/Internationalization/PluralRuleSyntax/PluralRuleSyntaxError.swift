/// Why a plural rule's text could not be read; `column` is 1-based, in Unicode scalars.
public struct PluralRuleSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var column: Int
    public var message: String

    public init(column: Int, _ message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}
