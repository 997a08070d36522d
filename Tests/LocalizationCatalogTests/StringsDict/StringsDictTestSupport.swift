@testable import LocalizationCatalog

/// Helpers for the `.stringsdict` tests.
enum SD {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// Reads `text` as `en.lproj/Localizable.stringsdict` in locale `en`.
    static func read(_ text: String, depth: Int = 64) -> CatalogFile {
        StringsDictReader.read(
            Array(text.utf8), path: "en.lproj/Localizable.stringsdict",
            options: ReadOptions(maximumNestingDepth: depth, locale: "en"))
    }

    /// `rule:line:column` of each diagnostic, for compact assertions.
    static func findings(_ file: CatalogFile) -> [String] {
        file.diagnostics.map { "\($0.rule):\($0.location.line):\($0.location.column)" }
    }

    /// The category → string map of a plural value.
    static func plural(_ value: LocalizedValue) -> [PluralCategory: String] {
        guard case .plural(let variants) = value.content else { return [:] }
        var map: [PluralCategory: String] = [:]
        for v in variants { if case .text(let s) = v.value.content { map[v.category] = s } }
        return map
    }

    static func text(_ value: LocalizedValue) -> String? {
        if case .text(let s) = value.content { s } else { nil }
    }
}
