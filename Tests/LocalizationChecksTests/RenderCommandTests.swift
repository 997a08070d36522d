import Foundation
import LocalizationChecks
import Testing
import TestSupport

/// `l10n-check render` over the sample app's catalogs and its dialog manifest.
@Suite struct RenderCommandTests {
    static var sample: String { Corpus.packageRoot.appendingPathComponent("Localizations").path }
    static var manifest: String { sample + "/dialogs.json" }

    static func render(_ arguments: [String]) throws -> RenderCommand.Outcome {
        try RenderCommand.parse(arguments + [sample]).run()
    }

    /// The dialogs of a JSON output.
    static func dialogs(_ json: String) throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    @Test func oneDialogAsText() throws {
        let outcome = try Self.render(["--dialogs", Self.manifest, "--id", "confirm-file-import", "--locale", "de", "--platform", "ios"])
        #expect(outcome.output == """
            confirm-file-import: confirmationDialog on iOS in de (localization de)
              style:   action sheet, buttons stacked top to bottom, left to right
              title:   (hidden)
              message: "Dadurch wird MyImageFile.png.public.png zu deiner Bibliothek hinzugefügt."
              actions:
                1. "MyImageFile.png importieren"
                2. "Abbrechen"  [role: cancel]
              diagnostics: none

            """)
        #expect(outcome.messages.isEmpty)
        #expect(outcome.status == .clean)
    }

    @Test func everyDialogAsJSONEachWithItsID() throws {
        let outcome = try Self.render(["--dialogs", Self.manifest, "--locale", "ja", "--platform", "macos", "--format", "json"])
        let dialogs = try Self.dialogs(outcome.output)
        #expect(dialogs.map { $0["id"] as? String } == [
            "confirm-file-import", "confirm-file-import-string-title", "compose-message-dismissal", "save-view-alert",
            "save-button-alert", "delete-folder", "open-error-alert", "name-conflict",
        ])
        #expect(dialogs.allSatisfy { $0["platform"] as? String == "macos" && $0["locale"] as? String == "ja" })
        #expect(dialogs[6]["title"] as? String == "“Report.txt”を開けませんでした。")
        #expect(outcome.status == .clean)
    }

    @Test func idsAreRenderedInTheOrderGiven() throws {
        let outcome = try Self.render([
            "--dialogs", Self.manifest, "--id", "open-error-alert", "--id", "save-view-alert", "--locale", "fr",
            "--platform", "watchos", "--format=json",
        ])
        #expect(try Self.dialogs(outcome.output).map { $0["id"] as? String } == ["open-error-alert", "save-view-alert"])
    }

    @Test func preferredLanguagesAreMatchedAsAppleDoes() throws {
        let outcome = try Self.render([
            "--dialogs", Self.manifest, "--id", "save-button-alert", "--preferred", "de-AT,fr", "--platform", "ios", "--format", "json",
        ])
        let dialog = try #require(Self.dialogs(outcome.output).first)
        #expect(dialog["localization"] as? String == "de")
        #expect(dialog["locale"] as? String == "de-AT")
    }

    @Test func aDialogLeftOutOfAPlatformIsNotRendered() throws {
        let outcome = try Self.render(["--dialogs", Self.manifest, "--id", "compose-message-dismissal", "--locale", "en", "--platform", "tvos"])
        #expect(outcome.output == "")
        #expect(outcome.messages == [
            "\(Self.manifest):30:5: note: dialog 'compose-message-dismissal' is not rendered: its platforms are iOS, iPadOS, macOS, not tvOS",
        ])
        #expect(outcome.status == .clean)
    }

    @Test func manifestErrorsAreReportedAndTheOtherDialogsRendered() throws {
        let root = try LinterTests.tree(["dialogs.json": """
            {"dialogs": [
              {"id": "ok", "kind": "alert", "title": {"key": "Saving Failed."}, "actions": []},
              {"id": "bad", "kind": "sheet", "title": {"key": "Saving Failed."}, "actions": []}
            ]}
            """])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("dialogs.json").path
        let outcome = try Self.render(["--dialogs", path, "--locale", "de", "--platform", "ios", "--format", "json"])
        #expect(try Self.dialogs(outcome.output).map { $0["id"] as? String } == ["ok"])
        #expect(outcome.messages == [
            "\(path):3:25: error: unknown kind \"sheet\"; expected alert, confirmationDialog or dismissalConfirmationDialog [manifest.unknown-kind]",
        ])
        #expect(outcome.status == .findings)
    }

    @Test func atMostFiftyManifestProblemsArePrinted() throws {
        let dialogs = (0..<60).map { #"{"id": "d\#($0)", "kind": "sheet", "title": {"key": "T"}, "actions": []}"# }
        let root = try LinterTests.tree(["dialogs.json": #"{"dialogs": [\#(dialogs.joined(separator: ", "))]}"#])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("dialogs.json").path
        let outcome = try Self.render(["--dialogs", path, "--locale", "en", "--platform", "ios"])
        #expect(outcome.messages.count == 51)
        #expect(outcome.messages.last == "\(path): note: 10 more problems not shown")
        #expect(outcome.status == .findings)
    }

    /// A manifest over the size limit is not read: a positioned finding, and an input that
    /// could not be used (exit status 2), as a broken configuration or baseline is.
    @Test func anOversizedManifestIsAPositionedInputError() throws {
        let root = try LinterTests.tree(["dialogs.json": String(repeating: " ", count: 8 * 1024 * 1024 + 1)])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("dialogs.json").path
        let outcome = try Self.render(["--dialogs", path, "--locale", "en", "--platform", "ios"])
        #expect(outcome.messages == [
            "\(path):1:1: error: the manifest has 8388609 bytes; at most 8388608 are read [manifest.limit-exceeded]",
        ])
        #expect(outcome.status == .usageOrInput)
    }

    @Test func aDialogWithAnErrorExitsOneAndSaysWhere() throws {
        let root = try LinterTests.tree(["dialogs.json": """
            {"dialogs": [
              {"id": "draft", "kind": "dismissalConfirmationDialog", "title": {"key": "Save This Message As Draft?"},
               "actions": []}
            ]}
            """])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("dialogs.json").path
        let outcome = try Self.render(["--dialogs", path, "--locale", "de", "--platform", "watchos"])
        #expect(outcome.messages == [
            "\(path):2:3: error: dialog 'draft', dialog: dismissalConfirmationDialog is not available on watchOS (iOS, iPadOS and macOS only) [dialog.unavailable]",
        ])
        #expect(outcome.output.contains("    error: dialog: dismissalConfirmationDialog is not available on watchOS"))
        #expect(outcome.status == .findings)
    }

    @Test func htmlPage() throws {
        let outcome = try Self.render(["--dialogs", Self.manifest, "--id", "delete-folder", "--locale", "he", "--platform", "macos", "--format", "html"])
        #expect(outcome.output.hasPrefix("<!DOCTYPE html>"))
        #expect(outcome.output.contains("<title>Dialogs on macOS in he</title>"))
        #expect(outcome.output.contains("<section class=\"dialog sheet\" lang=\"he\" dir=\"rtl\">"))
        #expect(outcome.status == .clean)
    }

    @Test func usageErrors() {
        #expect(throws: UsageError("unknown platform 'android' for --platform (expected ios, ipados, macos, tvos, watchos or visionos)")) {
            try RenderCommand.parse(["--dialogs", "d.json", "--locale", "de", "--platform", "android"])
        }
        #expect(throws: UsageError("render needs --platform (ios, ipados, macos, tvos, watchos or visionos)")) {
            try RenderCommand.parse(["--dialogs", "d.json", "--locale", "de"])
        }
        #expect(throws: UsageError("render needs --locale L or --preferred L1,L2,...")) {
            try RenderCommand.parse(["--dialogs", "d.json", "--platform", "ios"])
        }
        #expect(throws: UsageError("give --locale or --preferred, not both")) {
            try RenderCommand.parse(["--dialogs", "d.json", "--platform", "ios", "--locale", "de", "--preferred", "fr"])
        }
        #expect(throws: UsageError("unknown format 'yaml' for --format (expected text, json or html)")) {
            try RenderCommand.parse(["--format", "yaml"])
        }
        #expect(throws: UsageError("--dialogs: cannot read '/nonexistent.json': No such file or directory")) {
            try Self.render(["--dialogs", "/nonexistent.json", "--locale", "de", "--platform", "ios"])
        }
        #expect(throws: UsageError("'xx' names no language that CLDR 42 has data for")) {
            try Self.render(["--dialogs", Self.manifest, "--locale", "xx", "--platform", "ios"])
        }
    }

    @Test func anUnknownIDListsTheManifestsIDs() throws {
        let outcome = try Self.render(["--dialogs", Self.manifest, "--id", "nope", "--locale", "de", "--platform", "IOS"])
        #expect(outcome.status == .usageOrInput)
        #expect(outcome.messages.last?.hasPrefix(
            "l10n-check render: error: --id: no dialog 'nope' in \(Self.manifest) (its ids: confirm-file-import, confirm-file-import-string-title,") == true)
    }

    /// Every `$ l10n-check render …` block of the README, run over the sample app: the output shown
    /// there is the output the tool prints.
    @Test func theREADMEExamplesAreRealOutput() throws {
        let readme = try String(contentsOf: Corpus.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var examples: [(command: [String], output: String)] = []
        var lines = readme.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            guard line.hasPrefix("$ l10n-check render ") else { continue }
            var output = ""
            while let next = lines.popFirst(), next != "```" { output += next + "\n" }
            examples.append((line.split(separator: " ").dropFirst(3).map(String.init), output))
        }
        #expect(examples.count == 2)
        for (command, output) in examples {
            let arguments = command.map { $0 == "Localizations/dialogs.json" ? Self.manifest : $0 }
            #expect(try Self.render(arguments).output == output)
        }
    }

    // The built tool, as CI runs it.

    @Test func theToolPrintsJSONAndExitsZero() throws {
        let run = try Corpus.run(CommandLineTests.tool, [
            "render", "--dialogs", Self.manifest, "--id", "save-view-alert", "--locale", "de", "--platform", "ios", "--format", "json", Self.sample,
        ])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let dialog = try #require(Self.dialogs(run.stdout).first)
        #expect(dialog["title"] as? String == "Fehler beim Speichern.")
        #expect((dialog["actions"] as? [[String: Any]])?.map { $0["label"] as? String } == ["Report.txt löschen", "Erneut versuchen"])
    }

    @Test func theToolExitsTwoOnAnUnknownPlatform() throws {
        let run = try Corpus.run(CommandLineTests.tool, ["render", "--dialogs", Self.manifest, "--locale", "de", "--platform", "android"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            l10n-check render: error: unknown platform 'android' for --platform (expected ios, ipados, macos, tvos, watchos or visionos)
            Usage: see l10n-check render --help

            """)
    }

    @Test func theToolExitsOneOnManifestErrors() throws {
        let root = try LinterTests.tree(["dialogs.json": #"{"dialogs": [{"id": "a", "kind": "alert", "title": {"key": "T", "verbatim": "T"}, "actions": []}]}"#])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("dialogs.json").path
        let run = try Corpus.run(CommandLineTests.tool, ["render", "--dialogs", path, "--locale", "en", "--platform", "macos", Self.sample])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == "\(path):1:65: error: \"title\" has both \"key\" and \"verbatim\"; a text has one of them [manifest.conflicting-forms]\n")
    }

    @Test func helpAndRules() throws {
        let help = try Corpus.run(CommandLineTests.tool, ["render", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout == RenderCommand.help)
        let overview = try Corpus.run(CommandLineTests.tool, ["--help"])
        #expect(overview.stdout.contains("l10n-check render --dialogs FILE"))
        let rules = try Corpus.run(CommandLineTests.tool, ["rules"])
        #expect(rules.stdout.contains("manifest.unknown-kind"))
    }
}
