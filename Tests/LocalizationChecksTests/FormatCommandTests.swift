import LocalizationChecks
import Resolution
import Testing
import TestSupport

@Suite struct FormatCommandTests {
    @Test func formatsTypedArguments() throws {
        let command = try FormatCommand.parse(["--locale", "de_DE", "%1$@ hat %2$lld Dateien (%3$.2f MB)", "string:Anna", "int:1234", "double:1234.5"])
        let result = try command.render()
        #expect(result.text == "Anna hat 1.234 Dateien (1.234,50 MB)")
        #expect(result.issues.isEmpty)
        let plain = try FormatCommand.parse(["%d|%5.1f|%x", "int:1234567", "double:3.14159", "uint:255"]).render()
        #expect(plain.text == "1234567|  3.1|ff")
    }

    @Test func reportsHostileFormats() throws {
        let result = try FormatCommand.parse(["--locale=en", "%lld: %@ %n", "string:x", "int:3"]).render()
        #expect(result.text == "%lld: %@ %n")
        #expect(result.issues.map(\.id) == ["formatting.refused-directive", "formatting.argument-kind", "formatting.argument-kind"])
    }

    @Test func badArgumentsAreUsageErrors() {
        #expect(throws: UsageError("'abc' is not an integer (in 'int:abc')")) { try FormatCommand.parse(["%d", "int:abc"]) }
        #expect(throws: UsageError("argument '3' has no type; write int:3, uint:3, double:1.5 or string:text")) {
            try FormatCommand.parse(["%d", "3"])
        }
        #expect(throws: UsageError("unknown argument type 'bool' in 'bool:1'; use int, uint, double, string or cstring")) {
            try FormatCommand.parse(["%d", "bool:1"])
        }
        #expect(throws: UsageError("'en-' is not a well-formed locale identifier: it has an empty subtag")) {
            try FormatCommand.parse(["--locale", "en-", "%d", "int:1"]).render()
        }
    }

    @Test func theToolPrintsTextAndIssues() throws {
        let ok = try Corpus.run(CommandLineTests.tool, ["format", "--locale", "fr_FR", "%.2f", "double:1234.5"])
        #expect(ok.status == 0)
        #expect(ok.stdout == "1\u{202F}234,50\n")
        let bad = try Corpus.run(CommandLineTests.tool, ["format", "%d items", "string:x"])
        #expect(bad.status == 1)
        #expect(bad.stdout == "%d items\n")
        #expect(bad.stderr == "warning: '%d' expects an Int32 but argument 1 is a string object [formatting.argument-kind]\n")
        let usage = try Corpus.run(CommandLineTests.tool, ["format", "--locale", "xx", "%d", "int:1"])
        #expect(usage.status == 2)
    }
}
