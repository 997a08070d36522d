import FormatStrings
import LocalizationCatalog

/// `format.int32-for-int`: a value reads as a 32-bit `int` (`%d`, `%i`, `%u`, `%x`, or a
/// variable of type `d`) an argument that its key, built by SwiftUI or `String(localized:)`
/// from a Swift `Int` interpolation, passes as 64 bits (`%lld`, `%ld`).
///
/// Swift's `Int` is 64 bits on every Apple platform; a key `"%lld photos"` says the code
/// interpolates one. A 32-bit directive reads half of it: numbers past 2,147,483,647 (file
/// sizes, byte counts, identifiers) print wrong, and on platforms that pass varargs in 4-byte
/// slots the arguments after it shift. Only keys that are formats are compared (identifier
/// keys say nothing about the code). Only the development language's value is checked:
/// translations are compared with it (or, without one, with the key) by `format.kind-mismatch`,
/// and copy the fix from it. One finding per value.
package enum IntegerWidth: TableRule {
    package static let rule = DiagnosticRule(
        id: "format.int32-for-int", severity: .warning,
        summary: "A value reads as a 32-bit int (%d, or a %#@var@ of type d) an argument its key passes as a 64-bit Swift Int (%lld).",
        rationale: "SwiftUI and String(localized:) build the key of \"\\(count) photos\" as \"%lld photos\", because a Swift Int is 64 bits. A translation or plural rule that reads it with %d or NSStringFormatValueTypeKey d reads 32 bits of it: counts over 2,147,483,647 print wrong, and the plural may be chosen from the wrong number. Write lld (or ld) where the key has it.",
        source: "Apple, \"String Format Specifiers\" (%d is a 32-bit int, %ld and %lld 64-bit on 64-bit platforms); LocalizedStringKey.StringInterpolation builds %lld for Int (apple-semantics.md §4); \"Localizing strings that contain plurals\" (NSStringFormatValueTypeKey).",
        examples: [
            .triggering(ExampleFile("en.lproj/Localizable.stringsdict", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>%lld photos</key>
                  <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@photos@</string>
                    <key>photos</key>
                    <dict>
                      <key>NSStringFormatSpecTypeKey</key>
                      <string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key>
                      <string>↓d</string>
                      <key>one</key>
                      <string>%d photo</string>
                      <key>other</key>
                      <string>%d photos</string>
                    </dict>
                  </dict>
                </dict>
                </plist>
                """#)),
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "%lld files" = "↓%d files";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "%lld files" = "%d Dateien";
                    """#)),
            .accepted(ExampleFile("en.lproj/Localizable.stringsdict", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>%lld photos</key>
                  <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@photos@</string>
                    <key>photos</key>
                    <dict>
                      <key>NSStringFormatSpecTypeKey</key>
                      <string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key>
                      <string>lld</string>
                      <key>one</key>
                      <string>%lld photo</string>
                      <key>other</key>
                      <string>%lld photos</string>
                    </dict>
                  </dict>
                </dict>
                </plist>
                """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format != .po && file.format != .pot {
            let catalog = file.format == .xcstrings
            let development = catalog ? file.developmentLanguage ?? table.developmentLanguage : table.developmentLanguage
            for entry in file.entries where entry.key.utf8.contains(UInt8(ascii: "l")) && entry.key.utf8.contains(UInt8(ascii: "%")) {
                let wide = wideArguments(entry.key)
                guard !wide.isEmpty else { continue }
                for (locale, translation) in entry.localizations.sorted(by: { $0.key < $1.key }) where !translation.isEmpty {
                    guard let development, (catalog ? locale : file.locale) == development else { continue }
                    guard let narrow = firstNarrowRead(translation, wide: wide, catalog: catalog, format: file.format) else { continue }
                    findings.append(Diagnostic(
                        rule, at: narrow.location ?? translation.location ?? entry.location,
                        "\(catalog ? "the \(locale) value" : "the value") reads argument \(narrow.argument) with '\(narrow.written)', \(narrow.bits) bits, but the key '\(entry.key)' passes it as a 64-bit Int ('\(wide[narrow.argument]!)'); write \(narrow.fix)",
                        fixIt: narrow.fixIt, fixItLength: narrow.fixItLength))
                }
            }
        }
        return findings
    }

    /// The arguments the key reads as 64-bit integers, with the directive that reads each.
    static func wideArguments(_ key: String) -> [Int: String] {
        let parsed = FormatStringParser.parse(key, dialect: .foundation)
        guard parsed.problems.isEmpty else { return [:] }
        var wide: [Int: String] = [:]
        for directive in parsed.directives where directive.kind == .int64 || directive.kind == .uint64 {
            if case .number(let n)? = directive.argument, wide[n] == nil { wide[n] = directive.textDescription }
        }
        return wide
    }

    struct NarrowRead {
        var argument: Int
        var written: String
        var bits: Int
        var fix: String
        var fixIt: String?
        var fixItLength: Int?
        var location: SourceLocation?
    }

    /// `written` (a directive such as `%2$hd`, or a bare type such as `d`) with its length
    /// modifier, if any, replaced by `ll`.
    static func widened(_ written: String, length: LengthModifier?) -> String {
        var head = written.dropLast()
        if let length, head.hasSuffix(length.rawValue) { head = head.dropLast(length.rawValue.count) }
        return head + "ll" + String(written.suffix(1))
    }

    /// How many bits a `d`/`u`/`x` directive with this length modifier reads.
    static func bits(_ length: LengthModifier?) -> Int {
        switch length {
        case .hh: 8
        case .h: 16
        default: 32
        }
    }

    /// The first directive or variable type of `translation` that reads a wide argument as 32 bits.
    static func firstNarrowRead(_ translation: Translation, wide: [Int: String], catalog: Bool, format: CatalogFormat) -> NarrowRead? {
        var found: NarrowRead?
        var variables: [String: Int] = [:]
        VariableBinding.forEachText(translation.value) { text, location in
            guard found == nil else { return }
            for directive in FormatStringParser.parse(text, dialect: .foundation).directives {
                guard case .number(let n)? = directive.argument else { continue }
                if let name = directive.variable {
                    if variables[name] == nil { variables[name] = n }
                    continue
                }
                if wide[n] != nil, directive.kind == .int32 || directive.kind == .uint32, directive.conversion != "c" {
                    let written = directive.textDescription
                    let fixed = widened(written, length: directive.length)
                    let at = location.map {
                        StringPositionLocator.location(ofByte: directive.byteRange.lowerBound, inValueAt: $0, format: catalog ? .xcstrings : format)
                    }
                    found = NarrowRead(
                        argument: n, written: written, bits: bits(directive.length), fix: "'\(fixed)'", fixIt: fixed,
                        fixItLength: written.count, location: at)
                    return
                }
            }
        }
        if let found { return found }
        for substitution in translation.substitutions {
            let n = catalog ? substitution.argumentNumber ?? variables[substitution.name] : variables[substitution.name]
            guard let n, wide[n] != nil, let specifier = substitution.formatSpecifier,
                  let kind = FormatSignature.kind(ofSpecifier: specifier), kind == .int32 || kind == .uint32 else { continue }
            let key = catalog ? "formatSpecifier" : "NSStringFormatValueTypeKey"
            let length = FormatStringParser.parse("%" + specifier, dialect: .foundation).directives.first?.length
            let fixed = widened(specifier, length: length)
            // The fix-it replaces the type's own string; without its position there is only the message.
            let at = substitution.formatSpecifierLocation.map {
                StringPositionLocator.location(ofByte: 0, inValueAt: $0, format: catalog ? .xcstrings : format)
            }
            return NarrowRead(
                argument: n, written: "\(key) \(specifier)", bits: bits(length), fix: "'\(fixed)' in \(key)",
                fixIt: at == nil ? nil : fixed, fixItLength: at == nil ? nil : specifier.count,
                location: at ?? substitution.location)
        }
        return nil
    }
}
