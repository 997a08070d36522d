import LocalizationCatalog

extension FuzzHarness {
    /// `.strings`: the reader, and the document's write-back.
    static let strings = FuzzHarness(
        name: "strings", summary: "StringsReader and StringsDocument: positioned diagnostics; error-free files with intact text write back byte for byte",
        seedExtensions: ["strings"]
    ) { bytes, report in
        let path = "fuzz/en.lproj/Localizable.strings"
        DiagnosticProperties.check(StringsReader.read(bytes, path: path), of: bytes, into: &report)
        let (document, diagnostics) = StringsDocument.parse(bytes, path: path)
        // Text the decoder had to repair (a lone surrogate) is reported and cannot come back as it was.
        if !diagnostics.contains(where: { $0.severity == .error || $0.rule == DiagnosticRule.invalidUnicode.id }) {
            let written = StringsWriter.write(document)
            report.require(written == bytes, "an error-free .strings file wrote back \(written.count) bytes, not its \(bytes.count)")
        }
    }

    /// `.stringsdict` and the XML property list reader under it.
    static let stringsdict = FuzzHarness(
        name: "stringsdict", summary: "StringsDictReader (XML property lists): positioned diagnostics, no expansion",
        seedExtensions: ["stringsdict", "plist"]
    ) { bytes, report in
        DiagnosticProperties.check(
            StringsDictReader.read(bytes, path: "fuzz/en.lproj/Localizable.stringsdict"), of: bytes, into: &report)
    }

    /// String Catalogs: the reader, and the document's write-back in Xcode's layout.
    static let xcstrings = FuzzHarness(
        name: "xcstrings", summary: "XCStringsReader and XCStringsDocument: positioned diagnostics; writing is a fixed point",
        seedExtensions: ["xcstrings"]
    ) { bytes, report in
        let path = "fuzz/Localizable.xcstrings"
        let (document, catalog) = XCStringsDocument.read(bytes, path: path)
        DiagnosticProperties.check(catalog, of: bytes, into: &report)
        guard let document, !catalog.diagnostics.contains(where: { $0.severity == .error }) else { return }
        // Xcode's layout is canonical: what we write reads back to the same entries and writes the same bytes.
        let written = document.write()
        let (again, reread) = XCStringsDocument.read(written, path: path)
        report.require(
            !reread.diagnostics.contains { $0.severity == .error }, "the written catalog has errors: \(reread.diagnostics.first?.message ?? "")")
        report.require(reread.entries.count == catalog.entries.count, "\(catalog.entries.count) entries read, \(reread.entries.count) after writing")
        // What the entry says, without where it is written: the layout moves every location, and
        // substitutions are a JSON object, which Xcode's layout writes in key order.
        func content(_ map: LocalizationMap) -> [String: [String]] {
            var result: [String: [String]] = [:]
            for (language, translation) in map {
                let substitutions = translation.substitutions.sorted { $0.name < $1.name }.map {
                    "\($0.name) \($0.argumentNumber ?? -1) \($0.formatSpecifier ?? "") \($0.value.strings)"
                }
                result[language] = ["\(translation.value.strings)", "\(translation.state.map { "\($0)" } ?? "")"] + substitutions
            }
            return result
        }
        for (before, after) in zip(catalog.entries, reread.entries)
        where before.key != after.key || content(before.localizations) != content(after.localizations) {
            report.fail("entry '\(before.key.prefix(40))' changed on writing")
            break
        }
        report.require(again?.write() == written, "writing the written catalog again changed it")
    }

    /// The JSON parser String Catalogs and dialog manifests share.
    static let json = FuzzHarness(
        name: "json", summary: "JSONParser: positioned diagnostics, depth cap; a complete document writes and reads back to the same value",
        seedExtensions: ["xcstrings", "json"]
    ) { bytes, report in
        let text = SourceText(path: "fuzz.json", utf8: bytes)
        let result = JSONParser.parse(text)
        DiagnosticProperties.check(result.diagnostics, of: bytes, file: "fuzz.json", into: &report)
        guard let root = result.root, result.isComplete, result.diagnostics.isEmpty else { return }
        report.require(JSONShape.depth(root) <= 64 + 1, "a value nested \(JSONShape.depth(root)) deep passed the cap of 64")
        let written = XCStringsWriter.write(root)
        let reread = JSONParser.parse(SourceText(path: "fuzz.json", utf8: written))
        guard let again = reread.root, reread.diagnostics.isEmpty else {
            report.fail("the written JSON does not parse: \(reread.diagnostics.first?.message ?? "no value")")
            return
        }
        report.require(JSONShape.sameValue(root, again), "the written JSON reads back to a different value")
    }

    /// gettext `.po` and `.pot`, through every charset the header can name.
    static let po = FuzzHarness(
        name: "po", summary: "POReader and PODocument: positioned diagnostics in every charset; every file writes back byte for byte",
        seedExtensions: ["po", "pot"]
    ) { bytes, report in
        let path = "fuzz/de/LC_MESSAGES/django.po"
        DiagnosticProperties.check(POReader.read(bytes, path: path), of: bytes, into: &report)
        let document = PODocument.parse(bytes, path: path)
        let written = POWriter.write(document)
        report.require(written == bytes, "an unedited .po document wrote back \(written.count) bytes, not its \(bytes.count)")
    }
}

/// Structural comparisons of JSON values that ignore where they were read.
enum JSONShape {
    static func depth(_ node: JSONNode) -> Int {
        switch node.value {
        case .object(let object): 1 + (object.members.map { depth($0.node) }.max() ?? 0)
        case .array(let elements): 1 + (elements.map(depth).max() ?? 0)
        default: 1
        }
    }

    /// Equal values; object members compared by name, in file order within one name.
    static func sameValue(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.object(let x), .object(let y)):
            guard x.members.count == y.members.count else { return false }
            let xs = x.members.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
            let ys = y.members.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
            return zip(xs, ys).allSatisfy { $0.element.name == $1.element.name && sameValue($0.element.node, $1.element.node) }
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1) }
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }
}
