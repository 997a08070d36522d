@testable import LocalizationChecks
import Testing

@Suite struct CatalogRulesTests {
    @Test(arguments: [
        ("Save", true), ("%d files", true), ("%(class_name)s %(instance)s", true), ("%1$@ – %2$@", true),
        ("%@", false), ("%lld. ", false), ("%(count)s", false), ("%#@count@", false), ("100%%", false), ("", false),
        ("→ %@ ←", false), ("%.2f%%", false), ("%#x", false), ("%#@a@ %#@b@", true), ("Über", true), ("日本", true),
    ])
    func translatableText(_ text: String, _ expected: Bool) {
        #expect(TranslatableText.needsTranslation(text) == expected)
    }

    @Test(arguments: [
        ("en", "en", true), ("en-GB", "en", true), ("en_US", "en", true), ("EN-au", "en", true),
        ("de", "en", false), ("sr-Latn", "sr", false), ("zh-Hant", "zh-Hans", false), ("zh-Hans-CN", "zh-Hans", true),
        ("pt", "pt-BR", true), ("enm", "en", false),
    ])
    func regionalVariantsOfTheDevelopmentLanguage(_ locale: String, _ development: String, _ expected: Bool) {
        #expect(MissingTranslation.servedByDevelopmentLanguage(locale, development) == expected)
    }
}
