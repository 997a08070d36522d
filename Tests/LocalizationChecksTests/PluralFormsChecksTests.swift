import LocalizationCatalog
import LocalizationChecks
import Testing

@Suite struct PluralFormsChecksTests {
    static func po(language: String, pluralForms: String, path: String = "ru/LC_MESSAGES/app.po") -> CatalogFile {
        let text = """
            msgid ""
            msgstr ""
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Language: \(language)\\n"
            "Plural-Forms: \(pluralForms)\\n"

            msgid "%d file"
            msgid_plural "%d files"
            msgstr[0] "%d x"
            msgstr[1] "%d y"

            """
        return CatalogReader.read(Array(text.utf8), path: path, format: .po)
    }

    /// The example: Russian with the Romance header.
    @Test func russianWithTwoForms() throws {
        let file = Self.po(language: "ru", pluralForms: "nplurals=2; plural=(n > 1);")
        let finding = try #require(PluralFormsChecks.check(file))
        #expect(finding.rule == "po.plural-forms-differ-from-cldr")
        #expect(finding.severity == .error)
        #expect(finding.location.line == 5)
        #expect(finding.location.column == 2)
        #expect(finding.message.hasPrefix("Russian (ru) integers need 3 forms (one, few, many) in CLDR "))
        #expect(finding.message.contains(", but Plural-Forms has nplurals=2: "))
        // (n > 1) gives 0 the form of 1; CLDR says many.
        #expect(finding.message.contains(": msgstr[0] serves n = 0 (CLDR many) and n = 1 (CLDR one); "
            + "msgstr[1] serves n = 2–4, 22–24, 32–34, … (CLDR few), n = 5–20, 25–30, 35–40, … (CLDR many) "
            + "and n = 21, 31, 41, … (CLDR one); "))
        let germanic = try #require(PluralFormsChecks.check(Self.po(language: "ru", pluralForms: "nplurals=2; plural=(n != 1);")))
        #expect(germanic.message.contains(": msgstr[1] serves n = 0, 5–20, 25–30, … (CLDR many), n = 2–4, 22–24, 32–34, … (CLDR few) and n = 21, 31, 41, … (CLDR one); "))
        // Two forms become three: the header alone is no fix, so the message says what else changes.
        #expect(finding.fixIt == nil)
        #expect(finding.message.hasSuffix("; CLDR's header is \"Plural-Forms: nplurals=3; plural=(n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2);\", and changing to it means to add msgstr[2] to every plural entry and to rewrite each form for the numbers it then serves"))
        // The same number of forms mapped differently: the header is the fix.
        let mapped = try #require(PluralFormsChecks.check(Self.po(language: "ru", pluralForms: "nplurals=3; plural=(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2);")))
        #expect(mapped.fixIt == "Plural-Forms: nplurals=3; plural=(n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2);")
    }

    @Test func standardHeadersAgree() {
        #expect(PluralFormsChecks.check(Self.po(
            language: "ru",
            pluralForms: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")) == nil)
        #expect(PluralFormsChecks.check(Self.po(language: "de", pluralForms: "nplurals=2; plural=(n != 1);")) == nil)
        #expect(PluralFormsChecks.check(Self.po(language: "ja", pluralForms: "nplurals=1; plural=0;")) == nil)
        #expect(PluralFormsChecks.check(Self.po(
            language: "ar",
            pluralForms: "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;")) == nil)
        // CLDR 42's French: one for 0 and 1, many for millions.
        #expect(PluralFormsChecks.check(Self.po(
            language: "fr", pluralForms: "nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;")) == nil)
    }

    /// gettext's bare `pt` is European Portuguese (`n != 1`, the gettext manual's table), CLDR's
    /// bare `pt` Brazilian (0 is 'one'): Django's 12 `pt` catalogs are compared with CLDR pt_PT,
    /// where only millions differ, and a `pt` catalog with the Brazilian header is an error.
    @Test func gettextPortugueseIsEuropean() throws {
        let european = try #require(PluralFormsChecks.check(Self.po(language: "pt", pluralForms: "nplurals=2; plural=(n != 1);", path: "pt/LC_MESSAGES/app.po")))
        #expect(european.severity == .warning)
        #expect(european.message.hasPrefix("Portuguese (pt), which gettext reads as European Portuguese (CLDR pt_PT), integers need 3 forms (one, many, other) in CLDR "))
        #expect(european.message.contains(": msgstr[1] serves n = 0, 2–1000, 10000, … (CLDR other) and n = 1000000, 2000000, 10000000, … (CLDR many); "))
        #expect(european.fixIt == nil)
        #expect(european.message.contains("CLDR's header is \"Plural-Forms: nplurals=3; plural=(n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2);\""))
        let brazilianHeader = try #require(PluralFormsChecks.check(Self.po(language: "pt", pluralForms: "nplurals=2; plural=(n > 1);", path: "pt/LC_MESSAGES/app.po")))
        #expect(brazilianHeader.severity == .error)
        #expect(brazilianHeader.message.contains("msgstr[0] serves n = 0 (CLDR other) and n = 1 (CLDR one)"))
        // pt_BR is CLDR's pt: (n > 1) differs only for millions there.
        let brazil = try #require(PluralFormsChecks.check(Self.po(language: "pt_BR", pluralForms: "nplurals=2; plural=(n > 1);", path: "pt_BR/LC_MESSAGES/app.po")))
        #expect(brazil.severity == .warning)
        #expect(brazil.message.hasPrefix("Portuguese (pt_BR) integers need 3 forms"))
    }

    @Test func millionsOnlyIsAWarning() throws {
        let finding = try #require(PluralFormsChecks.check(Self.po(language: "fr", pluralForms: "nplurals=2; plural=(n > 1);")))
        #expect(finding.severity == .warning)
        #expect(finding.message.contains(": msgstr[1] serves n = 2–1000, 10000, 100000, … (CLDR other) and n = 1000000, 2000000, 10000000, … (CLDR many); "))
        #expect(finding.fixIt == nil)
        #expect(finding.message.contains("means to add msgstr[2] to every plural entry"))
    }

    @Test func aFormForFractionsIsAWarning() throws {
        let finding = try #require(PluralFormsChecks.check(Self.po(
            language: "uk",
            pluralForms: "nplurals=4; plural=(n % 1 == 0 && n % 10 == 1 && n % 100 != 11 ? 0 : n % 1 == 0 && n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : n % 1 == 0 && (n % 10 ==0 || (n % 10 >=5 && n % 10 <=9) || (n % 100 >=11 && n % 100 <=14 )) ? 2: 3);")))
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("but Plural-Forms has nplurals=4: msgstr[3] serves no integer (ngettext's n is an integer, so a form for fractions is never used); "))
        // Django's contrib/auth Russian case: applying the 3-form header alone would leave every
        // msgstr[3] out of range, so the message says it goes.
        #expect(finding.fixIt == nil)
        #expect(finding.message.contains("means to remove msgstr[3] from every plural entry"))
    }

    @Test func formsThatSplitOneCategoryAreNamed() throws {
        // Hebrew with four forms: CLDR 42 has one, two, other; forms 2 and 3 both serve 'other'.
        let finding = try #require(PluralFormsChecks.check(Self.po(
            language: "he", pluralForms: "nplurals=4; plural=(n == 1 ? 0 : n == 2 ? 1 : n % 10 == 0 && n > 10 ? 2 : 3);")))
        #expect(finding.severity == .warning)
        #expect(finding.message.hasPrefix("Hebrew (he) integers need 3 forms (one, two, other) in CLDR 42, but Plural-Forms has nplurals=4: msgstr[2] and msgstr[3] both serve CLDR other (n = 20, 30, … and n = 0, 3–19, …); CLDR's header is "))
    }

    @Test func theLanguageComesFromThePathWhenTheHeaderHasNone() throws {
        let file = Self.po(language: "", pluralForms: "nplurals=2; plural=(n != 1);", path: "cs/LC_MESSAGES/app.po")
        let finding = try #require(PluralFormsChecks.check(CatalogFile(
            path: file.path, format: .po, table: "app", locale: "cs", header: file.header, entries: file.entries)))
        #expect(finding.severity == .error)
        #expect(finding.message.contains("Czech (cs) integers need 3 forms (one, few, other)"))
        // No header location recorded in a hand-made file: the start of the file.
        #expect(finding.location.line == 1)
    }

    @Test func unknownLanguagesAndBrokenHeadersAreLeftToOtherRules() {
        #expect(PluralFormsChecks.check(Self.po(language: "xx", pluralForms: "nplurals=2; plural=(n > 1);")) == nil)
        #expect(PluralFormsChecks.check(Self.po(language: "ru", pluralForms: "nplurals=2; plural=(n / 0);")) == nil)
    }
}
