import Foundation
import Testing
import LocalizationCatalog
import TestSupport
@testable import LocalizationChecks

/// `--fix`: certain fixes applied byte for byte, checked against GNU diff, and files left alone
/// when a fix cannot be applied safely.
@Suite struct FixTests {
    /// Real catalogs from the corpus, copied: a `.stringsdict` whose `%#@COUNT@` tokens bind the
    /// wrong argument and a String Catalog with a lone `%`.
    static func corpusCopy() throws -> URL {
        let root = try LinterTests.tree(["x": ""])
        try FileManager.default.removeItem(at: root.appendingPathComponent("x"))
        let apple = Corpus.apple
        try FileManager.default.copyItem(
            at: apple.appendingPathComponent("element-hq-element-x-ios/ElementX/Resources/Localizations/be.lproj"),
            to: root.appendingPathComponent("be.lproj"))
        try FileManager.default.copyItem(
            at: apple.appendingPathComponent("Dimillian-IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings"),
            to: root.appendingPathComponent("Localizable.xcstrings"))
        return root
    }

    static func gnuDiff(_ old: [UInt8], _ new: [UInt8], label: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(old).write(to: folder.appendingPathComponent("old"))
        try Data(new).write(to: folder.appendingPathComponent("new"))
        let run = try Corpus.run("/usr/bin/diff", [
            "-u", "--label", "a/\(label)", "--label", "b/\(label)", folder.appendingPathComponent("old").path,
            folder.appendingPathComponent("new").path,
        ])
        return run.stdout
    }

    @Test func realCorpusFilesChangeOnlyInTheirFixes() throws {
        let root = try Self.corpusCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run([root.path])
        let plans = FileFix.plan(report)
        #expect(plans.count == 2)
        #expect(plans.allSatisfy { $0.problem == nil && $0.fixed != nil })
        #expect(plans.map(\.applied.count).reduce(0, +) == 5)
        for plan in plans {
            let fixed = try #require(plan.fixed)
            let name = String(plan.path.dropFirst(root.path.count + 1))
            // Exactly the lines of the fixes differ, and our diff is GNU diff's.
            #expect(plan.unifiedDiff() == (try Self.gnuDiff(plan.original, fixed, label: plan.path)))
            let changed = zip(plan.oldLines, plan.newLines).filter { $0 != $1 }
            #expect(changed.count == plan.applied.count, "\(name)")
            // Outside each changed line's fix, the bytes are the same.
            for (diagnostic, (old, new)) in zip(plan.applied, changed) {
                let column = diagnostic.location.column - 1
                let oldScalars = Array(old.unicodeScalars), newScalars = Array(new.unicodeScalars)
                let length = try #require(diagnostic.fixItLength)
                let fixIt = Array(try #require(diagnostic.fixIt).unicodeScalars)
                #expect(Array(newScalars[..<column]) == Array(oldScalars[..<column]))
                #expect(Array(newScalars[column..<(column + fixIt.count)]) == fixIt)
                #expect(Array(newScalars[(column + fixIt.count)...]) == Array(oldScalars[(column + length)...]))
            }
            try Data(fixed).write(to: URL(fileURLWithPath: plan.path))
        }
        // Fixed, the findings are gone and nothing new is reported.
        let after = Linter.run([root.path])
        let fixedRules = Set(plans.flatMap(\.applied).map(\.rule))
        #expect(after.diagnostics.filter { fixedRules.contains($0.rule) && $0.fixIt != nil }.isEmpty)
        // One finding is new, and right: "% publicacions" read '% p' as a directive, which hid that
        // the Catalan translation lacks the count; written as %%, the missing argument shows.
        #expect(after.diagnostics.count == report.diagnostics.count - 5 + 1)
        let revealed = after.diagnostics.filter { d in
            !report.diagnostics.contains { $0.rule == d.rule && $0.location == d.location && $0.message == d.message }
        }
        #expect(revealed.map { "\($0.rule) \($0.location.line)" } == ["format.missing-argument 33857"])
    }

    @Test func dryRunPrintsTheDiffAndChangesNothing() throws {
        let root = try Self.corpusCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try Data(contentsOf: root.appendingPathComponent("Localizable.xcstrings"))
        let run = try Corpus.run(CommandLineTests.tool, ["--fix", "--dry-run", root.path])
        #expect(run.status == 0)
        #expect(run.stderr == "l10n-check: would fix 5 findings in 2 files\n")
        #expect(run.stdout.contains("-            \"value\" : \"% publicacions\"\n+            \"value\" : \"%% publicacions\"\n"))
        #expect(run.stdout.contains("-\t\t<string>%#@COUNT@</string>\n+\t\t<string>%3$#@COUNT@</string>\n"))
        #expect(try Data(contentsOf: root.appendingPathComponent("Localizable.xcstrings")) == before)
        let applied = try Corpus.run(CommandLineTests.tool, ["--fix", root.path, "--no-summary"])
        #expect(applied.stderr == "l10n-check: fixed 5 findings in 2 files\n")
        let stringsdict = try String(contentsOf: root.appendingPathComponent("be.lproj/Localizable.stringsdict"), encoding: .utf8)
        // Four of the 42 tokens bound the wrong argument; the other 38 are as they were.
        #expect(stringsdict.components(separatedBy: "<string>%#@COUNT@</string>").count - 1 == 38)
        #expect(stringsdict.components(separatedBy: "<string>%2$#@COUNT@</string>").count - 1 == 3)
        #expect(stringsdict.components(separatedBy: "<string>%3$#@COUNT@</string>").count - 1 == 1)
        #expect(try Data(contentsOf: root.appendingPathComponent("Localizable.xcstrings")) != before)
        #expect(try Corpus.run(CommandLineTests.tool, ["--dry-run", root.path]).status == 2)
    }

    /// A UTF-16 file stays UTF-16, byte order mark included.
    @Test func utf16FilesStayInTheirEncoding() throws {
        let root = try LinterTests.tree(["en.lproj/A.strings": "\"a %@\" = \"a %@\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let german = root.appendingPathComponent("de.lproj/A.strings")
        try FileManager.default.createDirectory(at: german.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = "/* Größe */\n\"a %@\" = \"Größe %@ %\";\n"
        try Data(TextEncoding.utf16LittleEndian(byteOrderMark: true).encode(Array(text.utf8))).write(to: german)
        let plans = FileFix.plan(Linter.run([root.path]))
        let fixed = try #require(plans.first?.fixed)
        #expect(fixed == TextEncoding.utf16LittleEndian(byteOrderMark: true).encode(Array("/* Größe */\n\"a %@\" = \"Größe %@ %%\";\n".utf8)))
    }

    @Test func unsafeFixesLeaveTheFileAlone() throws {
        let root = try LinterTests.tree([
            "a.strings": "\"k\" = \"v %\";\n",
            "latin1.po": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("a.strings").path
        func fix(_ column: Int, _ length: Int, _ text: String) -> Diagnostic {
            Diagnostic(rule: "format.invalid-directive", severity: .error, location: SourceLocation(file: file, line: 1, column: column),
                       message: "m", fixIt: text, fixItLength: length)
        }
        let overlapping = FileFix.make(path: file, fixes: [fix(10, 1, "%%"), fix(9, 2, "x")], options: ReadOptions())
        #expect(overlapping.fixed == nil)
        #expect(overlapping.problem == "the fixes at 1:9 and 1:10 overlap")
        let tooLong = FileFix.make(path: file, fixes: [fix(10, 9, "%%")], options: ReadOptions())
        #expect(tooLong.problem == "the fix at 1:10 runs past the end of its line")
        let breaking = FileFix.make(path: file, fixes: [fix(10, 1, "\"")], options: ReadOptions())
        #expect(breaking.fixed == nil)
        #expect(breaking.problem?.hasPrefix("the fixed file does not read back cleanly (1:") == true)
        let newline = FileFix.make(path: file, fixes: [fix(10, 1, "%\n")], options: ReadOptions())
        #expect(newline.problem == "the fix at 1:10 holds a line break")
        let same = FileFix.make(path: file, fixes: [fix(10, 1, "%%"), fix(10, 1, "%%")], options: ReadOptions())
        #expect(same.applied.count == 1)
        #expect(same.fixed == Array("\"k\" = \"v %%\";\n".utf8))
        let legacy = root.appendingPathComponent("latin1.po")
        try Data([0x6D, 0x73, 0x67, 0x69, 0x64, 0x20, 0x22, 0xE9, 0x22, 0x0A]).write(to: legacy)
        let undecodable = FileFix.make(
            path: legacy.path,
            fixes: [Diagnostic(rule: "r", severity: .error, location: SourceLocation(file: legacy.path, line: 1, column: 1), message: "m", fixIt: "x", fixItLength: 1)],
            options: ReadOptions())
        #expect(undecodable.problem == "its bytes are not clean UTF-8 or UTF-16, so it could not be written back unchanged")
        #expect(undecodable.fixed == nil)
    }
}

/// `--fix` over Django's catalogs: the certain Plural-Forms headers are applied, and GNU
/// gettext's `msgfmt -c` still accepts every fixed file.
@Suite struct DjangoFixTests {
    @Test(Corpus.needsDjango) func pluralFormsFixesKeepMsgfmtHappy() throws {
        let django = try #require(Corpus.django)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("django-fix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: django, to: root)
        let report = Linter.run([root.path])
        let offered = report.diagnostics.filter { $0.rule == "po.plural-forms-differ-from-cldr" && $0.fixIt != nil }
        #expect(offered.count > 50)
        let plans = FileFix.plan(report)
        let fixedPlans = plans.filter { $0.fixed != nil }
        #expect(plans.allSatisfy { $0.problem == nil }, "\(plans.compactMap(\.problem).prefix(3))")
        // A header written on one line has a span and is fixed; one continued over two strings
        // (Django's ga, lv and pt) has none, and is left to a person.
        let withSpan = offered.filter { $0.fixItLength != nil }
        #expect(withSpan.count == 69)
        #expect(offered.count - withSpan.count == 27)
        #expect(fixedPlans.flatMap(\.applied).filter { $0.rule == "po.plural-forms-differ-from-cldr" }.count == withSpan.count)
        for plan in fixedPlans {
            let fixed = try #require(plan.fixed)
            try Data(fixed).write(to: URL(fileURLWithPath: plan.path))
            let check = try Corpus.run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", plan.path])
            #expect(check.status == 0, "\(plan.path): \(check.stderr)")
            // One line changed per fix, and only inside the header's msgstr.
            #expect(zip(plan.oldLines, plan.newLines).filter { $0 != $1 }.count == plan.applied.count)
        }
        let after = Linter.run([root.path])
        let left = after.diagnostics.filter { $0.rule == "po.plural-forms-differ-from-cldr" && $0.fixIt != nil }
        #expect(left.count == 27)
        #expect(left.allSatisfy { $0.fixItLength == nil })
    }
}

@Suite struct HeaderFieldLengthTests {
    static func length(_ header: String) -> Int? {
        let text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\(header)\n"
        return CatalogReader.read(Array(text.utf8), path: "x.po", format: .po).headerFieldLengths["plural-forms"]
    }

    @Test func onlyAPlainOneLineFieldHasALength() {
        #expect(Self.length("\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"") == 42)
        #expect(Self.length("\"Plural-Forms:  nplurals=2; plural=n != 1;\\n\"") == 41)
        // Continued in the next string, or holding another escape: no span.
        #expect(Self.length("\"Plural-Forms: nplurals=2; \"\n\"plural=(n != 1);\\n\"") == nil)
        #expect(Self.length("\"Plural-Forms: nplurals=2;\\tplural=(n != 1);\\n\"") == nil)
        #expect(Self.length("\"Plural-Forms: nplurals=2; plural=(n != 1);\"") == nil)
    }
}
