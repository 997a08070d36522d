import Testing
@testable import FormatStrings

@Suite struct FormatComparisonTests {
    static func compare(
        _ source: String, _ translation: String, _ dialect: FormatDialect = .foundation, _ mode: FormatComparison.Mode = .strict
    ) -> [FormatMismatch.Kind] {
        FormatComparison.compare(
            source: FormatSignature(FormatStringParser.parse(source, dialect: dialect)),
            translation: FormatSignature(FormatStringParser.parse(translation, dialect: dialect)), dialect: dialect, mode: mode
        ).map(\.kind)
    }

    @Test func sameArgumentsInAnotherOrder() {
        #expect(Self.compare("%@ has %lld files", "%2$lld Dateien hat %1$@") == [])
    }

    @Test func missingAndExtra() {
        #expect(Self.compare("%d files", "Dateien") == [.missingArgument])
        #expect(Self.compare("%d files", "Dateien", .foundation, .lenient) == [])
        #expect(Self.compare("%@", "%@ %@") == [.extraArgument])
        #expect(Self.compare("%@", "%@ %@", .foundation, .lenient) == [.extraArgument])
    }

    @Test func kindMismatch() {
        #expect(Self.compare("%lld", "%d") == [.kindMismatch(expected: .int64, found: .int32)])
        #expect(Self.compare("%@", "%s") == [.kindMismatch(expected: .object, found: .cString)])
        // Same bits in C varargs: Foundation reads them alike; gettext's C check does not.
        #expect(Self.compare("%d", "%u") == [])
        #expect(Self.compare("%d", "%u", .c) == [.kindMismatch(expected: .int32, found: .uint32)])
    }

    /// `100% daily` in a translation reads argument 2 (`% d`).
    @Test func literalPercentInTranslation() throws {
        let mismatches = FormatComparison.compare(
            source: FormatSignature(FormatStringParser.parse("%@ of your daily value", dialect: .foundation)),
            translation: FormatSignature(FormatStringParser.parse("%@ – 100% daily", dialect: .foundation)),
            dialect: .foundation, mode: .strict)
        #expect(mismatches.map(\.kind) == [.extraArgument])
        let literal = try #require(mismatches.first?.literalPercent)
        #expect(literal.inSource == false)
        #expect(literal.directive.column == 9)
        #expect(literal.directive.conversion == "d")
    }

    @Test func python() {
        #expect(Self.compare("%(a)s", "%s", .python) == [.argumentStyle(sourceUsesNames: true)])
        #expect(Self.compare("%s", "%(a)s", .python) == [.argumentStyle(sourceUsesNames: false)])
        #expect(Self.compare("%(count)s hours", "pre sat", .python) == [.missingArgument])
        #expect(Self.compare("%(count)s hours", "pre sat", .python, .lenient) == [])
        #expect(Self.compare("%(a)s", "%(b)s", .python, .lenient) == [.extraArgument])
        // Unnamed directives must be as many even when lenient (format-python.c).
        #expect(Self.compare("%d hours", "one hour", .python, .lenient) == [.missingArgument])
        #expect(Self.compare("%s", "%d", .python) == [.kindMismatch(expected: .pythonString, found: .pythonInteger)])
        #expect(Self.compare("%.0s", "%d", .python, .lenient) == [])
        #expect(Self.compare("100% sure %s", "a %s", .python) == [.missingArgument])
    }

    @Test func pythonBrace() {
        #expect(Self.compare("a {name}", "b {nam}", .pythonBrace) == [.missingArgument, .extraArgument])
        #expect(Self.compare("a {name}", "b", .pythonBrace, .lenient) == [])
        #expect(Self.compare("{0} {1}", "{1} {0}", .pythonBrace) == [])
    }

    static func readsSame(_ source: String, _ translation: String, _ dialect: FormatDialect = .foundation) -> Bool {
        FormatComparison.readsSameArguments(
            FormatStringParser.parse(source, dialect: dialect), FormatStringParser.parse(translation, dialect: dialect))
    }

    @Test func readsSameArgumentsInTheSameOrder() {
        #expect(Self.readsSame("%(count)d of %(total)d", "%(count)d von %(total)d", .python))
        #expect(Self.readsSame("%@ has %lld files", "%@ hat %lld Dateien"))
        #expect(Self.readsSame("{name} left", "{name} ist gegangen", .pythonBrace))
    }

    /// Reordered, retyped, added or missing directives go to `compare`, even when it would accept them.
    @Test func readsOtherArgumentsOrOrder() {
        #expect(!Self.readsSame("%@ has %lld files", "%2$lld Dateien hat %1$@"))
        #expect(!Self.readsSame("%d", "%u"))
        #expect(!Self.readsSame("%@", "%@ %@"))
        #expect(!Self.readsSame("%d files", "Dateien"))
    }

    /// A Python string that mixes a mapping and a tuple (the parser rejects it, so it is built by
    /// hand) is never "alike", not even with itself: `compare` reports the style.
    @Test func mixedPythonStyleIsNotAlike() {
        let mixed = ParsedFormat(dialect: .python, directives: [
            FormatDirective(byteRange: 0..<8, column: 1, conversion: "s", argument: .name("name"), isPositional: true, kind: .pythonString),
            FormatDirective(byteRange: 9..<11, column: 10, conversion: "d", argument: .number(1), kind: .pythonInteger),
        ])
        #expect(!FormatComparison.readsSameArguments(mixed, mixed))
        let kinds = FormatComparison.compare(
            source: FormatSignature(mixed), translation: FormatSignature(mixed), dialect: .python, mode: .strict).map(\.kind)
        #expect(kinds == [.argumentStyle(sourceUsesNames: true)])
    }
}
