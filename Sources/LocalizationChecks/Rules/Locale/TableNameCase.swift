import LocalizationCatalog

/// `locale.table-name-case`: tables of one folder whose names differ only in case
/// (`infoPlist.strings` in one `.lproj`, `InfoPlist.strings` in the others).
///
/// Apple devices look table files up by exact name on a case-sensitive file system, so they
/// are two tables there, while a Mac's case-insensitive disk hides the difference in testing.
/// The spelling the system reads (`InfoPlist`, `Localizable`, `AppShortcuts`) is taken as meant,
/// else the one with more localizations; the other is reported at each of its files, String
/// Catalogs included, with a note at a file of the meant spelling.
package enum TableNameCase: CatalogRule {
    package static let rule = DiagnosticRule(
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

    package static var rules: [DiagnosticRule] { [rule] }

    /// Table names the system itself reads by exact spelling: when a group holds one, it is meant.
    static let systemNames: Set<String> = ["InfoPlist", "Localizable", "AppShortcuts"]

    static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    package static func collector(context: RuleContext) -> any CatalogRuleCollector { Collector() }

    /// What the rule needs of a table: names, paths and locales, not entries.
    struct Sketch {
        struct File {
            var path: String
            var format: CatalogFormat
            var locale: String?
            /// A String Catalog's languages.
            var locales: [String]
            /// Where the finding goes: the file's first entry.
            var firstEntry: SourceLocation?
            var firstEntryKey: String?
        }

        var name: String
        var developmentLanguage: String?
        var localeCount: Int
        var files: [File]
    }

    final class Collector: CatalogRuleCollector {
        /// Sketches by folder and lowercased name.
        private var groups: [String: [Sketch]] = [:]

        func add(_ tables: [LocalizationTable]) {
            for table in tables where table.files.allSatisfy({ $0.format != .po && $0.format != .pot }) {
                // A String Catalog's table ID is its path; it sits in the folder its `.lproj` peers share.
                let catalogPath = table.files.count == 1 && table.files[0].format == .xcstrings ? table.files[0].path : nil
                guard let folder = catalogPath.map(parentFolder) ?? DiscoveredFile.folder(ofTableID: table.id, table: table.name)
                else { continue }
                let files = table.files.map { file in
                    Sketch.File(
                        path: file.path, format: file.format, locale: file.locale,
                        locales: file.format == .xcstrings ? Array(file.locales) : [], firstEntry: file.entries.first?.location,
                        firstEntryKey: file.entries.first.map { entry in
                            entry.location.jsonPointer.flatMap(EntryKeys.pointerKey) ?? EntryKeys.key(of: entry)
                        })
                }
                groups[folder + "|" + table.name.lowercased(), default: []].append(Sketch(
                    name: table.name, developmentLanguage: table.developmentLanguage, localeCount: table.locales.count, files: files))
            }
        }

        func findings() -> [Diagnostic] {
            var findings: [Diagnostic] = []
            for group in groups.values where Set(group.map(\.name)).count > 1 {
                findings += TableNameCase.findings(in: group)
            }
            return findings
        }
    }

    /// The findings among tables of one folder whose names differ only in case.
    static func findings(in group: [Sketch]) -> [Diagnostic] {
        // The system's own spelling is meant; else the one most localizations use, ties to the
        // one sorting first.
        let ranked = group.sorted {
            (systemNames.contains($0.name) ? 1 : 0, $0.localeCount, $1.name) > (systemNames.contains($1.name) ? 1 : 0, $1.localeCount, $0.name)
        }
        let meant = ranked[0]
        guard let reference = meant.files.map(\.path).min() else { return [] }
        let meantLocales = Set(meant.files.flatMap { file in file.format == .xcstrings ? file.locales : [file.locale].compactMap { $0 } })
        var findings: [Diagnostic] = []
        for table in ranked.dropFirst() {
            for file in table.files.sorted(by: { $0.path < $1.path }) {
                let at = file.firstEntry ?? SourceLocation(file: file.path, line: 1, column: 1)
                let fileName = meant.name + "." + file.format.rawValue
                let consequence: String
                if let locale = file.locale, meantLocales.contains(locale), file.format != .xcstrings {
                    consequence = "\(locale) also has a '\(meant.name)' table, so lookups read that one and never this file (and a Mac's case-insensitive disk cannot hold both); merge it into \(fileName)"
                } else if file.format == .xcstrings || file.locale == nil || file.locale == table.developmentLanguage {
                    consequence = "lookups of '\(meant.name)' never read this file, so its strings are never shown (keys or other tables' text appear instead); rename it to \(fileName)"
                } else {
                    consequence = "lookups of '\(meant.name)' never read this file, so \(file.locale ?? "this localization") shows the development language; rename it to \(fileName)"
                }
                var finding = Diagnostic(
                    rule, at: at,
                    "table '\(table.name)' differs from '\(meant.name)' only in case; on a device, whose file system is case-sensitive, \(consequence)",
                    notes: [Diagnostic.Note("the '\(meant.name)' table", at: SourceLocation(file: reference, line: 1, column: 1))])
                finding.entryKey = file.firstEntryKey
                findings.append(finding)
            }
        }
        return findings
    }
}
