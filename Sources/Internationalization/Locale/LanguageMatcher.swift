/// Chooses localizations for the user's preferred languages.
///
/// This version matches an identifier exactly (ignoring `-`/`_` and case), then by language
/// alone; the search list appends the development language (apple-semantics.md §5.2).
public enum LanguageMatcher {
    public static func preferredLocalizations(available: [String], preferences: [String], developmentLanguage: String) -> [String] {
        func normalized(_ s: String) -> String { String(s.map { $0 == "_" ? "-" : $0 }).lowercased() }
        func language(_ s: String) -> String { String(normalized(s).split(separator: "-").first ?? "") }
        var result: [String] = []
        for preference in preferences where !preference.isEmpty {
            if let exact = available.first(where: { normalized($0) == normalized(preference) }) {
                result.append(exact)
            } else if let match = available.first(where: { language($0) == language(preference) }) {
                result.append(match)
            }
            if !result.isEmpty { break }
        }
        if result.isEmpty, let development = available.first(where: { normalized($0) == normalized(developmentLanguage) }) {
            result.append(development)
        }
        if !result.contains(where: { normalized($0) == normalized(developmentLanguage) }) { result.append(developmentLanguage) }
        return result
    }
}
