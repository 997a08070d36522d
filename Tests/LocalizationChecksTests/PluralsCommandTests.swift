import Foundation
import Internationalization
import LocalizationChecks
import Testing
import TestSupport

@Suite struct PluralsCommandTests {
    @Test func categoriesOfNumbers() throws {
        let command = try PluralsCommand.parse(["pl", "21", "22", "5", "1", "1.5", "+2"])
        let text = try command.render()
        #expect(text.hasSuffix("""
              21   many
              22   few
              5    many
              1    one
              1.5  other
              +2   few

            """))
        #expect(text.hasPrefix("pl cardinal (CLDR "))
    }

    @Test func ordinalAndVisibleFractionDigits() throws {
        let ordinal = try PluralsCommand.parse(["en", "--ordinal", "1", "2", "3", "11", "23"]).render()
        #expect(ordinal.hasSuffix("  1   one\n  2   two\n  3   few\n  11  other\n  23  few\n"))
        let cardinal = try PluralsCommand.parse(["en", "1", "1.0"]).render()
        #expect(cardinal.hasSuffix("  1    one\n  1.0  other\n"))
    }

    @Test func listingShowsRulesAndSamples() throws {
        let text = try PluralsCommand.parse(["ru"]).render()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasSuffix("): one, few, many, other"))
        #expect(lines[1] == "  one    v = 0 and i % 10 = 1 and i % 100 != 11")
        #expect(lines[2].hasPrefix("         @integer 1, 21, 31,"))
        #expect(lines.contains("  other  (everything else)"))
        // pt-PT has its own rules in CLDR, not Portuguese's.
        let portugal = try PluralsCommand.parse(["pt-PT"]).render()
        #expect(portugal.contains("  one    i = 1 and v = 0"))
    }

    @Test func badInputIsAUsageError() {
        #expect(throws: UsageError("'xx' names no language that CLDR \(Self.cldr) has data for")) {
            try PluralsCommand.parse(["xx", "1"]).render()
        }
        #expect(throws: UsageError("'abc' is not a number (write integers or decimals such as 21 or 1.5, with at most 30 fraction digits)")) {
            try PluralsCommand.parse(["pl", "abc"]).render()
        }
        #expect(throws: UsageError("plurals needs a LOCALE, e.g. l10n-check plurals pl 21")) {
            try PluralsCommand.parse([])
        }
        #expect(throws: UsageError("unknown option '--bogus' for plurals")) { try PluralsCommand.parse(["pl", "--bogus"]) }
    }

    static var cldr: String { CLDRData.version }

    @Test func theToolExitsTwoOnBadLocale() throws {
        let tool = CommandLineTests.tool
        let good = try Corpus.run(tool, ["plurals", "sr@latin", "21"])
        #expect(good.status == 0)
        #expect(good.stdout.hasSuffix("  21  one\n"))
        let bad = try Corpus.run(tool, ["plurals", "zz-Latn", "3"])
        #expect(bad.status == 2)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr.contains("'zz-Latn' names no language that CLDR"))
    }
}
