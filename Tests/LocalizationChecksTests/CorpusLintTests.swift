import Foundation
import LocalizationCatalog
import Testing
import TestSupport
@testable import LocalizationChecks

/// `l10n-check` over real third-party catalogs: every file is read, nothing crashes, and the
/// findings are the corpus's known defects, no more.
@Suite struct CorpusLintTests {
    static func ruleCounts(_ report: LintReport) -> [String: Int] {
        report.diagnostics.reduce(into: [:]) { $0["\($1.rule) \($1.severity.rawValue)", default: 0] += 1 }
    }

    /// Files per format and findings per rule of one lint of `root`.
    static func lintFigures(_ root: URL) -> (paths: Int, strings: Int, stringsdict: Int, xcstrings: Int, rules: [String: Int], status: LocalizationChecks.ExitStatus) {
        let report = Linter.run([root.path])
        return (
            Set(report.files.map(\.path)).count,
            report.files.filter { $0.format == .strings }.count,
            report.files.filter { $0.format == .stringsdict }.count,
            Set(report.files.filter { $0.format == .xcstrings }.map(\.path)).count,
            ruleCounts(report), report.exitStatus)
    }

    @Test func appleSliceReadsCleanly() {
        let figures = Self.lintFigures(Corpus.apple)
        // 72 .strings + 35 .stringsdict + 2 .xcstrings (Tests/Corpus/apple/README.md).
        #expect(figures.paths == 109)
        #expect(figures.strings == 72)
        #expect(figures.stringsdict == 35)
        #expect(figures.xcstrings == 2)
        // Real defects, each a subset of the full corpus's: element-x be.lproj plural rules without
        // 'other' (20), variables no token uses (ddg SyncUI cs, et ×2, fr, lt; mastodon pl),
        // mastodon's two 0-byte hy-AM files, and its English source mixing %1$@ with %ld; the
        // format defects are listed one by one in
        // FormatChecksTests.appleSliceFormatFindings.
        #expect(figures.rules == [
            // Notes, not warnings: integer plurals with one, few and many, and no integer is
            // 'other' in Belarusian.
            "stringsdict.missing-other note": 20,
            "stringsdict.unused-variable warning": 6,
            "io.empty-file warning": 2,
            "format.missing-argument error": 4,
            "format.invalid-directive error": 5,
            "format.literal-percent error": 1,
            "format.kind-mismatch error": 1,
            "format.mixed-positional error": 1,
            // Keys a localization lacks (mastodon hy-AM and ku-TR, ddg's partly translated
            // languages, IceCubes and Whisky catalog languages); en-US in element-x's en table
            // is a variant of the development language and not counted.
            "catalog.missing-translation warning": 132,
            // IceCubes nb: 'account.movedto.redirect-%@' marked translated with an empty value.
            "catalog.empty-translation warning": 1,
            // IceCubes units awaiting review; Whisky units with values still marked new; five
            // IceCubes keys and one Whisky key the code no longer has.
            "state.needs-review warning": 242,
            "state.new note": 65,
            "state.stale warning": 6,
            // Plurals without categories CLDR gives the language: be (few, many), pl (many),
            // uk (few, many) in element-x and IceCubes.
            "plural.missing-category warning": 63,
            // IceCubes 28: '%lld. ' (list numbers) without its space in es, it, ko, pt-BR;
            // ' Become a supporter!' without its leading space in de, fr, it, nl, tr; ' and %lld
            // others ' without its trailing space in eu, it; spaces added in ca, ko, nl, tr; Whisky
            // pl 'Build Version' with a trailing space. Substitution variants are not compared.
            "text.whitespace-mismatch warning": 29,
            // Translations that are their English source (IceCubes and Whisky units copied from
            // en and marked translated; the .lproj tables' English left in place).
            "catalog.identical-translation note": 1296,
            // element-x: a sequential %#@COUNT@ (type d) whose variants print argument 1 as %1$@
            // (a11y_read_receipts_multiple_with_others, …) in en and the slice's localizations.
            "format.variable-binding error": 6,
            // pt-BR as the only Portuguese (two of the full corpus's three).
            "locale.regional-only warning": 2,
            // mastodon be, ru, uk 'one' variants written "1 пост", "1 hour left": 21 reads as 1;
            // ddg SyncUI fi 'other' copied from 'one' ("ja 1 muun", "and 1 other", for every count).
            "plural.form-omits-number warning": 15,
            // Whisky's Arabic and Hebrew strings print %@ beside punctuation with no isolate.
            "text.argument-not-isolated note": 5,
            // IceCubes ja, ko, zh 'one' (45); mastodon keys with all six categories in every
            // language (30).
            "plural.unused-category warning": 75,
        ])
        #expect(figures.status == .findings)
    }

    @Test(Corpus.needsFullApple) func fullAppleCorpusReadsCleanly() throws {
        let figures = Self.lintFigures(try #require(Corpus.fullApple))
        // 934 .strings + 249 .stringsdict + 2 .xcstrings (the full corpus's README).
        #expect(figures.paths == 1185)
        #expect(figures.strings == 934)
        #expect(figures.stringsdict == 249)
        #expect(figures.xcstrings == 2)
        // Real defects: element-x be, pl, ru and uk plural rules without 'other', variables no token
        // uses, and mastodon's two 0-byte hy-AM files; the format defects are listed one by one in
        // FormatChecksTests.fullAppleCorpusFormatFindings.
        #expect(figures.rules == [
            "stringsdict.missing-other note": 138,
            "stringsdict.unused-variable warning": 6,
            "io.empty-file warning": 2,
            "format.missing-argument error": 8,
            "format.extra-argument error": 3,
            "format.invalid-directive error": 9,
            "format.literal-percent error": 2,
            "format.kind-mismatch error": 1,
            "format.mixed-positional error": 5,
            "catalog.missing-translation warning": 451,
            "catalog.empty-translation warning": 3,
            "state.needs-review warning": 242,
            "state.new note": 65,
            "state.stale warning": 6,
            // be 34, lt 32, pl 17, uk 16, cy 13, ro 12, sk 9, cs 6, ru 4.
            "plural.missing-category warning": 143,
            // The slice's 29; element-x 19 (cs and ka ' are typing…' without its leading space,
            // spaces added in de, el, uk, uz, vi, line breaks in ko and tr), ddg 5 (bg, da, sv
            // share-sheet text with two added line breaks), mastodon 2 (es-AR, gl).
            "text.whitespace-mismatch warning": 55,
            // ddg 33 (an italic 'do' and links dropped from 'settings.about.text' in 17
            // languages; '**DuckDuckGo**' unbolded; el, fi, hu, lv tracker messages with one
            // italic span for two), mastodon 9 ('**%@**' unbolded in cs, eu, fr, hy-AM, ku-TR,
            // zh-Hans, and in ja where '、**%@**の' cannot close by CommonMark's flanking rules),
            // element-x 1 (pl adds a code span).
            "text.markdown-mismatch warning": 43,
            // element-x 10,669 (its exports fill every untranslated key with the English text),
            // mastodon 3,573, IceCubes 959, ddg 727, Whisky 266.
            "catalog.identical-translation note": 16_194,
            // element-x fa: three strings open LRE (U+202A) around a Matrix ID and never close it.
            "text.unbalanced-bidi warning": 3,
            // element-x: a sequential %#@COUNT@ (type d) over '%1$@ … %2$d' in 5 keys of every
            // localization.
            "format.variable-binding error": 195,
            // pt-BR as the only Portuguese: IceCubes' catalog, mastodon's infoPlist and Intents.
            "locale.regional-only warning": 3,
            // mastodon: Base, de, pt-BR and zh-Hans name the table infoPlist, the rest InfoPlist.
            "locale.table-name-case warning": 4,
            // mastodon 205 (be 62, ru 46, is, lv, uk 31 each, sl 4: 'one' written "1 пост",
            // "1 year left"), ddg 22 (hr, lt, ru, sl, lv 'one' as a word; lv 'zero', which also
            // serves 10–20, 30, …, without the number; fi 'other' copied from 'one').
            "plural.form-omits-number warning": 227,
            // %@ beside punctuation or a number without an isolate, one per entry and language:
            // element-x fa 50, ur 49; mastodon ckb 19, ar 18, he 1; Whisky 5.
            "text.argument-not-isolated note": 142,
            // mastodon 181 (he 'many', dropped from Hebrew in CLDR 42, 33; keys with all six
            // categories in every language), IceCubes 45 (ja, ko, zh 'one'), element-x 30 (vi,
            // id, ja, ko, zh 'one'), ddg 15 (hr 'many').
            "plural.unused-category warning": 271,
            // Identifier keys the English table lacks: ddg 'duckai.settings.enable.address-bar-
            // searching-toggle' and 'intent.vpn.needs.to.be.enabled.from.app' in 24 languages;
            // mastodon 'Scene.HomeTimeline.NavigationBarState.*' and others (66).
            "catalog.key-not-in-development-language warning": 114,
        ])
        #expect(figures.status == .findings)
    }

    @Test func appleCorpusStringCatalogsReportEveryLanguage() throws {
        let report = Linter.run([Corpus.apple.appendingPathComponent("Whisky-App-Whisky").path])
        let table = try #require(report.tables.first)
        #expect(table.name == "Localizable")
        #expect(table.developmentLanguage == "en")
        #expect(table.locales.count == 22)
        #expect(table.locales.first?.locale == "en")
        #expect(report.files.count == 22)
    }

    @Test(Corpus.needsDjango) func djangoCorpusFindsThePluralFormDefects() throws {
        let django = try #require(Corpus.django, "Django corpus missing: run scripts/fetch-django-corpus")
        let report = Linter.run([django.path])
        #expect(report.files.count == 1226)
        #expect(report.files.allSatisfy { $0.format == .po && $0.locale != nil })
        #expect(Self.ruleCounts(report) == [
            "po.plural-count-mismatch error": 21,
            "po.plural-index-out-of-range error": 296,
            "po.missing-plural-forms warning": 1,
            // sr_Latn humanize: msgstr[0] drops %(count)s (FormatChecksTests compares with msgfmt -c).
            "format.missing-argument error": 6,
            // Headers against CLDR 42 (PluralFormsChecksTests): errors where numbers up to 1000 fall in
            // the wrong form (hi, bn: 0 is 'one'; lv, ga, cy, tr…), warnings for millions only
            // (es, fr, it, ca, pt_BR, and gettext's European pt) and for a fourth form no integer
            // uses (ru, uk, pl, cs…).
            "po.plural-forms-differ-from-cldr error": 130,
            "po.plural-forms-differ-from-cldr warning": 231,
            // msgfmt --statistics counts 13,973 untranslated messages; 94 of them have nothing to
            // translate (a lone directive such as '%s', punctuation) and are not reported.
            "catalog.missing-translation warning": 13_879,
            // msgstr equal to msgid: month and language names some languages share with English,
            // and English left in place in a translated entry.
            "catalog.identical-translation note": 1574,
            // A space added at the end (78 kinds, mn and hi most often), 'By %(filter_title)s '
            // without its trailing space in 32 languages, the admindocs '  View function: …'
            // without its indentation in 31; pofilter's startwhitespace/endwhitespace find these
            // too. Where the text goes into HTML the difference is not seen.
            "text.whitespace-mismatch warning": 716,
            // ckb (conf/locale and humanize): 75 strings that open RLE (U+202B) and never close
            // it; he '%(truncated_text)s…' with an RLO left open.
            "text.unbalanced-bidi warning": 76,
            // One message translated two ways in two django.po of one language (the app
            // catalogs are merged at run time): 'content type', 'Password change' ('Parola
            // değiştime', a typo, in Turkish admin), 'Home', 'Yes', 'Change'.
            "catalog.inconsistent-translation warning": 176,
            // he 71, ckb 64, ar 59, ar_DZ 58, ug 51, fa 49, ur 10: python-format messages printing
            // %(name)s beside quotes, brackets or a period with no isolate; one per message.
            "text.argument-not-isolated note": 362,
        ])
        let turkish = report.diagnostics.first {
            $0.rule == "catalog.inconsistent-translation" && $0.location.file.hasSuffix("contrib/auth/locale/tr/LC_MESSAGES/django.po")
                && $0.message.hasPrefix("'Password change' is translated 'Parola değiştirme' here but 'Parola değiştime' in ")
        }
        #expect(turkish?.notes.first?.location?.file.hasSuffix("contrib/admin/locale/tr/LC_MESSAGES/django.po") == true)
        // The 36 files msgfmt -c rejects for their plural forms (corpus README).
        // Each count finding names the numbers that would get no translation (Hebrew: 0, 3, 4… use msgstr[3]).
        let counts = report.diagnostics.filter { $0.rule == "po.plural-count-mismatch" }
        #expect(counts.allSatisfy { $0.message.hasSuffix("; n = 0, 3, 4, 5, 6, 7… get msgstr[3], which it lacks") })
        let msgfmtRules = Set(DiagnosticRule.po.map(\.id))
        #expect(Set(report.diagnostics.filter { $0.severity == .error && msgfmtRules.contains($0.rule) }.map(\.location.file)).count == 36)
        #expect(report.exitStatus == .findings)
        // One table per gettext root and domain: conf/locale plus each contrib app (admin has two domains).
        #expect(report.tables.count == 13)
        let entries = report.files.reduce(0) { $0 + $1.entries }
        #expect(entries == 85_228)
    }
}
