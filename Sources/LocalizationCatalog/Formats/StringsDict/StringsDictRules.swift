/// Rules of the `.stringsdict` mapping (`stringsdict.*`); the XML property list reader's rules
/// (`plist.*`) are in `PropertyListRules.swift`. Sources: Apple, "Localizing strings that contain
/// plurals" and "Creating width and device variants of strings"; the project spec,
/// apple-semantics.md §6.2.
extension DiagnosticRule {
    public static let stringsDictMissingFormatKey = DiagnosticRule(
        id: "stringsdict.missing-format-key", severity: .error,
        summary: "A rule dictionary has no NSStringLocalizedFormatKey (nor a width or device rule); the key cannot be formatted.",
        rationale: "Without a format string Foundation has nothing to put the plural variable into, so the key is not formatted: the user sees the key itself or the table's .strings text instead of the plural phrase.",
        source: "Apple, \"Localizing strings that contain plurals\" (each rule dictionary starts from NSStringLocalizedFormatKey, whose %#@name@ tokens name the variables); \"Creating width and device variants of strings\" for the two rule types that stand in its place.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    ↓<dict>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let stringsDictUnknownPluralCategory = DiagnosticRule(
        id: "stringsdict.unknown-plural-category", severity: .warning,
        summary: "A plural variable has a key that is not zero, one, two, few, many or other; it is ignored.",
        rationale: "Foundation selects forms only by the CLDR category names, so a made-up or misspelt key ('none', 'One', 'plural') is never shown; its numbers get the 'other' form instead.",
        source: "Apple, \"Localizing strings that contain plurals\" (the keys zero, one, two, few, many, other); CLDR plural categories, UTS #35 Part 3, \"Language Plural Rules\".",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            ↓<key>none</key>
                            <string>Keine Dateien</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>zero</key>
                            <string>Keine Dateien</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let stringsDictUndefinedVariable = DiagnosticRule(
        id: "stringsdict.undefined-variable", severity: .error,
        summary: "A %#@name@ token names no variable dictionary of the rule.",
        rationale: "Foundation has no rule to expand the token with, so the formatted phrase lacks the number and its plural wording; usually the token or the variable's key is misspelt.",
        source: "Apple, \"Localizing strings that contain plurals\" (each %#@name@ in NSStringLocalizedFormatKey names a dictionary of the same rule that defines that variable).",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@ in ↓%#@folders@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@ in %#@folders@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                        <key>folders</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Ordner</string>
                            <key>other</key>
                            <string>%d Ordnern</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let stringsDictUnusedVariable = DiagnosticRule(
        id: "stringsdict.unused-variable", severity: .warning,
        summary: "A variable dictionary that no %#@name@ token of the rule refers to.",
        rationale: "A variable no token names is never expanded, so its plural forms never show; usually the token was misspelt or dropped from the format string, and the translation lacks the plural wording.",
        source: "Apple, \"Localizing strings that contain plurals\" (a variable takes part only through a %#@name@ token of the format string or of another variable's forms).",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                        ↓<key>folders</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Ordner</string>
                            <key>other</key>
                            <string>%d Ordnern</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@ in %#@folders@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                        <key>folders</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Ordner</string>
                            <key>other</key>
                            <string>%d Ordnern</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let stringsDictUnknownRuleType = DiagnosticRule(
        id: "stringsdict.unknown-rule-type", severity: .warning,
        summary: "NSStringFormatSpecTypeKey is not NSStringPluralRuleType, the only documented value; the variable is ignored.",
        rationale: "Apple documents no other rule type for a variable (the NSStringGenderRuleType found in some sample code is not one), so the variable's forms may never be applied and the user sees the token unexpanded or the wrong wording.",
        source: "Apple, \"Localizing strings that contain plurals\" (NSStringPluralRuleType is the only possible value of NSStringFormatSpecTypeKey).",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        ↓<dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringGenderRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let stringsDictMissingRuleType = DiagnosticRule(
        id: "stringsdict.missing-rule-type", severity: .error,
        summary: "A variable dictionary has no NSStringFormatSpecTypeKey; the variable is ignored.",
        rationale: "Without NSStringFormatSpecTypeKey Foundation does not treat the dictionary as a plural rule, so the %#@name@ token that names it is not expanded into the right form.",
        source: "Apple, \"Localizing strings that contain plurals\" (each variable dictionary has NSStringFormatSpecTypeKey set to NSStringPluralRuleType).",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        ↓<dict>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let stringsDictMissingValueType = DiagnosticRule(
        id: "stringsdict.missing-value-type", severity: .warning,
        summary: "A plural variable has no NSStringFormatValueTypeKey, so the argument's type is unknown.",
        rationale: "The value type says how the number that selects the form is read from the arguments (d, ld, lld, f …); without it nothing states the type, so a mismatch with what the code passes (a 64-bit Int, a Double) goes unnoticed and can pick the wrong form.",
        source: "Apple, \"Localizing strings that contain plurals\" (NSStringFormatValueTypeKey holds the format specifier of the number, such as d or ld); Xcode writes it in every exported .stringsdict.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        ↓<dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>%d files</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let stringsDictNotAString = DiagnosticRule(
        id: "stringsdict.not-a-string", severity: .error,
        summary: "A format, variant or type value that must be a <string> is another kind of value; it is ignored.",
        rationale: "Foundation reads format strings, plural forms and type names as strings; an <array>, <integer> or <dict> in their place is not used, so the key or form it was meant for is missing at run time.",
        source: "Apple, \"Localizing strings that contain plurals\" and \"Creating width and device variants of strings\" (format strings, forms, variants and the type keys are strings).",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Save</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        ↓<array>
                            <string>Sichern</string>
                        </array>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Save</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Sichern</string>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let stringsDictInvalidWidth = DiagnosticRule(
        id: "stringsdict.invalid-width", severity: .warning,
        summary: "A key of NSStringVariableWidthRuleType is not a whole number of characters; the variant is ignored.",
        rationale: "Width variants are chosen by comparing the requested width with the numeric keys, so a key such as 'wide' or '50em' is never chosen and that variant never shows.",
        source: "Apple, \"Creating width and device variants of strings\" (the keys of NSStringVariableWidthRuleType are widths in characters; NSString.variantFittingPresentationWidth(_:) picks among them).",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Welcome</key>
                    <dict>
                        <key>NSStringVariableWidthRuleType</key>
                        <dict>
                            <key>20</key>
                            <string>Willkommen</string>
                            ↓<key>wide</key>
                            <string>Willkommen bei Notizen</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Welcome</key>
                    <dict>
                        <key>NSStringVariableWidthRuleType</key>
                        <dict>
                            <key>20</key>
                            <string>Willkommen</string>
                            <key>50</key>
                            <string>Willkommen bei Notizen</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let stringsDictUnknownDevice = DiagnosticRule(
        id: "stringsdict.unknown-device", severity: .warning,
        summary: "A key of NSStringDeviceSpecificRuleType is not a documented device; the variant is ignored.",
        rationale: "Foundation picks the variant named after the running device, so a key Apple does not define ('macos', 'iPhone', 'watch') is never chosen and that device shows another variant.",
        source: "Apple, \"Creating width and device variants of strings\" (the device keys appletv, applevision, applewatch, ipad, iphone, ipod, mac).",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Tap to continue</key>
                    <dict>
                        <key>NSStringDeviceSpecificRuleType</key>
                        <dict>
                            <key>iphone</key>
                            <string>Tippen, um fortzufahren</string>
                            ↓<key>macos</key>
                            <string>Klicken, um fortzufahren</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Tap to continue</key>
                    <dict>
                        <key>NSStringDeviceSpecificRuleType</key>
                        <dict>
                            <key>iphone</key>
                            <string>Tippen, um fortzufahren</string>
                            <key>mac</key>
                            <string>Klicken, um fortzufahren</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])

    /// Rules the `.stringsdict` reader may report (besides `common`).
    public static let stringsdict: [DiagnosticRule] = [
        .plistMalformed, .plistTruncated, .plistEntityDeclaration, .plistUnknownEntity, .plistBinaryUnsupported,
        .plistNotADictionary, .plistTooDeep, .plistInvalidValue, .plistUnknownElement, .plistDuplicateKey,
        .stringsDictMissingFormatKey, .stringsDictUnknownPluralCategory,
        .stringsDictUndefinedVariable, .stringsDictUnusedVariable, .stringsDictUnknownRuleType,
        .stringsDictMissingRuleType, .stringsDictMissingValueType, .stringsDictNotAString,
        .stringsDictInvalidWidth, .stringsDictUnknownDevice,
    ]
}
