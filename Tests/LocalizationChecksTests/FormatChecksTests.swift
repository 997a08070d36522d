import Foundation
import LocalizationCatalog
import Testing
import TestSupport
@testable import LocalizationChecks

@Suite struct FormatChecksTests {
    static let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"

    static func findings(_ files: [String: String]) throws -> [Diagnostic] {
        let root = try LinterTests.tree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        return Linter.run([root.path]).diagnostics.filter { $0.rule.hasPrefix("format.") }
    }

    @Test func rulesAreListed() {
        let ids = RuleRegistry.all.map(\.id)
        for id in ["format.missing-argument", "format.extra-argument", "format.kind-mismatch", "format.mixed-positional",
                   "format.literal-percent", "format.invalid-directive"] {
            #expect(ids.contains(id))
        }
    }

    @Test func poPythonFormatIsCheckedAtTheMsgstrLine() throws {
        let po = Self.header + "\"Language: de\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"
            + "#, python-format\nmsgid \"%(name)s left\"\nmsgstr \"%(nam)s ist gegangen\"\n\n"
            + "#, python-format\nmsgid \"one hour\"\nmsgid_plural \"%(count)s hours\"\nmsgstr[0] \"eine Stunde\"\nmsgstr[1] \"Stunden\"\n\n"
            + "#, fuzzy, python-format\nmsgid \"%s\"\nmsgstr \"%d\"\n\n"
            + "msgid \"%s no flag\"\nmsgstr \"%d\"\n"
        let findings = try Self.findings(["de/LC_MESSAGES/app.po": po])
        #expect(findings.map(\.rule) == ["format.missing-argument", "format.extra-argument", "format.missing-argument"])
        #expect(findings.map(\.location.line) == [9, 9, 14])
        // msgstr[0] serves only n = 1 and may drop the number; msgstr[1] may not.
        #expect(findings[2].message == "msgstr[1] does not use argument 'count' (string), which msgid_plural reads with '%(count)s' at character 1")
        #expect(findings[2].notes.first?.location?.line == 15)
    }

    /// glibc's `I` flag (the locale's digits) is valid in a translation, as `msgfmt -c` accepts
    /// it there, in C and Objective-C entries; a `%Id` in a .strings value is still no directive.
    @Test func glibcDigitsFlagIsAcceptedInTranslationsAsMsgfmtDoes() throws {
        let po = Self.header + "\"Language: fa\\n\"\n\"Plural-Forms: nplurals=2; plural=(n > 1);\\n\"\n\n"
            + "#, c-format\nmsgid \"%d files\"\nmsgstr \"%Id پرونده\"\n\n"
            + "#, c-format\nmsgid \"%5d of %s\"\nmsgstr \"%I5d از %s\"\n\n"
            + "#, objc-format\nmsgid \"%d items\"\nmsgstr \"%Id مورد\"\n\n"
            + "#, c-format\nmsgctxt \"bad\"\nmsgid \"%d files\"\nmsgstr \"%Is پرونده\"\n"
        #expect(try Corpus.msgfmtCheck(Array(po.utf8), name: "fa.po").stderr.contains("are not the same"))
        let findings = try Self.findings(["fa/LC_MESSAGES/app.po": po])
        // Only the last: 'I' is a flag, and %Is reads a string where the source passes an int.
        #expect(findings.map(\.rule) == ["format.kind-mismatch"])
        #expect(findings.map(\.location.line) == [22])
        #expect(findings.first?.message.contains("'%Is'") == true)
        let valid = po.components(separatedBy: "\n\n#, c-format\nmsgctxt")[0] + "\n"
        #expect(try Corpus.msgfmtCheck(Array(valid.utf8), name: "fa.po").status == 0)

        let strings = try Self.findings([
            "en.lproj/Localizable.strings": "\"%d files\" = \"%d files\";\n",
            "fa.lproj/Localizable.strings": "\"%d files\" = \"%Id پرونده\";\n",
        ])
        #expect(strings.map(\.rule) == ["format.invalid-directive"])
    }

    /// The development language's own value is checked when it is a format: every localization
    /// copies its directives. A plain value with a '%' ("100% sure") is no format and passes.
    @Test func developmentLanguageFormatsAreCheckedThemselves() throws {
        let findings = try Self.findings([
            "en.lproj/Localizable.strings": "\"Mem %@%\" = \"Mem %@%\";\n\"sure\" = \"100% sure\";\n\"pos\" = \"%1$@ and %@\";\n",
            "de.lproj/Localizable.strings": "\"Mem %@%\" = \"Speicher %@%%\";\n\"sure\" = \"100% sicher\";\n\"pos\" = \"%1$@ und %@\";\n",
        ])
        // The key 'Mem %@%' is one SwiftUI never builds ('Mem %@%%'), in both files.
        #expect(findings.map { "\($0.location.file.split(separator: "/").suffix(2).joined(separator: "/")):\($0.location.line) \($0.rule)" } == [
            "de.lproj/Localizable.strings:1 format.undoubled-percent-in-key",
            "en.lproj/Localizable.strings:1 format.undoubled-percent-in-key",
            "en.lproj/Localizable.strings:1 format.invalid-directive",
            "en.lproj/Localizable.strings:3 format.mixed-positional",
        ])
        #expect(findings.first?.fixIt == "%%")
        #expect(findings.first { $0.rule == "format.invalid-directive" }?.message == "the development language's value: the string ends in a lone '%' (character 7); write a literal percent sign as %%")
    }

    @Test func stringsLiteralPercentIsReportedWithItsColumn() throws {
        let findings = try Self.findings([
            "en.lproj/Labels.strings": "\"vitamin\" = \"%@ of your daily value\";\n",
            "de.lproj/Labels.strings": "\"vitamin\" = \"%@ – 100% daily\";\n",
        ])
        #expect(findings.map(\.rule) == ["format.literal-percent"])
        #expect(findings.first?.location.line == 1)
        #expect(findings.first?.message == "'% d' at character 9 of the translation is a literal percent sign that parses as a directive (a space flag and 'd'); write it as %%")
    }

    @Test func stringsKindAndArgumentMismatches() throws {
        let findings = try Self.findings([
            "en.lproj/Labels.strings": "\"a\" = \"%lld files\";\n\"b\" = \"%@ and %@\";\n\"c\" = \"Hello %@\";\n\"d\" = \"%d%%\";\n",
            "de.lproj/Labels.strings": "\"a\" = \"%d Dateien\";\n\"b\" = \"%1$@ und %@\";\n\"c\" = \"Hallo\";\n\"d\" = \"%d%\";\n",
        ])
        #expect(findings.map(\.rule) == ["format.kind-mismatch", "format.mixed-positional", "format.missing-argument", "format.invalid-directive"])
        #expect(findings.map(\.location.line) == [1, 2, 3, 4])
    }

    @Test func stringCatalogSubstitutionsUseTheirSpecifier() throws {
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
                  "substitutions" : {
                    "files" : { "argNum" : 1, "formatSpecifier" : "lld",
                      "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "eine Datei" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } } } } }
                  }
                },
                "fr" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
                  "substitutions" : {
                    "files" : { "argNum" : 1, "formatSpecifier" : "d",
                      "variations" : { "plural" : {
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg fichiers" } } } } }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let findings = try Self.findings(["Localizable.xcstrings": catalog])
        #expect(findings.map(\.rule) == ["format.kind-mismatch"])
        #expect(findings.first?.location.jsonPointer?.hasPrefix("/strings/%lld files/localizations/fr") == true)
    }

    /// msgfmt -c over every Django catalog: the (file, line) pairs of its format findings are ours.
    @Test(Corpus.needsDjango) func djangoFormatFindingsEqualMsgfmt() async throws {
        guard let root = Corpus.django else {
            Issue.record("The Django corpus is missing: run scripts/fetch-django-corpus (or set L10N_DJANGO_DIR)")
            return
        }
        let files = Corpus.files(under: root, extensions: ["po"])
        #expect(files.count == 1226)
        let outputs = await withTaskGroup(of: String.self) { group in
            var results: [String] = []
            var iterator = files.makeIterator()
            for _ in 0..<4 {
                if let path = iterator.next() { group.addTask { (try? Corpus.run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", path]))?.stderr ?? "" } }
            }
            while let output = await group.next() {
                results.append(output)
                if let path = iterator.next() { group.addTask { (try? Corpus.run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", path]))?.stderr ?? "" } }
            }
            return results
        }
        // msgfmt's format messages (format.c and format-*.c); plural-count and header lines are not.
        let markers = ["format specification", "is not a valid", "expect a mapping", "expect a tuple", "does not match"]
        var expected = Set<String>()
        for line in outputs.joined(separator: "\n").split(separator: "\n") where markers.contains(where: { line.contains($0) }) {
            let parts = line.split(separator: ":", maxSplits: 2)
            if parts.count == 3 { expected.insert("\(parts[0]):\(parts[1])") }
        }
        let report = Linter.run([root.path])
        let ours = Set(report.diagnostics.filter { $0.rule.hasPrefix("format.") }.map { "\($0.location.file):\($0.location.line)" })
        #expect(expected.count == 6)
        #expect(ours == expected)
    }

    /// The format findings of a lint of `root`, as "path:line rule" with paths relative to `root`.
    static func formatFindings(under root: URL) -> [String] {
        let report = Linter.run([root.path])
        let prefix = root.path + "/"
        // `format.variable-binding` is counted per rule in CorpusLintTests (element-x's 195
        // sequential `%#@COUNT@` tokens over `%1$@ … %2$d`).
        return report.diagnostics.filter { $0.rule.hasPrefix("format.") && $0.rule != "format.variable-binding" }
            .map { "\($0.location.file.replacingOccurrences(of: prefix, with: "")):\($0.location.line) \($0.rule)" }
    }

    /// Every format finding over the in-project slice of the Apple corpus: the full corpus's
    /// findings in the slice's files, no more, no fewer (12 of 29).
    @Test func appleSliceFormatFindings() {
        let sliceFindings = Self.appleCorpusFormatDefects.filter { finding in
            let path = String(finding[..<finding.lastIndex(of: ":")!])
            return FileManager.default.fileExists(atPath: Corpus.apple.appendingPathComponent(path).path)
        }
        #expect(sliceFindings.count == 12)
        #expect(Self.formatFindings(under: Corpus.apple) == sliceFindings)
    }

    /// Every format finding over the full Apple corpus, each inspected and a real defect.
    @Test(Corpus.needsFullApple) func fullAppleCorpusFormatFindings() throws {
        #expect(Self.formatFindings(under: try #require(Corpus.fullApple)) == Self.appleCorpusFormatDefects)
    }

    /// The format defects of the full Apple corpus, each inspected, as "path:line rule".
    static let appleCorpusFormatDefects = [
        // "%@ already exists" → "już istnieje": the tag name is gone.
        "Dimillian-IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings:581 format.missing-argument",
        // "%@ posts" → "% publicacions": '% p' reads a pointer, the count is gone.
        "Dimillian-IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings:33857 format.literal-percent",
        // The English source itself: "*%2$@, %3$@* and *%d others*" mixes positions and sequence.
        "duckduckgo-iOS/DuckDuckGo/en.lproj/Localizable.stringsdict:44 format.mixed-positional",
        "duckduckgo-iOS/DuckDuckGo/en.lproj/Localizable.stringsdict:70 format.mixed-positional",
        // "1$@ > %2$@": the '%' of %1$@ was lost.
        "duckduckgo-iOS/DuckDuckGo/tr.lproj/Localizable.strings:317 format.missing-argument",
        // "@@ için şifre silindi": %@ became @@.
        "duckduckgo-iOS/DuckDuckGo/tr.lproj/Localizable.strings:470 format.missing-argument",
        // "%# @sites @": no variable token, so Foundation reads an object where an Int is passed.
        "duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources/cs.lproj/Localizable.stringsdict:8 format.invalid-directive",
        "duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources/et.lproj/Localizable.stringsdict:8 format.invalid-directive",
        "duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources/et.lproj/Localizable.stringsdict:26 format.invalid-directive",
        // Every variant says "1 muun" where English says "%1$d other".
        "duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources/fi.lproj/Localizable.stringsdict:6 format.missing-argument",
        "duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources/fr.lproj/Localizable.stringsdict:8 format.invalid-directive",
        "duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources/lt.lproj/Localizable.stringsdict:8 format.invalid-directive",
        // "2$@ ve …": the '%' of %2$@ was lost in every variant.
        "duckduckgo-iOS/LocalPackages/SyncUI-iOS/Sources/SyncUI-iOS/Resources/tr.lproj/Localizable.stringsdict:6 format.missing-argument",
        // "%1$d% af": '% a' is a literal percent read as a hex float.
        "element-hq-element-x-ios/ElementX/Resources/Localizations/da.lproj/Localizable.stringsdict:30 format.literal-percent",
        // "%Βρέθηκε": a stray '%' before a Greek letter.
        "element-hq-element-x-ios/ElementX/Resources/Localizations/el.lproj/Localizable.stringsdict:670 format.invalid-directive",
        // "%1$d%": a lone '%' at the end (should be %%).
        "element-hq-element-x-ios/ElementX/Resources/Localizations/ja.lproj/Localizable.stringsdict:28 format.invalid-directive",
        // "%1ημ πριν": '%1η' is no directive (the source has %ld).
        "mastodon-mastodon-ios/Localization/StringsConvertor/input/el.lproj/Localizable.stringsdict:427 format.invalid-directive",
        // The English source itself: "Followed by %1$@, and %ld mutuals".
        "mastodon-mastodon-ios/Localization/StringsConvertor/input/en.lproj/Localizable.stringsdict:93 format.mixed-positional",
        // The format dropped the %#@names@ variable, so every argument moved by one.
        "mastodon-mastodon-ios/Localization/StringsConvertor/input/pl.lproj/Localizable.stringsdict:86 format.missing-argument",
        // "%d sekunda" for an 'ld' variable: reads 4 of 8 bytes.
        "mastodon-mastodon-ios/Localization/StringsConvertor/input/pl.lproj/Localizable.stringsdict:471 format.kind-mismatch",
        "mastodon-mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/el.lproj/Localizable.stringsdict:427 format.invalid-directive",
        "mastodon-mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/en.lproj/Localizable.stringsdict:93 format.mixed-positional",
        // "%@, %2$d tik %1$d": positional and sequential mixed.
        "mastodon-mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/eu.lproj/Localizable.strings:146 format.mixed-positional",
        // The privacy text lost its %@ link.
        "mastodon-mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/hy-AM.lproj/Localizable.strings:315 format.missing-argument",
        // "Create Account" → "… %@": an argument the code never passes.
        "mastodon-mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/ku-TR.lproj/Localizable.strings:271 format.extra-argument",
        // "Block Account" → "Het negeren van %@ bevestigen".
        "mastodon-mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/nl.lproj/Localizable.strings:366 format.extra-argument",
        // "Post from %@" → "Objavil/a".
        "mastodon-mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/sl.lproj/Localizable.strings:593 format.missing-argument",
        // One %@ in English, two in Chinese: the second reads garbage.
        "mastodon-mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/zh-Hans.lproj/Localizable.strings:2 format.extra-argument",
    ]
}
