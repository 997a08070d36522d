import LocalizationCatalog

/// A check the linter runs over every table, after the readers.
///
/// A semantic rule is one type in one file under `Rules/<Family>/`, reporting the one rule it
/// describes; adding it to ``RuleRegistry/checks`` is the only other change. A few older checks
/// share one pass over the table between several rules (the format comparison reports six), and
/// list each of them.
public protocol TableRule: Sendable {
    /// The rules this check reports, each with its description and examples.
    static var rules: [DiagnosticRule] { get }
    /// The findings in `table`, in no particular order.
    static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic]
}

/// What a check knows besides the table.
public struct RuleContext: Sendable {
    /// The development language given on the command line (`--development-language`), if any.
    public var developmentLanguage: String?
    /// Texts that may stay as their source in every language (the configuration's
    /// `identicalTranslations.allow`), as ``IdenticalTranslation/normalized(_:)`` writes them.
    public var allowedIdenticalTexts: Set<String> = []

    /// What rules of one table share, made by the first rule that asks; one per table (see
    /// ``forTable()``).
    private var memo = TableMemo()

    public init(developmentLanguage: String? = nil) {
        self.developmentLanguage = developmentLanguage
    }

    /// The context for checking one more table: the same settings, nothing remembered.
    public func forTable() -> RuleContext {
        var context = self
        context.memo = TableMemo()
        return context
    }

    /// `TranslationPairs.apple(table)` and `.gettext(table)`, made once per table.
    func translationPairs(_ table: LocalizationTable) -> (apple: [TextPair], gettext: [TextPair]) {
        memo.pairs.withLock { made in
            if let made { return made }
            let pairs = (TranslationPairs.apple(table), TranslationPairs.gettext(table))
            made = pairs
            return pairs
        }
    }

    /// Makes what the rules of `table` share (``translationPairs(_:)``, ``unusualTexts(_:)``)
    /// ahead of them, so that rules run on other threads find it made.
    func prepareSharedTexts(_ table: LocalizationTable) {
        _ = translationPairs(table)
        _ = unusualTexts(table)
    }

    /// `CatalogTexts.unusual(table)`, made once per table.
    func unusualTexts(_ table: LocalizationTable) -> [CatalogText] {
        memo.unusualTexts.withLock { made in
            if let made { return made }
            let texts = CatalogTexts.unusual(table)
            made = texts
            return texts
        }
    }
}

/// What the rules of one table share, once made.
final class TableMemo: Sendable {
    let pairs = Locked<(apple: [TextPair], gettext: [TextPair])?>(nil)
    let unusualTexts = Locked<[CatalogText]?>(nil)
}
