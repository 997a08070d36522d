/// One argument of a localized format, typed as Swift passes it to `String(format:)`.
///
/// - `int`: any signed integer (`Int`, `Int64`, `Int32`…); a directive narrower than 64 bits
///   (`%d`, `%hd`, `%hhd`) takes its low bits, as C does.
/// - `uint`: any unsigned integer.
/// - `double`: `Double` or `Float` (C promotes `Float` to `double`).
/// - `string`: an object for `%@` (a Swift `String` or `NSString`, printed as its description);
/// - `cString`: a C string (`char *`) for `%s`, or a UTF-16 one for `%S`/`%ls`. A Swift `String`
///   passed to `%s` is a pointer to something else: Foundation prints garbage or crashes, so a
///   `.string` never feeds `%s` here.
public enum FormatArgument: Sendable, Hashable, CustomStringConvertible {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case cString(String)

    public var description: String {
        switch self {
        case .int(let value): "int:\(value)"
        case .uint(let value): "uint:\(value)"
        case .double(let value): "double:\(value)"
        case .string(let value): "string:\(value)"
        case .cString(let value): "cstring:\(value)"
        }
    }

    /// The argument's kind as a word for diagnostics.
    public var kindName: String {
        switch self {
        case .int: "a signed integer"
        case .uint: "an unsigned integer"
        case .double: "a floating-point number"
        case .string: "a string object"
        case .cString: "a C string"
        }
    }

    /// True for integers and floating-point numbers.
    public var isNumber: Bool {
        switch self {
        case .int, .uint, .double: true
        case .string, .cString: false
        }
    }
}
