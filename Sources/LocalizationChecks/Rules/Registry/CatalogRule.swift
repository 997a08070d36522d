import LocalizationCatalog

/// A check over all the tables of a run at once, for rules about how tables relate (two
/// tables whose names differ only in case). Like ``TableRule``, one type in one file under
/// `Rules/<Family>/`, listed in ``RuleRegistry/catalogChecks``.
public protocol CatalogRule: Sendable {
    /// The rules this check reports, each with its description and examples.
    static var rules: [DiagnosticRule] { get }
    /// The findings across `tables`, in no particular order.
    static func check(_ tables: [LocalizationTable], context: RuleContext) -> [Diagnostic]
}
