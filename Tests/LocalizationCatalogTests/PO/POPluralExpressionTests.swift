import Foundation
import LocalizationCatalog
import Testing
import TestSupport

/// Plural expressions msgfmt -c refuses are errors here too, with the rule that says why.
@Suite struct POPluralExpressionTests {
    static func file(_ expression: String, nplurals: Int = 2) -> String {
        """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=\(nplurals); plural=\(expression);\\n"

        msgid "a"
        msgid_plural "b"
        msgstr[0] "x"
        msgstr[1] "y"

        """
    }

    static let cases: [(expression: String, rule: String, message: String)] = [
        ("n/0", "po.plural-expression-fails", "the plural expression fails for n = 0: division by zero (msgfmt -c evaluates n = 0…1000)"),
        ("(n%0)", "po.plural-expression-fails", "the plural expression fails for n = 0: remainder by zero ('%' with a zero right operand) (msgfmt -c evaluates n = 0…1000)"),
        ("1/(n-n)", "po.plural-expression-fails", "the plural expression fails for n = 0: division by zero (msgfmt -c evaluates n = 0…1000)"),
        ("(n>1) ? 2 : 0", "po.plural-expression-fails", "the plural expression fails for n = 2: the expression gives 2, but nplurals=2 allows form indices 0…1 (msgfmt -c evaluates n = 0…1000)"),
        ("n >", "po.invalid-plural-expression", "invalid plural expression: the expression ends where an operand (n, a number or '(') is needed"),
        ("(n != 1", "po.invalid-plural-expression", "invalid plural expression: the '(' at column 20 is not closed; found ';'"),
        ("n ! = 1", "po.invalid-plural-expression", "invalid plural expression: '!' after a complete expression; end it with ';'"),
    ]

    @Test func refusedAsMsgfmtRefusesThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plural-expr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, item) in Self.cases.enumerated() {
            let text = Self.file(item.expression)
            let path = directory.appendingPathComponent("\(index).po").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let msgfmt = try Corpus.run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", path])
            #expect(msgfmt.status != 0, "msgfmt accepts \(item.expression)")
            #expect(msgfmt.stderr.contains("plural expression"), "\(msgfmt.stderr)")
            let file = CatalogReader.read(Array(text.utf8), path: "de.po", format: .po)
            let findings = file.diagnostics.filter { $0.rule.hasPrefix("po.") && $0.rule.contains("plural-expression") }
            #expect(findings.map(\.rule) == [item.rule], "\(item.expression)")
            #expect(findings.first?.message == item.message)
            #expect(findings.first?.location.line == 4)
        }
    }

    @Test func theColumnPointsIntoTheExpression() throws {
        let file = CatalogReader.read(Array(Self.file("n >").utf8), path: "de.po", format: .po)
        let finding = try #require(file.diagnostics.first { $0.rule == "po.invalid-plural-expression" })
        // "Plural-Forms: nplurals=2; plural=n >;" — the ';' where an operand is needed.
        #expect(finding.location.column == 38)
    }

    /// A header value continued on the next line (msgcat wraps long ones): the column is counted
    /// across the continuation and the escape, not added to the field's own column (found by
    /// the `po` fuzz harness: a position past the end of its line).
    @Test func theColumnFollowsTheValueOntoItsContinuationLine() throws {
        let text = """
            msgid ""
            msgstr ""
            "Plural-Forms: nplurals=4; plural=(n == 1) ? 0 : (n == 2 && n % "
            "\\t 1 == 0) ? 1 : x;\\n"

            """
        let file = CatalogReader.read(Array(text.utf8), path: "he.po", format: .po)
        let finding = try #require(file.diagnostics.first { $0.rule == "po.invalid-plural-expression" })
        // `\t` is gettext's tab, a blank between tokens; the 'x' is at column 19 of line 4.
        #expect(finding.location.line == 4)
        #expect(finding.location.column == 19)
    }

    /// msgfmt -c accepts these (they fail only above 1000), but gettext evaluates the expression
    /// for any count at run time: a warning, beside msgfmt's acceptance.
    @Test func failuresAboveMsgfmtsRangeAreWarnings() throws {
        let cases: [(expression: String, message: String)] = [
            ("(n > 999999 ? n % 0 : n != 1)",
             "the plural expression fails for n = 1000000: remainder by zero ('%' with a zero right operand); msgfmt -c only tries n = 0…1000, but gettext evaluates it for every count a program asks"),
            ("(n > 1000 ? n / 0 : n != 1)",
             "the plural expression fails for n = 10000: division by zero; msgfmt -c only tries n = 0…1000, but gettext evaluates it for every count a program asks"),
            ("n>1000000 ? 7 : n!=1",
             "the plural expression fails for n = 1000001: the expression gives 7, but nplurals=2 allows form indices 0…1; msgfmt -c only tries n = 0…1000, but gettext evaluates it for every count a program asks"),
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plural-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, item) in cases.enumerated() {
            let text = Self.file(item.expression)
            let path = directory.appendingPathComponent("\(index).po").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(try Corpus.run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", path]).status == 0, "\(item.expression)")
            let file = CatalogReader.read(Array(text.utf8), path: "de.po", format: .po)
            let findings = file.diagnostics.filter { $0.rule == "po.plural-expression-fails" }
            #expect(findings.map(\.message) == [item.message], "\(item.expression)")
            #expect(findings.map(\.severity) == [.warning])
            #expect(findings.first?.location.line == 4)
        }
    }

    @Test func validHeadersGiveNoExpressionFinding() {
        for expression in ["(n != 1)", "0", "(n%10==1 && n%100!=11 ? 0 : 1)"] {
            let file = CatalogReader.read(Array(Self.file(expression).utf8), path: "de.po", format: .po)
            #expect(!file.diagnostics.contains { $0.rule.contains("plural-expression") }, "\(expression)")
        }
    }
}
