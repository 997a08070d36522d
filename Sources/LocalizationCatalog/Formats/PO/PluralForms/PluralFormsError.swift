/// Why a `Plural-Forms` header value could not be read.
///
/// `column` is 1-based and counts Unicode scalars from the start of the header value (the text
/// after `Plural-Forms:`), so a caller can add it to the value's own position in the file.
public struct PluralFormsError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// There is no `nplurals=` (gettext looks for exactly that text).
        case missingNplurals
        /// `nplurals=` is not followed by a decimal number.
        case invalidNplurals
        /// `nplurals` is 0 or above ``PluralForms/maximumFormCount``.
        case npluralsOutOfRange
        /// There is no `plural=`.
        case missingPlural
        /// `plural=` is followed by `;` or the end of the value.
        case emptyExpression
        /// A character that is not part of the expression language (e.g. `x`, `=` alone, `&` alone).
        case unexpectedCharacter
        /// A token where it cannot stand, e.g. `)` after `?` or a second operand with no operator.
        case unexpectedToken
        /// The expression ends where an operand, `)` or `:` is needed (e.g. `plural=n?`).
        case unexpectedEnd
        /// A literal above 2^64 − 1 (gettext would wrap it silently).
        case numberTooLarge
        /// More than ``PluralForms/maximumNodeCount`` nodes or deeper than ``PluralForms/maximumDepth``.
        case tooComplex
    }

    public var kind: Kind
    /// 1-based column inside the header value.
    public var column: Int
    /// A sentence for the person reading the report.
    public var message: String

    public init(_ kind: Kind, column: Int, _ message: String) {
        self.kind = kind
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}
