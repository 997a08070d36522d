import Internationalization
import Testing

@Suite struct TextDirectionTests {
    @Test func latinTextIsLeftToRight() {
        #expect(TextDirection(of: "Hello") == .leftToRight)
    }

    @Test func hebrewFirstIsRightToLeft() {
        #expect(TextDirection(of: "שלום world") == .rightToLeft)
    }

    @Test func digitsAreWeakSoArabicDecides() {
        #expect(TextDirection(of: "123 مرحبا") == .rightToLeft)
    }

    @Test func noStrongCharacterIsNeutral() {
        #expect(TextDirection(of: "123") == .neutral)
        #expect(TextDirection(of: "") == .neutral)
        #expect(TextDirection(of: " .,!? 42 ") == .neutral)
    }

    @Test func theFirstStrongCharacterDecidesMixedText() {
        #expect(TextDirection(of: "world שלום") == .leftToRight)
        #expect(TextDirection(of: "(42) Hello مرحبا") == .leftToRight)
        #expect(TextDirection(of: "«مرحبا» Hello") == .rightToLeft)
        #expect(TextDirection(of: "\u{2068}abc\u{2069} שלום") == .rightToLeft)  // an isolate is skipped
    }

    @Test func isolatesWrapArguments() {
        #expect(BidiIsolation.isolate("report.pdf") == "\u{2068}report.pdf\u{2069}")
        #expect(BidiIsolation.isolate("") == "\u{2068}\u{2069}")
        #expect(TextDirection(of: "הקובץ \(BidiIsolation.isolate("report.pdf")) נמחק") == .rightToLeft)
    }
}
