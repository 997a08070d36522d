import Internationalization

/// One checked directive ready to render: conversion, flags, and width and precision already
/// taken from `*` arguments.
struct RenderSpec: Sendable, Hashable {
    enum Length: Sendable, Hashable { case none, hh, h, l, ll, q, z, t, j, L }

    var conversion: UInt8
    var leftAlign = false
    var plus = false
    var space = false
    var alternate = false
    var zeroPad = false
    var width: Int?
    var precision: Int?
    var length: Length = .none
}

/// Renders one directive the way CoreFoundation's `String(format:locale:)` does
/// (`__CFStringAppendFormatCore`, `__CFStringFormatLocalizedNumber`; apple-semantics.md §7),
/// observed against Foundation on Linux:
/// - with a locale, `%d %i %D %u %U` and `%f %F %e %E %g %G` go through an ICU number formatter
///   of that locale: grouping separators, the locale's digits and symbols, half-even rounding;
///   a `0` flag on an integer becomes minimum integer digits (`%04d` → `0,042`); on a float it
///   pads with spaces after the sign; the space flag is ignored; `%e` writes the locale's
///   exponent symbol (`1.234500E+03`); `%g` switches to scientific above 10^precision or below
///   10^-4 and drops trailing zeros;
/// - everything else, and every number when there is no locale, is C's printf.
///
/// Deliberate differences from Foundation on Linux (which reads some arguments wrongly): `%u`
/// and `%llu` above `Int32.max`/`Int64.max` print their unsigned value, not a negative one;
/// `%p` of 0 prints `0x0` as Apple platforms do, not glibc's `(nil)`; `%D`, `%U` and `%O`
/// without a locale print the number (CF's `%ld`, `%lu`, `%lo`) where glibc prints them literally.
///
/// Returns nil when the argument's kind cannot feed the directive.
enum DirectiveRenderer {
    /// `formatters` remembers the directive's last number formatter (see `FormatterMemo`).
    static func render(
        _ spec: RenderSpec, _ argument: FormatArgument, locale: LocaleIdentifier?, formatters: FormatterMemo? = nil
    ) -> String? {
        switch spec.conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"):
            guard let value = signed(argument, spec.conversion == UInt8(ascii: "D") ? .l : spec.length) else { return nil }
            if let locale { return localizedInteger(.signed(value), spec, locale, formatters) }
            return printf(spec, "lld", value)
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            guard let value = unsigned(argument, spec.conversion == UInt8(ascii: "U") ? .l : spec.length) else { return nil }
            if let locale {
                let integer: Integer = value <= UInt64(Int64.max) ? .signed(Int64(value)) : .unsigned(value)
                return localizedInteger(integer, spec, locale, formatters)
            }
            return printf(spec, "llu", value)
        case UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"):
            let length: RenderSpec.Length = spec.conversion == UInt8(ascii: "O") ? .l : spec.length
            guard let value = unsigned(argument, length) else { return nil }
            let conversion = spec.conversion == UInt8(ascii: "O") ? "o" : String(UnicodeScalar(spec.conversion))
            return printf(spec, "ll" + conversion, value)
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
             UInt8(ascii: "G"):
            guard case .double(let value) = argument else { return nil }
            if let locale { return localizedDouble(value, spec, locale, formatters) }
            return printf(spec, String(UnicodeScalar(spec.conversion)), value)
        case UInt8(ascii: "a"), UInt8(ascii: "A"):
            guard case .double(let value) = argument else { return nil }
            let text = printf(spec, String(UnicodeScalar(spec.conversion)), value)
            // CF writes the locale's decimal separator into `%a` (de_DE: 0x1,8p+0).
            guard let locale, let separator = decimalSeparator(locale), separator != "." else { return text }
            return text.replacingFirst(".", with: separator)
        case UInt8(ascii: "c"):
            guard let value = unsigned(argument, .hh) else { return nil }
            // CF reads the int's low byte as Latin-1 (`%c` of 233 → é); `%lc` the same way.
            return pad(String(UnicodeScalar(UInt8(value))), spec)
        case UInt8(ascii: "C"):
            guard let value = unsigned(argument, .h) else { return nil }
            let scalar = UnicodeScalar(UInt32(value)) ?? "\u{FFFD}"
            return pad(String(scalar), spec)
        case UInt8(ascii: "s"), UInt8(ascii: "S"):
            guard case .cString(let text) = argument else { return nil }
            return pad(truncated(text, toUTF8: spec.precision), spec)
        case UInt8(ascii: "@"):
            // CF ignores width and precision on `%@`.
            guard case .string(let text) = argument else { return nil }
            return text
        case UInt8(ascii: "p"):
            guard let value = unsigned(argument, .l) else { return nil }
            return pad("0x" + String(value, radix: 16), spec)
        default:
            return nil
        }
    }

    // MARK: - Arguments

    private static func signed(_ argument: FormatArgument, _ length: RenderSpec.Length) -> Int64? {
        let raw: Int64
        switch argument {
        case .int(let value): raw = value
        case .uint(let value): raw = Int64(bitPattern: value)
        default: return nil
        }
        switch length {
        case .hh: return Int64(Int8(truncatingIfNeeded: raw))
        case .h: return Int64(Int16(truncatingIfNeeded: raw))
        case .none: return Int64(Int32(truncatingIfNeeded: raw))
        default: return raw
        }
    }

    private static func unsigned(_ argument: FormatArgument, _ length: RenderSpec.Length) -> UInt64? {
        let raw: UInt64
        switch argument {
        case .int(let value): raw = UInt64(bitPattern: value)
        case .uint(let value): raw = value
        default: return nil
        }
        switch length {
        case .hh: return UInt64(UInt8(truncatingIfNeeded: raw))
        case .h: return UInt64(UInt16(truncatingIfNeeded: raw))
        case .none: return UInt64(UInt32(truncatingIfNeeded: raw))
        default: return raw
        }
    }

    // MARK: - Localized numbers

    /// An integer to format: ICU formats an `Int64` directly; a larger unsigned value goes as
    /// decimal text.
    enum Integer {
        case signed(Int64)
        case unsigned(UInt64)
    }

    private static func localizedInteger(
        _ value: Integer, _ spec: RenderSpec, _ locale: LocaleIdentifier, _ formatters: FormatterMemo?
    ) -> String {
        var minimumDigits = 1
        if let precision = spec.precision {
            minimumDigits = precision
        } else if spec.zeroPad, !spec.leftAlign, let width = spec.width {
            minimumDigits = width  // CF does not count the sign: `%08d` of -42 → `-00,000,042`
        }
        var skeleton = "precision-integer"
        if minimumDigits > 1 { skeleton += " integer-width/*" + String(repeating: "0", count: minimumDigits) }
        if spec.plus { skeleton += " sign-always" }
        let formatter = formatter(locale, skeleton, formatters)
        let text: String
        switch value {
        case .signed(let number): text = formatter?.format(number) ?? String(number)
        case .unsigned(let number): text = formatter?.format(decimal: String(number)) ?? String(number)
        }
        return pad(text, spec)
    }

    private static func localizedDouble(
        _ value: Double, _ spec: RenderSpec, _ locale: LocaleIdentifier, _ formatters: FormatterMemo?
    ) -> String {
        let precision = spec.precision ?? 6
        var skeleton: String
        switch spec.conversion {
        case UInt8(ascii: "e"), UInt8(ascii: "E"):
            skeleton = "scientific/*ee/sign-always " + fraction(precision)
        case UInt8(ascii: "g"), UInt8(ascii: "G"):
            let digits = max(precision, 1)
            let magnitude = value.magnitude
            let scientific = value.isFinite && (magnitude > pow10(digits) || (magnitude != 0 && magnitude < 1e-4))
            skeleton = (scientific ? "scientific/*ee/sign-always " : "") + "@" + String(repeating: "#", count: digits - 1)
        default:
            skeleton = fraction(precision)
        }
        if spec.plus { skeleton += " sign-always" }
        let text = formatter(locale, skeleton, formatters)?.format(value) ?? "\(value)"
        if spec.zeroPad, !spec.leftAlign, let width = spec.width, text.utf16.count < width {
            // CF pads a zero-flagged float with spaces after its sign.
            let sign = text.unicodeScalars.prefix { $0.properties.numericType != .decimal }
            let signEnd = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: sign.count)
            return String(text.unicodeScalars[..<signEnd]) + String(repeating: " ", count: width - text.utf16.count)
                + String(text.unicodeScalars[signEnd...])
        }
        return pad(text, spec)
    }

    private static func formatter(
        _ locale: LocaleIdentifier, _ skeleton: String, _ formatters: FormatterMemo?
    ) -> LocalizedNumberFormatter? {
        if let formatters { return formatters.formatter(locale: locale, skeleton: skeleton) }
        return NumberFormatterCache.formatter(locale: locale, skeleton: skeleton)
    }

    /// The locale's decimal separator, from formatting 1.5.
    private static func decimalSeparator(_ locale: LocaleIdentifier) -> String? {
        guard let text = NumberFormatterCache.formatter(locale: locale, skeleton: ".0 group-off numbering-system/latn")?.format(1.5),
              let one = text.firstIndex(of: "1"), let five = text.lastIndex(of: "5"), one < five else { return nil }
        return String(text[text.index(after: one)..<five])
    }

    private static func fraction(_ digits: Int) -> String {
        digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    // MARK: - C

    private static func printf(_ spec: RenderSpec, _ conversion: String, _ argument: any CVarArg) -> String {
        var directive = "%"
        if spec.leftAlign { directive += "-" }
        if spec.plus { directive += "+" }
        if spec.space { directive += " " }
        if spec.alternate { directive += "#" }
        if spec.zeroPad { directive += "0" }
        if let width = spec.width { directive += String(width) }
        if let precision = spec.precision { directive += "." + String(precision) }
        return PrintfBridge.format(directive + conversion, argument)
    }

    /// Pads to the width in UTF-16 code units, as CFString counts.
    private static func pad(_ text: String, _ spec: RenderSpec) -> String {
        guard let width = spec.width else { return text }
        let missing = width - text.utf16.count
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        return spec.leftAlign ? text + padding : padding + text
    }

    /// At most `limit` UTF-8 bytes, as C's `%.Ns` reads, without splitting a character.
    private static func truncated(_ text: String, toUTF8 limit: Int?) -> String {
        guard let limit, text.utf8.count > limit else { return text }
        var result = ""
        var used = 0
        for scalar in text.unicodeScalars {
            let size = String(scalar).utf8.count
            if used + size > limit { break }
            result.unicodeScalars.append(scalar)
            used += size
        }
        return result
    }
}

extension String {
    /// The string with the first `target` replaced.
    func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let index = firstIndex(of: target) else { return self }
        return self[..<index] + replacement + self[self.index(after: index)...]
    }
}
