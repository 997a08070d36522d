import CICUShim
import LocalizationCatalog

/// CLDR plural rules of one locale and type, opened in the system ICU (`uplrules_openForType`).
///
/// Values are cached per locale and type (opening costs microseconds, selecting a tenth of
/// that) and are safe to use from many threads: ICU's rules are immutable once opened.
///
/// Selection follows UTS #35 Part 3: an integer or `Double` has no visible fraction digits
/// (operand v = 0), so `1.0` as a `Double` selects like `1`; a decimal written as text keeps
/// them, so `category(decimal: "1.0")` is `other` in English while `1` is `one`.
///
/// Integers below 2^53 are selected by the same CLDR rules evaluated in Swift
/// (`IntegerPluralRules`), kept only when they agree with ICU on the categories and on probe
/// integers; otherwise, and for every other number, ICU selects.
public final class PluralRules: Sendable {
    public let locale: LocaleIdentifier
    public let type: PluralType
    /// The categories the rules use, in CLDR order (`one few many other` for Russian).
    public let categories: [PluralCategory]
    nonisolated(unsafe) private let handle: OpaquePointer
    private let integers: IntegerPluralRules?

    private init(locale: LocaleIdentifier, type: PluralType) throws(ICUError) {
        var error: Int32 = 0
        guard let handle = cicu_plural_open(locale.icuName, type == .ordinal ? 1 : 0, &error), error <= 0 else {
            throw ICUError(code: error)
        }
        self.handle = handle
        self.locale = locale
        self.type = type
        let set = cicu_plural_categories(handle, &error)
        let categories = PluralCategory.allCases.enumerated().filter { set & (1 << $0.offset) != 0 }.map(\.element)
        self.categories = categories
        integers = Self.integerRules(locale: locale, type: type, categories: categories, handle: handle)
    }

    /// The Swift rules for the locale, when they agree with ICU's `handle` on the categories and
    /// the probe integers. Checked once per rule set: locales with the same rule texts select
    /// alike in ICU, which evaluates those texts.
    private static func integerRules(
        locale: LocaleIdentifier, type: PluralType, categories: [PluralCategory], handle: OpaquePointer
    ) -> IntegerPluralRules? {
        let texts = IntegerPluralRules.ruleTexts(locale: locale.icuName, type: type)
        let key = RuleSetKey(texts: texts, type: type)
        if let known = checkedIntegerRules.withLock({ $0[key] }) { return known.flatMap { $0.categories == categories ? $0 : nil } }
        let checked = IntegerPluralRules(texts).flatMap { rules -> IntegerPluralRules? in
            guard rules.categories == categories else { return nil }
            for n in integerProbes where rules.category(n) != select(handle, Double(n)) { return nil }
            return rules
        }
        checkedIntegerRules.withLock { cache in
            if cache.count >= 4096 { cache.removeAll(keepingCapacity: true) }
            cache[key] = .some(checked)
        }
        return checked
    }

    private struct RuleSetKey: Hashable {
        var texts: [IntegerPluralRules.RuleText]
        var type: PluralType
    }

    private static let checkedIntegerRules = Locked<[RuleSetKey: IntegerPluralRules?]>([:])

    /// Integers the Swift rules are checked on against ICU: every value up to 200 (CLDR's ranges
    /// and moduli 10 and 100 all show there) and the powers of ten next to their neighbours.
    private static let integerProbes: [UInt64] = {
        var values = Array(UInt64(0)...200)
        var power: UInt64 = 1000
        while power <= 1_000_000_000_000_000 {
            values += [power - 1, power, power + 1, 2 * power]
            power *= 10
        }
        return values
    }()

    deinit { cicu_plural_close(handle) }

    private static let cache = Locked<[CacheKey: PluralRules]>([:])
    /// Rules by ICU name, for identifiers already checked.
    private static let checkedCache = Locked<[CacheKey: PluralRules]>([:])
    private struct CacheKey: Hashable {
        var locale: String
        var type: PluralType
    }

    /// The rules for `locale` (any spelling `LocaleIdentifier` accepts).
    /// - Throws: `LocaleError` for a malformed identifier or a language CLDR has no rules for.
    public static func rules(for locale: String, type: PluralType = .cardinal) throws(LocaleError) -> PluralRules {
        let key = CacheKey(locale: locale, type: type)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let identifier = try LocaleIdentifier(locale)
        let rules = rules(for: identifier, type: type)
        cache.withLock { cache in
            // Keyed by the spelling given: bounded, since callers may pass any text.
            if cache.count >= 4096 { cache.removeAll(keepingCapacity: true) }
            cache[key] = rules
        }
        return rules
    }

    /// The rules for a checked identifier.
    public static func rules(for locale: LocaleIdentifier, type: PluralType = .cardinal) -> PluralRules {
        let key = CacheKey(locale: locale.icuName, type: type)
        if let cached = checkedCache.withLock({ $0[key] }) { return cached }
        // A checked identifier names a language with data, so ICU only fails on memory.
        guard let opened = try? PluralRules(locale: locale, type: type) else {
            fatalError("ICU could not open plural rules for \(locale.icuName)")
        }
        return checkedCache.withLock { cache in
            if let existing = cache[key] { return existing }
            cache[key] = opened
            return opened
        }
    }

    /// The category of an integer.
    public func category(_ number: Int) -> PluralCategory { category(Int64(number)) }

    /// The category of an integer, exact at any magnitude (see `category(decimal:)`).
    public func category(_ number: Int64) -> PluralCategory {
        if number.magnitude < 1 << 53 { return integers?.category(number.magnitude) ?? select(Double(number)) }
        return category(decimal: String(number)) ?? .other
    }

    public func category(_ number: UInt64) -> PluralCategory {
        if number < 1 << 53 { return integers?.category(number) ?? select(Double(number)) }
        return category(decimal: String(number)) ?? .other
    }

    /// The category of a `Double`, which has no visible fraction digits: `1.0` selects like `1`,
    /// `1.5` like the decimal `1.5`. Not finite → `other`.
    public func category(_ number: Double) -> PluralCategory {
        guard number.isFinite else { return .other }
        if number == number.rounded() {
            if let integers, number.magnitude < 0x1p53 { return integers.category(UInt64(number.magnitude)) }
            return select(number)
        }
        return category(decimal: Self.shortestDecimal(number)) ?? .other
    }

    /// ICU's own selection for an integer below 2^53, whatever `category` takes.
    func icuCategory(_ number: Int64) -> PluralCategory {
        select(Double(number))
    }

    /// Whether integers are selected without ICU (see `IntegerPluralRules`).
    var selectsIntegersItself: Bool { integers != nil }

    /// The category of a decimal written as text (`"1"`, `"1.0"`, `"-2.50"`), keeping its
    /// visible fraction digits (operands v, w, f, t). Nil when `decimal` is not
    /// `[-]digits[.digits]` with at most 30 fraction digits.
    ///
    /// ICU holds the operands as doubles, exact only below 2^53, so an integer part of more than
    /// 15 digits is replaced by 10^15 + (its last six digits) before ICU sees it: CLDR's rules
    /// look at i modulo at most 1,000,000 and compare it with small ranges, so both numbers fall
    /// in the same category (`10^18` is `many` in French, `…0001` is `one` in Russian).
    public func category(decimal: String) -> PluralCategory? {
        guard let fractionDigits = Self.fractionDigits(of: decimal) else { return nil }
        let decimal = Self.reducingLargeIntegerPart(decimal)
        let formatter = NumberFormatterCache.formatter(
            locale: locale, skeleton: fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits))
        guard let formatter else { return nil }
        var error: Int32 = 0
        let index = decimal.withCString { text in
            cicu_plural_select_decimal(handle, formatter.handle, text, Int32(decimal.utf8.count), &error)
        }
        return index >= 0 && error <= 0 ? Self.category(index: index) : nil
    }

    /// ICU's own call with nothing around it, for benchmarks: the keyword as UTF-16 code units.
    public func rawSelectLength(_ number: Double) -> Int32 {
        var error: Int32 = 0
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 8) { buffer in
            cicu_plural_select_raw(handle, number, buffer.baseAddress, 8, &error)
        }
    }

    @inline(__always)
    private func select(_ number: Double) -> PluralCategory {
        Self.select(handle, number)
    }

    @inline(__always)
    private static func select(_ handle: OpaquePointer, _ number: Double) -> PluralCategory {
        var error: Int32 = 0
        return category(index: cicu_plural_select_double(handle, number, &error))
    }

    /// The shim's category index (0 zero … 5 other); anything else is `other`.
    @inline(__always)
    private static func category(index: Int32) -> PluralCategory {
        switch index {
        case 0: .zero
        case 1: .one
        case 2: .two
        case 3: .few
        case 4: .many
        default: .other
        }
    }

    /// `[-]digits[.digits]` with an integer part of at most 16 digits (see `category(decimal:)`).
    static func reducingLargeIntegerPart(_ text: String) -> String {
        var bytes = Array(text.utf8)
        let sign = bytes.first == UInt8(ascii: "-") ? 1 : 0
        let end = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        // Leading zeros do not count.
        var start = sign
        while start < end - 1, bytes[start] == UInt8(ascii: "0") { start += 1 }
        guard end - start > 15 else { return text }
        let lastSix = bytes[(end - 6)..<end]
        bytes.replaceSubrange(sign..<end, with: Array("1000000000".utf8) + lastSix)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The number of fraction digits of `[-]digits[.digits]`, or nil.
    static func fractionDigits(of text: String) -> Int? {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integer = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !integer.isEmpty else { return nil }
        let rest = bytes.dropFirst(integer.count)
        if rest.isEmpty { return 0 }
        guard rest.first == UInt8(ascii: "."), rest.count >= 2, rest.count <= 31,
              rest.dropFirst().allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return rest.count - 1
    }

    /// `1.5` → `"1.5"`: Swift prints the shortest text that reads back as the same `Double`.
    static func shortestDecimal(_ number: Double) -> String {
        let text = "\(number)"
        guard text.contains("e") else { return text }
        // Exponent form (1e-07): write the digits out; plural rules only see i, v, f, t.
        return formatPlain(number)
    }

    private static func formatPlain(_ number: Double) -> String {
        var digits = 0
        var scaled = number.magnitude
        while scaled != scaled.rounded(), digits < 30 { scaled *= 10; digits += 1 }
        let formatter = NumberFormatterCache.formatter(
            locale: nil, skeleton: "." + String(repeating: "0", count: max(digits, 1)) + " group-off")
        return formatter?.format(number) ?? "\(number)"
    }
}
