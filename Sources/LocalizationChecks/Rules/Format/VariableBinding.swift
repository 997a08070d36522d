import FormatStrings
import LocalizationCatalog

/// `format.variable-binding`: a `%#@name@` token selects its plural variant from an argument its
/// own variants print as another kind, or its String Catalog `argNum` contradicts its position.
///
/// The token reads the argument its `n$` names, else the next in sequence (the first for a
/// format that is the token alone); it reads it as `NSStringFormatValueTypeKey` (`.stringsdict`)
/// or `formatSpecifier` (String Catalog) says (apple-semantics.md §6.2–§6.3). When the variants
/// print that argument with an incompatible directive (`%1$@` for a `d` token), one of the two
/// reads garbage: Foundation was reported to pick the wrong plural argument this way. The
/// fix-it moves the token to the one argument the variants print as its kind, when there is
/// exactly one (`%#@COUNT@` over `%1$@ and %2$d others` → `%2$#@COUNT@`).
///
/// Every localization is checked, the development language's included; one finding per token,
/// at the string that holds it.
package enum VariableBinding: TableRule {
    package static let rule = DiagnosticRule(
        id: "format.variable-binding", severity: .error,
        summary: "A %#@name@ token selects its plural from an argument that its variants print as another kind (%#@count@ with type d over \"%1$@ and %2$d others\"), or its argNum contradicts its %n$ position.",
        rationale: "A token without a position reads the next argument in sequence, with the type its NSStringFormatValueTypeKey (or formatSpecifier) gives. When its variants print that same argument as an object, either the plural is chosen from a pointer read as an integer or the object is read from an integer: the wrong form, garbage or a crash. Giving the token the position of the count (%2$#@count@) says what is meant.",
        source: "Apple, \"Localizing strings that contain plurals\" (NSStringFormatValueTypeKey, %#@name@ and positional %n$#@name@); apple-semantics.md §6.2 (which argument selects) and §6.3 (argNum); String Format Specifiers (argument sizes).",
        examples: [
            .triggering(ExampleFile("en.lproj/Localizable.stringsdict", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>read_by_others</key>
                  <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>↓%#@COUNT@</string>
                    <key>COUNT</key>
                    <dict>
                      <key>NSStringFormatSpecTypeKey</key>
                      <string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key>
                      <string>d</string>
                      <key>one</key>
                      <string>Read by %1$@ and %2$d other</string>
                      <key>other</key>
                      <string>Read by %1$@ and %2$d others</string>
                    </dict>
                  </dict>
                </dict>
                </plist>
                """#)),
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%@ has %lld photos" : {
                      "localizations" : {
                        "en" : {
                          "stringUnit" : { "state" : "translated", "value" : "%1$@ has %2$#@photos@" },
                          "substitutions" : {
                            "photos" : {
                              "argNum" : ↓1,
                              "formatSpecifier" : "lld",
                              "variations" : {
                                "plural" : {
                                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("en.lproj/Localizable.stringsdict", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>read_by_others</key>
                  <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%2$#@COUNT@</string>
                    <key>COUNT</key>
                    <dict>
                      <key>NSStringFormatSpecTypeKey</key>
                      <string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key>
                      <string>d</string>
                      <key>one</key>
                      <string>Read by %1$@ and %2$d other</string>
                      <key>other</key>
                      <string>Read by %1$@ and %2$d others</string>
                    </dict>
                  </dict>
                </dict>
                </plist>
                """#)),
        ])

    package static var rules: [DiagnosticRule] { [rule] }

    package static func check(_ table: LocalizationTable, context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in table.files where file.format == .stringsdict || file.format == .xcstrings {
            for entry in file.entries {
                for (_, translation) in entry.localizations where !translation.substitutions.isEmpty {
                    findings += check(translation, catalog: file.format == .xcstrings, fallback: translation.location ?? entry.location)
                }
            }
        }
        return findings
    }

    static func check(_ translation: Translation, catalog: Bool, fallback: SourceLocation) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var reported = Set<String>()
        // By name once: a value may hold thousands of tokens.
        var substitutions: [String: Substitution] = [:]
        for substitution in translation.substitutions where substitutions[substitution.name] == nil {
            substitutions[substitution.name] = substitution
        }
        var cap = FindingCap.formatFindings()
        forEachText(translation.value) { text, location in
            guard text.utf8.contains(UInt8(ascii: "#")) else { return }
            let parsed = FormatStringParser.parse(text, dialect: .foundation)
            for token in parsed.directives {
                guard let name = token.variable, case .number(let position)? = token.argument, !reported.contains(name),
                      let substitution = substitutions[name] else { continue }
                // Placed only when reported: each placement reads the string from its start.
                var at: SourceLocation {
                    location.map {
                        StringPositionLocator.location(ofByte: token.byteRange.lowerBound, inValueAt: $0, format: catalog ? .xcstrings : .stringsdict)
                    } ?? fallback
                }
                if catalog, token.isPositional, let argNum = substitution.argumentNumber, argNum != position {
                    reported.insert(name)
                    guard cap.admit() else { continue }
                    findings.append(contradictedArgumentNumber(
                        token: token, position: position, argNum: argNum, substitution: substitution,
                        format: text, at: at))
                    continue
                }
                guard let specifier = substitution.formatSpecifier, let kind = FormatSignature.kind(ofSpecifier: specifier) else { continue }
                let bound = catalog ? substitution.argumentNumber ?? position : position
                let printed = printedKinds(substitution.value)
                guard let clash = printed[bound], !clash.kind.isRuntimeCompatible(with: kind) else { continue }
                reported.insert(name)
                guard cap.admit() else { continue }
                let fitting = printed.filter { $0.key != bound && $0.value.kind.isRuntimeCompatible(with: kind) }.map(\.key)
                let fix = fitting.count == 1 ? fitting[0] : nil
                let how = token.isPositional ? "its position" : "its place in sequence"
                let hint = fix.map { "; write %\($0)$#@\(name)@ to select on argument \($0), which the variants print as \(kind)" } ?? ""
                let typeName = catalog ? "formatSpecifier" : "NSStringFormatValueTypeKey"
                findings.append(Diagnostic(
                    rule, at: at,
                    "'\(token.textDescription)' selects its plural from argument \(bound) (\(how)) read as \(kind) (\(typeName) '\(specifier)'), but its variants print argument \(bound) as \(clash.kind) ('\(clash.written)')\(hint)",
                    fixIt: fix.map { "%\($0)$#@\(name)@" }, fixItLength: fix == nil ? nil : token.textDescription.count))
            }
        }
        cap.summarise(&findings)
        return findings
    }

    /// A token at `%position$` whose substitution's `argNum` names another argument. The one
    /// that disagrees with the rest of the format is wrong: when the format prints `argNum`'s
    /// argument as a kind the substitution's type cannot read, `argNum` is fixed (at its own
    /// number); when it prints `position`'s argument so, the token is; otherwise neither is
    /// certain and the finding says so.
    static func contradictedArgumentNumber(
        token: FormatDirective, position: Int, argNum: Int, substitution: Substitution, format: String, at: SourceLocation
    ) -> Diagnostic {
        let name = substitution.name
        let written = token.textDescription
        let kind = substitution.formatSpecifier.flatMap(FormatSignature.kind(ofSpecifier:))
        let printed = printedKinds(LocalizedValue(.text(format)))
        func clashes(_ argument: Int) -> (kind: ArgumentKind, written: String)? {
            guard let kind, let other = printed[argument], !other.kind.isRuntimeCompatible(with: kind) else { return nil }
            return other
        }
        let head = "'\(written)' is at argument \(position), but its substitution's argNum is \(argNum)"
        if let other = clashes(argNum), clashes(position) == nil, let numberAt = substitution.argumentNumberLocation {
            return Diagnostic(
                rule, at: numberAt,
                "\(head); the format prints argument \(argNum) as \(other.kind) ('\(other.written)'), so argNum is wrong: set it to \(position)",
                notes: [.init("the token '\(written)'", at: at)],
                fixIt: String(position), fixItLength: String(argNum).count)
        }
        if let other = clashes(position), clashes(argNum) == nil {
            return Diagnostic(
                rule, at: at,
                "\(head); the format prints argument \(position) as \(other.kind) ('\(other.written)'), so the token is wrong: write %\(argNum)$#@\(name)@",
                fixIt: "%\(argNum)$#@\(name)@", fixItLength: written.count)
        }
        return Diagnostic(
            rule, at: at,
            "\(head); Xcode compiles one of them and the other is wrong; make them agree (the token's %\(position)$ or argNum \(position), or %\(argNum)$ and argNum \(argNum))")
    }

    /// The first positional directive that prints each argument in the variants of `value`.
    static func printedKinds(_ value: LocalizedValue) -> [Int: (kind: ArgumentKind, written: String)] {
        var printed: [Int: (kind: ArgumentKind, written: String)] = [:]
        for text in value.strings where text.utf8.contains(UInt8(ascii: "$")) {
            for directive in FormatStringParser.parse(text, dialect: .foundation).directives
            where directive.isPositional && directive.variable == nil {
                guard case .number(let n)? = directive.argument, let kind = directive.kind, printed[n] == nil else { continue }
                printed[n] = (kind, directive.textDescription)
            }
        }
        return printed
    }

    /// Each top-level string of a value (the format, or each of its variations) with its location.
    static func forEachText(_ value: LocalizedValue, _ body: (String, SourceLocation?) -> Void) {
        switch value.content {
        case .text(let s): body(s, value.location)
        case .plural(let variants): for v in variants { forEachText(v.value, body) }
        case .device(let variants): for v in variants { forEachText(v.value, body) }
        case .width(let variants): for v in variants { forEachText(v.value, body) }
        case .pluralForms(let forms): for f in forms { forEachText(f, body) }
        }
    }
}
