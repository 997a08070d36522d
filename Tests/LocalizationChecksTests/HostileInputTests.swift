import Dialogs
import Foundation
@testable import LocalizationCatalog
import Testing
@testable import LocalizationChecks

/// The shapes that once stalled a lint for seconds to minutes, kept small here: the answer they
/// must give (capped findings, positions still right on one long line, every entry read). Their
/// growth with size is measured by `bench/run`, not timed here.
@Suite struct HostileInputTests {
    static func lint(_ files: [String: String]) throws -> [Diagnostic] {
        let root = try LinterTests.tree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        return Array(Linter.run([root.path]).diagnostics)
    }

    /// Cause 1: a translation with 500 `%@` its key lacks gives ten findings, the last saying
    /// how many were left out, in `.strings` and in a String Catalog alike.
    @Test func strayDirectivesAreCappedPerString() throws {
        let stray = String(repeating: "%@", count: 500)
        let strings = try Self.lint([
            "en.lproj/L.strings": "\"key\" = \"key\";\n",
            "de.lproj/L.strings": "\"key\" = \"\(stray)\";\n",
        ]).filter { $0.rule == "format.extra-argument" }
        #expect(strings.count == FindingCap.formatFindingsPerString)
        #expect(strings.last?.message.hasSuffix("(and 490 more format findings in this string, not listed)") == true)
        // The tenth is placed at the tenth directive: column 10 + 2·9 on line 1.
        #expect(strings.last?.location.line == 1)
        #expect(strings.last?.location.column == 28)

        let catalog = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(stray)\"}}}}},\"version\":\"1.0\"}"
        let xcstrings = try Self.lint(["L.xcstrings": catalog]).filter { $0.rule == "format.extra-argument" }
        #expect(xcstrings.count == FindingCap.formatFindingsPerString)
        #expect(xcstrings.last?.message.contains("and 490 more") == true)
    }

    /// Cause 6: the same in a `c-format` `.po` entry.
    @Test func strayDirectivesInGettextAreCappedPerString() throws {
        let po = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#, c-format\nmsgid \"a\"\nmsgstr \""
            + String(repeating: "%s", count: 300) + "\"\n"
        let found = try Self.lint(["de.po": po]).filter { $0.rule == "format.extra-argument" }
        #expect(found.count == FindingCap.formatFindingsPerString)
        #expect(found.last?.message.hasSuffix("(and 290 more format findings in this string, not listed)") == true)
        #expect(found.first?.location.line == 7)
    }

    /// A string with more directives than the checks read (`checkedDirectiveLimit`, 500) is
    /// reported once, at the first directive left out; its first 500 are compared as before.
    @Test func directivesPastTheLimitAreReportedOnceAndNotCompared() throws {
        let limit = 500  // FormatStringParser.checkedDirectiveLimit
        let po = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#, c-format\nmsgid \"a\"\nmsgstr \""
            + String(repeating: "%s", count: limit + 1) + "\"\n"
        let found = try Self.lint(["de.po": po])
        let capped = found.filter { $0.rule == "format.too-many-directives" }
        #expect(capped.count == 1)
        #expect(capped.first?.severity == .warning)
        // `msgstr "` is 8 characters: directive 501 starts at byte 1,000 of the value.
        #expect(capped.first?.location.line == 7)
        #expect(capped.first?.location.column == 9 + 2 * limit)
        #expect(capped.first?.message.contains("from character \(1 + 2 * limit) on are not compared") == true)
        let extra = found.filter { $0.rule == "format.extra-argument" }
        #expect(extra.count == FindingCap.formatFindingsPerString)
        #expect(extra.last?.message.hasSuffix("(and \(limit - 10) more format findings in this string, not listed)") == true)

        let strings = try Self.lint([
            "en.lproj/L.strings": "\"key\" = \"key\";\n",
            "de.lproj/L.strings": "\"key\" = \"" + String(repeating: "%@", count: limit + 1) + "\";\n",
        ])
        let cappedStrings = strings.filter { $0.rule == "format.too-many-directives" }
        #expect(cappedStrings.count == 1)
        #expect(cappedStrings.first?.location.line == 1)
        #expect(cappedStrings.first?.location.column == 10 + 2 * limit)
    }

    /// Cause 5: invalid bytes are listed up to twenty a file, the last one counting the rest;
    /// the entry is still read, with U+FFFD for each byte.
    @Test func invalidBytesAreCappedPerFile() {
        let bytes = Array("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"a\"\nmsgstr \"".utf8)
            + [UInt8](repeating: 0xFF, count: 1_000) + Array("\"\n".utf8)
        let file = POReader.read(bytes, path: "bad.po", options: ReadOptions(locale: "de"))
        let invalid = file.diagnostics.filter { $0.rule == "po.invalid-multibyte-sequence" }
        #expect(invalid.count == POInvalidBytes.listed)
        #expect(invalid.last?.message.hasSuffix("(and 980 more in this file, not listed)") == true)
        #expect(invalid.last?.location == SourceLocation(file: "bad.po", line: 6, column: 28))
        #expect(file.entries.first?.localizations["de"]?.value.strings == [String(repeating: "\u{FFFD}", count: 1_000)])
    }

    /// Cause 2: a minified String Catalog reads every key, and a finding on its one line has the
    /// column of its character (counted in characters, past multibyte text).
    @Test func minifiedStringCatalogReadsEveryKeyWithColumns() {
        let keys = (0..<400).map { "\"clé \($0)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Wert\"}}}}" }
        let text = "{\"sourceLanguage\":\"en\",\"strings\":{" + keys.joined(separator: ",") + ",\"x\":{\"bogus\":1}},\"version\":\"1.0\"}"
        let file = XCStringsReader.read(Array(text.utf8), path: "L.xcstrings")
        #expect(file.entries.count == 401)
        let unknown = file.diagnostics.filter { $0.rule == "xcstrings.unknown-member" }
        #expect(unknown.count == 1)
        let column = text.distance(from: text.startIndex, to: text.range(of: "\"bogus\"")!.lowerBound) + 1
        #expect(unknown.first?.location.line == 1)
        #expect(unknown.first?.location.column == column)
    }

    /// Cause 3: a `.stringsdict` on one line reads every entry.
    @Test func oneLineStringsDictReadsEveryEntry() {
        let entry = { (i: Int) in
            "<key>k\(i)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d item</string><key>other</key><string>%d items</string></dict></dict>"
        }
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>" + (0..<300).map(entry).joined() + "</dict></plist>"
        let file = StringsDictReader.read(Array(text.utf8), path: "L.stringsdict")
        #expect(file.entries.count == 300)
        #expect(file.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    /// Cause 4: a dialog manifest on one line reads every dialog, and an error near its end is
    /// placed at its column.
    @Test func oneLineDialogManifestReadsEveryDialog() {
        let dialogs = (0..<300).map { "{\"id\":\"d\($0)\",\"kind\":\"alert\",\"title\":{\"key\":\"Title \($0)\"},\"actions\":[{\"label\":{\"key\":\"OK\"}}]}" }
        let text = "{\"dialogs\":[" + dialogs.joined(separator: ",") + ",{\"id\":\"bad\",\"kind\":\"sheet\",\"title\":{\"key\":\"T\"},\"actions\":[]}]}"
        let manifest = DialogManifest.parse(Array(text.utf8), path: "dialogs.json")
        #expect(manifest.dialogs.count == 300)
        let errors = manifest.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        let column = text.distance(from: text.startIndex, to: text.range(of: "\"sheet\"")!.lowerBound) + 1
        #expect(errors.first?.location.line == 1)
        #expect(errors.first?.location.column == column)
    }

    /// Many substitutions in one String Catalog entry (the key as long as its 300 tokens): each
    /// token whose `argNum` contradicts its position is one finding, ten listed; every location
    /// under the entry still carries its whole JSON pointer, key included.
    @Test func manySubstitutionsInOneEntryAreCappedAndKeepTheirPointers() {
        let count = 300
        let value = (0..<count).map { "%\($0 + 1)$#@s\($0)@" }.joined(separator: " ")
        let substitutions = (0..<count).map { i in
            "\"s\(i)\":{\"argNum\":\(i + 2),\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"one\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%arg Sache\"}},\"other\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%arg Sachen\"}}}}}"
        }
        let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"\(value)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"},\"substitutions\":{"
            + substitutions.joined(separator: ",") + "}}}}},\"version\":\"1.0\"}"
        let file = XCStringsReader.read(Array(text.utf8), path: "L.xcstrings")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let translation = file.entries.first?.localizations["de"]
        #expect(translation?.substitutions.count == count)
        let last = translation?.substitutions.last
        #expect(last?.argumentNumberLocation?.jsonPointer == "/strings/\(value)/localizations/de/substitutions/s\(count - 1)/argNum")

        let found = VariableBinding.check(translation!, catalog: true, fallback: file.entries[0].location)
        #expect(found.count == FindingCap.formatFindingsPerString)
        #expect(found.allSatisfy { $0.rule == "format.variable-binding" })
        #expect(found.last?.message.hasSuffix("(and \(count - 10) more format findings in this string, not listed)") == true)
    }
}
