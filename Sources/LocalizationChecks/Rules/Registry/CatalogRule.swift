import LocalizationCatalog

/// A check over all the tables of a run, for rules about how tables relate (two tables whose
/// names differ only in case). Like ``TableRule``, one type in one file under `Rules/<Family>/`,
/// listed in ``RuleRegistry/catalogChecks``.
///
/// The linter reads a large tree a few tables at a time and frees each batch once it is
/// checked, so such a check sees the tables through a collector: given each batch once, it
/// keeps only what its findings need, then reports them all.
public protocol CatalogRule: Sendable {
    /// The rules this check reports, each with its description and examples.
    static var rules: [DiagnosticRule] { get }
    /// A collector for one run.
    static func collector(context: RuleContext) -> any CatalogRuleCollector
}

/// What a ``CatalogRule`` keeps of a run's tables between batches.
public protocol CatalogRuleCollector: AnyObject {
    /// Takes one batch of tables; every table of a run is given exactly once.
    func add(_ tables: [LocalizationTable])
    /// The findings across every table given, in no particular order. Each sets
    /// ``Diagnostic/entryKey`` when it is about an entry.
    func findings() -> [Diagnostic]
}

extension CatalogRule {
    /// The findings across `tables`, in no particular order: a collector given them in one batch.
    public static func check(_ tables: [LocalizationTable], context: RuleContext) -> [Diagnostic] {
        let collector = collector(context: context)
        collector.add(tables)
        return collector.findings()
    }
}
