import Foundation
import LocalizationChecks
import Resolution
import Testing
import TestSupport

/// `l10n-check resolve` over the sample app's catalogs.
@Suite struct ResolveCommandTests {
    static var sample: String { Corpus.packageRoot.appendingPathComponent("Localizations").path }

    @Test func resolvesPluralsInTheChosenLocalization() throws {
        let polish = try ResolveCommand.parse(["Delete %lld files?", "--locale", "pl", "--arg", "int:22", Self.sample]).run()
        #expect(polish.output == "localization: pl (\(Self.sample)/Localizable.xcstrings)\nUsunąć 22 pliki?\n")
        #expect(polish.issues.isEmpty)
        let russian = try ResolveCommand.parse([
            "%lld files will be moved to the Trash.", "--preferred", "ru", "--arg", "int:21", Self.sample,
        ]).run()
        #expect(russian.output.hasSuffix("\n21 файл будет перемещён в Корзину.\n"))
    }

    @Test func aMissingKeyShowsTheKey() throws {
        let result = try ResolveCommand.parse(["Delete %@?", "--locale", "de", "--arg", "string:Report.pdf", Self.sample]).run()
        #expect(result.output == "localization: none (not found: see the warning)\nDelete Report.pdf?\n")
        #expect(result.issues.map(\.id) == ["resolution.missing-key"])
    }

    /// `--context` looks a msgid up with its msgctxt, in the locale `--locale` names.
    @Test func gettextContext() throws {
        let root = try CommandLineTests.tree([
            "de/LC_MESSAGES/app.po": "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgctxt \"month\"\nmsgid \"May\"\nmsgstr \"Mai\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let month = try ResolveCommand.parse(["May", "--table", "app", "--context", "month", "--locale", "de", root.path]).run()
        #expect(month.output == "localization: de (\(root.path)/de/LC_MESSAGES/app.po)\nMai\n")
        #expect(month.issues.isEmpty)
        let plain = try ResolveCommand.parse(["May", "--table", "app", "--locale", "de", root.path]).run()
        #expect(plain.output == "localization: none (not found: see the warning)\nMay\n")
    }

    @Test func usageErrors() {
        #expect(throws: UsageError("give --locale or --preferred, not both")) {
            try ResolveCommand.parse(["k", "--locale", "de", "--preferred", "fr"])
        }
        #expect(throws: UsageError("resolve needs a KEY, e.g. l10n-check resolve '%lld items' --locale de --arg int:3")) {
            try ResolveCommand.parse([])
        }
        #expect(throws: UsageError("'/nonexistent' does not exist")) {
            try ResolveCommand.parse(["k", "/nonexistent"]).run()
        }
        #expect(throws: UsageError("'xx' names no language that CLDR 42 has data for")) {
            try ResolveCommand.parse(["k", "--locale", "xx", Self.sample]).run()
        }
    }

    @Test func theToolExitsOneOnAMissingKey() throws {
        let run = try Corpus.run(CommandLineTests.tool, ["resolve", "Nope", "--locale", "fr", Self.sample])
        #expect(run.status == 1)
        #expect(run.stdout == "localization: none (not found: see the warning)\nNope\n")
        #expect(run.stderr == "warning: 'Nope' is not in table 'Localizable' for fr; showing the key [resolution.missing-key]\n")
    }

    @Test func styledRunsUnlessUnstyled() throws {
        let styled = try ResolveCommand.parse(["Delete **%@**?", "--locale", "en", "--arg", "string:a*b", Self.sample]).run()
        #expect(styled.output == "localization: none (not found: see the warning)\nDelete a*b?\nruns: \"Delete \", \"a*b\" [bold], \"?\"\n")
        let plain = try ResolveCommand.parse(["Delete **%@**?", "--locale", "en", "--unstyled", "--arg", "string:a*b", Self.sample]).run()
        #expect(plain.output == "localization: none (not found: see the warning)\nDelete a*b?\n")
    }

    @Test func usageErrorsNameTheSubcommand() throws {
        let range = try Corpus.run(CommandLineTests.tool, ["resolve", "Cancel", "--arg", "int:99999999999999999999"])
        #expect(range.status == 2)
        #expect(range.stderr == "l10n-check resolve: error: '99999999999999999999' is out of range for int (a 64-bit signed integer; in 'int:99999999999999999999')\nUsage: see l10n-check resolve --help\n")
        let unknown = try Corpus.run(CommandLineTests.tool, ["--bogus"])
        #expect(unknown.stderr.hasPrefix("l10n-check: error: unknown option '--bogus'\nUsage: l10n-check [PATH ...]"))
    }
}
