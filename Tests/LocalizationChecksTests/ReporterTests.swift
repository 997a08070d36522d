import Foundation
import Testing
import LocalizationCatalog
import TestSupport
@testable import LocalizationChecks

/// The SARIF, GitHub Actions, colored text and JSON reporters over findings written out here.
@Suite struct ReporterTests {
    /// A folder holding `de.lproj/A.strings` (three lines) and the report of three findings in it,
    /// plus a path that does not exist.
    static func sample() throws -> (root: URL, report: LintReport) {
        let root = try LinterTests.tree([
            "de.lproj/A.strings": "\"a\" = \"b\";\n\"Save %@\" = \"Sichern %@ %\";\n\"c\" = \"d\";\n"
        ])
        let file = root.appendingPathComponent("de.lproj/A.strings").path
        let diagnostics = [
            Diagnostic(
                rule: "format.invalid-directive", severity: .error, location: SourceLocation(file: file, line: 2, column: 26),
                message: "a lone '%' in 'Sichern %@ %'", notes: [Diagnostic.Note("the key is here", at: SourceLocation(file: file, line: 2, column: 1))],
                fixIt: "%%", fixItLength: 1),
            Diagnostic(
                rule: "catalog.identical-translation", severity: .note, location: SourceLocation(file: file, line: 3, column: 7),
                message: "'d' is the same in de"),
            Diagnostic(rule: "io.unreadable", severity: .warning, location: SourceLocation(file: file, line: 0, column: 0), message: "whole file"),
        ]
        let report = LintReport(diagnostics: DiagnosticList(diagnostics), files: [], tables: [], missingPaths: ["nowhere"])
        return (root, report)
    }

    static func json(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test func sarifCarriesResultsRulesAndInputProblems() throws {
        let (root, report) = try Self.sample()
        defer { try? FileManager.default.removeItem(at: root) }
        let log = try Self.json(SARIFReporter(workingDirectory: root.path).renderBytes(report))
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "l10n-check/")
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let base = try #require(((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])?["uri"] as? String)
        #expect(base.hasPrefix("file:///") && base.hasSuffix("/"))

        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notices = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notices.count == 1)
        #expect(notices[0]["level"] as? String == "error")
        #expect((notices[0]["message"] as? [String: Any])?["text"] as? String == "no such file or folder: nowhere")

        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "l10n-check")
        #expect(driver["semanticVersion"] as? String == LintCommand.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleRegistry.all.map(\.id))
        for rule in rules {
            for member in ["shortDescription", "fullDescription"] {
                let text = try #require((rule[member] as? [String: Any])?["text"] as? String)
                #expect(!text.isEmpty && text.count <= 1024, "\(rule["id"] ?? "") \(member)")
            }
            let help = try #require(rule["help"] as? [String: Any])
            #expect((help["text"] as? String)?.contains("l10n-check rules \(rule["id"] as? String ?? "")") == true)
            #expect((help["markdown"] as? String)?.isEmpty == false)
            #expect(["note", "warning", "error"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String))
        }

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let first = results[0]
        #expect(first["ruleId"] as? String == "format.invalid-directive")
        #expect(first["level"] as? String == "error")
        let index = try #require(first["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "format.invalid-directive")
        #expect((first["message"] as? [String: Any])?["text"] as? String == "a lone '%' in 'Sichern %@ %'")
        let physical = try #require(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "de.lproj/A.strings")
        #expect(artifact["uriBaseId"] as? String == "SRCROOT")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 2)
        #expect(region["startColumn"] as? Int == 26)
        #expect(region["endColumn"] as? Int == 27)
        let related = try #require(first["relatedLocations"] as? [[String: Any]])
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "the key is here")
        #expect(((related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startColumn"] as? Int == 1)
        let fix = try #require((first["fixes"] as? [[String: Any]])?.first)
        let replacement = try #require(
            ((fix["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]])?.first)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "%%")
        #expect((replacement["deletedRegion"] as? [String: Any])?["endColumn"] as? Int == 27)
        let fingerprint = try #require((first["partialFingerprints"] as? [String: Any])?["l10nFinding/v1"] as? String)
        #expect(fingerprint.count == 16 && fingerprint.allSatisfy(\.isHexDigit))

        #expect(results[1]["level"] as? String == "note")
        #expect(results[1]["fixes"] == nil)
        // A finding about the whole file has a location without a region (SARIF lines start at 1).
        let whole = try #require(((results[2]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect(whole["region"] == nil)
        #expect((whole["artifactLocation"] as? [String: Any])?["uri"] as? String == "de.lproj/A.strings")
    }

    /// Past the results code scanning accepts, the most severe are kept and the rest counted.
    @Test func sarifKeepsTheMostSevereWhenOverTheLimit() throws {
        let (root, report) = try Self.sample()
        defer { try? FileManager.default.removeItem(at: root) }
        let log = try Self.json(SARIFReporter(workingDirectory: root.path, maximumResults: 2).renderBytes(report))
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        let notices = try #require((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notices.count == 2)
        #expect(((notices[1]["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("1 of 3 findings are not in this log") == true)
    }

    @Test func artifactURIsAreRelativeEncodedAndResolved() throws {
        let root = try LinterTests.tree(["App/fr é.lproj/A b.strings": "", "Other/x.po": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App").path
        let inside = ArtifactURI(path: "fr é.lproj/A b.strings", workingDirectory: app)
        #expect(inside.uri == "fr%20%C3%A9.lproj/A%20b.strings")
        #expect(inside.uriBaseID == "SRCROOT")
        let absoluteInside = ArtifactURI(path: app + "/fr é.lproj/A b.strings", workingDirectory: app)
        #expect(absoluteInside == inside)
        let outside = ArtifactURI(path: "../Other/x.po", workingDirectory: app)
        #expect(outside.uriBaseID == nil)
        #expect(outside.uri.hasPrefix("file:///") && outside.uri.hasSuffix("/Other/x.po"))
        // A link into the folder is reported at the file it names.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: app)
        let linked = ArtifactURI(path: root.appendingPathComponent("link/fr é.lproj/A b.strings").path, workingDirectory: app)
        #expect(linked == inside)
        #expect(ArtifactURI.percentEncoded("a:b#c?d%e") == "a%3Ab%23c%3Fd%25e")
    }

    /// The identity stays when lines are added above, and differs for another finding.
    @Test func fingerprintsSurviveLineShifts() throws {
        let root = try LinterTests.tree(["A.strings": "\"a\" = \"b %\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("A.strings")
        func fingerprint(line: Int, message: String) -> String {
            let d = Diagnostic(
                rule: "format.invalid-directive", severity: .error, location: SourceLocation(file: file.path, line: line, column: 9),
                message: message)
            let lines = SourceLines()
            return FindingFingerprint.all([d]) { lines.line($0, $1) }[0].description
        }
        let original = fingerprint(line: 1, message: "a lone '%' at line 1")
        #expect(fingerprint(line: 1, message: "another message") != original)
        // The same file, as the next commit has it: lines added above the finding.
        try Data("/* new */\n\n\"z\" = \"y\";\n  \"a\" = \"b %\";\n".utf8).write(to: file)
        #expect(fingerprint(line: 4, message: "a lone '%' at line 4") == original)
        #expect(fingerprint(line: 3, message: "a lone '%' at line 3") != original)
        // Two equal findings on equal lines are told apart by their order.
        let twice = [Diagnostic](repeating: Diagnostic(
            rule: "r.x", severity: .note, location: SourceLocation(file: "/nonexistent", line: 1, column: 1), message: "m"), count: 2)
        let pair = FindingFingerprint.all(twice) { _, _ in nil }
        #expect(pair[0] != pair[1])
    }

    @Test func githubAnnotationsAreEscapedAndMostSevereFirst() throws {
        let root = try LinterTests.tree(["a,b:c.strings": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("a,b:c.strings").path
        let report = LintReport(
            diagnostics: [
                Diagnostic(rule: "text.x", severity: .note, location: SourceLocation(file: file, line: 1, column: 1), message: "first note"),
                Diagnostic(
                    rule: "format.y", severity: .error, location: SourceLocation(file: file, line: 3, column: 4),
                    message: "100% wrong\r\n::error::injected \u{1B}[31m", notes: [Diagnostic.Note("see here", at: SourceLocation(file: file, line: 1, column: 2))],
                    fixIt: "%%", fixItLength: 1),
                Diagnostic(rule: "po.z", severity: .warning, location: SourceLocation(file: file, line: 2, column: 1), message: "a, b: c"),
            ],
            files: [], tables: [], missingPaths: ["gone"])
        let text = String(decoding: GitHubActionsReporter(workingDirectory: root.path).renderBytes(report), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "::error title=l10n-check::no such file or folder: gone")
        #expect(lines[1] == "::error file=a%2Cb%3Ac.strings,line=3,col=4,endColumn=5,title=format.y::100%25 wrong%0D%0A::error::injected U+001B[31m%0Anote: see here (\(file):1:2)%0Afix: %25%25")
        #expect(lines[2] == "::warning file=a%2Cb%3Ac.strings,line=2,col=1,title=po.z::a, b: c")
        #expect(lines[3] == "::notice file=a%2Cb%3Ac.strings,line=1,col=1,title=text.x::first note")
        #expect(lines[4] == "")
    }

    @Test func githubStepSummaryCountsPerRuleAndLocale() throws {
        let root = try LinterTests.tree([
            "en.lproj/A.strings": "\"a %@\" = \"a %@\";\n\"b\" = \"b\";\n",
            "de.lproj/A.strings": "\"a %@\" = \"b %@ %\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        let summary = GitHubActionsReporter(workingDirectory: root.path).stepSummary(report)
        #expect(summary.hasPrefix("## l10n-check\n\n**1 error, 1 warning, 0 notes** in 2 files, 1 table.\n"))
        #expect(summary.contains("| `format.invalid-directive` | error | 1 |\n| `catalog.missing-translation` | warning | 1 |\n"))
        #expect(summary.contains("| Table | Locale | Errors | Warnings | Notes |"))
        let row = try #require(summary.split(separator: "\n").first { $0.hasPrefix("| A | de |") })
        let counts = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(counts == ["A", "de", "1", "0", "0"])  // the lone %
        // The missing key is reported at its development-language entry.
        #expect(summary.contains("| A | en | 0 | 1 | 0 |\n"))
    }

    @Test func escapingFollowsTheActionsToolkit() {
        #expect(GitHubActionsReporter.escapedMessage("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad:e,f")
        #expect(GitHubActionsReporter.escapedProperty("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad%3Ae%2Cf")
    }

    @Test func textColorsOnlyWhenAsked() throws {
        let (root, report) = try Self.sample()
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = TextReporter(showsSummary: false, showsTotals: false).render(report)
        #expect(!plain.contains("\u{1B}"))
        let colored = TextReporter(showsSummary: false, showsTotals: false, colors: true).render(report)
        #expect(colored.contains(":\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m a lone '%' in 'Sichern %@ %' \u{1B}[2m[format.invalid-directive]\u{1B}[0m\n"))
        #expect(colored.contains("\u{1B}[1;36mnote:\u{1B}[0m the key is here\n"))
        // Without the escapes, the colored text is the plain text.
        #expect(colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain)
    }

    @Test func colorChoiceFollowsTheTerminalAndNoColor() {
        #expect(ColorChoice.auto.usesColor(isTerminal: true, environment: [:]))
        #expect(!ColorChoice.auto.usesColor(isTerminal: false, environment: [:]))
        #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(ColorChoice.auto.usesColor(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!ColorChoice.auto.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(ColorChoice.always.usesColor(isTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorChoice.never.usesColor(isTerminal: true, environment: [:]))
    }

    /// A path that does not exist is an error in the JSON document too, not only in the exit status.
    @Test func jsonCarriesInputErrors() throws {
        let root = try LinterTests.tree(["en.lproj/A.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = root.appendingPathComponent("missing").path
        let report = Linter.run([root.path, missing])
        let document = try Self.json(JSONReporter().renderBytes(report))
        #expect(document["inputErrors"] as? [String] == ["no such file or folder: \(missing)"])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["inputErrors"] as? Int == 1)
        #expect(report.exitStatus == .usageOrInput)
    }
}

/// Every reporter writes a large report in pieces, the same bytes as in one, and stops at a sink
/// that fails.
@Suite struct ReporterPieceTests {
    static func large() throws -> (root: URL, report: LintReport) {
        let lines = (1...3_000).map { "\"key \($0)\" = \"Wert \($0) %\";\n" }.joined()
        let root = try LinterTests.tree(["de.lproj/A.strings": lines, "fr.lproj/A.strings": lines])
        var diagnostics = DiagnosticList()
        for locale in ["de", "fr"] {
            let file = root.appendingPathComponent("\(locale).lproj/A.strings").path
            for line in 1...3_000 {
                diagnostics.append(Diagnostic(
                    rule: "format.invalid-directive", severity: line % 3 == 0 ? .error : .warning,
                    location: SourceLocation(file: file, line: line, column: 20),
                    message: "a lone '%' in 'Wert \(line) %' (\(locale)), written out long enough to fill a line of a log",
                    fixIt: "%%", fixItLength: 1))
            }
        }
        return (root, LintReport(diagnostics: diagnostics, files: [], tables: [], missingPaths: []))
    }

    @Test(arguments: ["text", "json", "sarif", "github"])
    func largeReportsComeInPiecesThatAddUpToTheWhole(format: String) throws {
        let (root, report) = try Self.large()
        defer { try? FileManager.default.removeItem(at: root) }
        let reporter: any LintReporter = switch format {
        case "text": TextReporter(maximumPerFile: .max)
        case "json": JSONReporter()
        case "sarif": SARIFReporter(workingDirectory: root.path)
        default: GitHubActionsReporter(workingDirectory: root.path)
        }
        let whole = reporter.renderBytes(report)
        var pieces: [[UInt8]] = []
        #expect(reporter.write(report) { pieces.append($0); return true })
        #expect(pieces.count >= 4, "a 6,000-finding report is over 1 MB: \(whole.count) bytes")
        #expect(pieces.allSatisfy { $0.count <= (1 << 18) + (1 << 16) })
        #expect(pieces.flatMap { $0 } == whole)
        #expect(whole.last == 0x0A)

        var offered = 0
        #expect(!reporter.write(report) { _ in offered += 1; return false })
        #expect(offered == 1)
    }
}
