import LocalizationCatalog
import Testing
@testable import Internationalization

/// CLDR plural rule syntax (UTS #35 Part 3): operands, rules, samples, without ICU.
@Suite struct PluralRuleSyntaxTests {
    static let russianCardinal: [PluralCategory: String] = [
        .one: "v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …",
        .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …",
        .many: "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14 @integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …",
        .other: "@decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …",
    ]

    static func operands(_ text: String) throws -> PluralOperands { try #require(PluralOperands(text), "\(text)") }

    @Test func operandsOfDecimals() throws {
        let cases: [(String, UInt64, Int, Int, UInt64, UInt64, Int)] = [
            // text, i, v, w, f, t, e
            ("1", 1, 0, 0, 0, 0, 0),
            ("1.0", 1, 1, 0, 0, 0, 0),
            ("1.00", 1, 2, 0, 0, 0, 0),
            ("1.3", 1, 1, 1, 3, 3, 0),
            ("1.30", 1, 2, 1, 30, 3, 0),
            ("1.50", 1, 2, 1, 50, 5, 0),
            ("1.03", 1, 2, 2, 3, 3, 0),
            ("1.230", 1, 3, 2, 230, 23, 0),
            ("0.01", 0, 2, 2, 1, 1, 0),
            ("1200000", 1_200_000, 0, 0, 0, 0, 0),
            ("1.2c6", 1_200_000, 0, 0, 0, 0, 6),
            ("123c6", 123_000_000, 0, 0, 0, 0, 6),
            ("1.2345e3", 1234, 1, 1, 5, 5, 3),
            ("-2.5", 2, 1, 1, 5, 5, 0),
        ]
        for (text, i, v, w, f, t, e) in cases {
            let o = try Self.operands(text)
            #expect(o.integerDigits == i, "\(text) i")
            #expect(o.visibleFractionDigitCount == v, "\(text) v")
            #expect(o.visibleFractionDigitCountWithoutTrailingZeros == w, "\(text) w")
            #expect(o.fractionDigits == f, "\(text) f")
            #expect(o.fractionDigitsWithoutTrailingZeros == t, "\(text) t")
            #expect(o.exponent == e, "\(text) e")
        }
        #expect(try Self.operands("1.50").description == "n = 1.50 i = 1 v = 2 w = 1 f = 50 t = 5 e = 0")
    }

    @Test func malformedNumbersHaveNoOperands() {
        for text in ["", ".5", "1.", "1..2", "x", "1.5.5", "1c", "99999999999999999999", "1.0000000000000000000001"] {
            #expect(PluralOperands(text) == nil, "\(text)")
        }
    }

    @Test func russianOneRule() throws {
        let one = try PluralRule.parse(Self.russianCardinal[.one]!).get()
        for (number, matches) in [("1", true), ("11", false), ("21", true), ("111", false), ("101", true), ("1.5", false), ("1.0", false)] {
            #expect(one.matches(try Self.operands(number)) == matches, "\(number)")
        }
        #expect(one.description == Self.russianCardinal[.one]!)
    }

    @Test func russianRuleSetCategories() throws {
        let russian = try PluralRuleSet.parse(Self.russianCardinal).get()
        #expect(russian.categories == [.one, .few, .many, .other])
        let cases: [(String, PluralCategory)] = [
            ("0", .many), ("1", .one), ("2", .few), ("4", .few), ("5", .many), ("11", .many), ("12", .many), ("21", .one),
            ("22", .few), ("25", .many), ("111", .many), ("1.5", .other), ("1.0", .other), ("2.0", .other),
        ]
        for (number, category) in cases { #expect(russian.category(for: try Self.operands(number)) == category, "\(number)") }
    }

    @Test func everySampleFallsInItsOwnCategory() throws {
        let russian = try PluralRuleSet.parse(Self.russianCardinal).get()
        for (category, rule) in russian.rules {
            let samples = (rule.integerSamples?.expanded() ?? []) + (rule.decimalSamples?.expanded() ?? [])
            #expect(!samples.isEmpty)
            for sample in samples { #expect(russian.category(for: try Self.operands(sample)) == category, "\(category) \(sample)") }
        }
    }

    @Test func samplesExpand() throws {
        let rule = try PluralRule.parse("@integer 0, 5~8, 100, 1c6, … @decimal 0.0~0.3, 1.25~1.27, 10.0, …").get()
        #expect(rule.integerSamples?.expanded() == ["0", "5", "6", "7", "8", "100", "1c6"])
        #expect(rule.integerSamples?.isOpenEnded == true)
        #expect(rule.decimalSamples?.expanded() == ["0.0", "0.1", "0.2", "0.3", "1.25", "1.26", "1.27", "10.0"])
        #expect(try PluralRule.parse("@integer 1~1000000").get().integerSamples?.expanded(limit: 5) == ["1", "2", "3", "4", "5"])
        #expect(try PluralRule.parse("@integer 1, 2, ...").get().integerSamples?.isOpenEnded == true)
        #expect(rule.description == "@integer 0, 5~8, 100, 1c6, … @decimal 0.0~0.3, 1.25~1.27, 10.0, …")
    }

    @Test func oldSpellingAsBabelPrintsIt() throws {
        let babelFew = try PluralRule.parse("v in 0 and i mod 10 in 2..4 and i mod 100 not in 12..14").get()
        let cldrFew = try PluralRule.parse("v = 0 and i % 10 = 2..4 and i % 100 != 12..14").get()
        #expect(babelFew == cldrFew)
        let isNot = try PluralRule.parse("n is not 1 and n is 2").get()
        #expect(isNot.condition == [[
            PluralRelation(operand: .n, isNegated: true, ranges: [1...1]), PluralRelation(operand: .n, ranges: [2...2]),
        ]])
    }

    @Test func withinTakesNonIntegersInARange() throws {
        let within = try PluralRule.parse("n within 0..2").get()
        let inRange = try PluralRule.parse("n in 0..2").get()
        let oneAndAHalf = try Self.operands("1.5"), two = try Self.operands("2")
        #expect(within.matches(oneAndAHalf) && !inRange.matches(oneAndAHalf))
        #expect(!within.matches(try Self.operands("2.5")))
        #expect(within.matches(two) && inRange.matches(two))
        #expect(!(try PluralRule.parse("n = 1").get().matches(try Self.operands("1.5"))))
        #expect(try PluralRule.parse("n % 10 = 1").get().matches(try Self.operands("21.0")))
        #expect(!(try PluralRule.parse("n % 10 = 1").get().matches(try Self.operands("21.5"))))
    }

    @Test func frenchManyUsesTheExponent() throws {
        let french = try PluralRuleSet.parse([
            .one: "i = 0,1", .many: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
        ]).get()
        for (number, category) in [("0", PluralCategory.one), ("1.5", .one), ("2", .other), ("1000000", .many), ("1c6", .many), ("1.2c3", .other), ("1c3", .other)] {
            #expect(french.category(for: try Self.operands(number)) == category, "\(number)")
        }
    }

    @Test func syntaxErrorsNameTheColumn() {
        let cases: [(String, Int)] = [
            ("x = 1", 1), ("n == 1", 4), ("n = ", 5), ("n = 1 or", 9), ("n = 1 xor n = 2", 7), ("n = 3..1", 5),
            ("n = 1 @integer", 15), ("n = 1 @fraction 1", 7), ("@integer 5~3", 12), ("@integer 1.0~3", 14), ("n % = 1", 5),
            ("n = 99999999999999999999", 5), ("@integer 1, 99999999999999999999", 13), ("@integer 1, 1.", 13),
        ]
        // Samples of digits alone, short or as long as an operand holds, are numbers.
        for text in ["@integer 0, 7, 123456789012345678", "@integer 1234567890123456789", "@decimal 1.5, 1c3, 1.0e6"] {
            #expect((try? PluralRule.parse(text).get()) != nil, "\(text)")
        }
        for (text, column) in cases {
            guard case .failure(let error) = PluralRule.parse(text) else {
                Issue.record("\(text) parsed")
                continue
            }
            #expect(error.column == column, "\(text): \(error)")
        }
    }

    @Test func emptyRuleIsAlwaysTrue() throws {
        #expect(try PluralRule.parse("").get().matches(PluralOperands(5)))
        #expect(try PluralRuleSet.parse([:]).get().categories == [.other])
    }

    // MARK: Plural-Forms derived from CLDR

    @Test func russianGettextHeader() throws {
        let derived = try PluralRuleSet.parse(Self.russianCardinal).get().gettextPluralForms()
        #expect(derived.categories == [.one, .few, .many])
        #expect(
            derived.description
                == "nplurals=3; plural=(n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2);")
    }

    @Test func englishAndJapaneseAndFrenchGettextHeaders() throws {
        #expect(try PluralRuleSet.parse([.one: "i = 1 and v = 0"]).get().gettextPluralForms().description == "nplurals=2; plural=(n == 1 ? 0 : 1);")
        #expect(try PluralRuleSet.parse([:]).get().gettextPluralForms().description == "nplurals=1; plural=0;")
        let french = try PluralRuleSet.parse([.one: "i = 0,1", .many: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"]).get()
        let derived = french.gettextPluralForms()
        #expect(derived.categories == [.one, .many, .other])
        #expect(derived.description == "nplurals=3; plural=((n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2);")
    }
}
