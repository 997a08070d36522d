import LocalizationCatalog

/// Turns a manifest's JSON tree into dialogs, collecting `manifest.*` diagnostics. One value per
/// file; the text forms and the actions are read in the extensions beside this file.
struct ManifestReader {
    let text: SourceText
    let limits: DialogManifest.Limits
    var diagnostics: [Diagnostic] = []
    /// The manifest's `"policies"`, or Apple's when it has none.
    var policies = DialogPolicies.apple
    /// Errors reported so far: a dialog whose reading adds one is skipped.
    private(set) var errorCount = 0
    /// The pointer where a JSON syntax error cut the file short; values around it are partial.
    private var cut: String?

    static let documentMembers = ["dialogs", "policies"]
    static let dialogMembers = ["id", "kind", "title", "titleVisibility", "message", "otherMessageViews", "actions", "platforms"]

    init(text: SourceText, limits: DialogManifest.Limits) {
        self.text = text
        self.limits = limits
    }

    mutating func read() -> [ManifestDialog] {
        let parsed = JSONParser.parse(text, maximumNestingDepth: limits.maximumNestingDepth)
        for diagnostic in parsed.diagnostics {
            let rule: DiagnosticRule = switch diagnostic.rule {
            case DiagnosticRule.jsonDuplicateMember.id: .manifestDuplicateMember
            case DiagnosticRule.jsonInvalidSurrogate.id: .manifestInvalidString
            case DiagnosticRule.jsonNestingTooDeep.id: .manifestLimitExceeded
            default: .manifestInvalidJSON
            }
            append(Diagnostic(rule, at: diagnostic.location, diagnostic.message, notes: diagnostic.notes))
        }
        if !parsed.isComplete {
            cut = parsed.diagnostics.last?.location.jsonPointer ?? ""
        }
        guard let root = parsed.root else { return [] }
        guard let document = object(root, "", "the manifest", expecting: "an object {\"dialogs\": […]}") else { return [] }
        let members = members(of: document, at: "", allowed: Self.documentMembers, in: "the manifest")
        if let member = members["policies"] { policies = readPolicies(member.node, "/policies") }
        guard let list = require(members, "dialogs", in: root, at: "", "the manifest needs \"dialogs\": [ … ]"),
              let items = array(list.node, "/dialogs", "\"dialogs\"")
        else { return [] }

        var dialogs: [ManifestDialog] = []
        var ids: [String: (offset: Int, pointer: String)] = [:]
        let limit = max(0, limits.maximumDialogs)
        for (index, item) in items.prefix(limit).enumerated() {
            let pointer = JSONPointer.appending("/dialogs", String(index))
            if isCut(pointer) { continue }
            if let dialog = readDialog(item, pointer, ids: &ids) { dialogs.append(dialog) }
        }
        if items.count > limit {
            report(.manifestLimitExceeded, items[limit].offset, JSONPointer.appending("/dialogs", String(limit)),
                   "the manifest lists \(items.count) dialogs; only the first \(limit) are read")
        }
        return dialogs
    }

    // MARK: dialog

    /// One dialog, or nil after reporting why it is skipped.
    mutating func readDialog(_ node: JSONNode, _ pointer: String, ids: inout [String: (offset: Int, pointer: String)]) -> ManifestDialog? {
        let errorsBefore = errorCount
        guard let object = object(node, pointer, "a dialog") else { return nil }
        let members = members(of: object, at: pointer, allowed: Self.dialogMembers, in: "a dialog")
        func at(_ name: String) -> String { JSONPointer.appending(pointer, name) }

        var id: String?
        if let member = require(members, "id", in: node, at: pointer, "a dialog needs an \"id\""),
           let value = string(member.node, at("id"), "\"id\"") {
            if value.isEmpty {
                report(.manifestInvalidValue, member.node.offset, at("id"), "\"id\" must not be empty")
            } else if let first = ids[value] {
                report(.manifestDuplicateID, member.node.offset, at("id"),
                       "another dialog already has the id \"\(value)\"; this one is skipped",
                       notes: [Diagnostic.Note("first used here", at: text.location(at: first.offset, jsonPointer: first.pointer))])
            } else {
                ids[value] = (member.node.offset, at("id"))
                id = value
            }
        }

        var kind: DialogKind?
        if let member = require(members, "kind", in: node, at: pointer, "a dialog needs a \"kind\""),
           let value = string(member.node, at("kind"), "\"kind\"") {
            kind = DialogKind(rawValue: value)
            if kind == nil {
                report(.manifestUnknownKind, member.node.offset, at("kind"),
                       "unknown kind \"\(value)\"; expected alert, confirmationDialog or dismissalConfirmationDialog")
            }
        }

        var title: Text?
        if let member = require(members, "title", in: node, at: pointer, "a dialog needs a \"title\"") {
            title = readText(member.node, at("title"), "\"title\"")
        }

        var visibility = Visibility.automatic
        if let member = members["titleVisibility"], let value = string(member.node, at("titleVisibility"), "\"titleVisibility\"") {
            if let parsed = Visibility(rawValue: value) {
                if let kind, kind != .confirmationDialog {
                    report(.manifestIgnoredMember, member.nameOffset, at("titleVisibility"),
                           "\"titleVisibility\" has no effect on \(kind == .alert ? "an alert" : "a \(kind.rawValue)"): only confirmationDialog has it")
                } else {
                    visibility = parsed
                }
            } else {
                report(.manifestInvalidValue, member.node.offset, at("titleVisibility"),
                       "unknown titleVisibility \"\(value)\"; expected automatic, visible or hidden")
            }
        }

        var message: Text?
        if let member = members["message"] {
            message = readText(member.node, at("message"), "\"message\"")
        }

        var otherMessageViews: [String] = []
        if let member = members["otherMessageViews"] {
            otherMessageViews = readViewNames(member.node, at("otherMessageViews"), "\"otherMessageViews\"") ?? []
        }

        var controls: [DialogControl] = []
        if let member = require(members, "actions", in: node, at: pointer, "a dialog needs \"actions\" ([] for none)"),
           let items = array(member.node, at("actions"), "\"actions\"") {
            let limit = max(0, limits.maximumActions)
            if items.count > limit {
                report(.manifestLimitExceeded, items[limit].offset, JSONPointer.appending(at("actions"), String(limit)),
                       "the dialog has \(items.count) actions; at most \(limit) are read")
            } else {
                for (index, item) in items.enumerated() {
                    if let control = readAction(item, JSONPointer.appending(at("actions"), String(index))) {
                        controls.append(control)
                    }
                }
            }
        }

        var platforms: [DialogPlatform]?
        if let member = members["platforms"] {
            platforms = readPlatforms(member.node, at("platforms"))
        }

        guard errorCount == errorsBefore, let id, let kind, let title else { return nil }
        let declaration = DialogDeclaration(
            kind: kind, title: title, titleVisibility: visibility, message: message,
            ignoredMessageContent: otherMessageViews, controls: controls)
        return ManifestDialog(
            id: id, declaration: declaration, platforms: platforms, location: text.location(at: node.offset, jsonPointer: pointer))
    }

    mutating func readPlatforms(_ node: JSONNode, _ pointer: String) -> [DialogPlatform]? {
        guard let items = array(node, pointer, "\"platforms\"") else { return nil }
        if items.isEmpty {
            report(.manifestInvalidValue, node.offset, pointer, "\"platforms\" lists no platform; leave it out for every platform")
            return nil
        }
        var platforms: [DialogPlatform] = []
        for (index, item) in items.enumerated() {
            let itemPointer = JSONPointer.appending(pointer, String(index))
            guard let name = string(item, itemPointer, "a platform") else { continue }
            guard let platform = DialogPlatform(rawValue: name) else {
                let valid = DialogPlatform.allCases.map(\.rawValue).joined(separator: ", ")
                report(.manifestInvalidValue, item.offset, itemPointer, "unknown platform \"\(name)\"; expected one of \(valid)")
                continue
            }
            if !platforms.contains(platform) { platforms.append(platform) }
        }
        return platforms
    }

    // MARK: members and types

    /// The first member of each allowed name (later duplicates were reported by the parser),
    /// after reporting every name that is not allowed.
    mutating func members(of object: JSONObject, at pointer: String, allowed: [String], in context: String) -> [String: JSONMember] {
        var result: [String: JSONMember] = [:]
        for member in object.members {
            if allowed.contains(member.name) {
                if result[member.name] == nil { result[member.name] = member }
                continue
            }
            let hint = Self.closest(member.name, in: allowed).map { "did you mean \"\($0)\"?" }
                ?? "expected \(Self.list(allowed))"
            report(.manifestUnknownMember, member.nameOffset, JSONPointer.appending(pointer, member.name),
                   "unknown member \"\(member.name)\" in \(context); \(hint)")
        }
        return result
    }

    /// The member named `name`, or nil after reporting it missing from the object at `node`.
    /// A member missing from an object that a syntax error cut short is not reported: it may be
    /// after the error.
    mutating func require(_ members: [String: JSONMember], _ name: String, in node: JSONNode, at pointer: String, _ message: String) -> JSONMember? {
        if let member = members[name] { return member }
        if !isCut(pointer) { report(.manifestMissingMember, node.offset, pointer, message) }
        return nil
    }

    mutating func object(_ node: JSONNode, _ pointer: String, _ what: String, expecting: String = "an object") -> JSONObject? {
        if case .object(let object) = node.value { return object }
        report(.manifestInvalidType, node.offset, pointer, "\(what) must be \(expecting), found \(node.value.typeName)")
        return nil
    }

    mutating func array(_ node: JSONNode, _ pointer: String, _ what: String) -> [JSONNode]? {
        if case .array(let items) = node.value { return items }
        report(.manifestInvalidType, node.offset, pointer, "\(what) must be an array, found \(node.value.typeName)")
        return nil
    }

    mutating func string(_ node: JSONNode, _ pointer: String, _ what: String) -> String? {
        if case .string(let string) = node.value { return string }
        report(.manifestInvalidType, node.offset, pointer, "\(what) must be a string, found \(node.value.typeName)")
        return nil
    }

    mutating func bool(_ node: JSONNode, _ pointer: String, _ what: String) -> Bool? {
        if case .bool(let value) = node.value { return value }
        report(.manifestInvalidType, node.offset, pointer, "\(what) must be true or false, found \(node.value.typeName)")
        return nil
    }

    // MARK: reporting

    mutating func report(_ rule: DiagnosticRule, _ offset: Int, _ pointer: String, _ message: String, notes: [Diagnostic.Note] = []) {
        append(Diagnostic(rule, at: text.location(at: offset, jsonPointer: pointer), message, notes: notes))
    }

    private mutating func append(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errorCount += 1 }
        diagnostics.append(diagnostic)
    }

    /// True when the syntax error is inside the value at `pointer`.
    private func isCut(_ pointer: String) -> Bool {
        guard let cut else { return false }
        return cut == pointer || cut.hasPrefix(pointer + "/")
    }

    /// `"a", "b" or "c"`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "nothing" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }

    /// The allowed name `name` most likely misspells (see ``NameSuggestion``).
    static func closest(_ name: String, in allowed: [String]) -> String? { NameSuggestion.closest(name, in: allowed) }
}
