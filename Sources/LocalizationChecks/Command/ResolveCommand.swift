#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Internationalization
import Resolution

/// `l10n-check resolve KEY [--table T] [--context C] [--locale L | --preferred L1,L2,…]
/// [--arg TYPE:VALUE …] [--unstyled] [PATH]`: what an iPhone or a Mac shows for a key — the localization chosen, the
/// resolved text and any problems. What a translator runs to preview a string.
public struct ResolveCommand: Sendable, Equatable {
    public static let help = """
        OVERVIEW: Show what a key resolves to, as an Apple device would show it.

        USAGE: l10n-check resolve KEY [--table T] [--context C] [--locale L | --preferred L1,L2,...]
                                  [--arg TYPE:VALUE ...] [--unstyled] [--fallback] [--development-language LANG] [PATH]

        ARGUMENTS:
          KEY                     The lookup key as the code builds it ("%lld items", "Delete %@?").
          PATH                    The folder of localization files (default: ./Localizations).

        OPTIONS:
          --table T               The table (default: Localizable).
          --context C             A gettext msgctxt: look KEY up as pgettext(C, KEY) does, in .po
                                  files only; an entry without this context is not used.
          --locale L              Resolve as SwiftUI's Text does in locale L: L chooses the
                                  localization and formats numbers.
          --preferred L1,L2,...   The user's preferred languages, matched as Apple does; numbers are
                                  formatted in the first. Without --locale and --preferred, the
                                  development language is shown and numbers are not localized.
          --arg TYPE:VALUE        An argument: int:3, uint:3, double:1.5, string:Anna, cstring:Anna.
                                  With arguments the key is formatted, as an interpolated key is.
          --unstyled              Print only the plain text, as a dialog message shows it (without
                                  this, a styled text is followed by a "runs:" line listing each
                                  run and its styles).
          --development-language LANG
                                  The bundle's development language (default: a String Catalog's
                                  sourceLanguage, else en).
          --fallback              Take a key missing from the chosen localization from the
                                  development language (Apple shows the key instead).
          -h, --help              Print this help.

        OUTPUT:
          "localization: NAME (FILE)" or "localization: none (not found: see the warning)", then the plain
          text, then (for --locale, as a Text parses Markdown) the styled runs.
          Problems go to standard error as "warning: MESSAGE [ID]".

        EXIT STATUS:
          0  resolved without problems
          1  resolved, with problems (a missing key, an argument that does not fit)
          2  a usage error, a bad locale or argument, or a PATH that does not exist

        """

    public var key = ""
    public var table: String?
    public var context: String?
    public var locale: String?
    public var preferred: [String] = []
    public var arguments: [FormatArgument] = []
    public var unstyled = false
    public var developmentLanguage: String?
    public var fallback = false
    public var path = "Localizations"
    public var showsHelp = false

    public init() {}

    public static func parse(_ arguments: [String]) throws(UsageError) -> ResolveCommand {
        var command = ResolveCommand()
        var scanner = ArgumentScanner(arguments)
        while let (argument, name, inline) = scanner.nextOption() {
            switch name {
            case "-h", "--help": command.showsHelp = true
            case "--table": command.table = try scanner.value(name, inline)
            case "--context": command.context = try scanner.value(name, inline)
            case "--locale": command.locale = try scanner.value(name, inline)
            case "--preferred":
                command.preferred = try scanner.value(name, inline).split(separator: ",").map { String($0) }
            case "--arg": command.arguments.append(try FormatCommand.argument(try scanner.value(name, inline)))
            case "--unstyled": command.unstyled = true
            case "--fallback": command.fallback = true
            case "--development-language": command.developmentLanguage = try scanner.value(name, inline)
            default: throw UsageError("unknown option '\(argument)' for resolve")
            }
        }
        let positional = scanner.positional
        if command.showsHelp { return command }
        guard let key = positional.first else {
            throw UsageError("resolve needs a KEY, e.g. l10n-check resolve '%lld items' --locale de --arg int:3")
        }
        guard positional.count <= 2 else { throw UsageError("resolve takes one KEY and at most one PATH") }
        if command.locale != nil, !command.preferred.isEmpty {
            throw UsageError("give --locale or --preferred, not both")
        }
        command.key = key
        if positional.count == 2 { command.path = positional[1] }
        return command
    }

    /// The lines to print and the issues.
    /// - Throws: `UsageError` for a bad locale or a missing path.
    public func run() throws(UsageError) -> (output: String, issues: [FormattingIssue]) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw UsageError("'\(path)' does not exist") }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw UsageError("'\(path)' is not a folder") }
        // Apple ignores empty preferences, "root" and ones starting with '-' or '_' (ualoc).
        let preferred = preferred.filter(LanguageMatcher.isConsidered)
        let locales: [LocaleIdentifier]
        do {
            locales = try (locale.map { [$0] } ?? preferred).map { name throws(LocaleError) in try LocaleIdentifier(name) }
        } catch {
            throw UsageError(error.description)
        }
        let bundle = LocalizationBundle(path: path, developmentLanguage: developmentLanguage)
        guard !bundle.tableNames.isEmpty else { throw UsageError("'\(path)' has no localization file") }
        // With --context the string lookup is used, whose localization --locale chooses as a
        // preferred language.
        let languages = context != nil ? (locale.map { [$0] } ?? preferred) : preferred
        var environment = LocalizationEnvironment(
            bundle: bundle, preferredLanguages: languages, locale: locale == nil ? nil : locales.first)
        environment.perKeyFallback = fallback
        let value = LocalizedStringKey(key: key, arguments: arguments)
        // A Text has no gettext context: with --context the lookup is the string one.
        let resolved = locale != nil && context == nil
            ? Resolver.resolve(Text(value, tableName: table), in: environment)
            : Resolver.string(localized: value, table: table, context: context, locale: locales.first, in: environment)
        let origin = (resolved.localization.map { "localization: \($0) (\(resolved.path ?? ""))" }
            ?? "localization: none (not found: see the warning)")
            + (resolved.direction == .rightToLeft ? ", right to left" : "")
        var output = origin + "\n" + resolved.text + "\n"
        if !unstyled, resolved.styled.isStyled {
            output += "runs: " + resolved.styled.runs.map(\.description).joined(separator: ", ") + "\n"
        }
        return (output, resolved.issues)
    }
}
