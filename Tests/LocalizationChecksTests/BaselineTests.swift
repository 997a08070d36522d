import Foundation
import Testing
import LocalizationCatalog
import TestSupport
@testable import LocalizationChecks

/// Baselines: writing and reading them, matching that survives line shifts, strict mode, and
/// malformed files.
@Suite struct BaselineTests {
    static let tree = [
        "en.lproj/A.strings": "\"a %@\" = \"a %@\";\n\"b\" = \"b\";\n",
        "de.lproj/A.strings": "\"a %@\" = \"b %@ %\";\n",
    ]

    static func write(_ text: String, at url: URL) throws { try Data(text.utf8).write(to: url) }

    @Test func roundTripIsByteForByte() throws {
        let root = try LinterTests.tree(Self.tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        #expect(report.diagnostics.count == 2)
        let path = root.appendingPathComponent("baseline.json").path
        let recorded = Baseline.recording(report, at: path)
        let bytes = BaselineFile.write(recorded)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let loaded = BaselineFile.load(path)
        #expect(loaded.diagnostics.isEmpty)
        #expect(Set(loaded.entries.map(\.identity)) == Set(recorded.entries.map(\.identity)))
        let identity = try #require(loaded.entries.first { $0.identity.rule == "format.invalid-directive" }?.identity)
        #expect(identity.file == "de.lproj/A.strings")
        #expect(identity.table == "A")
        #expect(identity.locale == "de")
        #expect(identity.key == "a %@")
        #expect(identity.messageHash.count == 16)
        #expect(BaselineFile.write(loaded) == bytes)
        #expect(loaded.filter(report).diagnostics.isEmpty)
    }

    /// Lines added above a baselined finding keep it matched; a new finding is still reported.
    @Test func matchingSurvivesLineShiftsAndReportsNewFindings() throws {
        let root = try LinterTests.tree(Self.tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("baseline.json").path
        try Data(BaselineFile.write(Baseline.recording(Linter.run([root.path]), at: path))).write(to: URL(fileURLWithPath: path))
        try Self.write("/* moved */\n\n\"c %@\" = \"c %@ %\";\n\"a %@\" = \"b %@ %\";\n", at: root.appendingPathComponent("de.lproj/A.strings"))
        try Self.write("\"c %@\" = \"c %@\";\n\"a %@\" = \"a %@\";\n\"b\" = \"b\";\n", at: root.appendingPathComponent("en.lproj/A.strings"))
        let report = BaselineFile.load(path).filter(Linter.run([root.path]))
        #expect(report.diagnostics.map { "\($0.rule) \($0.location.line)" } == ["format.invalid-directive 3"])
        #expect(report.exitStatus == .findings)
        // The baseline's folder is what its paths are relative to, whatever the working directory.
        let elsewhere = try LinterTests.tree(["x": ""])
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let moved = elsewhere.appendingPathComponent("b.json").path
        try FileManager.default.copyItem(atPath: path, toPath: moved)
        #expect(BaselineFile.load(moved).filter(Linter.run([root.path])).diagnostics.count == 3 + 2)
    }

    @Test func fixedFindingsAreNotesOrErrorsWhenStrict() throws {
        let root = try LinterTests.tree(Self.tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("baseline.json").path
        try Data(BaselineFile.write(Baseline.recording(Linter.run([root.path]), at: path))).write(to: URL(fileURLWithPath: path))
        try Self.write("\"a %@\" = \"b %@\";\n", at: root.appendingPathComponent("de.lproj/A.strings"))
        let baseline = BaselineFile.load(path)
        let lenient = baseline.filter(Linter.run([root.path]))
        #expect(lenient.diagnostics.map(\.rule) == ["baseline.fixed-finding"])
        #expect(lenient.diagnostics.first?.severity == .note)
        #expect(lenient.diagnostics.first?.location.file == path)
        #expect(lenient.diagnostics.first?.location.line == 3)
        #expect(lenient.diagnostics.first?.message.contains("format.invalid-directive finding in de.lproj/A.strings ('a %@' in de)") == true)
        #expect(lenient.exitStatus == .clean)
        let strict = baseline.filter(Linter.run([root.path]), strict: true)
        #expect(strict.diagnostics.first?.severity == .error)
        #expect(strict.exitStatus == .findings)
    }

    @Test func stringCatalogFindingsAreKeyedByTheirPointer() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Save %@" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern %@ %" } } } }
              },
              "version" : "1.0"
            }
            """
        let root = try LinterTests.tree(["L.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        let identities = FindingIdentity.all(report, baseDirectory: root.path)
        let directive = try #require(zip(identities, report.diagnostics).first { $0.1.rule == "format.invalid-directive" }?.0)
        #expect(directive.key == "Save %@")
        #expect(directive.locale == "de")
        #expect(directive.file == "L.xcstrings")
    }

    @Test func malformedBaselinesArePositioned() throws {
        let root = try LinterTests.tree(["x": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let cases: [(String, [String])] = [
            ("", ["baseline.invalid 1:1"]),
            ("[]", ["baseline.invalid 1:1"]),
            ("{\"version\": 2, \"findings\": []}", ["baseline.invalid 1:13"]),
            ("{\"version\": 1, \"finding\": []}", ["baseline.invalid 1:16", "baseline.invalid 1:1"]),
            ("{\"version\": 1, \"findings\": [7, {\"rule\": \"r\", \"file\": 3, \"messageHash\": \"h\"}, {\"rule\": \"r\"}, {\"rule\": \"r\", \"file\": \"f\", \"messageHash\": \"h\", \"line\": \"2\"}]}",
             ["baseline.invalid 1:29", "baseline.invalid 1:54", "baseline.invalid 1:78", "baseline.invalid 1:140"]),
        ]
        for (text, expected) in cases {
            let url = root.appendingPathComponent("b.json")
            try Self.write(text, at: url)
            let baseline = BaselineFile.load(url.path)
            #expect(baseline.diagnostics.map { "\($0.rule) \($0.location.line):\($0.location.column)" } == expected, "\(text)")
            #expect(baseline.hasErrors)
        }
        #expect(BaselineFile.load(root.appendingPathComponent("missing.json").path).diagnostics.map(\.rule) == ["io.unreadable"])
    }

    @Test func commandLineWritesUsesAndRefusesBaselines() throws {
        let root = try LinterTests.tree(Self.tree)
        defer { try? FileManager.default.removeItem(at: root) }
        let tool = CommandLineTests.tool
        let path = root.appendingPathComponent("baseline.json").path
        let wrote = try Corpus.run(tool, ["--write-baseline", path, root.path, "--no-summary"])
        #expect(wrote.status == 0)
        #expect(wrote.stderr == "l10n-check: wrote 2 findings to the baseline \(path)\n")
        let clean = try Corpus.run(tool, ["--baseline", path, root.path, "--format", "json"])
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("\"diagnostics\" : [\n\n  ]"))
        try Self.write("\"a %@\" = \"b %@\";\n", at: root.appendingPathComponent("de.lproj/A.strings"))
        #expect(try Corpus.run(tool, ["--baseline", path, root.path]).status == 0)
        let strict = try Corpus.run(tool, ["--baseline", path, "--strict-baseline", root.path])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("[baseline.fixed-finding]"))
        try Self.write("{ \"version\": 1 ", at: URL(fileURLWithPath: path))
        let broken = try Corpus.run(tool, ["--baseline", path, root.path])
        #expect(broken.status == 2)
        #expect(broken.stdout.contains("[baseline.invalid]"))
        let usage = try Corpus.run(tool, ["--strict-baseline", root.path])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--strict-baseline needs --baseline FILE"))
    }
}
