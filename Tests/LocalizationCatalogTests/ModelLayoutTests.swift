import Foundation
import Testing
@testable import LocalizationCatalog

// Swift Testing has a `SourceLocation` of its own.
private typealias SourceLocation = LocalizationCatalog.SourceLocation

/// Every entry holds three locations and three review states: their sizes set the size of every
/// entry's box, so they are held here, with the behaviour the compact forms must keep.
@Suite struct ModelLayoutTests {
    @Test func locationsAndStatesAreCompact() {
        // file (16), line and column (8), the shared pointer (8).
        #expect(MemoryLayout<SourceLocation>.size == 32)
        #expect(MemoryLayout<SourceLocation?>.size == 32)
        #expect(MemoryLayout<TranslationState>.size == 8)
        #expect(MemoryLayout<TranslationState?>.size == 8)
        #expect(MemoryLayout<Translation>.size == 112)
    }

    @Test func pointersBuiltTokenByTokenReadAsTheirTextAndCompareByIt() {
        let entry = JSONPointerChain.root.appending("strings").appending("a/b~c")
        let value = entry.appending("localizations").appending("de")
        #expect(entry.string == "/strings/a~1b~0c")
        #expect(value.string == "/strings/a~1b~0c/localizations/de")
        #expect(JSONPointerChain.root.string == "")
        #expect(JSONPointerChain("/version").appending("x").string == "/version/x")
        let built = SourceLocation(file: "L.xcstrings", line: 3, column: 5, pointer: value)
        let written = SourceLocation(file: "L.xcstrings", line: 3, column: 5, jsonPointer: "/strings/a~1b~0c/localizations/de")
        #expect(built == written)
        #expect(Set([built, written]).count == 1)
        #expect(built.jsonPointer == written.jsonPointer)
        #expect(built != SourceLocation(file: "L.xcstrings", line: 3, column: 5, jsonPointer: "/strings/a~1b~0c"))
        var moved = built
        moved.jsonPointer = nil
        #expect(moved.jsonPointer == nil && moved != built)
    }

    @Test func locationKeepsLinesAndColumnsAndClampsPastThirtyTwoBits() {
        var location = SourceLocation(file: "de.po", line: 120_000, column: 7)
        location.column += 3
        #expect(location.line == 120_000 && location.column == 10)
        #expect(location.description == "de.po:120000:10")
        location.line = Int.max
        #expect(location.line == Int(Int32.max))
    }

    @Test func locationEncodesItsFourMembersByName() throws {
        let location = SourceLocation(file: "Localizable.xcstrings", line: 4, column: 9, jsonPointer: "/strings/Save")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(location), as: UTF8.self)
        #expect(json == #"{"column":9,"file":"Localizable.xcstrings","jsonPointer":"\/strings\/Save","line":4}"#)
        #expect(try JSONDecoder().decode(SourceLocation.self, from: Data(json.utf8)) == location)
        let plain = try encoder.encode(SourceLocation(file: "a.po", line: 1, column: 1))
        #expect(String(decoding: plain, as: UTF8.self) == #"{"column":1,"file":"a.po","line":1}"#)
    }

    @Test func unknownStatesAreKeptAsWritten() {
        let state = TranslationState(rawValue: "signed_off")
        #expect(!state.isKnown)
        #expect(state.rawValue == "signed_off")
        #expect(state == TranslationState(rawValue: "signed_off"))
        #expect(state != TranslationState(rawValue: "reviewed"))
        #expect(TranslationState(rawValue: "needs_review") == .needsReview)
    }
}
