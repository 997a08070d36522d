import Testing
@testable import FormatStrings

@Suite struct FormatStringParserTests {
    static func one(_ text: String, _ dialect: FormatDialect = .foundation) -> FormatDirective? {
        let parsed = FormatStringParser.parse(text, dialect: dialect)
        return parsed.directives.count == 1 && parsed.isValid ? parsed.directives[0] : nil
    }

    /// Every conversion with the kind it reads on LP64 (spec §7, CFString.c).
    @Test(arguments: [
        ("%@", ArgumentKind.object), ("%d", .int32), ("%i", .int32), ("%u", .uint32), ("%o", .uint32), ("%x", .uint32),
        ("%X", .uint32), ("%c", .char), ("%C", .char), ("%s", .cString), ("%S", .wideCString), ("%f", .double),
        ("%F", .double), ("%e", .double), ("%E", .double), ("%g", .double), ("%G", .double), ("%a", .double),
        ("%A", .double), ("%p", .pointer), ("%D", .int64), ("%U", .uint64), ("%O", .uint64),
    ])
    func conversionKinds(text: String, kind: ArgumentKind) throws {
        let directive = try #require(Self.one(text))
        #expect(directive.kind == kind)
        #expect(directive.argument == .number(1))
        #expect(directive.byteRange == 0..<2)
        #expect(directive.column == 1)
    }

    /// Every length modifier and what it does to `d`, `u`, `f`, `s`.
    @Test(arguments: [
        ("%hhd", LengthModifier.hh, ArgumentKind.int32), ("%hd", .h, .int32), ("%ld", .l, .int64), ("%lld", .ll, .int64),
        ("%qd", .q, .int64), ("%zd", .z, .int64), ("%td", .t, .int64), ("%jd", .j, .int64), ("%Lf", .L, .longDouble),
        ("%lu", .l, .uint64), ("%llx", .ll, .uint64), ("%lf", .l, .double), ("%ls", .l, .wideCString), ("%lc", .l, .char),
    ])
    func lengthModifiers(text: String, length: LengthModifier, kind: ArgumentKind) throws {
        let directive = try #require(Self.one(text))
        #expect(directive.length == length)
        #expect(directive.kind == kind)
    }

    @Test(arguments: [
        ("%-d", FormatFlags.leftJustify), ("%+d", .sign), ("% d", .space), ("%#x", .alternate), ("%0d", .zeroPad), ("%'d", .grouping),
    ])
    func flags(text: String, flag: FormatFlags) throws {
        #expect(try #require(Self.one(text)).flags == flag)
    }

    @Test func widthPrecisionAndPosition() throws {
        let d = try #require(Self.one("%2$-08.3lf"))
        #expect(d.argument == .number(2))
        #expect(d.isPositional)
        #expect(d.flags == [.leftJustify, .zeroPad])
        #expect(d.width == .literal(8))
        #expect(d.precision == .literal(3))
        #expect(d.kind == .double)
        let stars = FormatStringParser.parse("%*.*f", dialect: .c)
        #expect(stars.directives[0].width == .nextArgument(1))
        #expect(stars.directives[0].precision == .nextArgument(2))
        #expect(stars.directives[0].argument == .number(3))
        let positionalStar = FormatStringParser.parse("%1$*2$d", dialect: .c)
        #expect(positionalStar.directives[0].width == .argument(2))
        #expect(FormatSignature(positionalStar).keys == [.number(1), .number(2)])
    }

    @Test func percentLiteralAndPositionsInText() {
        let parsed = FormatStringParser.parse("Größe: 100%% von %@", dialect: .foundation)
        #expect(parsed.directives.map(\.conversion) == ["%", "@"])
        #expect(parsed.directives[0].argument == nil)
        #expect(parsed.directives[1].column == 18)
        #expect(parsed.directives[1].byteRange == 19..<21)
        #expect(parsed.directives[1].argument == .number(1))
    }

    @Test func variables() throws {
        let parsed = FormatStringParser.parse("%@ has %#@files@ and %3$#@folders@", dialect: .foundation)
        #expect(parsed.directives.map(\.variable) == [nil, "files", "folders"])
        #expect(parsed.directives.map(\.argument) == [.number(1), .number(2), .number(3)])
        #expect(parsed.problems.map(\.kind) == [.mixedPositionalAndSequential])
        let signature = FormatSignature(
            FormatStringParser.parse("%@ %#@files@", dialect: .foundation), variableKinds: ["files": .int64])
        #expect(signature[.number(2)]?.kind == .int64)
        #expect(signature.selectorKeys == [.number(2)])
        #expect(FormatSignature.kind(ofSpecifier: "lld") == .int64)
        #expect(FormatSignature.kind(ofSpecifier: "@") == .object)
        #expect(FormatSignature.kind(ofSpecifier: "d") == .int32)
        #expect(FormatSignature.kind(ofSpecifier: "bogus") == nil)
        #expect(FormatStringParser.parse("%1#@count@", dialect: .foundation).directives.first?.variable == "count")
    }

    @Test func argumentPlaceholder() {
        let parsed = FormatStringParser.parse("%arg Follower", dialect: .foundation, argumentPlaceholder: true)
        #expect(parsed.directives.map(\.isArgumentPlaceholder) == [true])
        let signature = FormatSignature(parsed, placeholder: (key: .number(2), kind: .int64))
        #expect(signature[.number(2)]?.kind == .int64)
        // Without the option, `%a` is a hex float.
        #expect(FormatStringParser.parse("%arg", dialect: .foundation).directives.first?.kind == .double)
    }

    @Test func problems() {
        func kinds(_ s: String, _ dialect: FormatDialect = .foundation) -> [FormatProblem.Kind] {
            FormatStringParser.parse(s, dialect: dialect).problems.map(\.kind)
        }
        #expect(kinds("100%") == [.trailingPercent])
        #expect(kinds("%y") == [.unknownConversion("y")])
        #expect(kinds("%ó") == [.unknownConversion("ó")])
        #expect(kinds("%n") == [.refusedConversion("n")])
        #expect(kinds("%99999d") == [.excessiveWidth(99999)])
        #expect(kinds("%.20000f") == [.excessivePrecision(20000)])
        #expect(kinds("%1$@ %@") == [.mixedPositionalAndSequential])
        #expect(kinds("%#@files") == [.unterminated])
        #expect(kinds("%@", .c) == [.unknownConversion("@")])
        #expect(kinds("%2$s", .c) == [.skippedArgument(1)])
        #expect(kinds("%2$@") == [])
        let y = FormatStringParser.parse("äb %y", dialect: .foundation).problems[0]
        #expect(y.column == 4)
        #expect(y.byteRange == 4..<6)
    }

    /// `100% daily` reads an argument: a space flag and `d`.
    @Test func literalPercentParsesAsDirective() throws {
        let parsed = FormatStringParser.parse("100% daily", dialect: .foundation)
        let d = try #require(parsed.directives.first)
        #expect(d.flags == [.space])
        #expect(d.conversion == "d")
        #expect(d.column == 4)
        #expect(d.looksLikeLiteralPercent)
    }

    @Test func noDirectiveIsCheap() {
        #expect(FormatStringParser.parse("Save", dialect: .foundation) == ParsedFormat(dialect: .foundation))
    }

    /// The quick test `parse` and the format checks use to skip strings without directives.
    @Test func mayHaveDirectivesLooksForTheTriggerByte() {
        #expect(FormatStringParser.mayHaveDirectives("100% daily", dialect: .foundation))
        #expect(!FormatStringParser.mayHaveDirectives("{name} left", dialect: .python))
        #expect(FormatStringParser.mayHaveDirectives("{name} left", dialect: .pythonBrace))
        #expect(!FormatStringParser.mayHaveDirectives("50 % off", dialect: .pythonBrace))
    }
}


@Suite struct BrokenVariableTokenTests {
    @Test func onlyHashThenAtIsAVariable() {
        let good = FormatStringParser.parse("%1$#@files@ and %2$#@more@", dialect: .foundation)
        #expect(good.problems.isEmpty)
        #expect(good.directives.map(\.variable) == ["files", "more"])
        for broken in ["%# @sites @", "%#-@x@", "%#5@x@", "%#l@x@"] {
            let parsed = FormatStringParser.parse(broken, dialect: .foundation)
            #expect(parsed.problems.first?.kind == .brokenVariable, "\(broken)")
            #expect(parsed.directives.first?.variable == nil, "\(broken)")
            #expect(parsed.directives.first?.kind == .object, "\(broken)")
        }
        #expect(FormatStringParser.parse("%# @sites @", dialect: .foundation).problems.first?.message
            == "'%# @' at character 1 is not a variable token: write %#@name@ with nothing between '#' and '@' (Foundation reads this as %@, an object)")
    }
}
