import Internationalization
import Resolution

/// `l10n-check format [--locale LOCALE] FORMAT [ARG...]`: formats a Foundation format string
/// as `String.localizedStringWithFormat` would in that locale (as `String(format:)` without
/// one), safely: a directive that cannot be rendered stays as written and is reported.
public struct FormatCommand: Sendable, Equatable {
    public static let help = """
        OVERVIEW: Format a string as String(format:locale:) does, safely, and report problems.

        USAGE: l10n-check format [--locale LOCALE] FORMAT [ARG ...]

        ARGUMENTS:
          FORMAT                  A Foundation format: "%1$@ has %2$lld items", "%.2f km".
          ARG                     Typed arguments: int:3, uint:3, double:1.5, string:Anna (an
                                  object, for %@), cstring:Anna (a C string, for %s).

        OPTIONS:
          --locale LOCALE         Localize numbers for LOCALE (de_DE → 1.234,5). Without it, numbers
                                  are formatted as C does, like String(format:).
          -h, --help              Print this help.

        OUTPUT:
          The formatted text on standard output; each problem on standard error as
          "warning: MESSAGE [formatting.RULE]". A directive that cannot be rendered (missing
          argument, wrong kind, %n, an absurd width) is printed as written.

        EXIT STATUS:
          0  formatted without problems
          1  formatted, with problems reported
          2  a bad locale, a bad argument or a usage error

        """

    public var locale: String?
    public var format = ""
    public var arguments: [FormatArgument] = []
    public var showsHelp = false

    public init() {}

    public static func parse(_ arguments: [String]) throws(UsageError) -> FormatCommand {
        var command = FormatCommand()
        var positional: [String] = []
        var rest = arguments[...]
        var onlyPositional = false
        while let argument = rest.popFirst() {
            if !onlyPositional, argument.hasPrefix("--") || argument == "-h" {
                if argument == "--" { onlyPositional = true; continue }
                if argument == "-h" || argument == "--help" { command.showsHelp = true; continue }
                if argument == "--locale" || argument.hasPrefix("--locale=") {
                    if argument.hasPrefix("--locale=") {
                        command.locale = String(argument.dropFirst("--locale=".count))
                    } else {
                        guard let value = rest.popFirst() else { throw UsageError("option --locale needs a value") }
                        command.locale = value
                    }
                    continue
                }
                throw UsageError("unknown option '\(argument)' for format")
            }
            positional.append(argument)
        }
        if command.showsHelp { return command }
        guard let format = positional.first else {
            throw UsageError("format needs a FORMAT, e.g. l10n-check format --locale de_DE '%.2f km' double:1234.5")
        }
        command.format = format
        command.arguments = try positional.dropFirst().map { text throws(UsageError) in try Self.argument(text) }
        return command
    }

    /// `int:3`, `uint:3`, `double:1.5`, `string:Anna`, `cstring:Anna` (also `float:`, `str:`, `@:`).
    static func argument(_ text: String) throws(UsageError) -> FormatArgument {
        guard let colon = text.firstIndex(of: ":") else {
            throw UsageError("argument '\(text)' has no type; write int:3, uint:3, double:1.5 or string:text")
        }
        let type = text[..<colon].lowercased(), value = String(text[text.index(after: colon)...])
        switch type {
        case "int", "long", "int64", "int32":
            guard let number = Int64(value) else {
                let isDigits = !value.isEmpty && value.drop { $0 == "-" || $0 == "+" }.allSatisfy(\.isASCII) && value.drop { $0 == "-" || $0 == "+" }.allSatisfy(\.isNumber)
                throw UsageError(isDigits ? "'\(value)' is out of range for int (a 64-bit signed integer; in '\(text)')" : "'\(value)' is not an integer (in '\(text)')")
            }
            return .int(number)
        case "uint", "uint64", "uint32":
            guard let number = UInt64(value) else {
                let isDigits = !value.isEmpty && value.allSatisfy { $0.isASCII && $0.isNumber }
                throw UsageError(isDigits ? "'\(value)' is out of range for uint (a 64-bit unsigned integer; in '\(text)')" : "'\(value)' is not an unsigned integer (in '\(text)')")
            }
            return .uint(number)
        case "double", "float":
            guard let number = Double(value) else { throw UsageError("'\(value)' is not a number (in '\(text)')") }
            return .double(number)
        case "string", "str", "@":
            return .string(value)
        case "cstring":
            return .cString(value)
        default:
            throw UsageError("unknown argument type '\(type)' in '\(text)'; use int, uint, double, string or cstring")
        }
    }

    /// The formatted text and the issues.
    /// - Throws: `UsageError` for a bad locale.
    public func render() throws(UsageError) -> FormattedText {
        var identifier: LocaleIdentifier?
        if let locale {
            do { identifier = try LocaleIdentifier(locale) } catch { throw UsageError(error.description) }
        }
        return SafeFormatter.format(format, arguments, locale: identifier)
    }
}
