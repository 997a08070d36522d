import LocalizationCatalog
import Internationalization

/// The number formatter one directive used last, with the locale and skeleton it was made for.
/// A directive is nearly always rendered for the same locale with the same skeleton, and
/// comparing two strings with copies of themselves costs less than hashing both to look the
/// formatter up in `NumberFormatterCache`. Any other pair goes to that cache and replaces this one.
final class FormatterMemo: Sendable {
    /// A class, so reading the entry under the lock is one retain.
    private final class Entry: Sendable {
        let locale: String
        let skeleton: String
        let formatter: LocalizedNumberFormatter

        init(locale: String, skeleton: String, formatter: LocalizedNumberFormatter) {
            self.locale = locale
            self.skeleton = skeleton
            self.formatter = formatter
        }
    }

    private let last = Locked<Entry?>(nil)

    func formatter(locale: LocaleIdentifier, skeleton: String) -> LocalizedNumberFormatter? {
        let name = locale.icuName
        let remembered = last.withLock { entry -> LocalizedNumberFormatter? in
            guard let entry, entry.locale == name, entry.skeleton == skeleton else { return nil }
            return entry.formatter
        }
        if let remembered { return remembered }
        guard let made = NumberFormatterCache.formatter(locale: locale, skeleton: skeleton) else { return nil }
        last.withLock { $0 = Entry(locale: name, skeleton: skeleton, formatter: made) }
        return made
    }
}
