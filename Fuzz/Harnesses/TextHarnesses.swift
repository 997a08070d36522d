import Dialogs
import FormatStrings
import Internationalization
import LocalizationCatalog
import Resolution

extension FuzzHarness {
    /// The gettext `Plural-Forms` header value: parse, then evaluate as msgfmt's checks do.
    static let pluralForms = FuzzHarness(
        name: "plural-forms", summary: "PluralForms.parse and evaluation: errors inside the value; evaluation never traps"
    ) { bytes, report in
        let value = String(decoding: bytes, as: UTF8.self)
        switch PluralForms.parse(value) {
        case .failure(let error):
            report.require(
                (1...value.unicodeScalars.count + 1).contains(error.column),
                "Plural-Forms error at column \(error.column) of a \(value.unicodeScalars.count)-scalar value")
        case .success(let forms):
            report.require((0...PluralForms.maximumFormCount).contains(forms.nplurals), "nplurals = \(forms.nplurals) passed the cap")
            // Division by zero and out-of-range forms are results, not traps.
            _ = forms.distribution(over: 0...200)
            _ = forms.forms(for: [1_000, 1 << 31, 1 << 32, 1 << 63, UInt64.max])
        }
    }

    /// CLDR plural rule syntax (UTS #35, Plural rules syntax).
    static let pluralRule = FuzzHarness(
        name: "plural-rule", summary: "PluralRule.parse (CLDR rule syntax) and matching: never traps"
    ) { bytes, report in
        guard case .success(let rule) = PluralRule.parse(String(decoding: bytes, as: UTF8.self)) else { return }
        for operands in ["0", "1", "1.5", "1000000", "18446744073709551615", "0.000000000000000001"].compactMap(PluralOperands.init) {
            _ = rule.matches(operands)
        }
        // The rule prints as text that reads back to the same rule.
        let printed = rule.description
        if case .success(let again) = PluralRule.parse(printed) {
            report.require(again == rule, "rule '\(printed.prefix(60))' reads back differently")
        } else {
            report.fail("printed rule '\(printed.prefix(60))' does not parse")
        }
    }

    /// The format-string parsers of every dialect, with and without the catalog's and gettext's options.
    static let formatStrings = FuzzHarness(
        name: "format", summary: "FormatStringParser in every dialect: directives and problems inside the text, in order, within caps"
    ) { bytes, report in
        let text = String(decoding: bytes, as: UTF8.self)
        let length = text.utf8.count
        let scalars = text.unicodeScalars.count
        for dialect in FormatDialect.allCases {
            for (placeholder, translated) in [(false, false), (true, false), (false, true)] {
                let parsed = FormatStringParser.parse(text, dialect: dialect, argumentPlaceholder: placeholder, translated: translated)
                var end = 0
                for directive in parsed.directives {
                    let range = directive.byteRange
                    report.require(
                        range.lowerBound >= end && range.upperBound <= length && !range.isEmpty,
                        "\(dialect) directive at bytes \(range) after \(end), in \(length) bytes")
                    report.require((1...scalars).contains(directive.column), "\(dialect) directive at column \(directive.column)")
                    end = max(end, range.upperBound)
                }
                for problem in parsed.problems {
                    let range = problem.byteRange
                    report.require(
                        range.lowerBound >= 0 && range.upperBound <= length,
                        "\(dialect) problem \(problem.kind) at bytes \(range), in \(length) bytes")
                    report.require((1...scalars + 1).contains(problem.column), "\(dialect) problem at column \(problem.column)")
                }
                if parsed.isValid {
                    report.require(
                        FormatComparison.readsSameArguments(parsed, parsed), "\(dialect): a valid format does not read its own arguments")
                }
            }
        }
    }

    /// The dialog manifest (`--dialogs`, `render`).
    static let manifest = FuzzHarness(
        name: "manifest", summary: "DialogManifest.parse: positioned diagnostics, every limit held",
        seedExtensions: ["json"]
    ) { bytes, report in
        let limits = DialogManifest.Limits()
        let manifest = DialogManifest.parse(bytes, path: "fuzz/dialogs.json", limits: limits)
        let bounds = InputBounds(bytes)
        DiagnosticProperties.check(manifest.diagnostics, of: bytes, file: "fuzz/dialogs.json", bounds: bounds, into: &report)
        report.require(manifest.dialogs.count <= limits.maximumDialogs, "\(manifest.dialogs.count) dialogs passed the cap")
        for dialog in manifest.dialogs {
            report.require(bounds.contains(dialog.location), "dialog '\(dialog.id.prefix(40))' at \(dialog.location), outside the input")
        }
    }

    /// The inline-Markdown stripper (libcmark-gfm underneath).
    static let markdown = FuzzHarness(
        name: "markdown", summary: "StyledText.markdown: never longer than its input, runs cover the text"
    ) { bytes, report in
        let text = String(decoding: bytes, as: UTF8.self)
        let styled = StyledText.markdown(text)
        let unstyled = styled.unstyled
        report.require(
            unstyled.unicodeScalars.count <= text.unicodeScalars.count,
            "\(unstyled.unicodeScalars.count) scalars of text from \(text.unicodeScalars.count) of Markdown")
        report.require(styled.runs.map(\.text).joined() == unstyled, "runs do not spell the unstyled text")
    }
}
