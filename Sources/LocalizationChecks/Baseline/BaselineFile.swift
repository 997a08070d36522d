import LocalizationCatalog

/// Reads and writes ``Baseline`` files.
public enum BaselineFile {
    /// Baselines of a legacy tree can hold tens of thousands of findings; 64 MiB bounds the read.
    public static let maximumSize = 64 << 20
    static let documentMembers = ["findings", "tool", "version"]
    static let entryMembers = ["file", "key", "locale", "message", "messageHash", "rule", "table"]

    /// The baseline at `path`; problems are `baseline.invalid` diagnostics at their line and column.
    public static func load(_ path: String) -> Baseline {
        var baseline = Baseline(path: path, entries: [])
        switch FileLoader.load(path, maximumSize: maximumSize) {
        case .failure(let failure):
            baseline.diagnostics.append(failure.diagnostic(path: path, reading: "the baseline"))
        case .success(let bytes):
            baseline = parse(bytes, path: path)
        }
        return baseline
    }

    /// The baseline in `bytes`, read as the file at `path`.
    public static func parse(_ bytes: [UInt8], path: String) -> Baseline {
        let decoded = SourceDecoder.decode(bytes, path: path, allowUTF16: false)
        var reader = Reader(text: decoded.text)
        reader.diagnostics = decoded.diagnostics.map { Diagnostic(.baselineInvalid, at: $0.location, $0.message) }
        let entries = reader.read()
        return Baseline(path: path, entries: entries, diagnostics: reader.diagnostics)
    }

    /// The file's bytes: members sorted, two-space indented, entries sorted by file, rule, key,
    /// locale and hash, so a rewrite of an unchanged tree is byte for byte the same.
    public static func write(_ baseline: Baseline) -> [UInt8] {
        let sorted = baseline.entries.sorted { a, b in
            let x = a.identity, y = b.identity
            return (x.file, x.rule, x.key ?? "", x.locale ?? "", x.messageHash, a.message)
                < (y.file, y.rule, y.key ?? "", y.locale ?? "", y.messageHash, b.message)
        }
        var out = JSONTextWriter(capacity: 256 * sorted.count + 256)
        out.openObject()
        out.key("findings")
        out.openArray()
        for entry in sorted {
            out.element()
            out.openObject()
            out.member("file", entry.identity.file)
            if let key = entry.identity.key { out.member("key", key) }
            if let locale = entry.identity.locale { out.member("locale", locale) }
            out.member("message", entry.message)
            out.member("messageHash", entry.identity.messageHash)
            out.member("rule", entry.identity.rule)
            if let table = entry.identity.table { out.member("table", table) }
            out.closeObject()
        }
        out.closeArray()
        out.member("tool", "l10n-check")
        out.member("version", 1)
        out.closeObject()
        var bytes = out.bytes
        bytes.append(0x0A)
        return bytes
    }

    private struct Reader {
        let text: SourceText
        var diagnostics: [Diagnostic] = []

        mutating func read() -> [Baseline.Entry] {
            let parsed = JSONParser.parse(text, maximumNestingDepth: 8)
            diagnostics += parsed.diagnostics.map { Diagnostic(.baselineInvalid, at: $0.location, $0.message, notes: $0.notes) }
            guard let root = parsed.root else { return [] }
            guard case .object(let document) = root.value else {
                report(root.offset, "", "a baseline is an object {\"findings\": […], \"version\": 1}, found \(root.value.typeName)")
                return []
            }
            unknown(document, "", BaselineFile.documentMembers, "the baseline")
            if let version = document["version"] {
                if case .number("1") = version.value {} else {
                    report(version.offset, "/version", "this baseline is version \(describe(version)); l10n-check reads version 1 (write it again with --write-baseline)")
                }
            } else if parsed.isComplete {
                report(root.offset, "", "a baseline needs \"version\": 1")
            }
            guard let list = document["findings"] else {
                if parsed.isComplete { report(root.offset, "", "a baseline needs \"findings\": [ … ]") }
                return []
            }
            guard case .array(let items) = list.value else {
                report(list.offset, "/findings", "\"findings\" must be an array, found \(list.value.typeName)")
                return []
            }
            var entries: [Baseline.Entry] = []
            entries.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                let pointer = JSONPointer.appending("/findings", String(index))
                guard case .object(let object) = item.value else {
                    report(item.offset, pointer, "each finding must be an object, found \(item.value.typeName)")
                    continue
                }
                unknown(object, pointer, BaselineFile.entryMembers, "a finding")
                var values: [String: String] = [:]
                var valid = true
                for member in object.members where BaselineFile.entryMembers.contains(member.name) {
                    guard case .string(let value) = member.node.value else {
                        report(member.node.offset, JSONPointer.appending(pointer, member.name), "\"\(member.name)\" must be a string, found \(member.node.value.typeName)")
                        valid = false
                        continue
                    }
                    values[member.name] = values[member.name] ?? value
                }
                for required in ["file", "messageHash", "rule"] where values[required] == nil && valid {
                    report(item.offset, pointer, "a finding needs \"\(required)\"")
                    valid = false
                }
                guard valid, let rule = values["rule"], let file = values["file"], let hash = values["messageHash"] else { continue }
                let identity = FindingIdentity(rule: rule, file: file, table: values["table"], locale: values["locale"], key: values["key"], messageHash: hash)
                entries.append(Baseline.Entry(identity: identity, message: values["message"] ?? "", location: text.location(at: item.offset, jsonPointer: pointer)))
            }
            return entries
        }

        mutating func unknown(_ object: JSONObject, _ pointer: String, _ allowed: [String], _ context: String) {
            for member in object.members where !allowed.contains(member.name) {
                let hint = NameSuggestion.closest(member.name, in: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
                report(member.nameOffset, JSONPointer.appending(pointer, member.name), "unknown member \"\(member.name)\" in \(context)\(hint)")
            }
        }

        func describe(_ node: JSONNode) -> String {
            if case .number(let literal) = node.value { return literal }
            return "a \(node.value.typeName)"
        }

        mutating func report(_ offset: Int, _ pointer: String, _ message: String) {
            diagnostics.append(Diagnostic(.baselineInvalid, at: text.location(at: max(0, offset), jsonPointer: pointer), message))
        }
    }
}
