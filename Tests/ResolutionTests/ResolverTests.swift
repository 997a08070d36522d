import Foundation
import Internationalization
import LocalizationCatalog
import Resolution
import Testing

/// The behaviours of apple-semantics.md §8 that the resolver owns, one test each.
@Suite struct ResolverTests {
    static func bundle(_ files: [String: String], developmentLanguage: String? = nil) throws -> (LocalizationBundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        return (LocalizationBundle(path: root.path, developmentLanguage: developmentLanguage), root)
    }

    static func environment(_ bundle: LocalizationBundle, preferred: [String] = [], locale: String? = nil) -> LocalizationEnvironment {
        LocalizationEnvironment(bundle: bundle, preferredLanguages: preferred, locale: locale.map { try! LocaleIdentifier($0) })
    }

    /// 1: an interpolated Int gives %lld; % in literals is doubled.
    @Test func interpolatedIntegersAndPercentSigns() {
        let key: LocalizedStringKey = "\(5) of 10%"
        #expect(key.key == "%lld of 10%%")
        #expect(key.arguments == [.value(.int(5))])
        #expect(key.hasFormatting)
    }

    /// 2: the specifier of each interpolated type.
    @Test func specifierTable() {
        let key: LocalizedStringKey = "\(Int32(1)) \(UInt(2)) \(UInt8(3)) \(Float(1)) \(2.0) \("s") \(Text("t"))"
        #expect(key.key == "%d %llu %u %f %lf %@ %@")
        let more: LocalizedStringKey = "\(Int8(1))\(Int16(2))\(Int64(3))\(UInt16(4))\(UInt32(5))\(UInt64(6))\(7)"
        #expect(more.key == "%d%d%lld%u%u%llu%lld")
    }

    /// 3: `specifier:` is used verbatim.
    @Test func specifierIsVerbatim() throws {
        let key: LocalizedStringKey = "\(3.14159, specifier: "%.2f")"
        #expect(key.key == "%.2f")
        let (bundle, root) = try Self.bundle(["en.lproj/Other.strings": "\"x\" = \"y\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Resolver.resolve(Text(key), in: Self.environment(bundle, preferred: ["en"])).text == "3.14")
    }

    /// 4: a literal key without interpolation is not formatted.
    @Test func literalKeysAreNotFormatted() throws {
        let (bundle, root) = try Self.bundle(["en.lproj/Other.strings": "\"x\" = \"y\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = Resolver.resolve(Text("100%"), in: Self.environment(bundle, preferred: ["en"]))
        #expect(result.text == "100%")
        #expect(result.issues.map(\.id) == ["resolution.missing-key"])
    }

    /// 5: interpolated numbers use the environment locale.
    @Test func numbersUseTheEnvironmentLocale() throws {
        let (bundle, root) = try Self.bundle(["en.lproj/Other.strings": "\"x\" = \"y\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Resolver.resolve(Text("\(1_234_567) items"), in: Self.environment(bundle, locale: "en_US")).text == "1,234,567 items")
        #expect(Resolver.resolve(Text("\(1_234_567) items"), in: Self.environment(bundle, locale: "de_DE")).text == "1.234.567 items")
        #expect(Resolver.resolve(Text("\(3.5)"), in: Self.environment(bundle, locale: "en_US")).text == "3.500000")
    }

    /// 6: a missing key shows the key, not the development language's value.
    @Test func noPerKeyFallback() throws {
        let (bundle, root) = try Self.bundle([
            "en.lproj/Localizable.strings": "\"Save\" = \"Save it\";\n\"Open\" = \"Open\";\n",
            "fr.lproj/Localizable.strings": "\"Open\" = \"Ouvrir\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var environment = Self.environment(bundle, preferred: ["fr"])
        #expect(Resolver.string(localized: "Open", in: environment).text == "Ouvrir")
        let missing = Resolver.string(localized: "Save", in: environment)
        #expect(missing.text == "Save")
        #expect(missing.localization == nil)
        #expect(missing.issues.map(\.id) == ["resolution.missing-key"])
        let withDefault = Resolver.string(localized: "Save", defaultValue: "Save now", in: environment)
        #expect(withDefault.text == "Save now")
        let emptyDefault = Resolver.string(localized: "Save", defaultValue: "", in: environment)
        #expect(emptyDefault.text == "Save")
        environment.perKeyFallback = true
        let fallback = Resolver.string(localized: "Save", in: environment)
        #expect(fallback.text == "Save it")
        #expect(fallback.localization == "en")
        #expect(fallback.issues.map(\.id) == ["resolution.development-language-fallback"])
        environment.perKeyFallback = false
        environment.showsNonLocalizedStrings = true
        #expect(Resolver.string(localized: "Save", in: environment).text == "SAVE")
    }

    /// 7: verbatim texts skip the lookup.
    @Test func verbatimSkipsLookup() throws {
        let (bundle, root) = try Self.bundle(["en.lproj/Localizable.strings": "\"**Hi**\" = \"X\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(bundle, preferred: ["en"])
        #expect(Resolver.resolve(Text(verbatim: "**Hi**"), in: environment).text == "**Hi**")
        let stored = "**Hi**"
        #expect(Resolver.resolve(Text(stored), in: environment).text == "**Hi**")
        #expect(Resolver.resolve(Text("**Hi**"), in: environment).text == "X")
        #expect(Resolver.resolve(Text(LocalizedStringKey(stored)), in: environment).text == "X")
    }

    /// 10: each table file is located on its own: first language, then Base.lproj, then the rest.
    @Test func tablesAreLocatedFileByFile() throws {
        let (bundle, root) = try Self.bundle([
            "Base.lproj/Localizable.strings": "\"Title\" = \"Base title\";\n",
            "de.lproj/Other.strings": "\"Title\" = \"Anderer Titel\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(bundle, preferred: ["de"])
        let result = Resolver.string(localized: "Title", in: environment)
        #expect(result.text == "Base title")
        #expect(result.localization == "Base")
        #expect(Resolver.string(localized: "Title", table: "Other", in: environment).text == "Anderer Titel")
    }

    /// 11: .strings parsing as CF does it; a syntax error empties the whole table at run time.
    @Test func stringsParsingAndRejectedTables() throws {
        let (bundle, root) = try Self.bundle([
            "en.lproj/Localizable.strings": "\"a\" = \"1\"; \"a\" = \"2\"; short; \"e\" = \"\\U00e9\\u00e9\\101\";\n",
            "en.lproj/Broken.strings": "\"a\" = \"1\"\n\"b\" = \"2\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(bundle, preferred: ["en"])
        #expect(Resolver.string(localized: "a", in: environment).text == "2")
        #expect(Resolver.string(localized: "short", in: environment).text == "short")
        #expect(Resolver.string(localized: "e", in: environment).text == "éu00e9A")
        #expect(Resolver.string(localized: "b", table: "Broken", in: environment).text == "b")
        #expect(Resolver.string(localized: "b", table: "Broken", in: environment).issues.map(\.id) == ["resolution.missing-key"])
    }

    /// 12 and 13: .stringsdict over .strings, plurals with the zero rule, through the bundle.
    @Test func stringsdictOverridesStrings() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>from stringsdict</string></dict>
            <key>%lld items</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>zero</key><string>None</string><key>one</key><string>%lld item</string><key>other</key><string>%lld items</string>
            </dict></dict>
            </dict></plist>
            """
        let (bundle, root) = try Self.bundle([
            "en.lproj/Localizable.strings": "\"k\" = \"from strings\";\n\"only\" = \"strings only\";\n",
            "en.lproj/Localizable.stringsdict": plist,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(bundle, preferred: ["en"], locale: "en_US")
        #expect(Resolver.string(localized: "k", in: environment).text == "from stringsdict")
        #expect(Resolver.string(localized: "only", in: environment).text == "strings only")
        #expect(Resolver.resolve(Text("\(0) items"), in: environment).text == "None")
        #expect(Resolver.resolve(Text("\(1) items"), in: environment).text == "1 item")
        #expect(Resolver.resolve(Text("\(1234) items"), in: environment).text == "1,234 items")
    }

    /// A String Catalog unit in state `new` is not compiled into the app: the key shows.
    @Test func newCatalogUnitsAreIgnored() throws {
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "Hello" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "new", "value" : "Hallo" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } },
              "Only key" : { }
            } }
            """
        let (bundle, root) = try Self.bundle(["Localizable.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Resolver.string(localized: "Hello", in: Self.environment(bundle, preferred: ["fr"])).text == "Bonjour")
        let german = Resolver.string(localized: "Hello", in: Self.environment(bundle, preferred: ["de"]))
        #expect(german.text == "Hello")
        #expect(german.issues.map(\.id) == ["resolution.missing-key"])
        let source = Resolver.string(localized: "Only key", in: Self.environment(bundle, preferred: ["en"]))
        #expect(source.text == "Only key")
        #expect(source.issues.isEmpty)
    }

    /// A resource's locale chooses the localization; String(localized:)'s locale only formats.
    @Test func resourceLocaleChoosesTheLocalization() throws {
        let (bundle, root) = try Self.bundle([
            "en.lproj/Localizable.strings": "\"%lld files\" = \"%lld files\";\n",
            "de.lproj/Localizable.strings": "\"%lld files\" = \"%lld Dateien\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(bundle, preferred: ["en"])
        let german = try LocaleIdentifier("de_DE")
        #expect(Resolver.string(localized: "\(1234) files", locale: german, in: environment).text == "1.234 files")
        let resource = LocalizedStringResource("\(1234) files", locale: "de_DE")
        #expect(Resolver.string(localized: resource, in: environment).text == "1.234 Dateien")
        #expect(Resolver.resolve(Text(resource), in: environment).text == "1.234 Dateien")
    }

    @Test func nestedTextsConcatenationAndIsolation() throws {
        let (bundle, root) = try Self.bundle([
            "he.lproj/Localizable.strings": "\"Delete %@?\" = \"למחוק את %@?\";\n\"Report\" = \"דוח\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var environment = Self.environment(bundle, preferred: ["he"])
        let text = Text("Delete \(Text("Report"))?") + Text(verbatim: "!")
        #expect(Resolver.resolve(text, in: environment).text == "למחוק את דוח?!")
        #expect(Resolver.resolve(text, in: environment).direction == .rightToLeft)
        #expect(Resolver.resolve(Text(verbatim: "123"), in: environment).direction == .neutral)
        environment.isolatesArguments = true
        #expect(Resolver.resolve(Text("Delete \("Q3.pdf")?"), in: environment).text == "למחוק את \u{2068}Q3.pdf\u{2069}?")
    }

    /// 8: inline Markdown only, parsed on the localized format before the arguments go in.
    @Test func markdownIsParsedOnTheLocalizedFormat() throws {
        let (bundle, root) = try Self.bundle([
            "de.lproj/Localizable.strings": "\"Delete **%@**?\" = \"**%@** löschen?\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(bundle, preferred: ["de"])
        let styled = Resolver.resolve(Text("Hello **bold** _it_ `c` ~~s~~ [l](https://a)"), in: environment)
        #expect(styled.styled.runs == [
            StyledRun("Hello "), StyledRun("bold", bold: true), StyledRun(" "), StyledRun("it", italic: true), StyledRun(" "),
            StyledRun("c", monospaced: true), StyledRun(" "), StyledRun("s", strikethrough: true), StyledRun(" "),
            StyledRun("l", link: "https://a"),
        ])
        #expect(styled.text == "Hello bold it c s l")
        #expect(Resolver.resolve(Text("# T"), in: environment).styled.runs == [StyledRun("# T")])
        // The translation's Markdown styles the argument's place; the argument's asterisks stay.
        let delete = Resolver.resolve(Text("Delete **\("a*b*c")**?"), in: environment)
        #expect(delete.styled.runs == [StyledRun("a*b*c", bold: true), StyledRun(" löschen?")])
        #expect(delete.text == "a*b*c löschen?")
        // String(localized:) has no Markdown.
        #expect(Resolver.string(localized: "**x**", in: environment).text == "**x**")
        // Verbatim: no Markdown either.
        #expect(Resolver.resolve(Text(verbatim: "**x**"), in: environment).styled.runs == [StyledRun("**x**")])
    }

    @Test func modifiersStyleEveryRun() throws {
        let (bundle, root) = try Self.bundle(["en.lproj/Other.strings": "\"x\" = \"y\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(bundle, preferred: ["en"])
        let text = Text("Save").bold() + Text(verbatim: " now").italic().foregroundColor("red")
        #expect(Resolver.resolve(text, in: environment).styled.runs == [
            StyledRun("Save", bold: true), StyledRun(" now", italic: true, foregroundColor: "red"),
        ])
        #expect(Resolver.resolve(text, in: environment).text == "Save now")
    }

    @Test func missesExplainThemselves() throws {
        let (bundle, root) = try Self.bundle([
            "de.lproj/Localizable.strings": "\"a\" = \"DE-A\";\n\"b\" = \"x\"\n",
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(bundle, preferred: ["de"])
        let dropped = Resolver.string(localized: "a", in: environment)
        #expect(dropped.text == "a")
        #expect(dropped.issues.map(\.message) == ["\(root.path)/de.lproj/Localizable.strings has a syntax error, so Apple's loader drops the whole table and 'a' shows as its key"])
        let noTable = Resolver.string(localized: "a", table: "Other", in: environment)
        #expect(noTable.issues.map(\.message) == ["there is no table 'Other' (tables: Localizable); showing the key"])
        let withDefault = Resolver.string(localized: "zz", defaultValue: "Zed", in: Self.environment(bundle, preferred: ["en"]))
        #expect(withDefault.issues.map(\.message) == ["'zz' is not in table 'Localizable' for en; showing the default value"])
    }

    /// Apple lists a bundle's .lproj folders (and String Catalog languages), not gettext locales;
    /// a String Catalog compiles into each language's folder, so it is located with .strings.
    @Test func appleTablesAreLocatedAsCFLocatesThem() throws {
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "Hello" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } } } }
            """
        let (bundle, root) = try Self.bundle([
            "de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n\"Cancel\" = \"Abbrechen\";\n",
            "Localizable.xcstrings": catalog,
            "po/sv.po": "msgid \"\"\nmsgstr \"Language: sv\\n\"\n\nmsgid \"Cancel\"\nmsgstr \"Avbryt\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(!bundle.localizations.contains("sv"))
        #expect(Resolver.string(localized: "Hello", in: Self.environment(bundle, preferred: ["de"])).text == "Hallo")
        #expect(Resolver.string(localized: "Hello", in: Self.environment(bundle, preferred: ["fr"])).text == "Bonjour")
        #expect(Resolver.string(localized: "Cancel", in: Self.environment(bundle, preferred: ["sv", "de"])).text == "Abbrechen")
    }

    /// ngettext shows msgid_plural for n ≠ 1 when no translation exists.
    @Test func gettextMissesShowThePluralMsgid() throws {
        let (bundle, root) = try Self.bundle([
            "po/app.pot": "msgid \"\"\nmsgstr \"\"\n\nmsgid \"Delete %d file?\"\nmsgid_plural \"Delete %d files?\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n",
            "po/de.po": "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"x\"\nmsgstr \"y\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(bundle, preferred: ["de"])
        func text(_ n: Int64) -> String {
            Resolver.string(localized: LocalizedStringKey(key: "Delete %d file?", arguments: [.int(n)]), table: "app", in: environment).text
        }
        #expect(text(1) == "Delete 1 file?")
        #expect(text(2) == "Delete 2 files?")
        #expect(text(0) == "Delete 0 files?")
    }

    /// pgettext: (msgctxt, msgid) is the key; an entry without the context, or with another, is
    /// not a match, and a lookup without a context does not take an entry that has one.
    @Test func gettextContextsAreLookedUpAsPgettextDoes() throws {
        let (bundle, root) = try Self.bundle([
            "de/LC_MESSAGES/app.po": """
                msgid ""
                msgstr "Language: de\\n"

                msgctxt "month"
                msgid "May"
                msgstr "Mai"

                msgctxt "verb"
                msgid "May"
                msgstr "Darf"

                msgid "Open"
                msgstr "Öffnen"

                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(bundle, preferred: ["de"])
        func resolve(_ key: String, _ context: String?) -> ResolvedString {
            Resolver.string(localized: LocalizedStringKey(key), table: "app", context: context, in: environment)
        }
        #expect(resolve("May", "month").text == "Mai")
        #expect(resolve("May", "verb").text == "Darf")
        // No entry "May" without a context; none "Open" with one: each shows its msgid.
        #expect(resolve("May", nil).text == "May")
        #expect(resolve("May", nil).issues.map(\.id) == ["resolution.missing-key"])
        let unknown = resolve("Open", "menu")
        #expect(unknown.text == "Open")
        #expect(unknown.issues.map(\.message) == ["'menu' 'Open' (msgctxt, msgid) is not in table 'app' for de; showing the key"])
        #expect(resolve("Open", nil).text == "Öffnen")
    }
}
