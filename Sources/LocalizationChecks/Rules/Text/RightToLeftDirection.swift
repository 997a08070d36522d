import Internationalization
import LocalizationCatalog

/// Whether a localization is written right to left (CLDR layout data through ICU), cached by
/// locale name: the right-to-left text rules ask for every pair.
enum RightToLeftDirection {
    private static let cache = Locked<[String: Bool]>([:])

    static func isRightToLeft(_ locale: String) -> Bool {
        if let known = cache.withLock({ $0[locale] }) { return known }
        let result = (try? LocaleIdentifier(locale))?.characterDirection == .rightToLeft
        cache.withLock { cache in
            if cache.count >= 1024 { cache.removeAll() }
            cache[locale] = result
        }
        return result
    }

    /// The answers one rule run needs, without the shared lock per string.
    struct Memo {
        private var known: [String: Bool] = [:]
        // Pairs come grouped by file, so the last answer is usually the one asked again.
        private var last: (locale: String, answer: Bool)?

        mutating func isRightToLeft(_ locale: String) -> Bool {
            if let last, last.locale == locale { return last.answer }
            if let answer = known[locale] { last = (locale, answer); return answer }
            let answer = RightToLeftDirection.isRightToLeft(locale)
            known[locale] = answer
            last = (locale, answer)
            return answer
        }
    }
}
