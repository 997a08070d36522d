import FormatStrings
import Internationalization
import LocalizationCatalog
import Testing
import TestSupport
@testable import Resolution

@Suite struct PseudoLocaleTests {
    @Test(arguments: [
        ("Delete %@?", "[Ðéļéţé %@? one]"),
        ("Replace Contents", "[Ŕéþļåçé Çöñţéñţš one two]"),
        ("%1$lld photos in %#@albums@", "[%1$lld þĥöţöš îñ %#@albums@ one]"),
        ("**Learn** [more](https://example.com/a b)", "[**Ļéåŕñ** [ɱöŕé](https://example.com/a b) one]"),
        ("Run `make test` now", "[Ŕûñ `make test` ñöŵ one]"),
        ("100 % daily", "[100 % dåîļý one]"),  // `% d` is a directive to Foundation, so it stays
        ("OK", "[ÖĶ one]"),
        ("", ""),
    ])
    func accentedBracketsAndPadsAboutFortyPercent(template: String, expected: String) {
        #expect(PseudoLocale.accented.transform(template) == expected)
    }

    @Test func paddingGrowsWithTheText() {
        // 40 letters: 16 characters of padding words at least, in whole words.
        let text = String(repeating: "abcd ", count: 10)
        let padded = PseudoLocale.accented.transform(text)
        #expect(padded.hasSuffix(" one two three four]"))
        #expect(padded.count - text.count - 2 >= 16)
    }

    @Test(arguments: [
        ("%lld files", "%lld files files"),
        ("Don't save", "Don't Don't save save"),
        ("Delete %@?", "Delete Delete %@?"),
        ("a  b", "a a  b b"),
        ("100 % daily", "100 % daily"),
        ("", ""),
    ])
    func doubleLengthWritesEachWordTwiceButNotItsDirectives(template: String, expected: String) {
        #expect(PseudoLocale.doubleLength.transform(template) == expected)
    }

    @Test func bidirectionalWrapsEveryWordInRightToLeftOverride() {
        #expect(PseudoLocale.bidirectional.transform("Delete %@?")
            == "\u{200F}\u{202E}Delete\u{202C}\u{200F} \u{200F}\u{202E}%@?\u{202C}\u{200F}")
        #expect(PseudoLocale.bidirectional.isRightToLeft)
        #expect(PseudoLocale.bidirectional.dataLanguage == "ar")
        #expect(!PseudoLocale.accented.isRightToLeft)
    }

    @Test(arguments: PseudoLocale.allCases)
    func directivesAreTheSameAfterTheTransform(pseudo: PseudoLocale) {
        for template in ["%1$@ sent %2$lld photos", "%#@files@ in %@", "100%% done, %d left", "{name} has {count}"] {
            for dialect in [FormatDialect.foundation, .pythonBrace] {
                let before = FormatStringParser.parse(template, dialect: dialect).directives
                let after = FormatStringParser.parse(pseudo.transform(template, dialect: dialect), dialect: dialect).directives
                #expect(after.map(\.argument) == before.map(\.argument), "\(pseudo) \(template)")
                #expect(after.map(\.conversion) == before.map(\.conversion), "\(pseudo) \(template)")
                #expect(after.map(\.variable) == before.map(\.variable), "\(pseudo) \(template)")
            }
        }
    }

    @Test func identifiers() {
        #expect(PseudoLocale(identifier: "en-XA") == .accented)
        #expect(PseudoLocale(identifier: "en_xa") == .accented)
        #expect(PseudoLocale(identifier: "AR-XB") == .bidirectional)
        #expect(PseudoLocale(identifier: "en-XD") == .doubleLength)
        #expect(PseudoLocale(identifier: "en-XB") == nil)
        #expect(PseudoLocale(identifier: "en") == nil)
    }
}

/// Pseudo-locales through the resolver, on the sample app's tables (`Localizations/`).
@Suite struct PseudoLocaleResolutionTests {
    static let bundle = LocalizationBundle(path: Corpus.packageRoot.appendingPathComponent("Localizations").path)

    static func resolve(_ key: String, table: String? = nil, _ arguments: [FormatArgument], locale: String) -> ResolvedString {
        let environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: [locale], locale: try? LocaleIdentifier(locale))
        return Resolver.string(localized: LocalizedStringKey(key: key, arguments: arguments), table: table, in: environment)
    }

    @Test func textsComeFromTheDevelopmentLanguageTransformed() {
        let accented = Self.resolve("Delete %lld files?", [.int(5)], locale: "en-XA")
        #expect(accented.text == "[Ðéļéţé 5 ƒîļéš? one two]")
        #expect(accented.localization == "en")
        #expect(Self.resolve("Delete %lld files?", [.int(5)], locale: "en-XD").text == "Delete Delete 5 files? files?")
        // ar-XB: the English text, each word in a right-to-left override, numbers in Arabic.
        #expect(Self.resolve("Delete %lld files?", [.int(5)], locale: "ar-XB").text
            == "\u{200F}\u{202E}Delete\u{202C}\u{200F} \u{200F}\u{202E}٥\u{202C}\u{200F} \u{200F}\u{202E}files?\u{202C}\u{200F}")
        // The real localization is unchanged.
        #expect(Self.resolve("Delete %lld files?", [.int(5)], locale: "de").text == "5 Dateien löschen?")
    }

    @Test func aSubstitutionIsAccentedInsideOneBracket() {
        // `%#@items@` with its plural variants: one bracket for the whole string.
        let one = Self.resolve("%lld items selected", table: "Dialogs", [.int(1)], locale: "en-XA")
        #expect(one.text == "[1 îţéɱ šéļéçţéð]")
        #expect(one.issues.isEmpty, "\(one.issues)")
        let many = Self.resolve("%lld items selected", table: "Dialogs", [.int(21)], locale: "en-XA")
        #expect(many.text == "[21 îţéɱš šéļéçţéð]")
    }
}
