import Foundation
import Testing
import TestSupport

/// `--format sarif|github` and `--color` through the built `l10n-check`, as CI runs it.
@Suite struct ReporterCommandLineTests {
    static var tool: String { CommandLineTests.tool }

    @Test func sarifOfARealRunNamesEveryFindingOnce() throws {
        let json = try Corpus.run(Self.tool, ["--format", "json", Corpus.apple.path])
        let sarif = try Corpus.run(Self.tool, ["--format", "sarif", Corpus.apple.path])
        #expect(sarif.status == json.status)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count)
        #expect(results.count > 100)
        #expect(results.map { $0["ruleId"] as? String } == diagnostics.map { $0["rule"] as? String })
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: Any])?["l10nFinding/v1"] as? String }
        #expect(Set(fingerprints).count == results.count)
        // Repo-relative: the tool ran in the package root's working directory or elsewhere; the
        // corpus path was absolute, so every URI is relative only when it lies inside the cwd.
        for result in results {
            let artifact = ((((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact?["uri"] as? String)
            #expect(!uri.hasPrefix("/"))
        }
    }

    @Test func githubFormatAppendsTheStepSummary() throws {
        let root = try LinterTests.tree(["en.lproj/A.strings": "\"a %@\" = \"a %@\";\n", "de.lproj/A.strings": "\"a %@\" = \"b %@ %\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let summary = root.appendingPathComponent("summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        let run = try Corpus.run(Self.tool, ["--format", "github", root.path], environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("::error file="))
        let written = try String(contentsOf: summary, encoding: .utf8)
        #expect(written.hasPrefix("earlier step\n## l10n-check\n\n**1 error"))
    }

    @Test func colorIsOffInPipesUnlessForced() throws {
        let root = try LinterTests.tree(["en.lproj/A.strings": "\"a %@\" = \"a %@ %\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let piped = try Corpus.run(Self.tool, [root.path])
        #expect(!piped.stdout.contains("\u{1B}["))
        let forced = try Corpus.run(Self.tool, ["--color", "always", root.path])
        #expect(forced.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let never = try Corpus.run(Self.tool, ["--color=never", root.path])
        #expect(never.stdout == piped.stdout)
        let bad = try Corpus.run(Self.tool, ["--color", "sometimes", root.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown color choice 'sometimes'"))
        let rules = try Corpus.run(Self.tool, ["rules", "--format", "sarif"])
        #expect(rules.status == 2)
    }

    /// Progress goes to a log only when asked, a line per tenth of the files; a pipe gets none by
    /// default.
    @Test(Corpus.needsDjango) func progressInLogsOnlyWhenAsked() throws {
        let django = try #require(Corpus.django).path
        let quiet = try Corpus.run(Self.tool, ["--format", "json", django])
        #expect(quiet.stderr.isEmpty)
        let logged = try Corpus.run(Self.tool, ["--format", "json", "--progress", django])
        #expect(logged.stdout == quiet.stdout)
        let lines = logged.stderr.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("l10n-check: read ") && $0.hasSuffix(" of 1226 files") }, "\(logged.stderr)")
        #expect(lines.count == 10)
        #expect(lines.last == "l10n-check: read 1226 of 1226 files")
    }

    /// `l10n-check … | head -1` ends with the documented status for an unwritable report (2),
    /// not with SIGPIPE (141 in the shell).
    @Test func closedPipeExitsWithTheDocumentedStatus() throws {
        let run = try Corpus.run("/bin/bash", ["-c", "'\(Self.tool)' --format json '\(Corpus.apple.path)' | head -c 1 >/dev/null; echo ${PIPESTATUS[0]}"])
        #expect(run.stdout == "2\n")
        #expect(run.stderr.contains("could not write the report: Broken pipe"))
    }
}
