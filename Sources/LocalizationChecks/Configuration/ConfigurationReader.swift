#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LocalizationCatalog

/// Reads a lint configuration file (``LintConfiguration``): UTF-8 JSON of at most
/// ``maximumSize`` bytes. Problems are `config.*` diagnostics at the member's line, column and
/// JSON pointer (`io.*` when the file cannot be read); nothing is thrown, and every valid member
/// is still read, so one run lists every mistake.
public enum ConfigurationReader {
    /// A configuration is a few hundred bytes; anything over 1 MiB is not one.
    public static let maximumSize = 1 << 20

    static let documentMembers = ["developmentLanguage", "locales", "exclude", "rules", "overrides", "identicalTranslations"]
    static let overrideMembers = ["paths", "rules"]
    static let identicalMembers = ["allow"]

    /// The configuration file at `path`.
    public static func load(_ path: String) -> LintConfiguration {
        var configuration = LintConfiguration(path: path, baseDirectory: folder(of: path))
        switch FileLoader.load(path, maximumSize: maximumSize) {
        case .failure(let failure):
            configuration.diagnostics.append(failure.diagnostic(path: path, reading: "the lint configuration", limit: maximumSize))
        case .success(let bytes):
            configuration = parse(bytes, path: path)
        }
        return configuration
    }

    /// The configuration in `bytes`, read as the file at `path` (which locates its findings and
    /// is the base of its patterns).
    public static func parse(_ bytes: [UInt8], path: String) -> LintConfiguration {
        var configuration = LintConfiguration(path: path, baseDirectory: folder(of: path))
        let decoded = SourceDecoder.decode(bytes, path: path, allowUTF16: false)
        var reader = Reader(text: decoded.text)
        for problem in decoded.diagnostics {
            reader.diagnostics.append(Diagnostic(.configInvalidJSON, at: problem.location, problem.message))
        }
        reader.read(into: &configuration)
        configuration.diagnostics += reader.diagnostics
        return configuration
    }

    /// `.l10n-check.json` in `directory` or the nearest folder above it, or nil.
    public static func find(from directory: String) -> String? {
        var folder = directory
        while true {
            let candidate = (folder.hasSuffix("/") ? folder : folder + "/") + LintConfiguration.fileName
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG { return candidate }
            let parent = Self.folder(of: folder)
            if parent == folder { return nil }
            folder = parent
        }
    }

    /// The folder holding `path` (`.` for a bare name, `/` for the root).
    static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    private struct Reader {
        let text: SourceText
        var diagnostics: [Diagnostic] = []

        mutating func read(into configuration: inout LintConfiguration) {
            let parsed = JSONParser.parse(text, maximumNestingDepth: 16)
            for diagnostic in parsed.diagnostics {
                let rule: DiagnosticRule = diagnostic.rule == DiagnosticRule.jsonDuplicateMember.id ? .configDuplicateMember : .configInvalidJSON
                diagnostics.append(Diagnostic(rule, at: diagnostic.location, diagnostic.message, notes: diagnostic.notes))
            }
            guard let root = parsed.root else { return }
            guard case .object(let document) = root.value else {
                report(.configInvalidType, root.offset, "", "the lint configuration must be an object {…}, found \(root.value.typeName)")
                return
            }
            for member in members(of: document, at: "", allowed: ConfigurationReader.documentMembers, in: "the lint configuration") {
                let pointer = JSONPointer.appending("", member.name)
                switch member.name {
                case "developmentLanguage":
                    if let value = string(member.node, pointer, "\"developmentLanguage\"") {
                        if LocaleName.isLocale(value) { configuration.developmentLanguage = value } else {
                            report(.configInvalidValue, member.node.offset, pointer, "'\(value)' is not a language identifier (such as en or pt-BR)")
                        }
                    }
                case "locales":
                    configuration.locales = strings(member.node, pointer, "\"locales\"").compactMap { value, offset, at in
                        if LocaleName.isLocale(value) { return value }
                        report(.configInvalidValue, offset, at, "'\(value)' is not a language identifier (such as de or pt-BR)")
                        return nil
                    }
                case "exclude":
                    configuration.exclude = globs(member.node, pointer, "\"exclude\"")
                case "rules":
                    configuration.rules = ruleSettings(member.node, pointer)
                case "overrides":
                    configuration.overrides = overrides(member.node, pointer)
                case "identicalTranslations":
                    guard case .object(let object) = member.node.value else {
                        report(.configInvalidType, member.node.offset, pointer, "\"identicalTranslations\" must be an object {\"allow\": […]}, found \(member.node.value.typeName)")
                        continue
                    }
                    for inner in members(of: object, at: pointer, allowed: ConfigurationReader.identicalMembers, in: "\"identicalTranslations\"") {
                        let at = JSONPointer.appending(pointer, inner.name)
                        configuration.identicalTranslationsAllowed = strings(inner.node, at, "\"allow\"").map(\.value)
                    }
                default:
                    break
                }
            }
        }

        /// The members of allowed names, first of each (duplicates were reported by the parser),
        /// after reporting each other name with the allowed name it most likely misspells.
        mutating func members(of object: JSONObject, at pointer: String, allowed: [String], in context: String) -> [JSONMember] {
            var seen = Set<String>()
            var result: [JSONMember] = []
            for member in object.members {
                if allowed.contains(member.name) {
                    if seen.insert(member.name).inserted { result.append(member) }
                    continue
                }
                let hint = NameSuggestion.closest(member.name, in: allowed).map { "did you mean \"\($0)\"?" }
                    ?? "expected one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
                report(.configUnknownMember, member.nameOffset, JSONPointer.appending(pointer, member.name),
                       "unknown member \"\(member.name)\" in \(context); \(hint)")
            }
            return result
        }

        mutating func string(_ node: JSONNode, _ pointer: String, _ what: String) -> String? {
            if case .string(let value) = node.value { return value }
            report(.configInvalidType, node.offset, pointer, "\(what) must be a string, found \(node.value.typeName)")
            return nil
        }

        /// The strings of an array, each with its offset and pointer; other elements reported.
        mutating func strings(_ node: JSONNode, _ pointer: String, _ what: String) -> [(value: String, offset: Int, pointer: String)] {
            guard case .array(let items) = node.value else {
                report(.configInvalidType, node.offset, pointer, "\(what) must be an array of strings, found \(node.value.typeName)")
                return []
            }
            var result: [(String, Int, String)] = []
            for (index, item) in items.enumerated() {
                let at = JSONPointer.appending(pointer, String(index))
                if let value = string(item, at, "each element of \(what)") { result.append((value, item.offset, at)) }
            }
            return result
        }

        mutating func globs(_ node: JSONNode, _ pointer: String, _ what: String) -> [PathGlob] {
            strings(node, pointer, what).compactMap { value, offset, at in
                let glob = PathGlob(value)
                if glob.isEmpty {
                    report(.configInvalidValue, offset, at, "the path pattern '\(value)' matches nothing (write a folder or a pattern such as **/*.strings)")
                    return nil
                }
                return glob
            }
        }

        mutating func ruleSettings(_ node: JSONNode, _ pointer: String) -> [String: LintConfiguration.RuleSetting] {
            guard case .object(let object) = node.value else {
                report(.configInvalidType, node.offset, pointer, "\"rules\" must be an object {\"rule-id\": \"off\"}, found \(node.value.typeName)")
                return [:]
            }
            var settings: [String: LintConfiguration.RuleSetting] = [:]
            for member in object.members {
                let at = JSONPointer.appending(pointer, member.name)
                guard settings[member.name] == nil else { continue }  // the parser reported the duplicate
                if !RuleNames.isKnown(member.name) {
                    let hint = RuleNames.closest(member.name).map { "; did you mean \"\($0)\"?" } ?? " (l10n-check rules lists them)"
                    report(.configUnknownRule, member.nameOffset, at, "no rule or rule area \"\(member.name)\"\(hint)")
                    continue
                }
                guard let raw = string(member.node, at, "the setting of \"\(member.name)\"") else { continue }
                guard let setting = LintConfiguration.RuleSetting(rawValue: raw) else {
                    report(.configInvalidValue, member.node.offset, at, "'\(raw)' is not a setting: write off, note, warning or error")
                    continue
                }
                settings[member.name] = setting
            }
            return settings
        }

        mutating func overrides(_ node: JSONNode, _ pointer: String) -> [LintConfiguration.Override] {
            guard case .array(let items) = node.value else {
                report(.configInvalidType, node.offset, pointer, "\"overrides\" must be an array of {\"paths\", \"rules\"}, found \(node.value.typeName)")
                return []
            }
            var result: [LintConfiguration.Override] = []
            for (index, item) in items.enumerated() {
                let at = JSONPointer.appending(pointer, String(index))
                guard case .object(let object) = item.value else {
                    report(.configInvalidType, item.offset, at, "each override must be an object {\"paths\", \"rules\"}, found \(item.value.typeName)")
                    continue
                }
                var override = LintConfiguration.Override(paths: [], rules: [:])
                var hasPaths = false
                for member in members(of: object, at: at, allowed: ConfigurationReader.overrideMembers, in: "an override") {
                    let memberPointer = JSONPointer.appending(at, member.name)
                    if member.name == "paths" {
                        override.paths = globs(member.node, memberPointer, "\"paths\"")
                        hasPaths = true
                    } else {
                        override.rules = ruleSettings(member.node, memberPointer)
                    }
                }
                if !hasPaths {
                    report(.configInvalidValue, item.offset, at, "an override needs \"paths\": [ … ] (the files it applies to)")
                }
                result.append(override)
            }
            return result
        }

        mutating func report(_ rule: DiagnosticRule, _ offset: Int, _ pointer: String, _ message: String) {
            diagnostics.append(Diagnostic(rule, at: text.location(at: max(0, offset), jsonPointer: pointer), message))
        }
    }
}

/// The rule IDs and areas a configuration may name.
enum RuleNames {
    static let ids: [String] = RuleRegistry.all.map(\.id)
    static let areas: [String] = Array(Set(ids.map { String($0.prefix { $0 != "." }) })).sorted().map { $0 + ".*" }

    static func isKnown(_ name: String) -> Bool { ids.contains(name) || areas.contains(name) }
    static func closest(_ name: String) -> String? { NameSuggestion.closest(name, in: ids + areas) }
}
