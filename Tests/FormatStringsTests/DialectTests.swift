import Testing
@testable import FormatStrings

@Suite struct DialectTests {
    @Test func gettextFlags() {
        #expect(FormatDialect.gettextDialects(flags: ["fuzzy", "python-format"]) == [.python])
        #expect(FormatDialect.gettextDialects(flags: ["c-format", "no-c-format"]) == [])
        #expect(FormatDialect.gettextDialects(flags: ["possible-c-format"]) == [.c])
        #expect(FormatDialect.gettextDialects(flags: ["objc-format", "python-brace-format"]) == [.foundation, .pythonBrace])
        #expect(FormatDialect.gettextDialects(flags: ["javascript-format"]) == [])
        #expect(FormatDialect.gettextDialects(flags: []) == [])
    }

    @Test func pythonPercent() {
        let parsed = FormatStringParser.parse("%(count)d of %(total)s, 100%%", dialect: .python)
        #expect(parsed.isValid)
        #expect(parsed.directives.map(\.argument) == [.name("count"), .name("total"), nil])
        #expect(parsed.directives.map(\.kind) == [.pythonInteger, .pythonString, nil])
        let tuple = FormatStringParser.parse("%s and %5.2f %r %c %.0s", dialect: .python)
        #expect(tuple.directives.map(\.kind) == [.pythonString, .pythonFloat, .pythonString, .pythonCharacter, .pythonAny])
        #expect(tuple.directives.map(\.argument) == [.number(1), .number(2), .number(3), .number(4), .number(5)])
        #expect(FormatStringParser.parse("%(a)s %s", dialect: .python).problems.map(\.kind) == [.mixedNamedAndUnnamed])
        #expect(FormatStringParser.parse("%(a", dialect: .python).problems.map(\.kind) == [.unterminated])
        #expect(FormatStringParser.parse("%(a)d %(a)s", dialect: .python).problems.map(\.kind) == [.incompatibleReuse(.name("a"))])
        #expect(FormatStringParser.parse("%@", dialect: .python).problems.map(\.kind) == [.unknownConversion("@")])
        #expect(FormatStringParser.parse("%(f(x))s", dialect: .python).directives.first?.argument == .name("f(x)"))
        // Reuse is checked the same way past the short list of names (twenty names, then one again).
        let many = (0..<20).map { "%(n\($0))d" }.joined(separator: " ")
        #expect(FormatStringParser.parse(many + " %(n18)d %(n3).0s", dialect: .python).isValid)
        #expect(FormatStringParser.parse(many + " %(n18)s", dialect: .python).problems.map(\.kind) == [.incompatibleReuse(.name("n18"))])
        #expect(FormatStringParser.parse(many + " %(n2)s", dialect: .python).problems.map(\.kind) == [.incompatibleReuse(.name("n2"))])
    }

    @Test func pythonBrace() {
        let parsed = FormatStringParser.parse("{0} {name} {name.attr} {0[key]} {name!r:>10} {{literal}}", dialect: .pythonBrace)
        #expect(parsed.isValid)
        #expect(parsed.directives.compactMap(\.argument) == [.name("0"), .name("name"), .name("name.attr"), .name("0[key]"), .name("name")])
        #expect(parsed.directives.map(\.column) == [1, 5, 12, 24, 33, 46])
        #expect(FormatStringParser.parse("{} {}", dialect: .pythonBrace).directives.map(\.argument) == [.name("0"), .name("1")])
        #expect(FormatStringParser.parse("{0} {}", dialect: .pythonBrace).problems.map(\.kind) == [.mixedNamedAndUnnamed])
        #expect(FormatStringParser.parse("{name", dialect: .pythonBrace).problems.map(\.kind) == [.unterminated])
        #expect(FormatStringParser.parse("{ name}", dialect: .pythonBrace).problems.map(\.kind) == [.invalidField])
        #expect(FormatStringParser.parse("{a:{b}}", dialect: .pythonBrace).directives.map(\.argument) == [.name("a")])
    }

    @Test func cDialect() {
        let parsed = FormatStringParser.parse("%2$s %1$d", dialect: .c)
        #expect(parsed.isValid)
        #expect(FormatSignature(parsed).keys == [.number(1), .number(2)])
        #expect(FormatStringParser.parse("%D", dialect: .c).problems.map(\.kind) == [.unknownConversion("D")])
    }
}
