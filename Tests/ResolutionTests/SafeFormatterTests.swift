import Dispatch
import Internationalization
import Resolution
import LocalizationCatalog
import Testing

@Suite struct SafeFormatterTests {
    let en = try! LocaleIdentifier("en_US")
    let de = try! LocaleIdentifier("de_DE")

    @Test func formatsLikeLocalizedStringWithFormat() {
        #expect(SafeFormatter.format("%1$@ has %2$lld items", [.string("Anna"), .int(1234)], locale: en).text == "Anna has 1,234 items")
        #expect(SafeFormatter.format("%2$@ %1$@", [.string("a"), .string("b")], locale: nil).text == "b a")
        #expect(SafeFormatter.format("%2$@-%1$@", [.string("a"), .string("b")], locale: nil).text == "b-a")
        #expect(SafeFormatter.format("%1$d %1$d", [.int(7)], locale: en).text == "7 7")
        #expect(SafeFormatter.format("%lf / %f", [.double(1.5), .double(2.5)], locale: nil).text == "1.500000 / 2.500000")
        #expect(SafeFormatter.format("%d", [.int(1_234_567)], locale: nil).text == "1234567")
        #expect(SafeFormatter.format("%d", [.int(1_234_567)], locale: en).text == "1,234,567")
        #expect(SafeFormatter.format("%.2f", [.double(1234.5)], locale: de).text == "1.234,50")
        #expect(SafeFormatter.format("%lld of 10%%", [.int(5)], locale: en).text == "5 of 10%")
        #expect(SafeFormatter.format("%*d|%-*d|", [.int(5), .int(42), .int(-4), .int(7)], locale: nil).text == "   42|7   |")
        #expect(SafeFormatter.format("%.*f", [.int(2), .double(3.14159)], locale: en).text == "3.14")
        // Extra arguments are ignored, as CF does.
        let extra = SafeFormatter.format("%d", [.int(1), .int(2)], locale: nil)
        #expect(extra.text == "1")
        #expect(extra.issues.isEmpty)
    }

    @Test func hostileFormatsRenderVisiblyWithAnIssue() {
        // A translation that swaps %@ and %lld: both directives stay as written.
        let swapped = SafeFormatter.format("%lld: %@", [.string("Anna"), .int(3)], locale: en)
        #expect(swapped.text == "%lld: %@")
        #expect(swapped.issues.map(\.id) == ["formatting.argument-kind", "formatting.argument-kind"])
        #expect(swapped.issues[0].message == "'%lld' expects an Int64 but argument 1 is a string object")
        #expect(swapped.issues[1].message == "'%@' expects a string or other object but argument 2 is a signed integer")

        let write = SafeFormatter.format("done%n!", [.int(1)], locale: en)
        #expect(write.text == "done%n!")
        #expect(write.issues.map(\.id) == ["formatting.refused-directive"])

        let wide = SafeFormatter.format("[%99999999d]", [.int(1)], locale: en)
        #expect(wide.text == "[%99999999d]")
        #expect(wide.issues.map(\.id) == ["formatting.refused-directive"])

        let precise = SafeFormatter.format("[%.99999999f]", [.double(1)], locale: en)
        #expect(precise.text == "[%.99999999f]")
        #expect(precise.issues.map(\.id) == ["formatting.refused-directive"])

        let starWidth = SafeFormatter.format("[%*d]", [.int(100_000_000), .int(1)], locale: en)
        #expect(starWidth.text == "[%*d]")
        #expect(starWidth.issues.map(\.id) == ["formatting.refused-directive"])

        let missing = SafeFormatter.format("%1$@ and %5$@", [.string("a"), .string("b")], locale: en)
        #expect(missing.text == "a and %5$@")
        // Argument 5 is missing, and 2…4 are read by nothing.
        #expect(missing.issues.map(\.id) == ["formatting.missing-argument", "formatting.skipped-argument"])
        #expect(missing.issues[0].message == "'%5$@' reads argument 5, but only 2 were given")
        #expect(missing.issues[0].column == 10)

        let trailing = SafeFormatter.format("100%", [], locale: en)
        #expect(trailing.text == "100%")
        #expect(trailing.issues.map(\.id) == ["formatting.invalid-directive"])

        let unknown = SafeFormatter.format("%y!", [.int(1)], locale: en)
        #expect(unknown.text == "%y!")
        #expect(unknown.issues.map(\.id) == ["formatting.invalid-directive"])

        let none = SafeFormatter.format("%d items", [], locale: en)
        #expect(none.text == "%d items")
        #expect(none.issues.map(\.id) == ["formatting.missing-argument"])

        let mixed = SafeFormatter.format("%1$@ %@", [.string("a"), .string("b")], locale: en)
        #expect(mixed.issues.map(\.id).contains("formatting.mixed-positional"))

        let variable = SafeFormatter.format("%#@files@", [.int(2)], locale: en)
        #expect(variable.text == "%#@files@")
        #expect(variable.issues.map(\.id) == ["formatting.unresolved-variable"])
    }

    @Test func neverCrashesOnGeneratedFormats() {
        // Every directive shape × every argument kind: text comes back, nothing traps.
        let pieces = ["%", "%%", "%@", "%d", "%lld", "%s", "%5$@", "%*d", "%.*f", "%#@v@", "%n", "%c", "%C", "%p", "%hhd",
                      "%-+ #0'10.3lf", "%1$", "%$", "%99999d", "%2$*1$d", "%y", "%ls"]
        let arguments: [[FormatArgument]] = [[], [.int(-1)], [.string("x"), .double(.nan)], [.uint(.max), .int(.min), .double(-.infinity)]]
        var count = 0
        for a in pieces {
            for b in pieces {
                for args in arguments {
                    let result = SafeFormatter.format(a + " " + b, args, locale: en)
                    count += result.text.isEmpty ? 0 : 1
                }
            }
        }
        #expect(count == pieces.count * pieces.count * arguments.count)
    }

    @Test func cachedFormattersAreSafeAcrossThreads() throws {
        let locales = try ["en_US", "de_DE", "fr_FR", "ar_EG", "hi_IN", "ru_RU", "ja_JP", "pt_BR"].map { try LocaleIdentifier($0) }
        @Sendable func work(_ i: Int) -> String {
            SafeFormatter.format("%1$@ %2$lld %3$.2f %4$e", [.string("x"), .int(Int64(i) * 1234), .double(Double(i) / 3), .double(Double(i))],
                                 locale: locales[i % locales.count]).text
        }
        let expected = (0..<400).map(work)
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if (0..<400).map(work) != expected { mismatches.withLock { $0 += 1 } }
        }
        #expect(mismatches.withLock { $0 } == 0)
        #expect(expected[0] == "x 0 0.00 0.000000E+00")
        #expect(expected[1] == "x 1.234 0,33 1,000000E+00")
    }

    @Test func holesAndFoundationOnlyQuirksAreReported() {
        // A translation that drops %1$@: Foundation would read the wrong argument.
        let hole = SafeFormatter.format("%2$@ wins", [.string("Anna"), .string("Bob")], locale: en)
        #expect(hole.text == "Bob wins")
        #expect(hole.issues.map(\.id) == ["formatting.skipped-argument"])
        #expect(hole.issues[0].message == "no directive reads argument 1, so Foundation reads '%2$@' from the wrong place in the argument list and prints another argument or garbage")
        #expect(SafeFormatter.format("%2$@ %1$@", [.string("a"), .string("b")], locale: en).issues.isEmpty)
        #expect(SafeFormatter.format("%1$*2$d", [.int(5), .int(3)], locale: nil).text == "  5")
        #expect(SafeFormatter.format("%1$*2$d", [.int(5), .int(3)], locale: nil).issues.isEmpty)

        // %s reads a C string: a Swift String there is a defect.
        let object = SafeFormatter.format("%s!", [.string("hello")], locale: en)
        #expect(object.text == "%s!")
        #expect(object.issues.map(\.message) == ["'%s' expects a C string (char *); pass a Swift String with %@ but argument 1 is a string object"])
        #expect(SafeFormatter.format("%s!", [.cString("hello")], locale: en).text == "hello!")
        #expect(SafeFormatter.format("%@!", [.cString("hello")], locale: en).issues.map(\.id) == ["formatting.argument-kind"])

        // Foundation has no ' flag.
        let grouping = SafeFormatter.format("%'d", [.int(1_234_567)], locale: de)
        #expect(grouping.text == "%'d")
        #expect(grouping.issues.map(\.id) == ["formatting.invalid-directive"])

        // %a takes the locale's decimal separator, as CF writes it.
        #expect(SafeFormatter.format("%a", [.double(1.5)], locale: de).text == "0x1,8p+0")
        #expect(SafeFormatter.format("%a", [.double(1.5)], locale: en).text == "0x1.8p+0")
    }
}
