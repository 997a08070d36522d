import LocalizationCatalog

/// Rules about format strings: a translation must read the arguments its source passes, as the
/// source reads them (gettext manual, "Checking PO Files" and `msgfmt -c`; Apple, "String
/// Format Specifiers" and "Localizing strings that contain plurals").
extension DiagnosticRule {
    package static let formatMissingArgument = DiagnosticRule(
        id: "format.missing-argument", severity: .error,
        summary: "A translation does not use an argument its source uses (`%d files` → `Dateien`); gettext's msgfmt -c rejects it.",
        rationale: "The number or name the source passes never appears in the translation, so the user reads \"Dateien\" without knowing how many; in gettext, msgfmt -c fails the build.",
        source: "GNU gettext manual, \"c-format Flag\" and \"msgfmt Invocation\" (--check-format); Apple, \"String Format Specifiers\". A plural form that serves only one number may omit it (\"Localizing strings that contain plurals\").",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "%d files" = "%d files";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "%d files" = ↓"Dateien";
                """#), developmentLanguage: "en"),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "%d files" = "%d files";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "%d files" = "%d Dateien";
                """#), developmentLanguage: "en"),
        ])
    package static let formatExtraArgument = DiagnosticRule(
        id: "format.extra-argument", severity: .error,
        summary: "A translation reads an argument its source does not pass (`%@` → `%@ %@`): garbage or a crash at run time.",
        rationale: "The formatter reads an argument the caller never passed: the device prints stack garbage, and an object directive such as %@ dereferences it and crashes the app.",
        source: "Apple, \"String Format Specifiers\" and \"Formatting String Objects\"; the C standard, 7.21.6.1 (reading an argument that was not passed is undefined behaviour); msgfmt -c rejects it too.",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "Hello %@" = "Hello %@";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "Hello %@" = "Hallo %@ ↓%@";
                """#), developmentLanguage: "en"),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "Hello %@" = "Hello %@";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "Hello %@" = "Hallo %@";
                """#), developmentLanguage: "en"),
        ])
    package static let formatKindMismatch = DiagnosticRule(
        id: "format.kind-mismatch", severity: .error,
        summary: "A translation reads an argument as another kind than its source (`%lld` → `%d`, `%@` → `%s`, a mapping → a tuple).",
        rationale: "The argument is read with the wrong size or type: a 64-bit count read as %d prints the wrong number on big values, and a number read as %@ crashes.",
        source: "Apple, \"String Format Specifiers\" and \"Formatting String Objects\"; spec §7 (LP64 argument sizes); msgfmt -c rejects a changed conversion.",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "%lld files" = "%lld files";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "%lld files" = "↓%d Dateien";
                """#), developmentLanguage: "en"),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "%lld files" = "%lld files";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "%lld files" = "%lld Dateien";
                """#), developmentLanguage: "en"),
        ])
    package static let formatMixedPositional = DiagnosticRule(
        id: "format.mixed-positional", severity: .error,
        summary: "Positional (`%1$@`) and sequential (`%@`) directives, or named and unnamed ones, are mixed in one string: the arguments they read are undefined.",
        rationale: "Which argument a sequential directive reads after a positional one is undefined: the two values may appear swapped or one twice. Reorder with positions only (%2$@ … %1$@).",
        source: "The POSIX printf specification (\"the results of mixing numbered and unnumbered argument specifications are undefined\"); Apple, \"String Format Specifiers\"; Python's % operator rejects mixing named and unnamed directives.",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "%@ of %@" = "%@ of %@";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "%@ of %@" = "%2$@ von ↓%@";
                """#), developmentLanguage: "en"),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "%@ of %@" = "%@ of %@";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "%@ of %@" = "%2$@ von %1$@";
                """#), developmentLanguage: "en"),
        ])
    package static let formatLiteralPercent = DiagnosticRule(
        id: "format.literal-percent", severity: .error,
        summary: "A literal percent sign parses as a directive (`100% daily` → `% d`, a space flag and `d`) and reads an argument; write it as `%%`.",
        rationale: "\"100% daily\" reads as the directive \"% d\": an integer argument is consumed and printed in place of the text, and the argument the string really has shifts.",
        source: "Apple, \"String Format Specifiers\" and \"Formatting String Objects\"; the C standard, 7.21.6.1 (the space flag); Python's % operator reads \"% d\" the same way.",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "%@ battery" = "%@ battery";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "%@ battery" = "%@ Akku, 100↓% daily";
                """#), developmentLanguage: "en"),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "%@ battery" = "%@ battery";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "%@ battery" = "%@ Akku, 100%% täglich";
                """#), developmentLanguage: "en"),
        ])
    package static let formatInvalidDirective = DiagnosticRule(
        id: "format.invalid-directive", severity: .error,
        summary: "A directive that is not valid in the string's format language: an unknown conversion, a lone `%` at the end, `%n`, an absurd width, an unterminated `%(name` or `{name`.",
        rationale: "The formatter prints nothing or garbage for the directive, and for %n writes to memory; gettext's msgfmt -c rejects the translation.",
        source: "Apple, \"String Format Specifiers\" and \"Formatting String Objects\"; the C standard, 7.21.6.1; Python, \"printf-style String Formatting\" and \"Format String Syntax\"; msgfmt -c.",
        examples: [
            .triggering(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "Load %@" = "Load %@";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "Load %@" = "Laden ↓%y";
                """#), developmentLanguage: "en"),
            .accepted(
                ExampleFile("en.lproj/Localizable.strings", #"""
                "Load %@" = "Load %@";
                """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                "Load %@" = "%@ laden";
                """#), developmentLanguage: "en"),
        ])

    /// The rules of `FormatChecks`.
    package static let format: [DiagnosticRule] = [
        .formatMissingArgument, .formatExtraArgument, .formatKindMismatch, .formatMixedPositional, .formatLiteralPercent,
        .formatInvalidDirective,
    ]
}
