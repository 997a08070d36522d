import FormatStrings

/// The parsed msgid (or msgid_plural) formats of one gettext domain, each parsed once.
///
/// Every `.po` file of a domain repeats the same msgids (Django's admin has one file per
/// language), so parsing and building the signature of a source once per domain rather than
/// once per file and form removes most of the source side's cost. Strings without the
/// dialect's trigger byte (`%`, `{`) are answered without a lookup: they have no directive.
struct GettextSourceFormats {
    /// What the comparison needs of a parsed source.
    struct Source {
        var parsed: ParsedFormat
        var signature: FormatSignature
        var isValid: Bool { parsed.isValid }
        var hasDirectives: Bool { !parsed.directives.isEmpty }
    }

    private struct Key: Hashable {
        var text: String
        var dialect: FormatDialect
    }

    private var parsed: [Key: Source] = [:]
    private static func plain(_ dialect: FormatDialect) -> Source {
        Source(parsed: ParsedFormat(dialect: dialect), signature: FormatSignature())
    }

    /// The source format of `text` in `dialect`.
    mutating func source(_ text: String, dialect: FormatDialect) -> Source {
        guard FormatStringParser.mayHaveDirectives(text, dialect: dialect) else { return Self.plain(dialect) }
        let key = Key(text: text, dialect: dialect)
        if let known = parsed[key] { return known }
        let format = FormatStringParser.parse(text, dialect: dialect, directiveLimit: FormatStringParser.checkedDirectiveLimit)
        let source = Source(parsed: format, signature: FormatSignature(format))
        parsed[key] = source
        return source
    }
}
