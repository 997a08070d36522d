import Foundation
import Resolution
import Testing
import TestSupport

/// A String Catalog entry marked `"shouldTranslate": false` is built in the source language only:
/// another language shows the source text, not a translation the catalog still holds.
@Suite struct UntranslatableEntryTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Brand" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Marke" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Brand" } }
              },
              "shouldTranslate" : false
            },
            "Save" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func otherLanguagesShowTheSourceText() throws {
        let (bundle, root) = try ResolverTests.bundle(["Localizable.xcstrings": Self.catalog])
        defer { try? FileManager.default.removeItem(at: root) }
        let german = ResolverTests.environment(bundle, preferred: ["de"])
        #expect(Resolver.string(localized: "Brand", in: german).text == "Brand")
        #expect(Resolver.string(localized: "Save", in: german).text == "Sichern")
        let english = ResolverTests.environment(bundle, preferred: ["en"])
        #expect(Resolver.string(localized: "Brand", in: english).text == "Brand")
    }
}
