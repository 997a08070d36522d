/// What a format directive reads from the argument list.
///
/// printf/Foundation kinds follow the C varargs an argument travels as on Apple's 64-bit
/// platforms (LP64; CFString.c reads `%d` as 4 bytes, `%ld`/`%lld`/`%qd`/`%zd` as 8):
/// `%hhd %hd %d %c %C` → `int32`/`char` (promoted to int), `%ld %lld %qd %jd %zd %td %D` →
/// `int64`, `%u %o %x %X` → `uint32` (`uint64` with `l ll q j z t`, and `%U %O`), floating
/// conversions → `double` (`longDouble` with `L`), `%s` → `cString`, `%S %ls` → `wideCString`,
/// `%p %n` → `pointer`, `%@` → `object`.
///
/// Python kinds are gettext's argument classes (format-python.c `enum format_arg_type`):
/// `%c` character, `%s %r` string (any object when the precision is 0), `%i %d %u %o %x %X`
/// integer, `%e %E %f %g %G` float. Brace fields carry no type (`any`).
public enum ArgumentKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case object
    case int32
    case int64
    case uint32
    case uint64
    case double
    case longDouble
    case char
    case cString
    case wideCString
    case pointer
    case pythonAny
    case pythonCharacter
    case pythonString
    case pythonInteger
    case pythonFloat
    /// A `str.format` field: any object.
    case any

    /// How a reader names the kind: `Int32`, `object (%@)`, `C string (%s)`.
    public var description: String {
        switch self {
        case .object: "object (%@)"
        case .int32: "Int32"
        case .int64: "Int64"
        case .uint32: "UInt32"
        case .uint64: "UInt64"
        case .double: "Double"
        case .longDouble: "long double"
        case .char: "character (%c)"
        case .cString: "C string (%s)"
        case .wideCString: "wide C string (%S)"
        case .pointer: "pointer (%p)"
        case .pythonAny: "any object"
        case .pythonCharacter: "character"
        case .pythonString: "string"
        case .pythonInteger: "integer"
        case .pythonFloat: "float"
        case .any: "any object"
        }
    }

    /// The bytes and register class the argument travels in (C varargs on LP64): arguments of
    /// one storage read the same bits, so `%d` for a `%u` argument prints the same bits signed.
    var storage: Int {
        switch self {
        case .int32, .uint32: 1
        case .int64, .uint64: 2
        default: 0
        }
    }

    /// Whether a directive of kind `other` reads an argument of this kind without reading
    /// garbage, as Foundation runs it: equal kinds, or integers of one size whatever their
    /// signedness or radix (`%u` or `%x` for `%d`, `%lx` for `%ld`). `%c` is kept apart from `%d`
    /// although both read an `int`: one prints a character, the other a number.
    public func isRuntimeCompatible(with other: ArgumentKind) -> Bool {
        self == other || (storage != 0 && storage == other.storage)
    }
}
