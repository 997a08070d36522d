import Foundation
import Testing
import TestSupport

/// The SwiftPM plugins (Plugins/) used by a package of their own: a copy of `Tests/PluginSample`
/// whose dependency is this project's folder. Each build compiles the whole project in the
/// copy's own scratch folder (minutes), so the test runs only when asked: `.ci/run` sets
/// `L10N_PLUGIN_TESTS=1`.
@Suite struct PluginTests {
    static let enabled = ProcessInfo.processInfo.environment["L10N_PLUGIN_TESTS"] == "1"

    static let good = "/* The button that saves the document */\n\"Save\" = \"Sichern\";\n"
    static let broken = "/* The button that saves the document */\n\"Save\" = \"Sichern\"L;\n"

    @Test(
        .enabled(if: enabled, "builds a sample package and the whole project with it (minutes): set L10N_PLUGIN_TESTS=1"),
        .timeLimit(.minutes(40)))
    func buildToolAndCommandPluginsReportTheFindingAndFailAndTheFixPluginFixes() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("plugins-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let sample = temporary.appendingPathComponent("PluginSample")
        try FileManager.default.createDirectory(at: sample, withIntermediateDirectories: true)
        // The sources only: a scratch folder left in the project's copy is not taken along.
        let source = Corpus.packageRoot.appendingPathComponent("Tests/PluginSample")
        for name in ["Package.swift", "Sources"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: sample.appendingPathComponent(name))
        }
        let manifest = sample.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains("path: \"../..\""))
        try Data(text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(Corpus.packageRoot.path)\"").utf8)
            .write(to: manifest)
        let german = sample.appendingPathComponent("Sources/Greetings/Resources/de.lproj/Localizable.strings")
        #expect(try String(contentsOf: german, encoding: .utf8) == Self.good)

        func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let run = try Corpus.run(
                "/usr/bin/env",
                ["swift"] + arguments.prefix(1) + ["--package-path", sample.path, "--scratch-path", sample.appendingPathComponent(".build").path]
                    + arguments.dropFirst())
            return (run.status, run.stdout + run.stderr)
        }
        let finding = "Sources/Greetings/Resources/de.lproj/Localizable.strings:2:18: error: "

        // The build-tool plugin: a good catalog builds, a broken one fails the build at its line and column.
        let built = try swift(["build"])
        #expect(built.status == 0, "\(built.output)")
        #expect(built.output.contains("Checking the localizations of Greetings"), "\(built.output)")
        try Data(Self.broken.utf8).write(to: german)
        let failed = try swift(["build"])
        #expect(failed.status != 0, "\(failed.output)")
        #expect(failed.output.contains(german.path + ":2:18: error: "), "\(failed.output)")
        #expect(failed.output.contains("[strings.unescaped-quote]"), "\(failed.output)")

        // The command plugin over the package's folder.
        let linted = try swift(["package", "l10n-check"])
        #expect(linted.status != 0, "\(linted.output)")
        #expect(linted.output.contains(finding), "\(linted.output)")
        #expect(linted.output.contains("[strings.unescaped-quote]"), "\(linted.output)")
        #expect(linted.output.contains("error: l10n-check exited with status 1"), "\(linted.output)")

        // Fixed: both pass again, and the build checks the catalog again without being asked.
        try Data(Self.good.utf8).write(to: german)
        let fixed = try swift(["package", "l10n-check"])
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(fixed.output.contains("0 errors, 0 warnings in 2 files, 1 table"), "\(fixed.output)")
        let rebuilt = try swift(["build"])
        #expect(rebuilt.status == 0, "\(rebuilt.output)")
        #expect(rebuilt.output.contains("Checking the localizations of Greetings"), "\(rebuilt.output)")

        // The fix plugin: without the permission it changes nothing; with it, the lone '%' of
        // the translation is written as '%%' and nothing else in the file moves.
        let english = sample.appendingPathComponent("Sources/Greetings/Resources/en.lproj/Localizable.strings")
        try Data("\"Save %@\" = \"Save %@\";\n".utf8).write(to: english)
        try Data("\"Save %@\" = \"%@ sichern, 100 %\";\n".utf8).write(to: german)
        let refused = try swift(["package", "l10n-check-fix"])
        #expect(refused.status != 0, "\(refused.output)")
        #expect(refused.output.contains("wants permission to write to the package directory"), "\(refused.output)")
        #expect(try String(contentsOf: german, encoding: .utf8) == "\"Save %@\" = \"%@ sichern, 100 %\";\n")
        let applied = try swift(["package", "--allow-writing-to-package-directory", "l10n-check-fix"])
        #expect(applied.status == 0, "\(applied.output)")
        #expect(try String(contentsOf: german, encoding: .utf8) == "\"Save %@\" = \"%@ sichern, 100 %%\";\n")
        #expect(try String(contentsOf: english, encoding: .utf8) == "\"Save %@\" = \"Save %@\";\n")
    }
}
