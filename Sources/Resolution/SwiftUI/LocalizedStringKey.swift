/// SwiftUI's `LocalizedStringKey`: the lookup key a `Text` or a dialog title is built from, plus
/// the arguments its interpolations captured.
///
/// Built exactly as SwiftUI builds it (apple-semantics.md §3.2, from SwiftUI's interface and
/// OpenSwiftUI): literal segments are appended with every `%` doubled; each interpolation appends
/// one format specifier — `Int`/`Int64` `%lld`, `Int8/16/32` `%d`, `UInt`/`UInt64` `%llu`,
/// `UInt8/16/32` `%u`, `Float` `%f`, `Double` `%lf`, `String` and a nested `Text` `%@`,
/// `specifier:` verbatim. `"\(n) items"` → key `"%lld items"`.
///
/// A key made from a literal alone (`"100%"`) has no formatting: it is shown as looked up, with
/// no format pass (`hasFormatting == false`), so `100%` stays `100%`.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// One captured interpolation: a value to format, or a `Text` resolved in place of its `%@`.
    public enum Argument: Sendable, Hashable {
        case value(FormatArgument)
        case text(Text)
    }

    public let key: String
    public let arguments: [Argument]
    public let hasFormatting: Bool
    /// The arguments as the formatter reads them, when none is a nested `Text` (which is resolved
    /// first): kept beside `arguments`, so a resolve formats with this array instead of building one.
    let values: [FormatArgument]?

    /// A key from a string variable (`LocalizedStringKey(name)`): looked up, never formatted.
    public init(_ value: String) {
        key = value
        arguments = []
        hasFormatting = false
        values = []
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// A key as code built it (`"%lld items"`) with its arguments, for tools that get both
    /// separately; with arguments the key is formatted, as an interpolated key is.
    public init(key: String, arguments: [FormatArgument]) {
        self.key = key
        self.arguments = arguments.map { .value($0) }
        hasFormatting = !arguments.isEmpty
        values = arguments
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        hasFormatting = true
        values = stringInterpolation.values
    }

    public var description: String { key }

    // `values` repeats `arguments`, so equality and hashing leave it out.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.arguments == rhs.arguments && lhs.hasFormatting == rhs.hasFormatting
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(arguments)
        hasher.combine(hasFormatting)
    }

    /// Builds the key and arguments of `"…\(value)…"`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [Argument] = []
        /// `arguments` as values, nil once a nested `Text` is appended.
        var values: [FormatArgument]? = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            for character in literal {
                key.append(character)
                if character == "%" { key.append("%") }
            }
        }

        private mutating func append(_ specifier: String, _ argument: FormatArgument) {
            key += specifier
            append(argument)
        }

        private mutating func append(_ argument: FormatArgument) {
            arguments.append(.value(argument))
            values?.append(argument)
        }

        public mutating func appendInterpolation(_ value: Int) { append("%lld", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: Int64) { append("%lld", .int(value)) }
        public mutating func appendInterpolation(_ value: Int32) { append("%d", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: Int16) { append("%d", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: Int8) { append("%d", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: UInt) { append("%llu", .uint(UInt64(value))) }
        public mutating func appendInterpolation(_ value: UInt64) { append("%llu", .uint(value)) }
        public mutating func appendInterpolation(_ value: UInt32) { append("%u", .uint(UInt64(value))) }
        public mutating func appendInterpolation(_ value: UInt16) { append("%u", .uint(UInt64(value))) }
        public mutating func appendInterpolation(_ value: UInt8) { append("%u", .uint(UInt64(value))) }
        public mutating func appendInterpolation(_ value: Float) { append("%f", .double(Double(value))) }
        public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value)) }
        public mutating func appendInterpolation(_ value: String) { append("%@", .string(value)) }

        /// Any other value (an object, a `UTType`, an enum): `%@` in the key, the value's
        /// description as the argument, as SwiftUI formats an object or reference-convertible
        /// value through `%@`.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            append("%@", .string(String(describing: value)))
        }

        /// A nested `Text`: `%@` in the key, replaced by the resolved text.
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.text(text))
            values = nil
        }

        /// `\(value, specifier: "%.2f")`: the specifier goes into the key verbatim.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            key += specifier
            if let signed = Int64(exactly: value) { append(.int(signed)) } else {
                append(.uint(UInt64(truncatingIfNeeded: value)))
            }
        }

        public mutating func appendInterpolation(_ value: Double, specifier: String) {
            key += specifier
            append(.double(value))
        }

        public mutating func appendInterpolation(_ value: Float, specifier: String) {
            key += specifier
            append(.double(Double(value)))
        }
    }
}
