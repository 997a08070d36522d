@testable import LocalizationCatalog

/// Reads `source` as a UTF-8 `.strings` file named `de.lproj/Test.strings`.
func readStrings(_ source: String, locale: String? = "de") -> CatalogFile {
    StringsReader.read(Array(source.utf8), path: "de.lproj/Test.strings", options: ReadOptions(locale: locale))
}

extension CatalogFile {
    /// key → value text, last value per key.
    var values: [String: String] {
        var result: [String: String] = [:]
        for entry in entries {
            for translation in entry.localizations.values {
                if case .text(let text) = translation.value.content { result[entry.key] = text }
            }
        }
        return result
    }

    /// The value text of `key`.
    func value(_ key: String) -> String? { values[key] }

    /// `rule@line:column` for each diagnostic, in order.
    var findings: [String] {
        diagnostics.map { "\($0.rule)@\($0.location.line):\($0.location.column)" }
    }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
