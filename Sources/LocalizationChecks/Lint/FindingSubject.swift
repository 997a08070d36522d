import LocalizationCatalog

/// The table and localization a finding is about, for summaries and finding identities: the
/// table and locale of the file it is in, or, in a String Catalog (one file, every locale), the
/// locale its JSON pointer names (`/strings/KEY/localizations/de/…`).
public struct FindingSubject: Sendable, Hashable {
    /// The table's name (`Localizable`, a gettext domain), nil for a file no table holds.
    public var table: String?
    /// The localization (`de`, `pt_BR`), nil for a template or a finding about a whole catalog.
    public var locale: String?

    public init(table: String?, locale: String?) {
        self.table = table
        self.locale = locale
    }

    /// Looks findings up by file in the tables a report was made from.
    public struct Index: Sendable {
        private var byPath: [String: FindingSubject] = [:]

        public init(_ tables: [LocalizationTable] = []) { add(tables) }

        /// Records the files of `tables` (one batch of a run).
        public mutating func add(_ tables: [LocalizationTable]) {
            for table in tables {
                for file in table.files { byPath[file.path] = FindingSubject(table: table.name, locale: file.locale) }
            }
        }

        public func subject(of diagnostic: Diagnostic) -> FindingSubject {
            var subject = byPath[diagnostic.location.file] ?? FindingSubject(table: nil, locale: nil)
            if let locale = diagnostic.location.jsonPointer.flatMap(FindingSubject.pointerLocale) { subject.locale = locale }
            return subject
        }
    }

    /// The locale of `/strings/KEY/localizations/LOCALE/…`, unescaped (RFC 6901).
    static func pointerLocale(_ pointer: String) -> String? {
        guard let tokens = JSONPointer.tokens(pointer), tokens.count >= 4, tokens[0] == "strings", tokens[2] == "localizations"
        else { return nil }
        return tokens[3]
    }
}
