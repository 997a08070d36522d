import Foundation
import LocalizationCatalog
import Testing
import TestSupport
@testable import LocalizationChecks

/// The line-break check against msgfmt -c, which reports "entries do not both begin/end with '\n'".
@Suite struct GettextNewlineChecksTests {
    static let file = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
        + "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"
        + "msgid \"Saved.\\n\"\nmsgstr \"Gespeichert.\"\n\n"  // 6: end
        + "msgid \"\\nDone\"\nmsgstr \"Fertig\\n\"\n\n"  // 9: begin (and end): begin reported
        + "msgid \"Line\\r\\n\"\nmsgstr \"Zeile\\n\"\n\n"  // 12: both end with \n
        + "msgid \"one file\\n\"\nmsgid_plural \"%d files\"\nmsgstr[0] \"eine Datei\\n\"\nmsgstr[1] \"\"\n\n"  // 15: msgid_plural (and msgstr[1]): msgid_plural reported
        + "#, fuzzy\nmsgid \"Fuzzy\\n\"\nmsgstr \"Unscharf\"\n\n"  // 21: fuzzy, left out
        + "msgid \"Empty\\n\"\nmsgstr \"\"\n\n"  // 24: untranslated
        + "#~ msgid \"Old\\n\"\n#~ msgstr \"Alt\"\n\n"  // obsolete
        + "msgid \"Same\\n\"\nmsgstr \"Gleich\\n\"\n\n"  // 30: fine
        + "msgid \"one dir\\n\"\nmsgid_plural \"%d dirs\\n\"\nmsgstr[0] \"ein Ordner\\n\"\nmsgstr[1] \"\"\n\n"  // 33: msgstr[1]
        + "msgid \"x\"\nmsgstr \"\\ny\\n\"\n"  // 38: begin (and end): begin reported

    static func findings(_ po: String) -> [Diagnostic] {
        GettextNewlineChecks.check(POReader.read(Array(po.utf8), path: "de.po", options: ReadOptions(locale: "de")))
    }

    @Test func findingsAreMsgfmtsLineForLine() throws {
        let ours = Self.findings(Self.file)
        // One finding per entry, its first difference, at the msgstr line as msgfmt reports it.
        #expect(ours.map { "\($0.location.line) \($0.message)" } == [
            "7 msgid ends with \\n but msgstr does not; msgfmt -c rejects the entry",
            "10 msgid begins with \\n but msgstr does not; msgfmt -c rejects the entry",
            "17 msgid ends with \\n but msgid_plural does not; msgfmt -c rejects the entry",
            "35 msgid ends with \\n but msgstr[1] does not; msgfmt -c rejects the entry",
            "39 msgstr begins with \\n but msgid does not; msgfmt -c rejects the entry",
        ])
        #expect(ours.allSatisfy { $0.rule == "po.newline-mismatch" && $0.severity == .error })
        #expect(ours.first?.location.column == 1)
        // A note points at the msgid.
        #expect(ours.first?.notes.first?.location?.line == 6)
        #expect(ours.last?.notes.first?.location?.line == 38)
        // msgstr[1] differs, reported at msgstr[0]'s line: a second note points at it.
        #expect(ours[3].notes.map { $0.location?.line } == [33, 36])

        let msgfmt = try Corpus.msgfmtCheck(Array(Self.file.utf8), name: "de.po")
        #expect(msgfmt.status != 0)
        let theirs = msgfmt.stderr.split(separator: "\n").filter { $0.contains("entries do not both") }.map { line -> String in
            // de.po:6: 'msgid' and 'msgstr' entries do not both end with '\n'
            let parts = line.split(separator: ":", maxSplits: 2)
            let names = line.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            return "\(parts[1]) \(names[1]) \(line.contains("begin") ? "begin" : "end")"
        }
        let ourSummary = ours.map { finding -> String in
            let words = finding.message.split(separator: " ")
            let name = words[0] == "msgid" ? words[5] : words[0]
            return "\(finding.location.line) \(name) \(words[1].hasPrefix("begin") ? "begin" : "end")"
        }
        #expect(ourSummary == theirs)
    }

    @Test func aMatchingFileHasNoFindings() throws {
        let po = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
            + "msgid \"\\nA\\n\"\nmsgstr \"\\nB\\n\"\n\nmsgid \"C\"\nmsgstr \"D\"\n"
        #expect(Self.findings(po).isEmpty)
        #expect(try Corpus.msgfmtCheck(Array(po.utf8), name: "ok.po").status == 0)
    }

    @Test func lintReportsItAndListsTheRule() throws {
        let root = try LinterTests.tree(["de/LC_MESSAGES/app.po": Self.file])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        #expect(report.diagnostics.filter { $0.rule == "po.newline-mismatch" }.count == 5)
        #expect(report.diagnostics.contains { $0.rule == "po.newline-mismatch" && $0.location.file.hasSuffix("app.po") })
        #expect(RuleRegistry.all.contains { $0.id == "po.newline-mismatch" })
    }
}
