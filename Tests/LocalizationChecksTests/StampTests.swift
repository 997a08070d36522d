import Foundation
import Testing
import TestSupport
@testable import LocalizationChecks

/// `--stamp FILE`: the output the SwiftPM build-tool plugin gives the build, written only after a
/// run that exits 0.
@Suite struct StampTests {
    @Test func aCleanRunWritesTheStampAndAFailingOneRemovesIt() throws {
        let root = try CommandLineTests.tree([
            "en.lproj/A.strings": "\"Save\" = \"Save\";\n", "de.lproj/A.strings": "\"Save\" = \"Sichern\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let stamp = root.appendingPathComponent("stamp/L10nCheck.swift")
        try FileManager.default.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)

        let clean = try Corpus.run(CommandLineTests.tool, ["--stamp", stamp.path, "--no-summary", root.path])
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        // One comment line: compiled as Swift, it declares nothing.
        #expect(try String(contentsOf: stamp, encoding: .utf8) == "// l10n-check found no errors; nothing to compile.\n")

        try Data("\"Save\" = \"Sichern\"L;\n".utf8).write(to: root.appendingPathComponent("de.lproj/A.strings"))
        let failing = try Corpus.run(CommandLineTests.tool, ["--stamp=\(stamp.path)", "--no-summary", root.path])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("de.lproj/A.strings:1:18: error: "))
        #expect(failing.stdout.contains("[strings.unescaped-quote]"))
        #expect(!FileManager.default.fileExists(atPath: stamp.path))

        // No stamp to remove is not a problem; a missing path is exit 2 and leaves no stamp.
        let again = try Corpus.run(CommandLineTests.tool, ["--stamp", stamp.path, root.appendingPathComponent("nothing").path])
        #expect(again.status == 2)
        #expect(!again.stderr.contains("stamp"))
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
    }

    @Test func anUnwritableStampFailsTheRun() throws {
        let root = try CommandLineTests.tree(["en.lproj/A.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let stamp = root.appendingPathComponent("no-such-folder/L10nCheck.swift").path
        let run = try Corpus.run(CommandLineTests.tool, ["--stamp", stamp, root.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("l10n-check: error: could not write the stamp \(stamp): No such file or directory"))
    }

    @Test func stampIsForTheLint() throws {
        #expect(try LintCommand.parse(["--stamp", "out.swift", "a"]).stampPath == "out.swift")
        #expect(throws: UsageError("option --stamp needs a value")) { try LintCommand.parse(["--stamp"]) }
        #expect(throws: UsageError("--stamp goes with a lint run, not with 'rules' or 'config'")) {
            try LintCommand.parse(["rules", "--stamp", "out.swift"])
        }
    }
}
