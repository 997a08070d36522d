import Foundation
import Internationalization
@testable import Resolution
import Testing

/// The renderer against Foundation's own `String(format:locale:)` on this machine (CF's
/// implementation), directive by directive and locale by locale.
@Suite struct DirectiveRendererTests {
    struct Case: CustomStringConvertible {
        var directive: String
        var spec: RenderSpec
        var argument: FormatArgument
        var cArgument: any CVarArg
        var description: String { "\(directive) \(argument)" }
    }

    static func spec(_ conversion: Character, _ flags: String = "", width: Int? = nil, precision: Int? = nil,
                      length: RenderSpec.Length = .none) -> RenderSpec {
        var spec = RenderSpec(conversion: conversion.asciiValue!)
        spec.leftAlign = flags.contains("-")
        spec.plus = flags.contains("+")
        spec.space = flags.contains(" ")
        spec.alternate = flags.contains("#")
        spec.zeroPad = flags.contains("0")
        spec.width = width
        spec.precision = precision
        spec.length = length
        return spec
    }

    nonisolated(unsafe) static let cases: [Case] = [
        Case(directive: "%d", spec: spec("d"), argument: .int(1_234_567), cArgument: Int32(1_234_567)),
        Case(directive: "%d", spec: spec("d"), argument: .int(-2_147_483_648), cArgument: Int32.min),
        Case(directive: "%lld", spec: spec("d", length: .ll), argument: .int(-1_234_567), cArgument: Int64(-1_234_567)),
        Case(directive: "%ld", spec: spec("d", length: .l), argument: .int(1_234_567_890_123), cArgument: 1_234_567_890_123),
        Case(directive: "%04d", spec: spec("d", "0", width: 4), argument: .int(42), cArgument: Int32(42)),
        Case(directive: "%08d", spec: spec("d", "0", width: 8), argument: .int(-42), cArgument: Int32(-42)),
        Case(directive: "%+05d", spec: spec("d", "+0", width: 5), argument: .int(7), cArgument: Int32(7)),
        Case(directive: "%-05d|", spec: spec("d", "-0", width: 5), argument: .int(7), cArgument: Int32(7)),
        Case(directive: "%8d", spec: spec("d", width: 8), argument: .int(1234), cArgument: Int32(1234)),
        Case(directive: "%-8d", spec: spec("d", "-", width: 8), argument: .int(1234), cArgument: Int32(1234)),
        Case(directive: "%+d", spec: spec("d", "+"), argument: .int(5), cArgument: Int32(5)),
        Case(directive: "%+d", spec: spec("d", "+"), argument: .int(0), cArgument: Int32(0)),
        Case(directive: "%.3d", spec: spec("d", precision: 3), argument: .int(5), cArgument: Int32(5)),
        Case(directive: "%5.3d", spec: spec("d", width: 5, precision: 3), argument: .int(7), cArgument: Int32(7)),
        Case(directive: "%hhd", spec: spec("d", length: .hh), argument: .int(300), cArgument: Int32(300)),
        Case(directive: "%hd", spec: spec("d", length: .h), argument: .int(70000), cArgument: Int32(70000)),
        Case(directive: "%D", spec: spec("D"), argument: .int(12345), cArgument: 12345),
        Case(directive: "%i", spec: spec("i"), argument: .int(12345), cArgument: Int32(12345)),
        Case(directive: "%u", spec: spec("u"), argument: .uint(3), cArgument: UInt32(3)),
        Case(directive: "%lu", spec: spec("u", length: .l), argument: .uint(12_345_678), cArgument: UInt(12_345_678)),
        Case(directive: "%hu", spec: spec("u", length: .h), argument: .uint(70000), cArgument: UInt32(70000)),
        Case(directive: "%x", spec: spec("x"), argument: .uint(255), cArgument: UInt32(255)),
        Case(directive: "%#x", spec: spec("x", "#"), argument: .uint(255), cArgument: UInt32(255)),
        Case(directive: "%X", spec: spec("X"), argument: .uint(48879), cArgument: UInt32(48879)),
        Case(directive: "%o", spec: spec("o"), argument: .uint(8), cArgument: UInt32(8)),
        Case(directive: "%c", spec: spec("c"), argument: .int(65), cArgument: Int32(65)),
        Case(directive: "%c", spec: spec("c"), argument: .int(233), cArgument: Int32(233)),
        Case(directive: "%5c", spec: spec("c", width: 5), argument: .int(65), cArgument: Int32(65)),
        Case(directive: "%C", spec: spec("C"), argument: .uint(0x263A), cArgument: UInt16(0x263A)),
        Case(directive: "%f", spec: spec("f"), argument: .double(1234.5), cArgument: 1234.5),
        Case(directive: "%lf", spec: spec("f", length: .l), argument: .double(3.5), cArgument: 3.5),
        Case(directive: "%.2f", spec: spec("f", precision: 2), argument: .double(1234.5), cArgument: 1234.5),
        Case(directive: "%.2f", spec: spec("f", precision: 2), argument: .double(2.675), cArgument: 2.675),
        Case(directive: "%.2f", spec: spec("f", precision: 2), argument: .double(-0.001), cArgument: -0.001),
        Case(directive: "%.0f", spec: spec("f", precision: 0), argument: .double(2.5), cArgument: 2.5),
        Case(directive: "%.0f", spec: spec("f", precision: 0), argument: .double(3.5), cArgument: 3.5),
        Case(directive: "%5.1f", spec: spec("f", width: 5, precision: 1), argument: .double(3.14159), cArgument: 3.14159),
        Case(directive: "%010.2f", spec: spec("f", "0", width: 10, precision: 2), argument: .double(-3.5), cArgument: -3.5),
        Case(directive: "%010.2f", spec: spec("f", "0", width: 10, precision: 2), argument: .double(3.5), cArgument: 3.5),
        Case(directive: "%08.2f", spec: spec("f", "0", width: 8, precision: 2), argument: .double(12345.6), cArgument: 12345.6),
        Case(directive: "%-+8.2f|", spec: spec("f", "-+", width: 8, precision: 2), argument: .double(12.345), cArgument: 12.345),
        Case(directive: "%+.2f", spec: spec("f", "+", precision: 2), argument: .double(0), cArgument: 0.0),
        Case(directive: "%f", spec: spec("f"), argument: .double(1e20), cArgument: 1e20),
        Case(directive: "%f", spec: spec("f"), argument: .double(.nan), cArgument: Double.nan),
        Case(directive: "%f", spec: spec("f"), argument: .double(-.infinity), cArgument: -Double.infinity),
        Case(directive: "%e", spec: spec("e"), argument: .double(1234.5), cArgument: 1234.5),
        Case(directive: "%e", spec: spec("e"), argument: .double(0), cArgument: 0.0),
        Case(directive: "%e", spec: spec("e"), argument: .double(-1.5e-300), cArgument: -1.5e-300),
        Case(directive: "%E", spec: spec("E"), argument: .double(0.000123), cArgument: 0.000123),
        Case(directive: "%.0e", spec: spec("e", precision: 0), argument: .double(12345), cArgument: 12345.0),
        Case(directive: "%+.2e", spec: spec("e", "+", precision: 2), argument: .double(12345), cArgument: 12345.0),
        Case(directive: "%10.4e", spec: spec("e", width: 10, precision: 4), argument: .double(12345.678), cArgument: 12345.678),
        Case(directive: "%g", spec: spec("g"), argument: .double(1234.5), cArgument: 1234.5),
        Case(directive: "%g", spec: spec("g"), argument: .double(0.0001234), cArgument: 0.0001234),
        Case(directive: "%g", spec: spec("g"), argument: .double(1_234_567), cArgument: 1_234_567.0),
        Case(directive: "%g", spec: spec("g"), argument: .double(1e6), cArgument: 1e6),
        Case(directive: "%g", spec: spec("g"), argument: .double(999_999.5), cArgument: 999_999.5),
        Case(directive: "%g", spec: spec("g"), argument: .double(123_456.5), cArgument: 123_456.5),
        Case(directive: "%g", spec: spec("g"), argument: .double(0.00001234), cArgument: 0.00001234),
        Case(directive: "%g", spec: spec("g"), argument: .double(0), cArgument: 0.0),
        Case(directive: "%g", spec: spec("g"), argument: .double(1.5e7), cArgument: 1.5e7),
        Case(directive: "%.3g", spec: spec("g", precision: 3), argument: .double(999_999.5), cArgument: 999_999.5),
        Case(directive: "%.10g", spec: spec("g", precision: 10), argument: .double(1.0 / 3), cArgument: 1.0 / 3),
        Case(directive: "%.0g", spec: spec("g", precision: 0), argument: .double(5.5), cArgument: 5.5),
        Case(directive: "%G", spec: spec("G"), argument: .double(1e-10), cArgument: 1e-10),
        Case(directive: "%a", spec: spec("a"), argument: .double(1), cArgument: 1.0),
        Case(directive: "%s", spec: spec("s"), argument: .cString("hi"), cArgument: "hi"),
        Case(directive: "%5s", spec: spec("s", width: 5), argument: .cString("hi"), cArgument: "hi"),
        Case(directive: "%.1s", spec: spec("s", precision: 1), argument: .cString("hi"), cArgument: "hi"),
        Case(directive: "%@", spec: spec("@"), argument: .string("Anna"), cArgument: "Anna"),
        Case(directive: "%10@", spec: spec("@", width: 10), argument: .string("ab"), cArgument: "ab"),
    ]

    static let locales: [String?] = ["en_US", "de_DE", "fr_FR", "hi_IN", "ru_RU", "ja_JP", "pt_BR", "es_ES", "ar_EG", "fa_IR", "he_IL", "zh_Hans_CN", "de_CH", "sv_SE", "bn_BD", nil]

    /// Foundation here carries ICU 76 (CLDR 46); the engine uses the system's ICU 72 (CLDR 42).
    /// Where CLDR changed a symbol between the two, Foundation's text is mapped to CLDR 42's:
    /// Arabic's exponent symbol (أس → اس) and NaN (ليس رقمًا → ليس رقم); Bengali's default digits
    /// (Latin in CLDR 46, Bengali in CLDR 42).
    static func cldr42(_ text: String, locale: String?, localized: Bool) -> String {
        switch locale {
        case "ar_EG":
            return text.replacingOccurrences(of: "أس", with: "اس").replacingOccurrences(of: "\u{64B}\u{627}", with: "")
        case "bn_BD" where localized:
            return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
                ("0"..."9").contains(scalar) ? UnicodeScalar(0x09E6 + scalar.value - 0x30)! : scalar
            }))
        default:
            return text
        }
    }

    @Test(arguments: locales)
    func matchesFoundation(locale: String?) throws {
        let identifier = try locale.map { try LocaleIdentifier($0) }
        let foundationLocale = locale.map { Locale(identifier: $0) }
        for item in Self.cases {
            let expected: String
            if item.directive.hasSuffix("s") && item.directive.hasPrefix("%") && !item.directive.hasSuffix("@") {
                expected = (item.cArgument as! String).withCString { String(format: item.directive, locale: foundationLocale, $0) }
            } else {
                expected = String(format: item.directive, locale: foundationLocale, item.cArgument)
            }
            if locale == nil, item.directive == "%D" {
                // glibc does not know %D and prints it literally; CF on Apple platforms reads it as %ld.
                #expect(expected == "%D")
                #expect(DirectiveRenderer.render(item.spec, item.argument, locale: nil) == "12345")
                continue
            }
            var got = DirectiveRenderer.render(item.spec, item.argument, locale: identifier)
            if item.directive.hasSuffix("|") { got = got.map { $0 + "|" } }
            #expect(got == Self.cldr42(expected, locale: locale, localized: "diDuUfFeEgG".utf8.contains(item.spec.conversion)), "\(item) in \(locale ?? "no locale")")
        }
    }
}
