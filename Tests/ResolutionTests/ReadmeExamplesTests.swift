import Internationalization
import Resolution
import Testing
import TestSupport

/// The README's resolver examples, as written there, over the sample app.
@Suite struct ReadmeExamplesTests {
    @Test func resolverExamples() throws {
        let bundle = LocalizationBundle(path: Corpus.packageRoot.appendingPathComponent("Localizations").path)
        let environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: ["pl"], locale: try LocaleIdentifier("pl_PL"))
        let count = 22
        let key: LocalizedStringKey = "Delete \(count) files?"
        #expect(key.key == "Delete %lld files?")
        #expect(Resolver.resolve(Text(key), in: environment).text == "Usunąć 22 pliki?")
        #expect(Resolver.resolve(Text("**Save** now"), in: environment).styled.runs == [StyledRun("Save", bold: true), StyledRun(" now")])
        #expect(Resolver.resolve(Text(verbatim: "**Save**"), in: environment).text == "**Save**")
        #expect(Resolver.string(localized: "Save", defaultValue: "Save now", in: environment).text == "Zachowaj")
        #expect(Resolver.string(localized: LocalizedStringResource("Cancel", locale: "de"), in: environment).text == "Abbrechen")
    }
}
