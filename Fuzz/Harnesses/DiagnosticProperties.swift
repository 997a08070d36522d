import LocalizationCatalog
import LocalizationChecks

/// Properties every reader's diagnostics must have, whatever the input.
enum DiagnosticProperties {
    /// The identifiers of the rules readers report.
    static let readerRuleIDs = Set(RuleRegistry.readerRules.map(\.id))

    /// Each diagnostic names a reader rule and lies inside the input (its notes too); there are no
    /// more of them than the input has bytes (plus a few per file), and their text stays within a
    /// fixed multiple of the input's size.
    static func check(
        _ diagnostics: [Diagnostic], of bytes: [UInt8], file: String, bounds: InputBounds? = nil, into report: inout PropertyReport
    ) {
        let bounds = bounds ?? InputBounds(bytes)
        var textBytes = 0
        for diagnostic in diagnostics {
            report.require(readerRuleIDs.contains(diagnostic.rule), "diagnostic with unknown rule '\(diagnostic.rule)'")
            report.require(!diagnostic.message.isEmpty, "\(diagnostic.rule): empty message")
            for location in [diagnostic.location] + diagnostic.notes.compactMap(\.location) {
                report.require(location.file == file, "\(diagnostic.rule): location names file '\(location.file)'")
                report.require(
                    bounds.contains(location),
                    "\(diagnostic.rule) at \(location.line):\(location.column), outside the input "
                        + "(\(bounds.lineCount) lines, longest \(bounds.longestLine) bytes)")
                if let pointer = location.jsonPointer {
                    report.require(pointer.isEmpty || pointer.hasPrefix("/"), "\(diagnostic.rule): JSON pointer '\(pointer)'")
                }
            }
            textBytes += diagnostic.message.utf8.count + diagnostic.notes.reduce(0) { $0 + $1.message.utf8.count }
        }
        report.require(
            diagnostics.count <= bytes.count + perFileAllowance,
            "\(diagnostics.count) diagnostics for \(bytes.count) bytes")
        report.require(
            textBytes <= textPerInputByte * bytes.count + textPerFileAllowance,
            "\(textBytes) bytes of diagnostic text for \(bytes.count) bytes of input")
    }

    /// Readers list up to 200 findings of a file before they summarise (the XML reader finds two
    /// in a single `<`), so small inputs may have more findings than bytes.
    static let perFileAllowance = 256
    static let textPerInputByte = 64
    static let textPerFileAllowance = 16_384

    /// The entries' keys and strings stay within a fixed multiple of the input (no expansion):
    /// a byte grows at most threefold when decoded (legacy single-byte text, an invalid byte
    /// read as U+FFFD), and a `.strings` key without a value is its own value, so 6× at most.
    static func checkExpansion(_ file: CatalogFile, of bytes: [UInt8], into report: inout PropertyReport) {
        var total = 0
        for entry in file.entries {
            total += entry.key.utf8.count + (entry.context?.utf8.count ?? 0)
            for (_, translation) in entry.localizations {
                total += translation.value.strings.reduce(0) { $0 + $1.utf8.count }
                for substitution in translation.substitutions {
                    total += substitution.value.strings.reduce(0) { $0 + $1.utf8.count }
                }
            }
        }
        report.require(total <= 6 * bytes.count + 64, "entries hold \(total) bytes of text from \(bytes.count) bytes of input")
    }

    /// Diagnostics and entry locations of a catalog file.
    static func check(_ file: CatalogFile, of bytes: [UInt8], into report: inout PropertyReport) {
        // Measured once: the bounds decode the whole input.
        let bounds = InputBounds(bytes)
        check(file.diagnostics, of: bytes, file: file.path, bounds: bounds, into: &report)
        for entry in file.entries {
            report.require(bounds.contains(entry.location), "entry '\(entry.key.prefix(40))' at \(entry.location), outside the input")
        }
        checkExpansion(file, of: bytes, into: &report)
    }
}
