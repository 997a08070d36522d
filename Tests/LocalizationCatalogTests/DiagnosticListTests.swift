import Testing
@testable import LocalizationCatalog

@Suite struct DiagnosticListTests {
    static func finding(
        _ file: String, _ line: Int, _ column: Int, _ message: String, rule: String = "po.unterminated-string",
        severity: Severity = .error
    ) -> Diagnostic {
        Diagnostic(rule: rule, severity: severity, location: SourceLocation(file: file, line: line, column: column), message: message)
    }

    @Test func everyFieldReadsBackAsWritten() {
        var withEverything = Diagnostic(
            rule: "xcstrings.unknown-state", severity: .warning,
            location: SourceLocation(file: "de.lproj/Ü ber.xcstrings", line: 12, column: 7, jsonPointer: "/strings/Save~1As/localizations/de"),
            message: "state 'reviewed' is not one Xcode writes — „Sichern“ 🇩🇪",
            notes: [Diagnostic.Note("first here", at: SourceLocation(file: "a.strings", line: 1, column: 2)), Diagnostic.Note("no place")],
            fixIt: "translated", fixItLength: 8)
        withEverything.entryKey = "menu\u{4}Save As…"
        var emptyKey = Self.finding("b.po", 3, 1, "")
        emptyKey.entryKey = ""
        let plain = Self.finding("c.strings", Int(Int32.max), 0, "plain", severity: .note)
        let long = Self.finding("d.po", 1, 1, String(repeating: "x", count: 3 << 20))  // past a text chunk

        let written = [withEverything, emptyKey, plain, long, plain]
        let list = DiagnosticList(written)
        #expect(list.count == 5)
        #expect(Array(list) == written)
        #expect(list[0].location.jsonPointer == "/strings/Save~1As/localizations/de")
        #expect(list[0].entryKey == "menu\u{4}Save As…")
        #expect(list[1].entryKey == "")
        #expect(list[2].entryKey == nil)
        #expect(list[3].message.utf8.count == 3 << 20)
        #expect(list.severity(at: 0) == .warning)
        #expect(list.severity(at: 2) == .note)
        #expect(list.rule(at: 0) == "xcstrings.unknown-state")
        #expect(list.file(at: 1) == "b.po")
    }

    @Test func manyFindingsCrossChunkBoundaries() {
        // More records than one chunk holds, and more text than one text chunk.
        let written = (0..<10_000).map { Self.finding("f\($0 % 7).po", $0, $0 % 80, "finding \($0): " + String(repeating: "é", count: $0 % 200)) }
        let list = DiagnosticList(written)
        #expect(list.count == 10_000)
        #expect(list[4095] == written[4095])
        #expect(list[4096] == written[4096])
        #expect(list[9_999] == written[9_999])
        #expect(Array(list) == written)
    }

    @Test func sortByPositionOrdersLikeTheArraySortAndKeepsTies() {
        let written = [
            Self.finding("b.po", 2, 1, "b2"), Self.finding("a.po", 9, 3, "a9 first"), Self.finding("a.po", 9, 3, "a9 second"),
            Self.finding("a.po", 1, 5, "a1"), Self.finding("B.po", 1, 1, "B1"), Self.finding("a.po", 9, 2, "a9 col 2"),
            Self.finding("a.po", 9, 3, "a9 third"),
        ]
        var list = DiagnosticList(written)
        list.sortByPosition()
        #expect(list.map(\.message) == ["B1", "a1", "a9 col 2", "a9 first", "a9 second", "a9 third", "b2"])
    }

    @Test func keepAndReplaceChangeOnlyWhatTheyName() {
        var list = DiagnosticList((0..<6).map { Self.finding("x.po", $0, 1, "m\($0)") })
        list.keep { $0 % 2 == 0 }
        #expect(list.map(\.message) == ["m0", "m2", "m4"])
        list[1] = Self.finding("y.po", 40, 2, "replaced", rule: "po.fuzzy-header", severity: .note)
        list.setSeverity(.warning, at: 2)
        #expect(list.map(\.message) == ["m0", "replaced", "m4"])
        #expect(list[1].location.file == "y.po")
        #expect(list[1].rule == "po.fuzzy-header")
        #expect(list.severity(at: 2) == .warning)
        list += [Self.finding("z.po", 1, 1, "appended")]
        #expect(list.count == 4)
        #expect(list.last?.message == "appended")
        let literal: DiagnosticList = [Self.finding("x.po", 0, 1, "m0")]
        #expect(literal == DiagnosticList([list[0]]))
        #expect(literal != list)
    }
}
