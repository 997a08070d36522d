/// Rules of the XML property list reader (`plist.*`), listed in `stringsdict`. Behaviour compared
/// with CoreFoundation's XML property list parser (`CFPropertyList.c`): any error there makes the
/// whole file unreadable, so Apple's loader uses none of its keys.
extension DiagnosticRule {
    public static let plistMalformed = DiagnosticRule(
        id: "plist.malformed", severity: .error,
        summary: "The XML is not well formed; Apple's property list parser rejects the whole file.",
        rationale: "Apple's loader cannot read the file, so none of its plural or variant rules apply: every key of the table shows its .strings value or the key itself. A bare '&' or '<' in a translation and a mistyped end tag are the usual causes.",
        source: "CoreFoundation's XML property list parser (CFPropertyList.c) fails the whole read on an unknown ampersand sequence or a close tag that does not match its open tag.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Save ↓& Quit</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Sichern und beenden</string>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Save &amp; Quit</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Sichern und beenden</string>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let plistTruncated = DiagnosticRule(
        id: "plist.truncated", severity: .error,
        summary: "The file ends inside an element, comment or tag; only the complete entries were read.",
        rationale: "Apple's parser needs every element closed, so it rejects a cut-off file as a whole and none of its keys are formatted with their rules. An interrupted write or a merge that lost the tail of the file are the usual causes.",
        source: "CoreFoundation's XML property list parser (CFPropertyList.c) fails with \"Encountered unexpected EOF\" when the data ends before a close tag.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Save</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Sichern</string>
                    </dict>
                    <key>Quit</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Beenden↓
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Save</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Sichern</string>
                    </dict>
                    <key>Quit</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Beenden</string>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let plistEntityDeclaration = DiagnosticRule(
        id: "plist.entity-declaration", severity: .error,
        summary: "The document type declaration has an internal subset declaring entities; it is refused and no entity is expanded.",
        rationale: "Apple's parser skips the document type declaration without reading its entities, so a reference to a declared entity makes the whole file unreadable. Expanding such entities is also how \"billion laughs\" files exhaust memory, so the reader never does.",
        source: "CoreFoundation's XML property list parser (CFPropertyList.c) skips the DTD and expands only &lt; &gt; &amp; &apos; &quot; and character references; the PropertyList-1.0 DTD declares no entities.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <!DOCTYPE plist [
                    ↓<!ENTITY app "Notizen">
                ]>
                <plist version="1.0">
                <dict>
                    <key>Open</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Notizen öffnen</string>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                    <key>Open</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Notizen öffnen</string>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let plistUnknownEntity = DiagnosticRule(
        id: "plist.unknown-entity", severity: .error,
        summary: "An entity reference other than &lt; &gt; &amp; &quot; &apos; or a character reference; it is kept literally.",
        rationale: "Apple's parser knows only the five predefined entities and numeric character references; any other name, such as an HTML &nbsp;, makes it reject the whole file, so none of its keys are formatted with their rules.",
        source: "CoreFoundation's XML property list parser (CFPropertyList.c) fails with \"Encountered unknown ampersand-escape sequence\"; write a character reference such as &#160; instead.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Continue</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Weiter↓&nbsp;…</string>
                    </dict>
                </dict>
                </plist>
                """#)),
            .accepted(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Continue</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Weiter&#160;…</string>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let plistBinaryUnsupported = DiagnosticRule(
        id: "plist.binary-unsupported", severity: .error,
        summary: "The file is a binary property list (bplist00), which this reader does not read.",
        rationale: "Apple's loader reads binary property lists, so the app may be fine, but none of the file's keys are checked. Xcode writes binary tables into built products; the source file is usually XML, so a binary one was often copied from a build.",
        source: "CoreFoundation (CFPropertyList.c) tries the binary format first, recognised by its \"bplist00\" header; `plutil -convert xml1` turns the file into XML.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                ↓bplist00\#u{D1}\#u{01}\#u{02}TSave\#u{D1}\#u{03}\#u{04}_\#u{10}\#u{1A}NSStringLocalizedFormatKeyWSichern\#u{08}\#u{0B}\#u{10}\#u{13}0\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{01}\#u{01}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{05}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}\#u{00}8
                """#, encoding: .bytes)),
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
    public static let plistNotADictionary = DiagnosticRule(
        id: "plist.not-a-dictionary", severity: .error,
        summary: "A dictionary was expected (the top level, or a rule of a key) but another value was found.",
        rationale: "A .stringsdict maps each key to a rule dictionary; a key whose value is a plain string or an array has no rule, so Apple's loader cannot format it and the key is skipped here. Plain translations belong in the .strings file of the same table.",
        source: "Apple, \"Localizing strings that contain plurals\" (each key's value is a dictionary with NSStringLocalizedFormatKey and its variables).",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Save</key>
                    ↓<string>Sichern</string>
                </dict>
                </plist>
                """#)),
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                ↓<array>
                    <string>Sichern</string>
                </array>
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
    public static let plistTooDeep = DiagnosticRule(
        id: "plist.too-deep", severity: .error,
        summary: "Elements nest deeper than the reader's nesting limit; the deeper content was skipped.",
        rationale: "No real .stringsdict nests more than a few levels (key, rule, variable, variant), so such depth means a generated or hostile file; the reader caps it (64 elements by default) so it cannot exhaust the stack, and the content below the cap is not checked.",
        source: "The reader's own limit (ReadOptions.maximumNestingDepth, 64 by default); Apple, \"Localizing strings that contain plurals\" and \"Creating width and device variants of strings\" show the deepest documented shape.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict><key>Deep</key>\#(String(repeating: "<array>", count: 62))↓<array>\#(String(repeating: "</array>", count: 63))
                </dict>
                </plist>
                """#)),
        ])
    public static let plistInvalidValue = DiagnosticRule(
        id: "plist.invalid-value", severity: .error,
        summary: "An <integer>, <real>, <data>, <date> or boolean element whose content is not valid.",
        rationale: "Apple's parser rejects the whole file when a number, date, data or boolean element cannot be read, so none of its keys are formatted with their rules. A translated word inside an <integer> is one way it happens.",
        source: "CoreFoundation's XML property list parser (CFPropertyList.c): \"Encountered misformatted integer\", \"Could not interpret <date>\" and the like end the read.",
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
                            ↓<integer>eine Datei</integer>
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
                            <string>eine Datei</string>
                            <key>other</key>
                            <string>%d Dateien</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
    public static let plistUnknownElement = DiagnosticRule(
        id: "plist.unknown-element", severity: .error,
        summary: "An element that is not a property list element (dict, key, array, string, integer, real, true, false, date, data).",
        rationale: "Apple's parser rejects the whole file at an element it does not know, so none of its keys are formatted with their rules. HTML markup such as <b> pasted into a translation is parsed as an element too; write it as &lt;b&gt;.",
        source: "CoreFoundation's XML property list parser (CFPropertyList.c) fails with \"Encountered unknown tag\"; Apple's PropertyList-1.0 DTD lists the elements.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Save</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        ↓<text>Sichern</text>
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
    public static let plistDuplicateKey = DiagnosticRule(
        id: "plist.duplicate-key", severity: .warning,
        summary: "A key appears twice in one dictionary; the last one wins.",
        rationale: "The earlier rule or translation is silently replaced by the later one; usually two entries were merged or a translator edited the wrong copy.",
        source: "CoreFoundation's XML property list parser (CFPropertyList.c) stores each pair with CFDictionarySetValue, so a later value replaces an earlier one without an error.",
        examples: [
            .triggering(ExampleFile("de.lproj/Localizable.stringsdict", #"""
                <plist version="1.0">
                <dict>
                    <key>Save</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Sichern</string>
                    </dict>
                    ↓<key>Save</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Speichern</string>
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
                    <key>Save As…</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>Speichern unter …</string>
                    </dict>
                </dict>
                </plist>
                """#)),
        ])
}
