@testable import Internationalization
import Testing

/// Integers written from a locale's digits and grouping (`PlainIntegerFormat`) against ICU's own
/// formatting of the same numbers with the same formatter, in every locale ICU has data for.
@Suite struct PlainIntegerFormatTests {
    /// The numbers compared: every digit count, the grouping boundaries, both signs, both ends of
    /// `Int64`, and a spread of other values (a fixed pseudo-random sequence).
    static let values: [Int64] = {
        var values: [Int64] = [0, 1, 2, 5, 21, 999, 1000, 1234, 12_345, 123_456, 1_234_567, 12_345_678, 987_654_321]
        var power: Int64 = 1
        for _ in 0...18 {
            values += [power - 1, power, power + 1, 2 * power, 5 * power + 7]
            if power <= Int64.max / 10 { power *= 10 }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for shift in 0..<64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Int64(bitPattern: state >> UInt64(shift)))
        }
        values += values.map { $0 == Int64.min ? Int64.max : -$0 }
        return values + [Int64.max, Int64.min, Int64.min + 1]
    }()

    /// Locales ICU knows that also name a language with plural data, and numbering systems and
    /// regions picked for their digits and grouping.
    static let locales: [LocaleIdentifier] = {
        let extra = [
            "hi-u-nu-deva", "mr", "bn", "ne", "fa", "ar", "ar-EG", "ar-MA", "ar-u-nu-latn", "ur-IN", "my", "th-u-nu-thai",
            "zh-u-nu-hanidec", "en-u-nu-fullwide", "ta-u-nu-taml", "he-u-nu-hebr", "ja-u-nu-jpan", "en-IN", "es", "es-MX",
            "pt-PT", "pl", "de-CH", "fr-CH", "de-LI", "sv",
        ]
        return (ICULocaleData.availableLocales + extra).compactMap { try? LocaleIdentifier($0) }
    }()

    @Test func everyLocaleWritesWhatICUWrites() throws {
        #expect(Self.locales.count > 500)
        var shortcuts = 0
        var mismatches: [String] = []
        for locale in Self.locales {
            let formatter = try #require(NumberFormatterCache.formatter(locale: locale, skeleton: "precision-integer"))
            if formatter.integers != nil { shortcuts += 1 }
            for value in Self.values where formatter.format(value) != formatter.icuFormat(value) {
                mismatches.append("\(locale.icuName) \(value): \(formatter.format(value)) ≠ ICU \(formatter.icuFormat(value))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        // Nearly every locale has the shape; an algorithmic numbering system does not.
        #expect(shortcuts > Self.locales.count - 10)
    }

    @Test func digitsGroupingAndSignsOfParticularLocales() throws {
        func format(_ locale: String, _ value: Int64) throws -> String {
            let formatter = try #require(NumberFormatterCache.formatter(locale: try LocaleIdentifier(locale), skeleton: "precision-integer"))
            #expect(formatter.integers != nil, "\(locale) uses ICU")
            #expect(formatter.format(value) == formatter.icuFormat(value), "\(locale) \(value)")
            return formatter.format(value)
        }
        #expect(try format("de_DE", 1234) == "1.234")
        #expect(try format("de_DE", -1234) == "-1.234")
        #expect(try format("en", Int64.min) == "-9,223,372,036,854,775,808")
        // CLDR's minimum grouping digits: Spanish and Polish group from five digits on.
        #expect(try format("es", 1234) == "1234")
        #expect(try format("es", 12_345) == "12.345")
        #expect(try format("pl", 1234) == "1234")
        #expect(try format("pl", 12_345) == "12\u{A0}345")
        #expect(try format("pt-PT", 1234) == "1234")
        // Indian grouping: 3, then 2.
        #expect(try format("en-IN", 1_234_567) == "12,34,567")
        #expect(try format("hi-u-nu-deva", 1_234_567) == "१२,३४,५६७")
        #expect(try format("bn", 1_234_567) == "১২,৩৪,৫৬৭")
        #expect(try format("mr", 1234) == "१,२३४")
        #expect(try format("fa", -1234) == "\u{200E}−۱٬۲۳۴")
        #expect(try format("ar", 1234) == "١٬٢٣٤")
        #expect(try format("ar", -5) == "\u{061C}-٥")
        #expect(try format("fr", 1234) == "1\u{202F}234")
        #expect(try format("de-CH", 1234) == "1’234")
        #expect(try format("zh-u-nu-hanidec", 1205) == "一,二〇五")
    }

    /// Output of another shape, or parts that miss a probe, leave the numbers to ICU.
    @Test func outputOfAnotherShapeHasNoParts() {
        func english(_ value: Int64) -> String {
            let digits = String(value.magnitude)
            var grouped = ""
            for (offset, digit) in digits.enumerated() {
                if offset > 0, (digits.count - offset) % 3 == 0 { grouped += "," }
                grouped.append(digit)
            }
            return (value < 0 ? "-" : "") + grouped
        }
        #expect(PlainIntegerFormat(reading: english) != nil)
        #expect(PlainIntegerFormat(reading: english)?.format(-1_234_567) == "-1,234,567")
        // A sign on positive numbers, as `sign-always` writes.
        #expect(PlainIntegerFormat(reading: { ($0 >= 0 ? "+" : "") + english($0) }) == nil)
        // Two separators (a thousands and a millions one).
        #expect(PlainIntegerFormat(reading: { english($0).replacingLastComma(with: "'") }) == nil)
        // Digits that are not one character each (an algorithmic numbering system).
        #expect(PlainIntegerFormat(reading: { $0 == 4 ? "IV" : english($0) }) == nil)
        // Agrees on the numbers the parts are read from, not on a probe.
        #expect(PlainIntegerFormat(reading: { $0 == 1001 ? "1001" : english($0) }) == nil)
        #expect(PlainIntegerFormat(reading: { _ in nil }) == nil)
    }

    @Test func otherSkeletonsStayWithICU() throws {
        let formatter = try #require(NumberFormatterCache.formatter(locale: try LocaleIdentifier("de"), skeleton: "precision-integer sign-always"))
        #expect(formatter.integers == nil)
        #expect(formatter.format(Int64(1234)) == "+1.234")
    }
}

extension String {
    /// The text with its last comma replaced, when it has two or more.
    fileprivate func replacingLastComma(with replacement: String) -> String {
        guard filter({ $0 == "," }).count >= 2, let last = lastIndex(of: ",") else { return self }
        return self[..<last] + replacement + self[index(after: last)...]
    }
}
