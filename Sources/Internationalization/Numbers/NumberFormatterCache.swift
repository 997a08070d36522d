import LocalizationCatalog
import CICUShim

/// An ICU number formatter for one locale and one number skeleton (`unumf_openForSkeletonAndLocale`;
/// skeleton syntax: ICU "Number Skeletons"). Immutable, so one value serves every thread.
///
/// With the skeleton `precision-integer`, integers are written from the locale's digits and
/// grouping as this formatter itself writes them (`PlainIntegerFormat`), without a pass through
/// ICU; a locale whose output does not fit that shape is formatted by ICU.
public final class LocalizedNumberFormatter: Sendable {
    public let locale: String
    public let skeleton: String
    nonisolated(unsafe) let handle: OpaquePointer
    let integers: PlainIntegerFormat?

    fileprivate init?(locale: String, skeleton: String) {
        var error: Int32 = 0
        guard let handle = cicu_number_open(locale, skeleton, &error), error <= 0 else { return nil }
        self.handle = handle
        self.locale = locale
        self.skeleton = skeleton
        integers = skeleton == "precision-integer"
            ? PlainIntegerFormat { number in try? icuString { cicu_number_format_int64(handle, number, $0, $1, &$2) }.get() }
            : nil
    }

    deinit { cicu_number_close(handle) }

    public func format(_ number: Double) -> String {
        (try? icuString { cicu_number_format_double(handle, number, $0, $1, &$2) }.get()) ?? "\(number)"
    }

    public func format(_ number: Int64) -> String {
        if let integers { return integers.format(number) }
        return icuFormat(number)
    }

    /// ICU's own formatting of `number`, whatever `format` takes.
    func icuFormat(_ number: Int64) -> String {
        (try? icuString { cicu_number_format_int64(handle, number, $0, $1, &$2) }.get()) ?? "\(number)"
    }

    /// Formats an ASCII decimal (`"18446744073709551615"`, `"-1.50"`) without going through `Double`.
    public func format(decimal: String) -> String {
        (try? icuString { buffer, capacity, error in
            cicu_number_format_decimal(handle, decimal, Int32(decimal.utf8.count), buffer, capacity, &error)
        }.get()) ?? decimal
    }
}

/// Formatters cached per (locale, skeleton); at most `limit` are kept, so hostile input cannot
/// grow the cache without bound.
public enum NumberFormatterCache {
    private static let cache = Locked<[Key: LocalizedNumberFormatter]>([:])
    private static let limit = 4096
    private struct Key: Hashable {
        var locale: String
        var skeleton: String
    }

    /// The formatter for `locale` (nil → the root locale, ASCII digits and `.`) and an ICU
    /// number skeleton; nil when ICU rejects the skeleton.
    public static func formatter(locale: LocaleIdentifier?, skeleton: String) -> LocalizedNumberFormatter? {
        let key = Key(locale: locale?.icuName ?? "", skeleton: skeleton)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        guard let made = LocalizedNumberFormatter(locale: key.locale.isEmpty ? "und" : key.locale, skeleton: skeleton) else {
            return nil
        }
        return cache.withLock { cache in
            if let existing = cache[key] { return existing }
            if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
            cache[key] = made
            return made
        }
    }
}
