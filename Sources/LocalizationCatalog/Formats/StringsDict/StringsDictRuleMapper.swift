/// Maps one `.stringsdict` rule dictionary (the value of a top-level key) to a `Translation`.
///
/// Shapes (Apple, "Localizing strings that contain plurals" and "Creating width and device
/// variants of strings"; spec §6.2):
/// - `NSStringLocalizedFormatKey` → `.text(format)`; every other key whose dictionary has
///   `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType` → a `Substitution` whose value is
///   `.plural` (categories in file order) and whose `formatSpecifier` is
///   `NSStringFormatValueTypeKey`;
/// - `NSStringVariableWidthRuleType` → `.width`, variants sorted by numeric width;
/// - `NSStringDeviceSpecificRuleType` → `.device`, variants in file order.
/// A width or device variant may itself be a rule dictionary (format plus variables); its
/// format becomes the variant's text and its variables join the translation's substitutions.
///
/// Locations: the translation at the rule `<dict>`, a text value or variant at its `<string>`,
/// a substitution at its `<key>`, a plural/width/device value at its `<dict>`.
struct StringsDictRuleMapper {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"
    static let widthRuleType = "NSStringVariableWidthRuleType"
    static let deviceRuleType = "NSStringDeviceSpecificRuleType"

    let text: SourceText
    private(set) var diagnostics: [Diagnostic] = []

    init(text: SourceText) {
        self.text = text
    }

    /// The translation of top-level key `key`, or nil when the rule is unusable (reported).
    mutating func translation(key: String, rule: PropertyListValue) -> Translation? {
        guard let pairs = rule.dictionary else {
            report(.plistNotADictionary, at: rule.offset,
                   "the value of '\(key)' is \(rule.kindName), not a rule <dict>; the key is skipped")
            return nil
        }
        var value: LocalizedValue?
        var substitutions: [Substitution] = []
        var strings: [PropertyListValue] = []
        var variables: [PropertyListPair] = []
        var unusable = false
        for pair in pairs {
            switch pair.key {
            case Self.formatKey:
                guard let format = pair.value.string else {
                    report(.stringsDictNotAString, at: pair.value.offset,
                           "NSStringLocalizedFormatKey of '\(key)' is \(pair.value.kindName), not a <string>; the key is skipped")
                    unusable = true
                    continue
                }
                value = .text(format, location: location(pair.value.offset))
                strings.append(pair.value)
            case Self.widthRuleType, Self.deviceRuleType:
                guard let (variants, nested) = variations(pair, key: key, strings: &strings) else {
                    unusable = true
                    continue
                }
                // A format key, if present, stays the value; the variations are kept otherwise.
                if value == nil { value = variants }
                substitutions += nested
            default:
                variables.append(pair)
            }
        }
        if unusable { return nil }
        guard let value else {
            report(.stringsDictMissingFormatKey, at: rule.offset,
                   "the rule of '\(key)' has no NSStringLocalizedFormatKey (nor a width or device rule); the key is skipped")
            return nil
        }
        for variable in variables {
            if let substitution = self.substitution(variable, key: key, strings: &strings) {
                substitutions.append(substitution)
            }
        }
        checkReferences(key: key, strings: strings, variables: variables)
        // The first positional token names a variable's argument.
        let tokens = strings.flatMap { s in s.string.map(FormatVariableToken.scan) ?? [] }
        for index in substitutions.indices where substitutions[index].argumentNumber == nil {
            substitutions[index].argumentNumber = tokens.first {
                $0.name == substitutions[index].name && $0.argumentNumber != nil
            }?.argumentNumber
        }
        return Translation(value: value, substitutions: substitutions, location: location(rule.offset))
    }

    // MARK: Variables

    /// A plural variable's substitution, or nil when it is not a usable plural rule (reported).
    private mutating func substitution(
        _ variable: PropertyListPair, key: String, strings: inout [PropertyListValue]
    ) -> Substitution? {
        let name = variable.key
        guard let pairs = variable.value.dictionary else {
            report(.plistNotADictionary, at: variable.value.offset,
                   "variable '\(name)' of '\(key)' is \(variable.value.kindName), not a <dict>; it is ignored")
            return nil
        }
        var ruleType: String?
        var valueType: String?
        var valueTypeAt: SourceLocation?
        var variants: [PluralVariant] = []
        for pair in pairs {
            switch pair.key {
            case Self.specTypeKey, Self.valueTypeKey:
                guard let s = pair.value.string else {
                    report(.stringsDictNotAString, at: pair.value.offset,
                           "\(pair.key) of variable '\(name)' is \(pair.value.kindName), not a <string>")
                    continue
                }
                if pair.key == Self.specTypeKey { ruleType = s } else { valueType = s; valueTypeAt = location(pair.value.offset) }
            default:
                guard let category = PluralCategory(rawValue: pair.key) else {
                    report(.stringsDictUnknownPluralCategory, at: pair.keyOffset,
                           "'\(pair.key)' in variable '\(name)' is not a plural category (zero, one, two, few, many, other); it is ignored")
                    continue
                }
                guard let s = pair.value.string else {
                    report(.stringsDictNotAString, at: pair.value.offset,
                           "category '\(pair.key)' of variable '\(name)' is \(pair.value.kindName), not a <string>; it is ignored")
                    continue
                }
                variants.append(PluralVariant(category, .text(s, location: location(pair.value.offset))))
                strings.append(pair.value)
            }
        }
        guard let ruleType else {
            report(.stringsDictMissingRuleType, at: variable.value.offset,
                   "variable '\(name)' of '\(key)' has no NSStringFormatSpecTypeKey; it is ignored")
            return nil
        }
        guard ruleType == Self.pluralRuleType else {
            report(.stringsDictUnknownRuleType, at: variable.value.offset,
                   "variable '\(name)' has rule type '\(ruleType)'; only NSStringPluralRuleType is documented, so it is ignored")
            return nil
        }
        if valueType == nil {
            report(.stringsDictMissingValueType, at: variable.value.offset,
                   "plural variable '\(name)' of '\(key)' has no NSStringFormatValueTypeKey (e.g. d, ld, f)")
        }
        // A missing `other` is `stringsdict.missing-other`, checked with the language's plural rules.
        return Substitution(
            name: name, formatSpecifier: valueType, ruleType: ruleType,
            value: LocalizedValue(.plural(variants), location: location(variable.value.offset)),
            location: location(variable.keyOffset), formatSpecifierLocation: valueTypeAt)
    }

    /// Reports `%#@name@` tokens without a variable, and variables no token uses.
    private mutating func checkReferences(key: String, strings: [PropertyListValue], variables: [PropertyListPair]) {
        let defined = Set(variables.map(\.key))
        var used: Set<String> = []
        for string in strings {
            guard let s = string.string else { continue }
            for token in FormatVariableToken.scan(s) {
                used.insert(token.name)
                if !defined.contains(token.name) {
                    let offset = string.verbatimTextOffset.map { $0 + token.offset } ?? string.offset
                    report(.stringsDictUndefinedVariable, at: offset,
                           "'%#@\(token.name)@' in '\(key)' names no variable dictionary")
                }
            }
        }
        for variable in variables where !used.contains(variable.key) {
            report(.stringsDictUnusedVariable, at: variable.keyOffset,
                   "variable '\(variable.key)' of '\(key)' is not referenced by any %#@\(variable.key)@ token")
        }
    }

    // MARK: Width and device rules

    /// The `.width` or `.device` value of a rule-type key, plus substitutions of nested rules.
    /// Nil when the value is not a dictionary (reported).
    private mutating func variations(
        _ rule: PropertyListPair, key: String, strings: inout [PropertyListValue]
    ) -> (LocalizedValue, [Substitution])? {
        guard let pairs = rule.value.dictionary else {
            report(.plistNotADictionary, at: rule.value.offset,
                   "\(rule.key) of '\(key)' is \(rule.value.kindName), not a <dict>; the key is skipped")
            return nil
        }
        let isWidth = rule.key == Self.widthRuleType
        var widths: [WidthVariant] = []
        var devices: [DeviceVariant] = []
        var nested: [Substitution] = []
        for pair in pairs {
            let width = isWidth ? parseWidth(pair.key) : nil
            let device = isWidth ? nil : DeviceClass(rawValue: pair.key)
            if isWidth, width == nil {
                report(.stringsDictInvalidWidth, at: pair.keyOffset,
                       "width '\(pair.key)' of '\(key)' is not a whole number of characters; the variant is ignored")
                continue
            }
            if !isWidth, device == nil {
                report(.stringsDictUnknownDevice, at: pair.keyOffset,
                       "'\(pair.key)' of '\(key)' is not a device (appletv, applevision, applewatch, ipad, iphone, ipod, mac, other); the variant is ignored")
                continue
            }
            let value: LocalizedValue
            if let s = pair.value.string {
                value = .text(s, location: location(pair.value.offset))
                strings.append(pair.value)
            } else if pair.value.dictionary != nil, let inner = translation(key: key, rule: pair.value) {
                value = inner.value
                nested += inner.substitutions
            } else {
                if pair.value.dictionary == nil {
                    report(.stringsDictNotAString, at: pair.value.offset,
                           "variant '\(pair.key)' of '\(key)' is \(pair.value.kindName), not a <string>; it is ignored")
                }
                continue
            }
            if let width { widths.append(WidthVariant(width, value)) }
            if let device { devices.append(DeviceVariant(device, value)) }
        }
        let where_ = location(rule.value.offset)
        if isWidth {
            // Stable sort by width: equal widths keep file order.
            let sorted = widths.enumerated().sorted { ($0.element.width, $0.offset) < ($1.element.width, $1.offset) }.map(\.element)
            return (LocalizedValue(.width(sorted), location: where_), nested)
        }
        return (LocalizedValue(.device(devices), location: where_), nested)
    }

    /// A width key: decimal digits only, at most 9 of them.
    private func parseWidth(_ s: String) -> Int? {
        guard !s.isEmpty, s.utf8.count <= 9, s.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(s)
    }

    // MARK: Helpers

    private func location(_ offset: Int) -> SourceLocation { text.location(at: offset) }

    private mutating func report(_ rule: DiagnosticRule, at offset: Int, _ message: String) {
        diagnostics.append(Diagnostic(rule, at: text.location(at: offset), message))
    }
}
