import Internationalization
import LocalizationCatalog

/// `l10n-check plurals LOCALE [NUMBER...] [--ordinal]`: the CLDR plural category of each number
/// ("which form does 21 take in Polish?"), or, with no numbers, the locale's categories with
/// CLDR's rule and sample numbers for each.
///
/// Numbers are integers of any size or decimals; written fraction digits count, as in CLDR
/// (`1` and `1.0` differ in English). The rules are ICU's (CLDR `CLDRData.version`).
public struct PluralsCommand: Sendable, Equatable {
    public static let help = """
        OVERVIEW: Show CLDR plural categories: which form a number takes in a language.

        USAGE: l10n-check plurals LOCALE [NUMBER ...] [--ordinal]

        ARGUMENTS:
          LOCALE                  A locale identifier: pl, pt-PT, pt_BR, sr@latin, zh-Hant.
          NUMBER                  Integers or decimals (1, 21, 1.0, 0.5, -3). Fraction digits as
                                  written count: in English 1 is "one" but 1.0 is "other".
                                  Without numbers, every category is listed with CLDR's rule and
                                  sample numbers.

        OPTIONS:
          --ordinal               Ordinal rules (1st, 2nd, 3rd) instead of cardinal.
          -h, --help              Print this help.

        EXIT STATUS:
          0  printed
          2  an unknown or malformed locale, or an argument that is not a number

        """

    public var locale = ""
    public var numbers: [String] = []
    public var type: PluralType = .cardinal
    public var showsHelp = false

    public init() {}

    /// Parses the arguments after `plurals`.
    public static func parse(_ arguments: [String]) throws(UsageError) -> PluralsCommand {
        var command = PluralsCommand()
        var positional: [String] = []
        var onlyPositional = false
        for argument in arguments {
            if !onlyPositional, argument.hasPrefix("--") || argument == "-h" {
                switch argument {
                case "--": onlyPositional = true
                case "--ordinal": command.type = .ordinal
                case "--cardinal": command.type = .cardinal
                case "-h", "--help": command.showsHelp = true
                default: throw UsageError("unknown option '\(argument)' for plurals")
                }
                continue
            }
            positional.append(argument)
        }
        if command.showsHelp { return command }
        guard let locale = positional.first else { throw UsageError("plurals needs a LOCALE, e.g. l10n-check plurals pl 21") }
        command.locale = locale
        command.numbers = Array(positional.dropFirst())
        return command
    }

    /// The text to print.
    /// - Throws: `UsageError` for a bad locale or number.
    public func render() throws(UsageError) -> String {
        let rules: PluralRules
        do {
            rules = try PluralRules.rules(for: locale, type: type)
        } catch {
            throw UsageError(error.description)
        }
        let title = "\(locale) \(type.rawValue) (CLDR \(CLDRData.version))"
        if numbers.isEmpty { return listing(rules, title: title) }
        var lines: [(String, String)] = []
        for number in numbers {
            guard let category = Self.category(of: number, rules) else {
                throw UsageError("'\(number)' is not a number (write integers or decimals such as 21 or 1.5, with at most 30 fraction digits)")
            }
            lines.append((number, category.rawValue))
        }
        let width = lines.map(\.0.count).max() ?? 0
        return title + "\n" + lines.map { "  " + $0.0.padding(width) + "  " + $0.1 + "\n" }.joined()
    }

    static func category(of number: String, _ rules: PluralRules) -> PluralCategory? {
        // `+5` and `007` are read as 5 and 7; CLDR operands ignore leading zeros and the sign.
        var text = Substring(number)
        if text.hasPrefix("+") { text = text.dropFirst() }
        return rules.category(decimal: String(text))
    }

    private func listing(_ rules: PluralRules, title: String) -> String {
        let dataLocale = Self.dataLocale(for: rules.locale, type: type)
        var out = title + ": " + rules.categories.map(\.rawValue).joined(separator: ", ") + "\n"
        for category in rules.categories {
            let rule = dataLocale.flatMap { PluralData.rule($0, type, category) } ?? ""
            let (condition, samples) = Self.split(rule)
            out += "  " + category.rawValue.padding(5) + "  " + (condition.isEmpty ? "(everything else)" : condition) + "\n"
            for sample in samples { out += "         " + sample + "\n" }
        }
        return out
    }

    /// The locale whose data ICU uses: the identifier itself, or its parents (`pt_PT_X` → `pt_PT` → `pt`).
    static func dataLocale(for locale: LocaleIdentifier, type: PluralType) -> String? {
        dataLocale(for: locale, type: type, among: Set(PluralData.locales(type)))
    }

    /// `dataLocale(for:type:)` with the locales that have data already read.
    static func dataLocale(for locale: LocaleIdentifier, type: PluralType, among available: Set<String>) -> String? {
        var name = locale.icuName
        while !name.isEmpty {
            if available.contains(name) { return name }
            guard let cut = name.lastIndex(of: "_") else { break }
            name = String(name[..<cut])
        }
        return available.contains(locale.language) ? locale.language : nil
    }

    /// `cond @integer 1, 21 @decimal 0.0` → ("cond", ["@integer 1, 21", "@decimal 0.0"]).
    static func split(_ rule: String) -> (String, [String]) {
        let parts = rule.split(separator: "@", omittingEmptySubsequences: false)
        let condition = parts.first.map { $0.trimmingSpaces() } ?? ""
        return (condition, parts.dropFirst().map { "@" + $0.trimmingSpaces() })
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    func padding(_ width: Int) -> String {
        count >= width ? String(self) : String(self) + String(repeating: " ", count: width - count)
    }
}
