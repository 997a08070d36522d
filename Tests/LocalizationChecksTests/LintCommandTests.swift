import Testing
import LocalizationCatalog
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
        #expect(throws: UsageError("unknown format 'xml' (expected text, json, sarif or github, or markdown for rules)")) {
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

@Suite struct RuleListTests {
    @Test func rulesSubcommandParses() throws {
        let command = try LintCommand.parse(["rules", "--format", "json"])
        #expect(command.listsRules)
        #expect(command.format == .json)
        #expect(throws: UsageError("no rule 'x' (l10n-check rules lists them)")) { try LintCommand.parse(["rules", "x"]) }
        #expect(try LintCommand.parse(["rules", "po.missing-msgstr", "io.empty-file"]).ruleIDs == ["po.missing-msgstr", "io.empty-file"])
        #expect(throws: UsageError("--format markdown is for 'l10n-check rules'")) { try LintCommand.parse(["--format", "markdown"]) }
        let optionFirst = try LintCommand.parse(["--format", "json", "rules"])
        #expect(optionFirst.listsRules && optionFirst.format == .json)
        #expect(try LintCommand.parse(["./rules"]).paths == ["./rules"])
        #expect(try LintCommand.parse(["--", "rules"]).paths == ["rules"])
    }

    @Test func ruleIdentifiersAreUniqueAndWellFormed() {
        let ids = DiagnosticRule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let parts = id.split(separator: ".")
            #expect(parts.count == 2, "\(id)")
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "." }, "\(id)")
        }
        #expect(ids.contains("strings.missing-semicolon"))
        #expect(ids.contains("po.plural-count-mismatch"))
        #expect(ids.contains("plist.entity-declaration"))
        #expect(ids.contains("xcstrings.missing-version"))
    }

    @Test func textListingHasOneLinePerRule() {
        let text = RulesReporter().render(DiagnosticRule.all, format: .text)
        let lines = text.split(separator: "\n")
        #expect(lines.count == DiagnosticRule.all.count)
        #expect(lines.contains { $0.hasPrefix("strings.missing-semicolon") && $0.contains("  error  ") })
    }
}
