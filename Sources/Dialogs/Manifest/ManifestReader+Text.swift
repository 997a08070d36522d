import LocalizationCatalog

/// `<text>` and `<argument>` of the manifest (see ``DialogManifest``).
extension ManifestReader {
    static let textForms = ["key", "verbatim", "resource"]
    static let textMembers = ["key", "table", "arguments", "verbatim", "resource"]
    static let resourceMembers = ["key", "defaultValue", "table", "locale", "arguments"]
    static let textExpectation = "an object: {\"key\": …}, {\"verbatim\": …} or {\"resource\": {…}}"

    /// A text (`title`, `message`, a label, a field's title or prompt), or nil after reporting.
    mutating func readText(_ node: JSONNode, _ pointer: String, _ what: String) -> Text? {
        guard let object = object(node, pointer, what, expecting: Self.textExpectation) else { return nil }
        let members = members(of: object, at: pointer, allowed: Self.textMembers, in: "a text")
        return readText(members, node, pointer, what)
    }

    /// A text from members already checked against the names a text may have.
    mutating func readText(_ members: [String: JSONMember], _ node: JSONNode, _ pointer: String, _ what: String) -> Text? {
        func at(_ name: String) -> String { JSONPointer.appending(pointer, name) }
        let forms = Self.textForms.compactMap { members[$0] }.sorted { $0.nameOffset < $1.nameOffset }
        guard let form = forms.first else {
            report(.manifestMissingForm, node.offset, pointer, "\(what) needs one of \"key\", \"verbatim\" or \"resource\"")
            return nil
        }
        if forms.count > 1 {
            report(.manifestConflictingForms, forms[1].nameOffset, at(forms[1].name),
                   "\(what) has both \"\(form.name)\" and \"\(forms[1].name)\"; a text has one of them")
            return nil
        }
        // "table" and "arguments" belong to the key form (and inside a resource).
        if form.name != "key" {
            for name in ["table", "arguments"] {
                guard let member = members[name] else { continue }
                let reason = form.name == "verbatim"
                    ? "a verbatim text is shown as written, never looked up or formatted"
                    : "write it inside \"resource\""
                report(.manifestUnknownMember, member.nameOffset, at(name), "\"\(name)\" does not go with \"\(form.name)\": \(reason)")
            }
        }
        switch form.name {
        case "key":
            let key = string(form.node, at("key"), "\"key\"")
            let table = members["table"].flatMap { readTable($0, at("table")) }
            let arguments = members["arguments"].map { readArguments($0.node, at("arguments")) } ?? []
            guard let key, let arguments else { return nil }
            return Text(LocalizedStringKey(key: key, arguments: arguments), tableName: table)
        case "verbatim":
            return string(form.node, at("verbatim"), "\"verbatim\"").map { Text(verbatim: $0) }
        default:
            return readResource(form.node, at("resource")).map { Text($0) }
        }
    }

    /// `{"key", "defaultValue"?, "table"?, "locale"?, "arguments"?}` → `LocalizedStringResource`;
    /// the default value (the key when absent) carries the arguments, as
    /// `String.LocalizationValue` does.
    mutating func readResource(_ node: JSONNode, _ pointer: String) -> LocalizedStringResource? {
        func at(_ name: String) -> String { JSONPointer.appending(pointer, name) }
        guard let object = object(node, pointer, "\"resource\"") else { return nil }
        let members = members(of: object, at: pointer, allowed: Self.resourceMembers, in: "a resource")
        let errorsBefore = errorCount
        let key = require(members, "key", in: node, at: pointer, "a resource needs a \"key\"").flatMap { string($0.node, at("key"), "\"key\"") }
        let defaultValue = members["defaultValue"].flatMap { string($0.node, at("defaultValue"), "\"defaultValue\"") }
        let table = members["table"].flatMap { readTable($0, at("table")) }
        var locale: String?
        if let member = members["locale"], let name = string(member.node, at("locale"), "\"locale\"") {
            do {
                locale = try LocaleIdentifier(name).name
            } catch {
                report(.manifestInvalidValue, member.node.offset, at("locale"), "\"locale\": \(error.description)")
            }
        }
        let arguments = members["arguments"].map { readArguments($0.node, at("arguments")) } ?? []
        guard errorCount == errorsBefore, let key, let arguments else { return nil }
        return LocalizedStringResource(
            key, defaultValue: LocalizedStringKey(key: defaultValue ?? key, arguments: arguments), table: table, locale: locale)
    }

    /// A table name: a string, not empty (leave it out for `Localizable`).
    mutating func readTable(_ member: JSONMember, _ pointer: String) -> String? {
        guard let table = string(member.node, pointer, "\"table\"") else { return nil }
        if table.isEmpty {
            report(.manifestInvalidValue, member.node.offset, pointer, "\"table\" must not be empty; leave it out for Localizable")
            return nil
        }
        return table
    }

    // MARK: arguments

    static let argumentExpectation = "an argument is {\"int\": 3}, {\"uint\": 7}, {\"double\": 1.5} or {\"string\": \"x\"}"

    /// The typed arguments, or nil after reporting (every bad one is reported).
    mutating func readArguments(_ node: JSONNode, _ pointer: String) -> [FormatArgument]? {
        guard let items = array(node, pointer, "\"arguments\"") else { return nil }
        let limit = max(0, limits.maximumArguments)
        if items.count > limit {
            report(.manifestLimitExceeded, items[limit].offset, JSONPointer.appending(pointer, String(limit)),
                   "the text has \(items.count) arguments; at most \(limit) are read")
            return nil
        }
        var arguments: [FormatArgument] = []
        var valid = true
        for (index, item) in items.enumerated() {
            if let argument = readArgument(item, JSONPointer.appending(pointer, String(index))) {
                arguments.append(argument)
            } else {
                valid = false
            }
        }
        return valid ? arguments : nil
    }

    /// One `{"type": value}` argument.
    mutating func readArgument(_ node: JSONNode, _ pointer: String) -> FormatArgument? {
        guard case .object(let object) = node.value, object.members.count == 1, let member = object.members.first else {
            let found = if case .object(let object) = node.value {
                object.isEmpty ? "an empty object" : "an object with \(object.members.count) members"
            } else {
                node.value.typeName
            }
            report(.manifestInvalidArgument, node.offset, pointer, "\(Self.argumentExpectation), found \(found)")
            return nil
        }
        let at = JSONPointer.appending(pointer, member.name)
        let literal: String? = if case .number(let literal) = member.node.value { literal } else { nil }
        func wrongValue(_ expected: String) -> FormatArgument? {
            let found = literal ?? member.node.value.typeName
            report(.manifestInvalidArgument, member.node.offset, at, "\"\(member.name)\" needs \(expected), found \(found)")
            return nil
        }
        switch member.name {
        case "int":
            guard let value = literal.flatMap({ Int64($0) }) else {
                return wrongValue("a whole number from \(Int64.min) to \(Int64.max) (a 64-bit signed integer)")
            }
            return .int(value)
        case "uint":
            guard let value = literal.flatMap({ UInt64($0) }) else {
                return wrongValue("a whole number from 0 to \(UInt64.max) (a 64-bit unsigned integer)")
            }
            return .uint(value)
        case "double":
            guard let value = literal.flatMap({ Double($0) }), value.isFinite else {
                return wrongValue("a number that fits a Double")
            }
            return .double(value)
        case "string":
            guard case .string(let value) = member.node.value else { return wrongValue("a string") }
            return .string(value)
        default:
            let hint = Self.closest(member.name, in: ["int", "uint", "double", "string"]).map { " (did you mean \"\($0)\"?)" } ?? ""
            report(.manifestInvalidArgument, member.nameOffset, at,
                   "unknown argument type \"\(member.name)\"\(hint); \(Self.argumentExpectation)")
            return nil
        }
    }
}
