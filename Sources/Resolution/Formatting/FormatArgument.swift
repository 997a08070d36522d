/// One argument of a localized format, typed as Swift passes it to `String(format:)`.
///
/// - `int`: any signed integer (`Int`, `Int64`, `Int32`…); a directive narrower than 64 bits
///   (`%d`, `%hd`, `%hhd`) takes its low bits, as C does.
/// - `uint`: any unsigned integer.
/// - `double`: `Double` or `Float` (C promotes `Float` to `double`).
/// - `string`: a string for `%@` (its description) or `%s`/`%S`.
public enum FormatArgument: Sendable, Hashable, CustomStringConvertible {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)

    public var description: String {
        switch self {
        case .int(let value): "int:\(value)"
        case .uint(let value): "uint:\(value)"
        case .double(let value): "double:\(value)"
        case .string(let value): "string:\(value)"
        }
    }

    /// The argument's kind as a word for diagnostics.
    public var kindName: String {
        switch self {
        case .int: "a signed integer"
        case .uint: "an unsigned integer"
        case .double: "a floating-point number"
        case .string: "a string"
        }
    }
}
