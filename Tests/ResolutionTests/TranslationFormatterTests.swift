import Internationalization
import LocalizationCatalog
import Resolution
import Testing

@Suite struct TranslationFormatterTests {
    static func translation(_ text: String, _ format: CatalogFormat, key: String, locale: String) throws -> Translation {
        let file = CatalogReader.read(Array(text.utf8), path: "t.\(format.rawValue)", format: format,
                                      options: ReadOptions(locale: locale))
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let entry = try #require(file.entries.first { $0.key == key })
        return try #require(entry.localizations[locale])
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>\(body)</dict></plist>
        """
    }

    static func rule(_ name: String, type: String, _ variants: [(String, String)]) -> String {
        "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>\(type)</string>"
            + variants.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict>"
    }

    func format(_ translation: Translation, _ arguments: [FormatArgument], language: String, locale: String? = nil) throws -> FormattedText {
        let context = ResolutionContext(language: try LocaleIdentifier(language), locale: try locale.map { try LocaleIdentifier($0) })
        return TranslationFormatter.format(translation, arguments: arguments, context: context)
    }

    /// apple-semantics.md §8 behaviour 12: the zero special case.
    @Test func stringsdictZeroRuleInEnglish() throws {
        let text = Self.plist("<key>items</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
            + Self.rule("n", type: "d", [("zero", "None"), ("one", "%d item"), ("other", "%d items")]) + "</dict>"
            + "<key>distance</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
            + Self.rule("n", type: "f", [("zero", "None"), ("one", "%.1f mile"), ("other", "%.1f miles")]) + "</dict>")
        let items = try Self.translation(text, .stringsdict, key: "items", locale: "en")
        #expect(try format(items, [.int(0)], language: "en").text == "None")
        #expect(try format(items, [.int(1)], language: "en").text == "1 item")
        #expect(try format(items, [.int(2)], language: "en").text == "2 items")
        #expect(try format(items, [.int(1234)], language: "en", locale: "en_US").text == "1,234 items")
        let distance = try Self.translation(text, .stringsdict, key: "distance", locale: "en")
        #expect(try format(distance, [.double(0)], language: "en").text == "0.0 miles")
        #expect(try format(distance, [.double(1)], language: "en").text == "1.0 mile")
    }

    @Test func russianFormsAndTheLocalizationsLanguage() throws {
        let text = Self.plist("<key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@ на диске</string>"
            + Self.rule("files", type: "lld", [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла")])
            + "</dict>")
        let files = try Self.translation(text, .stringsdict, key: "files", locale: "ru")
        let expected = [0: "0 файлов", 1: "1 файл", 2: "2 файла", 5: "5 файлов", 21: "21 файл", 22: "22 файла", 111: "111 файлов"]
        for (n, value) in expected {
            #expect(try format(files, [.int(Int64(n))], language: "ru").text == value + " на диске")
        }
        #expect(try format(files, [.double(1.5)], language: "ru").text == "%lld файла на диске")
        // The formatting locale groups digits; the plural still follows Russian.
        #expect(try format(files, [.int(1001)], language: "ru", locale: "ru_RU").text == "1\u{A0}001 файл на диске")
    }

    @Test func positionalVariablesReadTheirOwnArguments() throws {
        let text = Self.plist("<key>k</key><dict><key>NSStringLocalizedFormatKey</key>"
            + "<string>%1$@: %3$#@geese@ landed on %2$#@fields@</string>"
            + Self.rule("geese", type: "d", [("one", "a goose"), ("other", "%3$d geese")])
            + Self.rule("fields", type: "d", [("one", "one field"), ("other", "%2$d fields")]) + "</dict>")
        let entry = try Self.translation(text, .stringsdict, key: "k", locale: "en")
        #expect(try format(entry, [.string("Today"), .int(2), .int(5)], language: "en").text == "Today: 5 geese landed on 2 fields")
        #expect(try format(entry, [.string("Today"), .int(1), .int(1)], language: "en").text == "Today: a goose landed on one field")
    }

    @Test func stringCatalogSubstitutionsAndPluralVariations() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld items" : {
                  "localizations" : {
                    "pl" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld element" } },
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld elementy" } },
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld elementów" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld elementu" } }
                    } } }
                  }
                },
                "%@ has %lld followers" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%@ has %#@followers@" },
                      "substitutions" : { "followers" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg follower" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg followers" } }
                      } } } }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let items = try Self.translation(catalog, .xcstrings, key: "%lld items", locale: "pl")
        #expect(try format(items, [.int(1)], language: "pl").text == "1 element")
        #expect(try format(items, [.int(22)], language: "pl").text == "22 elementy")
        #expect(try format(items, [.int(25)], language: "pl").text == "25 elementów")
        #expect(try format(items, [.double(1.5)], language: "pl").text == "%lld elementu")
        let followers = try Self.translation(catalog, .xcstrings, key: "%@ has %lld followers", locale: "en")
        #expect(try format(followers, [.string("Anna"), .int(1)], language: "en").text == "Anna has 1 follower")
        #expect(try format(followers, [.string("Anna"), .int(1200)], language: "en", locale: "en_US").text == "Anna has 1,200 followers")
        let missing = try format(followers, [.string("Anna")], language: "en")
        #expect(missing.text == "Anna has %#@followers@")
        #expect(missing.issues.map(\.id) == ["formatting.missing-argument"])
    }

    @Test func selfReferencingVariablesStopAtTheDepthLimit() throws {
        let text = Self.plist("<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string>"
            + Self.rule("a", type: "d", [("other", "x%1$#@a@")]) + "</dict>")
        let entry = try Self.translation(text, .stringsdict, key: "k", locale: "en")
        let result = try format(entry, [.int(3)], language: "en")
        #expect(result.text == String(repeating: "x", count: SafeFormatter.maximumDepth) + "%#@a@")
        #expect(result.issues.map(\.id) == ["formatting.expansion-limit"])
    }

    @Test func deviceAndWidthVariations() throws {
        let text = Self.plist("<key>greeting</key><dict><key>NSStringVariableWidthRuleType</key><dict>"
            + "<key>1</key><string>Hi</string><key>22</key><string>Hello</string><key>53</key><string>Greetings</string></dict></dict>"
            + "<key>tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>"
            + "<key>iphone</key><string>Tap</string><key>mac</key><string>Click</string><key>other</key><string>Select</string></dict></dict>")
        let greeting = try Self.translation(text, .stringsdict, key: "greeting", locale: "en")
        let en = try LocaleIdentifier("en")
        func width(_ w: Int?) -> String {
            TranslationFormatter.format(greeting, arguments: [], context: ResolutionContext(language: en, width: w)).text
        }
        #expect(width(2) == "Hi")
        #expect(width(52) == "Hello")
        #expect(width(0) == "Hi")
        #expect(width(nil) == "Greetings")
        let tap = try Self.translation(text, .stringsdict, key: "tap", locale: "en")
        func device(_ d: DeviceClass?) -> String {
            TranslationFormatter.format(tap, arguments: [], context: ResolutionContext(language: en, device: d)).text
        }
        #expect(device(.mac) == "Click")
        #expect(device(.iphone) == "Tap")
        #expect(device(.applewatch) == "Select")
    }

    @Test func gettextFormsFollowPluralForms() throws {
        let text = """
            msgid ""
            msgstr ""
            "Language: ru\\n"
            "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

            #, c-format
            msgid "%d file"
            msgid_plural "%d files"
            msgstr[0] "%d файл"
            msgstr[1] "%d файла"
            msgstr[2] "%d файлов"

            """
        let file = CatalogReader.read(Array(text.utf8), path: "ru.po", format: .po)
        let translation = try #require(file.entries.first?.localizations["ru"])
        let forms = try PluralForms.parse(try #require(file.headerValue("Plural-Forms"))).get()
        let context = ResolutionContext(language: try LocaleIdentifier("ru"))
        let expected: [Int64: String] = [0: "0 файлов", 1: "1 файл", 3: "3 файла", 11: "11 файлов", 21: "21 файл", 104: "104 файла"]
        for (n, value) in expected {
            #expect(TranslationFormatter.format(translation, arguments: [.int(n)], context: context, pluralForms: forms).text == value)
        }
        // Without the header, gettext's default n != 1 picks msgstr[1] for 5.
        #expect(TranslationFormatter.format(translation, arguments: [.int(5)], context: context, pluralForms: nil).text == "5 файла")
        // A header that cannot evaluate n shows msgstr[0] and says why.
        let broken = try PluralForms.parse("nplurals=3; plural=n/(n-5);").get()
        let result = TranslationFormatter.format(translation, arguments: [.int(5)], context: context, pluralForms: broken)
        #expect(result.text == "5 файл")
        #expect(result.issues.count == 1)
        #expect(result.issues[0].message == "Plural-Forms gives no usable form for n = 5 (the entry has 3); showing msgstr[0]")
        // Doubles beyond what C's conversion to unsigned long defines choose msgstr[0] with an issue, never a trap.
        for huge in [-1e19, -9.3e18, 1e300, -.infinity, .nan] {
            let odd = TranslationFormatter.format(translation, arguments: [.double(huge)], context: context, pluralForms: forms)
            #expect(odd.issues.map(\.id).first == "formatting.missing-argument", "\(huge)")
        }
    }
}
