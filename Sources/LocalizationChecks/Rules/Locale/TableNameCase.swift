import LocalizationCatalog

/// `locale.table-name-case`: tables of one folder whose names differ only in case
/// (`infoPlist.strings` in one `.lproj`, `InfoPlist.strings` in the others).
///
/// Apple devices look table files up by exact name on a case-sensitive file system, so they
/// are two tables there, while a Mac's case-insensitive disk hides the difference in testing.
/// The spelling with fewer localizations is reported, at each of its files, with a note at a
/// file of the other spelling.
public enum TableNameCase: CatalogRule {
    public static let rule = DiagnosticRule(
        id: "locale.table-name-case", severity: .warning,
        summary: "Two tables of one folder have names that differ only in case (infoPlist and InfoPlist); on a device they are different tables, so one spelling is never read.",
        rationale: "iOS looks up a table's file by its exact name on a case-sensitive file system: NSLocalizedString(tableName: \"InfoPlist\") and the system's reading of InfoPlist.strings find nothing in infoPlist.strings, so that localization shows the development language. A Mac's default case-insensitive disk finds either spelling, which is why the mistake survives testing in the simulator.",
        source: "Apple, \"Localizing your app's Info.plist\" (the file is InfoPlist.strings) and Bundle.localizedString(forKey:value:table:) (the table is the file name without extension); iOS file systems are case-sensitive (Apple File System Guide).",
        examples: [
            .triggering(
                ExampleFile("en.lproj/InfoPlist.strings", #"""
                    "CFBundleDisplayName" = "Notes";
                    """#),
                ExampleFile("fr.lproj/InfoPlist.strings", #"""
                    "CFBundleDisplayName" = "Notes";
                    """#),
                ExampleFile("de.lproj/infoPlist.strings", #"""
                    ↓"CFBundleDisplayName" = "Notizen";
                    """#)),
            .accepted(
                ExampleFile("en.lproj/InfoPlist.strings", #"""
                    "CFBundleDisplayName" = "Notes";
                    """#),
                ExampleFile("de.lproj/InfoPlist.strings", #"""
                    "CFBundleDisplayName" = "Notizen";
                    """#)),
        ])

    public static var rules: [DiagnosticRule] { [rule] }

    public static func check(_ tables: [LocalizationTable], context: RuleContext) -> [Diagnostic] {
        var groups: [String: [LocalizationTable]] = [:]
        for table in tables where table.files.allSatisfy({ $0.format == .strings || $0.format == .stringsdict }) {
            guard let folder = DiscoveredFile.folder(ofTableID: table.id, table: table.name) else { continue }
            groups[folder + "|" + table.name.lowercased(), default: []].append(table)
        }
        var findings: [Diagnostic] = []
        for group in groups.values where Set(group.map(\.name)).count > 1 {
            // The spelling most localizations use is taken as meant; ties go to the one sorting first.
            let ranked = group.sorted { ($0.locales.count, $1.name) > ($1.locales.count, $0.name) }
            let meant = ranked[0]
            guard let reference = meant.files.map(\.path).min() else { continue }
            for table in ranked.dropFirst() {
                for file in table.files.sorted(by: { $0.path < $1.path }) {
                    let at = file.entries.first?.location ?? SourceLocation(file: file.path, line: 1, column: 1)
                    findings.append(Diagnostic(
                        rule, at: at,
                        "table '\(table.name)' differs from '\(meant.name)' only in case; on a device, whose file system is case-sensitive, lookups of '\(meant.name)' never read this file, so \(file.locale ?? "this localization") shows the development language; rename it to \(meant.name).\(file.format.rawValue)",
                        notes: [Diagnostic.Note("the '\(meant.name)' table", at: SourceLocation(file: reference, line: 1, column: 1))]))
                }
            }
        }
        return findings
    }
}
