/// Recognises localization names in paths: `de`, `pt-BR`, `pt_BR`, `zh-Hans`, `sr@latin`,
/// `es_419`, `en-GB`, `Base`.
///
/// A name is taken as a locale when it is a 2–3 letter language code, optionally followed by
/// `-` or `_` subtags of 2–8 letters or digits and a gettext `@modifier` (BCP 47 and POSIX
/// locale names, as `.lproj` folders and gettext catalogs use them).
public enum LocaleName {
    public static func isLocale(_ name: String) -> Bool {
        if name == "Base" { return true }
        var body = Substring(name)
        if let at = body.firstIndex(of: "@") {
            let modifier = body[body.index(after: at)...]
            guard !modifier.isEmpty, modifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
            body = body[..<at]
        }
        let parts = body.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// A comparable form: `pt_BR`, `pt-br` and `pt-BR` all give `pt-br`.
    public static func normalized(_ name: String) -> String {
        String(name.map { $0 == "_" ? "-" : $0 }).lowercased()
    }
}
