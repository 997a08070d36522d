/// Rules of the XML property list reader (`plist.*`) and of the `.stringsdict` mapping
/// (`stringsdict.*`). Sources: Apple, "Localizing strings that contain plurals" and "Creating width
/// and device variants of strings"; the project spec, apple-semantics.md §6.2.
extension DiagnosticRule {
    // MARK: XML property list

    public static let plistMalformed = DiagnosticRule(
        id: "plist.malformed", severity: .error,
        summary: "The XML is not well formed; Apple's property list parser rejects the whole file.")
    public static let plistTruncated = DiagnosticRule(
        id: "plist.truncated", severity: .error,
        summary: "The file ends inside an element, comment or tag; only the complete entries were read.")
    public static let plistEntityDeclaration = DiagnosticRule(
        id: "plist.entity-declaration", severity: .error,
        summary: "The document type declaration has an internal subset declaring entities; it is refused and no entity is expanded.")
    public static let plistUnknownEntity = DiagnosticRule(
        id: "plist.unknown-entity", severity: .error,
        summary: "An entity reference other than &lt; &gt; &amp; &quot; &apos; or a character reference; it is kept literally.")
    public static let plistBinaryUnsupported = DiagnosticRule(
        id: "plist.binary-unsupported", severity: .error,
        summary: "The file is a binary property list (bplist00), which this reader does not read.")
    public static let plistNotADictionary = DiagnosticRule(
        id: "plist.not-a-dictionary", severity: .error,
        summary: "A dictionary was expected (the top level, or a rule of a key) but another value was found.")
    public static let plistTooDeep = DiagnosticRule(
        id: "plist.too-deep", severity: .error,
        summary: "Elements nest deeper than the reader's nesting limit; the deeper content was skipped.")
    public static let plistInvalidValue = DiagnosticRule(
        id: "plist.invalid-value", severity: .error,
        summary: "An <integer>, <real>, <data>, <date> or boolean element whose content is not valid.")
    public static let plistUnknownElement = DiagnosticRule(
        id: "plist.unknown-element", severity: .error,
        summary: "An element that is not a property list element (dict, key, array, string, integer, real, true, false, date, data).")
    public static let plistDuplicateKey = DiagnosticRule(
        id: "plist.duplicate-key", severity: .warning,
        summary: "A key appears twice in one dictionary; the last one wins.")

    // MARK: .stringsdict

    public static let stringsDictMissingFormatKey = DiagnosticRule(
        id: "stringsdict.missing-format-key", severity: .error,
        summary: "A rule dictionary has no NSStringLocalizedFormatKey (nor a width or device rule); the key cannot be formatted.")
    public static let stringsDictMissingOther = DiagnosticRule(
        id: "stringsdict.missing-other", severity: .warning,
        summary: "A plural variable has no 'other' category, which Apple documents as required.")
    public static let stringsDictUnknownPluralCategory = DiagnosticRule(
        id: "stringsdict.unknown-plural-category", severity: .warning,
        summary: "A plural variable has a key that is not zero, one, two, few, many or other; it is ignored.")
    public static let stringsDictUndefinedVariable = DiagnosticRule(
        id: "stringsdict.undefined-variable", severity: .error,
        summary: "A %#@name@ token names no variable dictionary of the rule.")
    public static let stringsDictUnusedVariable = DiagnosticRule(
        id: "stringsdict.unused-variable", severity: .warning,
        summary: "A variable dictionary that no %#@name@ token of the rule refers to.")
    public static let stringsDictUnknownRuleType = DiagnosticRule(
        id: "stringsdict.unknown-rule-type", severity: .warning,
        summary: "NSStringFormatSpecTypeKey is not NSStringPluralRuleType, the only documented value; the variable is ignored.")
    public static let stringsDictMissingRuleType = DiagnosticRule(
        id: "stringsdict.missing-rule-type", severity: .error,
        summary: "A variable dictionary has no NSStringFormatSpecTypeKey; the variable is ignored.")
    public static let stringsDictMissingValueType = DiagnosticRule(
        id: "stringsdict.missing-value-type", severity: .warning,
        summary: "A plural variable has no NSStringFormatValueTypeKey, so the argument's type is unknown.")
    public static let stringsDictNotAString = DiagnosticRule(
        id: "stringsdict.not-a-string", severity: .error,
        summary: "A format, variant or type value that must be a <string> is another kind of value; it is ignored.")
    public static let stringsDictInvalidWidth = DiagnosticRule(
        id: "stringsdict.invalid-width", severity: .warning,
        summary: "A key of NSStringVariableWidthRuleType is not a whole number of characters; the variant is ignored.")
    public static let stringsDictUnknownDevice = DiagnosticRule(
        id: "stringsdict.unknown-device", severity: .warning,
        summary: "A key of NSStringDeviceSpecificRuleType is not a documented device; the variant is ignored.")

    /// Rules the `.stringsdict` reader may report (besides `common`).
    public static let stringsdict: [DiagnosticRule] = [
        .plistMalformed, .plistTruncated, .plistEntityDeclaration, .plistUnknownEntity, .plistBinaryUnsupported,
        .plistNotADictionary, .plistTooDeep, .plistInvalidValue, .plistUnknownElement, .plistDuplicateKey,
        .stringsDictMissingFormatKey, .stringsDictMissingOther, .stringsDictUnknownPluralCategory,
        .stringsDictUndefinedVariable, .stringsDictUnusedVariable, .stringsDictUnknownRuleType,
        .stringsDictMissingRuleType, .stringsDictMissingValueType, .stringsDictNotAString,
        .stringsDictInvalidWidth, .stringsDictUnknownDevice,
    ]
}
