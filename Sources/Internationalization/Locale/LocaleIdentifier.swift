import CICUShim

/// A locale identifier checked against ICU's data, in the forms localization files use:
/// BCP 47 (`pt-BR`, `zh-Hant-HK`, `es-419`), ICU/POSIX (`pt_BR`, `en_GB`) and gettext's
/// `@latin`/`@cyrillic` modifiers (`sr@latin` → `sr_Latn`).
///
/// ICU itself accepts anything and silently falls back to the root locale, whose plural rules
/// have `other` only (platform notes §1.3), so this type refuses what ICU would not know:
/// - `.malformed` — not a well-formed tag (empty, stray characters, a subtag ICU's BCP 47 parser
///   stops at);
/// - `.unknownLanguage` — well-formed, but CLDR (as shipped by ICU) has no plural rules for its
///   language, e.g. `xx`, `zz-Latn`, `und`, `Base`.
///
/// The three names live in one shared box: an identifier is handed down every resolve and
/// formatting call, and copying it costs one reference count instead of three.
public struct LocaleIdentifier: Sendable, Hashable, CustomStringConvertible {
    private final class Names: Sendable {
        let name: String
        let icuName: String
        let language: String

        init(name: String, icuName: String, language: String) {
            self.name = name
            self.icuName = icuName
            self.language = language
        }
    }

    private let names: Names

    /// The identifier as given.
    public var name: String { names.name }
    /// ICU's canonical form (`pt_PT`, `zh_Hant_HK`, `sr_Latn`).
    public var icuName: String { names.icuName }
    /// The language subtag (`pt`, `zh`, `sr`).
    public var language: String { names.language }

    public static func == (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool {
        lhs.names === rhs.names
            || (lhs.name == rhs.name && lhs.icuName == rhs.icuName && lhs.language == rhs.language)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(icuName)
        hasher.combine(language)
    }

    public init(_ name: String) throws(LocaleError) {
        let tag = Self.bcp47(from: name)
        guard !name.isEmpty else { throw .malformed(name, "it is empty") }
        guard !tag.isEmpty, tag.utf8.allSatisfy({ Self.allowed($0) }) else {
            throw .malformed(name, "only letters, digits, '-', '_' and a gettext '@modifier' may appear")
        }
        var consumed: Int32 = 0
        let canonical = icuString { buffer, capacity, error in
            cicu_locale_canonical(tag, buffer, capacity, &consumed, &error)
        }
        guard case .success(let icuName) = canonical else { throw .malformed(name, "ICU cannot read it") }
        guard Int(consumed) == tag.utf8.count else {
            let bad = tag.utf8.dropFirst(Int(consumed)).split(separator: UInt8(ascii: "-")).first
                .map { String(decoding: $0, as: UTF8.self) } ?? ""
            throw .malformed(name, bad.isEmpty ? "it has an empty subtag" : "'\(bad)' is not a valid subtag here")
        }
        let language = (try? icuString { cicu_locale_language(icuName, $0, $1, &$2) }.get()) ?? ""
        // `und` canonicalises to the root locale, whose language is empty.
        guard !language.isEmpty, PluralData.cardinalLocales.contains(language) else { throw .unknownLanguage(name) }
        names = Names(name: name, icuName: icuName, language: language)
    }

    public var description: String { name }

    /// The language's name in English from CLDR ("Russian", "Kyrgyz"); the language code when
    /// CLDR has none.
    public var languageName: String {
        let name = try? icuString { cicu_locale_display_language(language, "en", $0, $1, &$2) }.get()
        return name.flatMap { $0.isEmpty ? nil : $0 } ?? language
    }

    private static func allowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// POSIX and gettext spellings to BCP 47: `_` → `-`, `@latin` → `-Latn`, `@cyrillic` →
    /// `-Cyrl`; other gettext modifiers (`@valencia`, `@euro`) name no different plural rules and
    /// are dropped.
    static func bcp47(from name: String) -> String {
        var body = Substring(name)
        var script = ""
        if let at = body.firstIndex(of: "@") {
            switch body[body.index(after: at)...].lowercased() {
            case "latin": script = "-Latn"
            case "cyrillic": script = "-Cyrl"
            default: break
            }
            body = body[..<at]
        }
        if let dot = body.firstIndex(of: ".") { body = body[..<dot] }  // `de_DE.UTF-8`
        let parts = body.split(separator: "_", omittingEmptySubsequences: false).joined(separator: "-")
        guard !script.isEmpty, let dash = parts.firstIndex(of: "-") else { return parts + script }
        // `sr_RS@latin` → `sr-Latn-RS`: the script goes right after the language.
        return parts[..<dash] + script + parts[dash...]
    }
}

/// Why a locale identifier was refused.
public enum LocaleError: Error, Sendable, Hashable, CustomStringConvertible {
    case malformed(String, String)
    case unknownLanguage(String)

    public var description: String {
        switch self {
        case .malformed(let name, let reason): "'\(name)' is not a well-formed locale identifier: \(reason)"
        case .unknownLanguage(let name): "'\(name)' names no language that CLDR \(CLDRData.version) has data for"
        }
    }
}
