import LocalizationCatalog

/// Rules of baselines (`--baseline FILE`): the file's own problems, and baselined findings that
/// are gone.
extension DiagnosticRule {
    public static let baselineInvalid = DiagnosticRule(
        id: "baseline.invalid", severity: .error,
        summary: "The baseline is not one `l10n-check --write-baseline` writes (not JSON, an unknown member, a wrong type, a missing member, another version).",
        rationale: "A baseline decides which findings fail the run; one that cannot be read exactly would let new findings through or fail on old ones, so the run stops (exit status 2) with the problem at its line and column.",
        source: "`Baseline` (the file's schema, version 1).",
        examples: [
            .triggering(
                ExampleFile("en.lproj/A.strings", "\"a\" = \"a\";\n"),
                ExampleFile("l10n-check.baseline.json", "↓{ \"version\": 1, ↓\"finding\": [] }\n")),
            .accepted(
                ExampleFile("en.lproj/A.strings", "\"a\" = \"a\";\n"),
                ExampleFile("l10n-check.baseline.json", "{ \"version\": 1, \"findings\": [] }\n")),
        ])
    public static let baselineFixedFinding = DiagnosticRule(
        id: "baseline.fixed-finding", severity: .note,
        summary: "A finding the baseline lists is no longer found: remove it (`--write-baseline`), so the baseline only shrinks.",
        rationale: "A baseline that keeps fixed findings would let them come back unnoticed. With `--strict-baseline` this is an error, so CI fails until the baseline is rewritten without them.",
        source: "SwiftLint's `--baseline` and the `--strict-baseline` its users asked for (realm/SwiftLint#5475, #6511).",
        examples: [
            .triggering(
                ExampleFile("en.lproj/A.strings", "\"a %@\" = \"a %@\";\n"),
                ExampleFile("de.lproj/A.strings", "\"a %@\" = \"b %@\";\n"),
                ExampleFile("l10n-check.baseline.json", """
                    {
                      "findings" : [
                        ↓{ "file" : "de.lproj/A.strings", "key" : "a %@", "locale" : "de", "messageHash" : "0123456789abcdef",
                          "rule" : "format.invalid-directive", "table" : "A" }
                      ],
                      "version" : 1
                    }

                    """)),
            .accepted(
                ExampleFile("en.lproj/A.strings", "\"a %@\" = \"a %@\";\n"),
                ExampleFile("de.lproj/A.strings", "\"a %@\" = \"b %@\";\n"),
                ExampleFile("l10n-check.baseline.json", "{ \"findings\" : [], \"version\" : 1 }\n")),
        ])

    /// The baseline rules.
    public static let baseline: [DiagnosticRule] = [baselineInvalid, baselineFixedFinding]
}
