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

        public init(_ tables: [LocalizationTable]) {
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
        let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false)
        guard tokens.count >= 5, tokens[1] == "strings", tokens[3] == "localizations" else { return nil }
        return String(tokens[4]).replacingEscapes()
    }
}

extension String {
    fileprivate func replacingEscapes() -> String {
        guard contains("~") else { return self }
        var out = ""
        var iterator = makeIterator()
        while let c = iterator.next() {
            if c == "~", let next = iterator.next() {
                if next == "1" { out.append("/") } else if next == "0" { out.append("~") } else { out += "~\(next)" }
            } else {
                out.append(c)
            }
        }
        return out
    }
}
