import Testing
@testable import LocalizationCatalog

/// Well-formed files: Apple's documented shapes map to the model with their locations.
@Suite struct StringsDictReaderTests {
    /// Apple, "Localizing strings that contain plurals": `%d home(s) found`.
    @Test func applesDocumentedExample() throws {
        let file = SD.read(SD.header + """
            <dict>
              <key>%d home(s) found</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@homes@</string>
                <key>homes</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key>
                  <string>d</string>
                  <key>zero</key>
                  <string>No homes found</string>
                  <key>one</key>
                  <string>%d home found</string>
                  <key>other</key>
                  <string>%d homes found</string>
                </dict>
              </dict>
            </dict>
            </plist>
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.table == "Localizable")
        #expect(file.locale == "en")
        #expect(file.format == .stringsdict)
        #expect(file.encoding == .utf8)
        #expect(file.entries.count == 1)
        let entry = try #require(file.entries.first)
        #expect(entry.key == "%d home(s) found")
        #expect(entry.location == SourceLocation(file: "en.lproj/Localizable.stringsdict", line: 5, column: 3))
        let t = try #require(entry.localizations["en"])
        #expect(t.location?.line == 6)
        #expect(t.location?.column == 3)
        #expect(SD.text(t.value) == "%#@homes@")
        #expect(t.value.location?.line == 8)
        #expect(t.value.location?.column == 5)
        #expect(t.substitutions.count == 1)
        let homes = t.substitutions[0]
        #expect(homes.name == "homes")
        #expect(homes.ruleType == "NSStringPluralRuleType")
        #expect(homes.formatSpecifier == "d")
        #expect(homes.argumentNumber == nil)
        #expect(homes.location?.line == 9)
        #expect(homes.value.location?.line == 10)
        guard case .plural(let variants) = homes.value.content else { Issue.record("not plural"); return }
        #expect(variants.map(\.category) == [.zero, .one, .other])
        #expect(variants.map { SD.text($0.value) } == ["No homes found", "%d home found", "%d homes found"])
        #expect(variants.map { $0.value.location?.line } == [16, 18, 20])
        #expect(variants[2].value.location?.column == 7)
    }

    @Test func positionalTokensAndSeveralVariables() throws {
        let file = SD.read(SD.header + """
            <dict>
            <key>geese</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%1$@: %3$#@geese@ landed on %2$#@fields@</string>
            <key>fields</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>one</key><string>%2$ld field</string>
            <key>other</key><string>%2$ld fields</string>
            </dict>
            <key>geese</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>other</key><string>%3$d geese</string>
            <key>one</key><string>a goose</string>
            <key>few</key><string>%3$d geese (few)</string>
            </dict>
            </dict>
            </dict>
            </plist>
            """)
        #expect(file.diagnostics.isEmpty)
        let t = try #require(file.entries.first?.localizations["en"])
        #expect(SD.text(t.value) == "%1$@: %3$#@geese@ landed on %2$#@fields@")
        #expect(t.substitutions.map(\.name) == ["fields", "geese"])
        #expect(t.substitutions.map(\.argumentNumber) == [2, 3])
        #expect(t.substitutions.map(\.formatSpecifier) == ["ld", "d"])
        #expect(SD.plural(t.substitutions[0].value) == [.one: "%2$ld field", .other: "%2$ld fields"])
        // File order is kept.
        guard case .plural(let geese) = t.substitutions[1].value.content else { Issue.record("not plural"); return }
        #expect(geese.map(\.category) == [.other, .one, .few])
    }

    @Test func tokenScannerForms() {
        let tokens = FormatVariableToken.scan("100%% %#@a@ %2$#@b@ %1#@c@ %d %@ %#@@ %#@unterminated")
        #expect(tokens.map(\.name) == ["a", "b", "c"])
        #expect(tokens.map(\.argumentNumber) == [nil, 2, nil])
        #expect(tokens.map(\.offset) == [6, 12, 20])
    }

    /// Apple, "Creating width and device variants of strings".
    @Test func widthRuleSortedByNumericWidth() throws {
        let file = SD.read(SD.header + """
            <dict>
              <key>Welcome</key>
              <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                  <key>53</key><string>Greetings and Salutations</string>
                  <key>1</key><string>Hi</string>
                  <key>22</key><string>Hello</string>
                </dict>
              </dict>
            </dict>
            </plist>
            """)
        #expect(file.diagnostics.isEmpty)
        let t = try #require(file.entries.first?.localizations["en"])
        guard case .width(let variants) = t.value.content else { Issue.record("not width"); return }
        #expect(variants.map(\.width) == [1, 22, 53])
        #expect(variants.map { SD.text($0.value) } == ["Hi", "Hello", "Greetings and Salutations"])
        #expect(variants.map { $0.value.location?.line } == [10, 11, 9])
        #expect(t.value.location?.line == 8)
    }

    @Test func deviceRule() throws {
        let file = SD.read(SD.header + """
            <dict>
              <key>Tap</key>
              <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                  <key>iphone</key><string>Tap here</string>
                  <key>mac</key><string>Click here</string>
                  <key>appletv</key><string>Press here</string>
                  <key>other</key><string>Select here</string>
                </dict>
              </dict>
            </dict>
            </plist>
            """)
        #expect(file.diagnostics.isEmpty)
        let t = try #require(file.entries.first?.localizations["en"])
        guard case .device(let variants) = t.value.content else { Issue.record("not device"); return }
        #expect(variants.map(\.device) == [.iphone, .mac, .appletv, .other])
        #expect(variants.map { SD.text($0.value) } == ["Tap here", "Click here", "Press here", "Select here"])
        #expect(variants[1].value.location == SourceLocation(file: "en.lproj/Localizable.stringsdict", line: 10, column: 21))
    }

    @Test func deviceVariantWithNestedPluralRule() throws {
        let file = SD.read(SD.header + """
            <dict><key>k</key><dict>
            <key>NSStringDeviceSpecificRuleType</key><dict>
              <key>mac</key><string>Files</string>
              <key>iphone</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%d file</string>
                  <key>other</key><string>%d files</string>
                </dict>
              </dict>
            </dict>
            </dict></dict></plist>
            """)
        #expect(file.diagnostics.isEmpty)
        let t = try #require(file.entries.first?.localizations["en"])
        guard case .device(let variants) = t.value.content else { Issue.record("not device"); return }
        #expect(variants.map { SD.text($0.value) } == ["Files", "%#@n@"])
        #expect(t.substitutions.map(\.name) == ["n"])
        #expect(SD.plural(t.substitutions[0].value) == [.one: "%d file", .other: "%d files"])
    }

    @Test func entitiesCDATACharacterReferencesAndComments() throws {
        let file = SD.read(SD.header + """
            <!-- a comment -->
            <dict>
              <key>a &amp; b &lt;&gt; &quot;&apos; &#233;&#xE9;</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string><![CDATA[<b>%#@n@</b>]]> &#x1F600;</string>
                <key>n</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>other</key><string></string>
                </dict>
              </dict>
            </dict>
            </plist>
            """)
        #expect(file.diagnostics.isEmpty)
        let entry = try #require(file.entries.first)
        #expect(entry.key == "a & b <> \"' éé")
        #expect(SD.text(try #require(entry.localizations["en"]).value) == "<b>%#@n@</b> 😀")
        #expect(SD.plural(entry.localizations["en"]!.substitutions[0].value) == [.other: ""])
    }

    @Test func utf16WithBOMAndTableOverride() throws {
        let source = SD.header + """
            <dict><key>Größe</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@ — ü</string>
            <key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>other</key><string>%d Stück</string>
            </dict></dict></dict></plist>
            """
        for encoding in [TextEncoding.utf16LittleEndian(byteOrderMark: true), .utf16BigEndian(byteOrderMark: true)] {
            let bytes = encoding.encode(Array(source.utf8))
            let file = StringsDictReader.read(
                bytes, path: "de.lproj/Localizable.stringsdict", options: ReadOptions(locale: "de", table: "Main"))
            #expect(file.diagnostics.isEmpty)
            #expect(file.encoding == encoding)
            #expect(file.byteCount == bytes.count)
            #expect(file.table == "Main")
            let entry = try #require(file.entries.first)
            #expect(entry.key == "Größe")
            #expect(entry.location.line == 4)
            #expect(SD.text(try #require(entry.localizations["de"]).value) == "%#@n@ — ü")
            #expect(SD.plural(entry.localizations["de"]!.substitutions[0].value) == [.other: "%d Stück"])
        }
    }

    @Test func catalogReaderDispatchesToTheReader() {
        let bytes = Array((SD.header + "<dict/></plist>").utf8)
        let file = CatalogReader.read(bytes, path: "x/fr.lproj/Errors.stringsdict", format: .stringsdict)
        #expect(file.table == "Errors")
        #expect(file.entries.isEmpty)
        #expect(file.diagnostics.isEmpty)
        #expect(file.byteCount == bytes.count)
    }
}
