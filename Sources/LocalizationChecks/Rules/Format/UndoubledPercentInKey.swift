import FormatStrings
import LocalizationCatalog

/// `format.undoubled-percent-in-key`: a key built like SwiftUI's interpolated keys (it has
/// directives such as `%@` or `%lld`) that holds a lone `%`. `LocalizedStringKey` and
/// `String(localized:)` write a literal `%` of an interpolated literal as `%%` ("Mem
/// \(usage)%" becomes `Mem %@%%`), so this key is never looked up and its translations never
/// shown; the lone `%` also misprints when the key itself is shown as the fallback.
///
/// Apple tables only (gettext msgids are not built by SwiftUI). The finding is at the first
/// lone `%`; when it is the only one, its fix-it is `%%`.
package enum UndoubledPercentInKey: TableRule {
    package static let rule = DiagnosticRule(
        id: "format.undoubled-percent-in-key", severity: .warning,
        summary: "A key with interpolation directives (%@, %lld) has a lone % that SwiftUI would write as %%, so code never looks this key up (\"Mem %@%\" instead of \"Mem %@%%\").",
        rationale: "When a string literal has interpolations, SwiftUI's LocalizedStringKey (and String(localized:)) builds its key as a format string: each interpolation becomes a directive and each literal % becomes %%. A key written with a single % matches no lookup, so every translation of it is dead and users see the development text; the development text itself misprints the % as a directive.",
        source: "Apple, LocalizedStringKey.StringInterpolation (appendLiteral escapes % as %%; apple-semantics.md §4, key building); String Format Specifiers (%% is a literal percent sign).",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Mem %@↓%" = "Mem %@%";
                    """#),
                ExampleFile("zh-Hans.lproj/Localizable.strings", #"""
                    "Mem %@↓%" = "内存 %@%";
                    """#)),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Mem %@%%" = "Mem %@%%";
                    "100% done" = "100% done";
                    """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format == .strings || file.format == .stringsdict || file.format == .xcstrings {
            for entry in file.entries where entry.key.utf8.contains(UInt8(ascii: "%")) {
                let lone = lonePercents(entry.key)
                guard let first = lone.first else { continue }
                let fixed = doubled(entry.key, at: lone)
                let at = StringPositionLocator.location(ofByte: first, inValueAt: entry.location, format: file.format)
                let which = lone.count == 1 ? "a lone '%'" : "\(lone.count) lone '%' (the first here)"
                // One '%%' fixes the key only when it has one lone '%'.
                findings.append(Diagnostic(
                    rule, at: at,
                    "the key '\(entry.key)' has interpolation directives and \(which), which SwiftUI writes as '%%'; code looks up '\(fixed)', never this key",
                    fixIt: lone.count == 1 && at != entry.location ? "%%" : nil, fixItLength: lone.count == 1 && at != entry.location ? 1 : nil))
            }
        }
        return findings
    }

    /// The UTF-8 offsets of the key's lone `%` signs, ascending; empty when it has none or no
    /// interpolation directive.
    static func lonePercents(_ key: String) -> [Int] {
        let parsed = FormatStringParser.parse(key, dialect: .foundation)
        let interpolated = parsed.directives.contains { d in
            d.argument != nil && !d.looksLikeLiteralPercent && d.variable == nil
        }
        guard interpolated else { return [] }
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
        let bytes = Array(key.utf8)
        return Set(lone).filter { $0 < bytes.count && bytes[$0] == UInt8(ascii: "%") }.sorted()
    }

    /// The key with each lone `%` (at `offsets`) doubled.
    static func doubled(_ key: String, at offsets: [Int]) -> String {
        var bytes = Array(key.utf8)
        for offset in offsets.sorted(by: >) { bytes.insert(UInt8(ascii: "%"), at: offset) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
