import Testing
@testable import LocalizationChecks

@Suite struct LintCommandTests {
    @Test func defaultsToTheLocalizationsFolder() throws {
        let command = try LintCommand.parse([])
        #expect(command.paths == ["Localizations"])
        #expect(command.format == .text)
    }

    @Test func parsesOptionsInBothSpellings() throws {
        let command = try LintCommand.parse(["a", "--format", "json", "--development-language=de", "b", "--no-summary"])
        #expect(command.paths == ["a", "b"])
        #expect(command.format == .json)
        #expect(command.developmentLanguage == "de")
        #expect(command.showsSummary == false)
    }

    @Test func rejectsUnknownOptionsAndValues() {
        #expect(throws: UsageError("unknown option '--bogus'")) { try LintCommand.parse(["--bogus"]) }
        #expect(throws: UsageError("unknown format 'xml' (expected text or json)")) {
            try LintCommand.parse(["--format", "xml"])
        }
        #expect(throws: UsageError("option --format needs a value")) { try LintCommand.parse(["--format"]) }
        #expect(throws: UsageError("'not a language' is not a language identifier")) {
            try LintCommand.parse(["--development-language", "not a language"])
        }
    }

    @Test func doubleDashEndsOptions() throws {
        let command = try LintCommand.parse(["--", "--format"])
        #expect(command.paths == ["--format"])
    }
}
