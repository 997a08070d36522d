import Foundation
import Testing
import LocalizationCatalog
import TestSupport
@testable import LocalizationChecks

/// The lint configuration: reading it (every mistake positioned), path patterns, what it changes
/// in a run, and how `l10n-check` finds and prints it.
@Suite struct ConfigurationTests {
    static func write(_ text: String, in root: URL, as name: String = LintConfiguration.fileName) throws -> String {
        let url = root.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func readsEveryMember() throws {
        let root = try LinterTests.tree([:])
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try Self.write("""
            {
              "developmentLanguage": "en",
              "locales": ["de", "pt-BR"],
              "exclude": ["Pods", "**/Generated/*.strings"],
              "rules": { "catalog.identical-translation": "off", "text.*": "warning" },
              "overrides": [ { "paths": ["Legacy/**"], "rules": { "format.mixed-positional": "note" } } ],
              "identicalTranslations": { "allow": ["OK", "Acme Cloud"] }
            }
            """, in: root)
        let configuration = ConfigurationReader.load(path)
        #expect(configuration.diagnostics.isEmpty)
        #expect(configuration.baseDirectory == root.path)
        #expect(configuration.developmentLanguage == "en")
        #expect(configuration.locales == ["de", "pt-BR"])
        #expect(configuration.exclude.map(\.pattern) == ["Pods", "**/Generated/*.strings"])
        #expect(configuration.rules == ["catalog.identical-translation": .off, "text.*": .warning])
        #expect(configuration.overrides == [LintConfiguration.Override(paths: [PathGlob("Legacy/**")], rules: ["format.mixed-positional": .note])])
        #expect(configuration.identicalTranslationsAllowed == ["OK", "Acme Cloud"])
    }

    /// Every mistake is reported at its own line and column, with its rule; the valid members
    /// around them are still read.
    @Test func reportsEveryMistakeWhereItIsWritten() throws {
        let root = try LinterTests.tree(["x": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try Self.write("""
            {
              "rule": {},
              "rules": { "catalog.missing-translations": "off", "text.*": "disabled", "po.*": 3, "format.*": "error" },
              "locales": "de",
              "overrides": [ { "rules": {} }, 7 ],
              "exclude": ["", "Pods"],
              "developmentLanguage": "English",
              "identicalTranslations": { "allow": ["OK", 1] }
            }
            """, in: root)
        let configuration = ConfigurationReader.load(path)
        let found = configuration.diagnostics.map { "\($0.rule) \($0.location.line):\($0.location.column)" }
        #expect(found == [
            "config.unknown-member 2:3",
            "config.unknown-rule 3:14",
            "config.invalid-value 3:63",
            "config.invalid-type 3:83",
            "config.invalid-type 4:14",
            "config.invalid-value 5:18",
            "config.invalid-type 5:35",
            "config.invalid-value 6:15",
            "config.invalid-value 7:26",
            "config.invalid-type 8:46",
        ])
        #expect(configuration.diagnostics[0].message == "unknown member \"rule\" in the lint configuration; did you mean \"rules\"?")
        #expect(configuration.diagnostics[1].message.hasSuffix("did you mean \"catalog.missing-translation\"?"))
        #expect(configuration.diagnostics[1].location.jsonPointer == "/rules/catalog.missing-translations")
        #expect(configuration.rules == ["format.*": .error])
        #expect(configuration.exclude.map(\.pattern) == ["Pods"])
        #expect(configuration.identicalTranslationsAllowed == ["OK"])
        #expect(configuration.hasErrors)
    }

    @Test func badFilesAreErrorsToo() throws {
        let root = try LinterTests.tree(["x": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let cases: [(text: [UInt8], rule: String)] = [
            (Array("".utf8), "config.invalid-json"),
            (Array("{\"locales\": [\"de\"],}".utf8), "config.invalid-json"),
            (Array("[]".utf8), "config.invalid-type"),
            (Array("{\"locales\": [\"de\"], \"locales\": []}".utf8), "config.duplicate-member"),
            ([0x7B, 0x22, 0xE9, 0x22, 0x3A, 0x31, 0x7D], "config.invalid-json"),
            (Array(repeating: 0x20, count: ConfigurationReader.maximumSize + 1), "io.file-too-large"),
        ]
        for (text, rule) in cases {
            let url = root.appendingPathComponent("c.json")
            try Data(text).write(to: url)
            let configuration = ConfigurationReader.load(url.path)
            #expect(configuration.diagnostics.first?.rule == rule, "\(String(decoding: text.prefix(40), as: UTF8.self))")
            #expect(configuration.hasErrors)
        }
        #expect(ConfigurationReader.load(root.appendingPathComponent("none.json").path).diagnostics.map(\.rule) == ["io.unreadable"])
    }

    @Test func pathPatterns() {
        let cases: [(String, String, Bool)] = [
            ("Pods", "Pods/A/en.lproj/L.strings", true),
            ("Pods/**", "Pods/x.po", true),
            ("Pods", "App/Pods.strings", false),
            ("**/Generated/*.strings", "App/Generated/L.strings", true),
            ("**/Generated/*.strings", "Generated/L.strings", true),
            ("**/Generated/*.strings", "App/Generated/L.stringsdict", false),
            ("*.xcstrings", "L.xcstrings", true),
            ("*.xcstrings", "App/L.xcstrings", false),
            ("locale/*/LC_MESSAGES/djang?.po", "locale/de/LC_MESSAGES/django.po", true),
            ("locale/*/LC_MESSAGES/djang?.po", "locale/de/x/LC_MESSAGES/django.po", false),
            ("./App/**/*.po", "App/a/b/c.po", true),
            ("**", "anything/at/all", true),
            ("a*b*c", "aXXbYYc", true),
            ("a*b*c", "aXXbYY", false),
        ]
        for (pattern, path, expected) in cases {
            #expect(PathGlob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
        }
        #expect(PathGlob("./").isEmpty)
    }

    @Test func severitiesFollowIDsAreasAndOverrides() {
        var configuration = LintConfiguration(baseDirectory: "/")
        configuration.rules = ["text.*": .note, "text.whitespace-mismatch": .error, "catalog.identical-translation": .off]
        configuration.overrides = [
            LintConfiguration.Override(paths: [PathGlob("Legacy")], rules: ["text.*": .off]),
            LintConfiguration.Override(paths: [PathGlob("Legacy/Keep")], rules: ["text.whitespace-mismatch": .warning]),
        ]
        #expect(configuration.severity(of: "text.unbalanced-bidi", .warning, inFile: "App/x.strings") == .note)
        #expect(configuration.severity(of: "text.whitespace-mismatch", .warning, inFile: "App/x.strings") == .error)
        #expect(configuration.severity(of: "catalog.identical-translation", .note, inFile: "App/x.strings") == nil)
        #expect(configuration.severity(of: "format.missing-argument", .error, inFile: "App/x.strings") == .error)
        #expect(configuration.severity(of: "text.whitespace-mismatch", .warning, inFile: "Legacy/x.strings") == nil)
        #expect(configuration.severity(of: "text.whitespace-mismatch", .note, inFile: "Legacy/Keep/x.strings") == .warning)
        #expect(configuration.severity(of: "text.whitespace-mismatch", .note, inFile: nil) == .error)
    }

    /// What a configuration changes in a real run: excluded files, locales, severities per path,
    /// texts allowed to stay as their source.
    @Test func changesTheRun() throws {
        let root = try LinterTests.tree([
            "App/en.lproj/A.strings": "\"a %@\" = \"a %@\";\n\"Acme Cloud sync\" = \"Acme Cloud sync\";\n",
            "App/de.lproj/A.strings": "\"a %@\" = \"b %@ %\";\n\"Acme Cloud sync\" = \"Acme Cloud sync\";\n",
            "App/fr.lproj/A.strings": "\"a %@\" = \"c %@ %\";\n\"Acme Cloud sync\" = \"Synchro Acme Cloud\";\n",
            "Legacy/en.lproj/B.strings": "\"x %@\" = \"x %@\";\n",
            "Legacy/de.lproj/B.strings": "\"x %@\" = \"y %@ %\";\n",
            "Pods/en.lproj/C.strings": "\"p\" = \"p\";\n",
            "Pods/de.lproj/C.strings": "\"p\" = \"q %\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let before = Linter.run([root.path])
        #expect(before.diagnostics.filter { $0.rule == "format.invalid-directive" }.count == 3)
        #expect(before.diagnostics.contains { $0.rule == "catalog.identical-translation" && $0.message.contains("Acme Cloud sync") })
        #expect(before.files.contains { $0.path.contains("/Pods/") })

        let path = try Self.write("""
            {
              "exclude": ["Pods"],
              "locales": ["de"],
              "rules": { "format.invalid-directive": "warning" },
              "overrides": [ { "paths": ["Legacy/**"], "rules": { "format.*": "off" } } ],
              "identicalTranslations": { "allow": ["acme cloud sync"] }
            }
            """, in: root)
        let configuration = ConfigurationReader.load(path)
        #expect(configuration.diagnostics.isEmpty)
        let after = Linter.run([root.path], options: Linter.Options(configuration: configuration))
        #expect(!after.files.contains { $0.path.contains("/Pods/") })
        #expect(!after.files.contains { $0.locale == "fr" })
        let directives = after.diagnostics.filter { $0.rule == "format.invalid-directive" }
        #expect(directives.map { $0.location.file.hasSuffix("App/de.lproj/A.strings") } == [true])
        #expect(directives.map(\.severity) == [.warning])
        #expect(!after.diagnostics.contains { $0.rule == "catalog.identical-translation" })
        #expect(after.exitStatus == .clean)
        // The command line's --locale wins over the file's.
        let french = Linter.run([root.path], options: Linter.Options(locales: LocaleSelection(["fr"]), configuration: configuration))
        #expect(french.files.contains { $0.locale == "fr" } && !french.files.contains { $0.locale == "de" })
    }

    @Test func commandLineFindsPrintsAndRefusesConfigurations() throws {
        let root = try LinterTests.tree([
            "en.lproj/A.strings": "\"a %@\" = \"a %@\";\n\"b\" = \"b\";\n",
            "de.lproj/A.strings": "\"a %@\" = \"b %@ %\";\n",
            "sub/folder/.keep": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let tool = CommandLineTests.tool
        func run(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
            try Corpus.run("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", folder, tool] + arguments)
        }
        // No configuration: the lone % is an error.
        #expect(try run([root.path], in: root.path).status == 1)
        _ = try Self.write("{ \"rules\": { \"format.invalid-directive\": \"off\", \"catalog.*\": \"off\" } }\n", in: root)
        // Found from a folder below the one that holds it.
        let below = try run([root.path, "--no-summary"], in: root.appendingPathComponent("sub/folder").path)
        #expect(below.status == 0)
        #expect(below.stdout == "0 errors, 0 warnings in 2 files, 1 table\n")
        #expect(try run(["--no-config", root.path], in: root.path).status == 1)
        let printed = try run(["config"], in: root.path)
        #expect(printed.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
        #expect(document["rules"] as? [String: String] == ["catalog.*": "off", "format.invalid-directive": "off"])
        #expect((document["path"] as? String)?.hasSuffix("/.l10n-check.json") == true)
        #expect(document["locales"] is NSNull)
        let withLocale = try run(["config", "--print", "--locale", "de"], in: root.path)
        #expect(withLocale.stdout.contains("\"locales\" : [\n    \"de\"\n  ]"))

        let broken = try Self.write("{ \"rules\": { \"format.invalid-directive\": \"of\" } }\n", in: root, as: "broken.json")
        let refused = try run(["--config", broken, root.path, "--format", "json"], in: root.path)
        #expect(refused.status == 2)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(refused.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["rule"] as? String } == ["config.invalid-value"])
        #expect(diagnostics.first?["line"] as? Int == 1)
        #expect(diagnostics.first?["column"] as? Int == 42)
        #expect((report["files"] as? [Any])?.isEmpty == true)
        let printRefused = try run(["config", "--config", broken], in: root.path)
        #expect(printRefused.status == 2)
        #expect(printRefused.stdout.contains("broken.json:1:42: error: 'of' is not a setting"))
        #expect(try run(["--config", broken, "--no-config", root.path], in: root.path).status == 2)
    }
}
