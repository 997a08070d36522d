import FormatStrings
import LocalizationCatalog

/// `format.undoubled-percent-in-key`: a key built like SwiftUI's interpolated keys (it has
/// directives such as `%@` or `%lld`) that holds a lone `%`. `LocalizedStringKey` and
/// `String(localized:)` write a literal `%` of an interpolated literal as `%%` ("Mem
/// \(usage)%" becomes `Mem %@%%`), so this key is never looked up and its translations never
/// shown; the lone `%` also misprints when the key itself is shown as the fallback.
///
/// Apple tables only (gettext msgids are not built by SwiftUI). The fix-it is the key with
/// each lone `%` doubled.
public enum UndoubledPercentInKey: TableRule {
    public static let rule = DiagnosticRule(
        id: "format.undoubled-percent-in-key", severity: .warning,
        summary: "A key with interpolation directives (%@, %lld) has a lone % that SwiftUI would write as %%, so code never looks this key up (\"Mem %@%\" instead of \"Mem %@%%\").",
        rationale: "When a string literal has interpolations, SwiftUI's LocalizedStringKey (and String(localized:)) builds its key as a format string: each interpolation becomes a directive and each literal % becomes %%. A key written with a single % matches no lookup, so every translation of it is dead and users see the development text; the development text itself misprints the % as a directive.",
        source: "Apple, LocalizedStringKey.StringInterpolation (appendLiteral escapes % as %%; apple-semantics.md §4, key building); String Format Specifiers (%% is a literal percent sign).",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    ↓"Mem %@%" = "Mem %@%";
                    """#),
                ExampleFile("zh-Hans.lproj/Localizable.strings", #"""
                    ↓"Mem %@%" = "内存 %@%";
                    """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Mem %@%%" = "Mem %@%%";
                    "100% done" = "100% done";
                    """#)),
        ])

    public static var rules: [DiagnosticRule] { [rule] }

    public static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format == .strings || file.format == .stringsdict || file.format == .xcstrings {
            for entry in file.entries where entry.key.utf8.contains(UInt8(ascii: "%")) {
                guard let fixed = doubled(entry.key) else { continue }
                findings.append(Diagnostic(
                    rule, at: entry.location,
                    "the key '\(entry.key)' has interpolation directives and a lone '%', which SwiftUI writes as '%%'; code looks up '\(fixed)', never this key",
                    fixIt: fixed))
            }
        }
        return findings
    }

    /// The key with each lone `%` doubled, or nil when it has none or no interpolation directive.
    static func doubled(_ key: String) -> String? {
        let parsed = FormatStringParser.parse(key, dialect: .foundation)
        let interpolated = parsed.directives.contains { d in
            d.argument != nil && !d.looksLikeLiteralPercent && d.variable == nil
        }
        guard interpolated else { return nil }
        var lone: [Int] = []
        for problem in parsed.problems {
            switch problem.kind {
            case .trailingPercent, .unknownConversion: lone.append(problem.byteRange.lowerBound)
            default: break
            }
        }
        for directive in parsed.directives where directive.looksLikeLiteralPercent {
            lone.append(directive.byteRange.lowerBound)
        }
        guard !lone.isEmpty else { return nil }
        var bytes = Array(key.utf8)
        for offset in Set(lone).sorted(by: >) where offset < bytes.count && bytes[offset] == UInt8(ascii: "%") {
            bytes.insert(UInt8(ascii: "%"), at: offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
