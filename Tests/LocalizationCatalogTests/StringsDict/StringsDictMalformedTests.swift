import Foundation
import Testing
@testable import LocalizationCatalog

/// Malformed and hostile files: each finding's rule and line:column, and what is still read.
@Suite struct StringsDictMalformedTests {
    static let goodRule = """
        <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>other</key><string>%d</string>
        </dict></dict>
        """

    @Test func truncatedFileKeepsCompleteEntries() {
        let file = SD.read(SD.header + """
            <dict>
            <key>a</key>
            \(Self.goodRule)
            <key>b</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>trunc
            """)
        #expect(file.entries.map(\.key) == ["a"])
        // Line 4 <dict>, 5 key a, 6–12 the rule, 13 key b, 14 <dict>, 15 the cut line (50 characters).
        #expect(SD.findings(file) == ["plist.truncated:15:51"])
        #expect(file.diagnostics[0].severity == .error)
    }

    @Test func truncatedInsideATag() {
        let file = SD.read(SD.header + "<dict>\n<key>a</key>\n" + Self.goodRule + "\n<key>b</key><stri")
        #expect(file.entries.map(\.key) == ["a"])
        #expect(SD.findings(file) == ["plist.truncated:13:18"])
    }

    @Test func everyPrefixOfAValidFileIsReadWithoutCrashing() {
        let full = Array((SD.header + "<dict>\n<key>a</key>\n" + Self.goodRule + "\n<key>b</key>\n" + Self.goodRule + "\n</dict>\n</plist>\n").utf8)
        let complete = StringsDictReader.read(full, path: "p.stringsdict", options: ReadOptions())
        #expect(complete.diagnostics.isEmpty)
        #expect(complete.entries.map(\.key) == ["a", "b"])
        for cut in 0..<full.count {
            let file = StringsDictReader.read(Array(full[..<cut]), path: "p.stringsdict", options: ReadOptions())
            #expect(file.entries.count <= 2)
            // Entries read from a prefix are exactly the complete ones, unchanged.
            for entry in file.entries {
                #expect(entry.localizations == complete.entries.first { $0.key == entry.key }?.localizations)
            }
        }
    }

    @Test func randomByteDamageNeverCrashes() {
        let full = Array((SD.header + "<dict>\n<key>a &amp; b</key>\n" + Self.goodRule + "\n</dict>\n</plist>\n").utf8)
        var generator = SplitMix(seed: 42)
        let alphabet = Array("<>/&;#x![]-?\"'= \nabcdCDATA".utf8) + [0x00, 0xFF, 0xC3]
        for _ in 0..<2000 {
            var bytes = full
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            let file = StringsDictReader.read(bytes, path: "p.stringsdict", options: ReadOptions())
            #expect(file.entries.count <= 1)
        }
    }

    @Test func internalSubsetEntityIsRefusedAndNotExpanded() throws {
        let file = SD.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [
              <!ENTITY x "expanded">
            ]>
            <plist version="1.0">
            <dict>
            <key>k</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>&x;</string>
            </dict>
            </dict>
            </plist>
            """)
        #expect(SD.findings(file) == ["plist.entity-declaration:3:3", "plist.unknown-entity:9:46"])
        #expect(file.diagnostics.allSatisfy { $0.severity == .error })
        let t = try #require(file.entries.first?.localizations["en"])
        #expect(SD.text(t.value) == "&x;")
    }

    @Test func billionLaughsIsBounded() throws {
        var doctype = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            doctype += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        doctype += "]>\n"
        let source = doctype + """
            <plist version="1.0"><dict><key>&lol9;</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>&lol9;&lol9;</string>
            </dict></dict></plist>
            """
        let file = SD.read(source)
        let entry = try #require(file.entries.first)
        // Nothing was expanded: the reference stays as written, a few bytes long.
        #expect(entry.key == "&lol9;")
        #expect(SD.text(try #require(entry.localizations["en"]).value) == "&lol9;&lol9;")
        // Ten declarations: five reported one by one, then one summary; three unknown references.
        #expect(file.diagnostics.filter { $0.rule == "plist.entity-declaration" }.count == 6)
        #expect(file.diagnostics.filter { $0.rule == "plist.unknown-entity" }.count == 3)
        #expect(file.diagnostics.first?.location.line == 3)
    }

    @Test func unknownEntityAndBareAmpersandAreKeptLiterally() throws {
        let file = SD.read(SD.header + """
            <dict>
            <key>a&nbsp;b & c</key>
            \(Self.goodRule)
            </dict>
            </plist>
            """)
        #expect(SD.findings(file) == ["plist.unknown-entity:5:7", "plist.malformed:5:15"])
        #expect(file.entries.first?.key == "a&nbsp;b & c")
    }

    @Test func invalidCharacterReference() throws {
        let file = SD.read(SD.header + "<dict>\n<key>&#0;&#xD800;&#1114112;&#x41;</key>\n" + Self.goodRule + "\n</dict></plist>")
        #expect(SD.findings(file) == ["plist.malformed:5:6", "plist.malformed:5:10", "plist.malformed:5:18"])
        #expect(file.entries.first?.key == "&#0;&#xD800;&#1114112;A")
    }

    /// A missing 'other' is judged with the language's plural rules by the linter
    /// (`stringsdict.missing-other`); the reader keeps the entry and reports the rest.
    @Test func missingOtherIsKeptForTheLinter() throws {
        let file = SD.read(SD.header + """
            <dict>
            <key>k</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>one file</string>
            <key>several</key><string>x</string>
            </dict>
            </dict>
            </dict>
            </plist>
            """)
        #expect(SD.findings(file) == ["stringsdict.unknown-plural-category:13:1"])
        #expect(file.diagnostics.map(\.severity) == [.warning])
        let t = try #require(file.entries.first?.localizations["en"])
        #expect(SD.plural(t.substitutions[0].value) == [.one: "one file"])
    }

    @Test func undefinedAndUnusedVariables() throws {
        let file = SD.read(SD.header + """
            <dict>
            <key>k</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>Found %#@files@ in %2$#@folders@</string>
            <key>n</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>other</key><string>%d</string>
            </dict>
            </dict>
            </dict>
            </plist>
            """)
        #expect(SD.findings(file) == [
            "stringsdict.undefined-variable:7:52", "stringsdict.undefined-variable:7:65", "stringsdict.unused-variable:8:1",
        ])
        #expect(file.entries.count == 1)
    }

    @Test func ruleThatIsNotADictionaryIsSkipped() {
        let file = SD.read(SD.header + """
            <dict>
            <key>bad</key>
            <string>oops</string>
            <key>good</key>
            \(Self.goodRule)
            <key>also bad</key>
            <array><string>x</string></array>
            </dict>
            </plist>
            """)
        #expect(file.entries.map(\.key) == ["good"])
        #expect(SD.findings(file) == ["plist.not-a-dictionary:6:1", "plist.not-a-dictionary:16:1"])
    }

    @Test func ruleProblemsAreReportedAndOtherEntriesRead() {
        let file = SD.read(SD.header + """
            <dict>
            <key>no format</key>
            <dict><key>n</key><string>x</string></dict>
            <key>gender</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@g@</string>
            <key>g</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string></dict>
            </dict>
            <key>widths</key>
            <dict><key>NSStringVariableWidthRuleType</key><dict><key>wide</key><string>x</string><key>5</key><string>y</string></dict></dict>
            <key>devices</key>
            <dict><key>NSStringDeviceSpecificRuleType</key><dict><key>toaster</key><string>x</string><key>ipad</key><string>y</string></dict></dict>
            <key>untyped</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@u@</string>
            <key>u</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><integer>3</integer></dict>
            </dict>
            <key>good</key>
            \(Self.goodRule)
            </dict>
            </plist>
            """)
        #expect(file.entries.map(\.key) == ["gender", "widths", "devices", "untyped", "good"])
        #expect(SD.findings(file) == [
            "stringsdict.missing-format-key:6:1",
            "stringsdict.unknown-rule-type:10:13",
            "stringsdict.invalid-width:13:53",
            "stringsdict.unknown-device:15:54",
            "stringsdict.missing-value-type:19:13",
            "stringsdict.not-a-string:19:110",
        ])
    }

    @Test func binaryPropertyList() {
        let bytes = Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x61, 0x51, 0x62]
        let file = StringsDictReader.read(bytes, path: "Localizable.stringsdict", options: ReadOptions())
        #expect(SD.findings(file) == ["plist.binary-unsupported:1:1"])
        #expect(file.diagnostics[0].severity == .error)
        #expect(file.entries.isEmpty)
        #expect(file.byteCount == 15)
    }

    @Test func emptyAndBlankFiles() {
        #expect(SD.findings(SD.read("")) == ["io.empty-file:1:1"])
        #expect(SD.findings(SD.read(" \n\t\n")) == ["io.empty-file:1:1"])
        #expect(SD.read("").entries.isEmpty)
    }

    @Test func declaredLegacyEncodingIsReported() {
        let file = SD.read("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist><dict/></plist>")
        #expect(SD.findings(file) == ["encoding.unsupported:1:1"])
        let utf16 = TextEncoding.utf16LittleEndian(byteOrderMark: true).encode(
            Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><dict/></plist>".utf8))
        #expect(StringsDictReader.read(utf16, path: "a.stringsdict", options: ReadOptions()).diagnostics.isEmpty)
    }

    @Test func topLevelThatIsNotADictionary() {
        let file = SD.read(SD.header + "<array>\n<string>x</string>\n</array>\n</plist>\n")
        #expect(SD.findings(file) == ["plist.not-a-dictionary:4:1"])
    }

    @Test func mismatchedEndTagAndUnknownElement() {
        let file = SD.read(SD.header + """
            <dict>
            <key>a</key>
            <dict><key>NSStringLocalizedFormatKey</key><string>x</dict>
            <key>b</key>
            <bogus/>
            <key>c</key>
            \(Self.goodRule)
            </dict>
            </plist>
            """)
        #expect(file.entries.map(\.key) == ["c"])
        #expect(SD.findings(file) == [
            "stringsdict.missing-format-key:6:1", "plist.malformed:6:53", "plist.unknown-element:8:1",
        ])
    }

    @Test func nestingDepthIsCapped() {
        let deep = String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000)
        let file = SD.read(SD.header + "<dict><key>k</key>" + deep + "<key>ok</key>" + Self.goodRule + "</dict></plist>", depth: 16)
        #expect(SD.findings(file) == ["plist.not-a-dictionary:4:19", "plist.too-deep:4:117"])
        #expect(file.entries.map(\.key) == ["ok"])
    }

    @Test func duplicateKeyLastWins() throws {
        let other = Self.goodRule.replacingOccurrences(of: "<string>%d</string>", with: "<string>second</string>")
        let file = SD.read(SD.header + "<dict>\n<key>k</key>\n" + Self.goodRule + "\n<key>k</key>\n" + other + "\n</dict></plist>")
        #expect(SD.findings(file) == ["plist.duplicate-key:13:1"])
        #expect(file.diagnostics[0].notes.first?.location?.line == 5)
        let t = try #require(file.entries.first?.localizations["en"])
        #expect(file.entries.count == 1)
        #expect(SD.plural(t.substitutions[0].value) == [.other: "second"])
    }

    @Test func otherPlistValuesDecode() throws {
        let source = SD.header + """
            <dict>
            <key>i</key><integer>-42</integer><key>h</key><integer>0x1F</integer>
            <key>r</key><real>2.5</real><key>t</key><true/><key>f</key><false/>
            <key>d</key><date>2024-01-31T12:00:00Z</date><key>b</key><data>aGk=</data>
            <key>bad</key><integer>12a</integer>
            </dict></plist>
            """
        let text = SourceText(path: "x", text: source)
        var xml = XMLTreeReader(text: text, maximumDepth: 8)
        let root = xml.read()
        let tree = try #require(root)
        var decoder = XMLPropertyListDecoder(text: text)
        let decoded = decoder.decodeDocument(tree)
        let value = try #require(decoded)
        let pairs = try #require(value.dictionary)
        #expect(pairs.map(\.key) == ["i", "h", "r", "t", "f", "d", "b"])
        #expect(decoder.diagnostics.map { "\($0.rule):\($0.location.line)" } == ["plist.invalid-value:8"])
        guard case .integer(-42) = pairs[0].value.content, case .integer(31) = pairs[1].value.content,
              case .real(2.5) = pairs[2].value.content, case .boolean(true) = pairs[3].value.content,
              case .boolean(false) = pairs[4].value.content, case .date("2024-01-31T12:00:00Z") = pairs[5].value.content,
              case .data(let bytes) = pairs[6].value.content, bytes == Array("hi".utf8)
        else { Issue.record("unexpected values"); return }
    }
}

/// A small deterministic generator for the damage test.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
