import Foundation
import LocalizationCatalog
import Testing
import TestSupport
@testable import LocalizationChecks

/// Cases a first-time user ran into: wrong fix-its, findings at the wrong place, rules that
/// misfired or missed; each with the answer it must give.
@Suite struct RuleRegressionTests {
    static func findings(_ files: [String: String], rule: String) throws -> [Diagnostic] {
        try LocaleAndExecutionRulesTests.findings(files, rule: rule)
    }

    static func catalog(_ strings: String) -> String {
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static func photos(argNum: Int, format: String) -> String {
        catalog("""
            "%@ has %lld photos" : { "localizations" : { "en" : {
              "stringUnit" : { "state" : "translated", "value" : "\(format)" },
              "substitutions" : { "photos" : {
                "argNum" : \(argNum),
                "formatSpecifier" : "lld",
                "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                } }
              } }
            } } }
        """)
    }

    /// `%1$@ has %2$#@photos@` with argNum 1: argument 1 is the object, so argNum is what is
    /// wrong; the fix-it replaces the number 1 with 2, not the token.
    @Test func argNumContradictingTheTokenIsFixedWhereItIsWrong() throws {
        let wrongNumber = try Self.findings(["Localizable.xcstrings": Self.photos(argNum: 1, format: "%1$@ has %2$#@photos@")], rule: "format.variable-binding")
        #expect(wrongNumber.map { "\($0.location.line):\($0.location.column)" } == ["7:20"])
        #expect(wrongNumber.first?.fixIt == "2")
        #expect(wrongNumber.first?.fixItLength == 1)
        #expect(wrongNumber.first?.notes.first?.location?.line == 5)
        // The token is what is wrong when its own position holds the object.
        let wrongToken = try Self.findings(["Localizable.xcstrings": Self.photos(argNum: 2, format: "%1$@ has %1$#@photos@")], rule: "format.variable-binding")
        #expect(wrongToken.map { "\($0.location.line):\($0.location.column)" } == ["5:68"])
        #expect(wrongToken.first?.fixIt == "%2$#@photos@")
        #expect(wrongToken.first?.fixItLength == 12)
        // Neither side is certain without another directive: no fix-it.
        let unsure = try Self.findings(["Localizable.xcstrings": Self.photos(argNum: 1, format: "%2$#@photos@")], rule: "format.variable-binding")
        #expect(unsure.count == 1)
        #expect(unsure.first?.fixIt == nil)
    }

    /// `%hd` reads 16 bits and widens to `%lld` (not `%hlld`); a `.stringsdict` type is fixed at
    /// its own `<string>`.
    @Test func narrowIntegersAreWidenedWithTheirLengthModifierReplaced() throws {
        let short = try Self.findings(["en.lproj/Localizable.strings": "\"Speed %lld\" = \"Speed %hd\";\n"], rule: "format.int32-for-int")
        #expect(short.map { "\($0.location.line):\($0.location.column)" } == ["1:23"])
        #expect(short.first?.message.contains("'%hd', 16 bits") == true)
        #expect(short.first?.fixIt == "%lld")
        #expect(short.first?.fixItLength == 3)
        let plural = LocaleAndExecutionRulesTests.stringsdict(
            "%lld photos", format: "%#@photos@", variable: "photos", type: "d", [("one", "%lld photo"), ("other", "%lld photos")])
        let typed = try Self.findings(["en.lproj/Localizable.stringsdict": plural], rule: "format.int32-for-int")
        // The type's <string> is on line 5, after '<key>NSStringFormatValueTypeKey</key><string>'.
        #expect(typed.map { "\($0.location.line):\($0.location.column)" } == ["5:46"])
        #expect(typed.first?.fixIt == "lld")
        #expect(typed.first?.fixItLength == 1)
    }

    /// A translation reading `%lld` where the source has `%d`: the message says that the source
    /// may be the one to fix.
    @Test func widthMismatchSaysWhichSideMayBeWrong() throws {
        let found = try Self.findings([
            "en.lproj/Localizable.strings": "\"Count %d\" = \"Count %d\";\n",
            "ar.lproj/Localizable.strings": "\"Count %d\" = \"العدد %lld\";\n",
        ], rule: "format.kind-mismatch")
        #expect(found.count == 1)
        #expect(found.first?.message.contains("if the code passes a Swift Int, the source's 32-bit directive is the one to fix") == true)
    }

    /// A right-to-left translation that moved the closing mark is reported at the mark: in a
    /// `.po` file inside the msgstr's quotes, not at the keyword.
    @Test func movedPunctuationIsReportedAtTheMark() throws {
        let po = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#, python-format\nmsgid \"Delete %(name)s?\"\nmsgstr \"؟حذف %(name)s\"\n"
        let found = try Self.findings(["ar/LC_MESSAGES/django.po": po], rule: "text.rtl-punctuation-moved")
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["7:9"])
    }

    /// Gettext formats in right-to-left catalogs, and a string argument a space away from a
    /// number, need an isolate too; one note per message, not per plural form.
    @Test func argumentIsolationCoversGettextAndNumbers() throws {
        let po = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        #, python-format
        msgid "Open “%(name)s”"
        msgstr "פתח “%(name)s”"

        #, c-format
        msgid "%s has %d file"
        msgid_plural "%s has %d files"
        msgstr[0] "ל %s %d קובץ"
        msgstr[1] "ל %s %d קבצים"

        msgid "Not a format: %s"
        msgstr "לא פורמט: “%s”"

        """
        let found = try Self.findings(["he/LC_MESSAGES/app.po": po], rule: "text.argument-not-isolated")
        #expect(found.map(\.location.line) == [8, 13])
        #expect(found.last?.message.contains("beside the number '%d'") == true)
        let apple = try Self.findings([
            "en.lproj/Localizable.strings": "\"%@ %lld\" = \"%@ %lld\";\n",
            "ar.lproj/Localizable.strings": "\"%@ %lld\" = \"ل %@ 5\";\n",
        ], rule: "text.argument-not-isolated")
        #expect(apple.first?.message.contains("beside the number '5'") == true)
    }

    /// A variant printing another argument than the count omits its number; a plural whose
    /// only variant has no number, while the source prints it, omits it too.
    @Test func pluralVariantsMustPrintTheirOwnCount() throws {
        let english = LocaleAndExecutionRulesTests.stringsdict(
            "%lld of %lld", format: "%1$lld of %2$#@total@", variable: "total", type: "lld",
            [("one", "%2$lld item"), ("other", "%2$lld items")])
        let russian = LocaleAndExecutionRulesTests.stringsdict(
            "%lld of %lld", format: "%1$lld из %2$#@total@", variable: "total", type: "lld",
            [("one", "%2$lld элемента"), ("few", "%1$lld элементов"), ("many", "%2$lld элементов"), ("other", "%2$lld элемента")])
        let files = try Self.findings([
            "en.lproj/Localizable.stringsdict": english, "ru.lproj/Localizable.stringsdict": russian,
        ], rule: "plural.form-omits-number")
        #expect(files.map(\.location.file) == ["ru.lproj/Localizable.stringsdict"])
        #expect(files.first?.message.contains("'few' variant \"%1$lld элементов\" does not print its number (it prints argument 1, not argument 2, the count)") == true)
        let japanese = LocaleAndExecutionRulesTests.stringsdict(
            "%lld files", format: "%#@files@", variable: "files", type: "lld", [("other", "ファイル")])
        let source = LocaleAndExecutionRulesTests.stringsdict(
            "%lld files", format: "%#@files@", variable: "files", type: "lld", [("one", "%lld file"), ("other", "%lld files")])
        let bare = try Self.findings([
            "en.lproj/Localizable.stringsdict": source, "ja.lproj/Localizable.stringsdict": japanese,
        ], rule: "plural.form-omits-number")
        #expect(bare.map(\.location.file) == ["ja.lproj/Localizable.stringsdict"])
        #expect(bare.first?.message.hasSuffix("print the number as the source does") == true)
    }

    /// A missing variant is plural.missing-category's and stringsdict.missing-other's finding,
    /// not also one of executing the translation.
    @Test func executedTranslationsLeaveMissingVariantsToThePluralRules() throws {
        let source = LocaleAndExecutionRulesTests.stringsdict(
            "%lld files", format: "%#@files@", variable: "files", type: "lld", [("one", "%lld file"), ("other", "%lld files")])
        let russian = LocaleAndExecutionRulesTests.stringsdict(
            "%lld files", format: "%#@files@", variable: "files", type: "lld", [("one", "%lld файл"), ("few", "%lld файла")])
        let files = ["en.lproj/Localizable.stringsdict": source, "ru.lproj/Localizable.stringsdict": russian]
        #expect(try Self.findings(files, rule: "format.fails-when-run").isEmpty)
        #expect(try Self.findings(files, rule: "stringsdict.missing-other").count == 1)
    }

    /// The system's own spelling wins over the majority; a localization holding both spellings,
    /// and a String Catalog beside `.lproj` tables, are reported in their own words.
    @Test func tableNameCasePrefersTheSystemSpelling() throws {
        let found = try Self.findings([
            "en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Notes\";\n",
            "fr.lproj/infoPlist.strings": "\"CFBundleName\" = \"Notes\";\n",
            "de.lproj/infoPlist.strings": "\"CFBundleName\" = \"Notizen\";\n",
            "de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Notizen\";\n",
        ], rule: "locale.table-name-case")
        #expect(found.map(\.location.file) == ["de.lproj/infoPlist.strings", "fr.lproj/infoPlist.strings"])
        #expect(found.first?.message.contains("de also has a 'InfoPlist' table") == true)
        #expect(found.last?.message.contains("so fr shows the development language; rename it to InfoPlist.strings") == true)
        let mixed = try Self.findings([
            "Localizable.xcstrings": Self.catalog("    \"a\" : { }"),
            "fr.lproj/localizable.strings": "\"a\" = \"b\";\n",
        ], rule: "locale.table-name-case")
        #expect(mixed.map(\.location.file) == ["fr.lproj/localizable.strings"])
    }

    /// Chinese users of the other script need that script's localization, not a bare `zh`; a
    /// `po/<locale>.po` at the top is gettext's default domain, not a table named ".".
    @Test func regionalOnlyAdviceNamesTheScriptAndTheDomain() throws {
        let chinese = try Self.findings([
            "en.lproj/A.strings": "\"a\" = \"b\";\n",
            "zh-Hant-TW.lproj/A.strings": "\"a\" = \"c\";\n",
        ], rule: "locale.regional-only")
        #expect(chinese.first?.message.hasSuffix("add a 'zh-Hans' localization to serve them") == true)
        let root = try LinterTests.tree(["po/pt_BR.po": "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Save\"\nmsgstr \"Salvar\"\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        // As `l10n-check ./po/pt_BR.po` names it from the folder above `po`.
        #expect(Linter.run([root.path + "/./po/pt_BR.po"]).tables.map(\.name) == ["messages"])
    }

    /// A dialog manifest that cannot be read says why in words.
    @Test func unreadableManifestsSayWhy() throws {
        let root = try LinterTests.tree(["en.lproj/Localizable.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = Linter.run([root.path], options: Linter.Options(dialogManifest: root.path + "/missing.json"))
            .diagnostics.filter { $0.rule == "io.unreadable" }
        #expect(missing.map(\.message) == ["the dialog manifest cannot be read: No such file or directory"])
        let folder = Linter.run([root.path], options: Linter.Options(dialogManifest: root.path + "/en.lproj"))
            .diagnostics.filter { $0.rule == "io.unreadable" }
        #expect(folder.map(\.message) == ["the dialog manifest cannot be read: it is a folder, not a file"])
    }
}
