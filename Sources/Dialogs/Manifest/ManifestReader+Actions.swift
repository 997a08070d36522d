import LocalizationCatalog

/// `<action>` and `<label>` of the manifest (see ``DialogManifest``).
extension ManifestReader {
    static let actionMembers = ["label", "role", "default", "textField"]
    static let textFieldMembers = ["title", "prompt", "secure"]
    static let imageForms = ["image", "systemImage"]
    static let knownRoles: [ButtonRole] = [.cancel, .destructive, .close, .confirm]

    /// A button or a text field, or nil after reporting.
    mutating func readAction(_ node: JSONNode, _ pointer: String) -> DialogControl? {
        func at(_ name: String) -> String { JSONPointer.appending(pointer, name) }
        guard let object = object(node, pointer, "an action") else { return nil }
        let members = members(of: object, at: pointer, allowed: Self.actionMembers, in: "an action")

        if let field = members["textField"] {
            if let label = members["label"] {
                let later = label.nameOffset > field.nameOffset ? label : field
                report(.manifestConflictingForms, later.nameOffset, at(later.name),
                       "an action is a button (\"label\") or a text field (\"textField\"), not both")
                return nil
            }
            for name in ["role", "default"] {
                guard let member = members[name] else { continue }
                report(.manifestUnknownMember, member.nameOffset, at(name), "\"\(name)\" does not go with \"textField\": only buttons have it")
            }
            return readTextField(field.node, at("textField"))
        }

        guard let labelMember = members["label"] else {
            report(.manifestMissingForm, node.offset, pointer, "an action needs \"label\" (a button) or \"textField\" (a text field in an alert)")
            return nil
        }
        let errorsBefore = errorCount
        let label = readLabel(labelMember.node, at("label"))
        var role: ButtonRole?
        if let member = members["role"], let name = string(member.node, at("role"), "\"role\"") {
            if name.isEmpty {
                report(.manifestInvalidValue, member.node.offset, at("role"), "\"role\" must not be empty; leave it out for a button without a role")
            } else if let known = Self.knownRoles.first(where: { $0.rawValue != name && $0.rawValue.lowercased() == name.lowercased() }) {
                // Roles are open-ended, so "Cancel" would be read as a role of its own and not cancel.
                report(.manifestInvalidValue, member.node.offset, at("role"), "role \"\(name)\" is not \"\(known.rawValue)\": role names are case-sensitive")
            } else {
                if !Self.knownRoles.contains(where: { $0.rawValue == name }) {
                    // Open-ended as Apple's struct, but most often a misspelling.
                    report(.manifestUnknownRole, member.node.offset, at("role"),
                           "role \"\(name)\" is not one SwiftUI defines (\(Self.knownRoles.map(\.rawValue).joined(separator: ", "))); the button is shown without role rules")
                }
                role = ButtonRole(rawValue: name)
            }
        }
        var isDefault = false
        if let member = members["default"], let value = bool(member.node, at("default"), "\"default\"") {
            isDefault = value
        }
        guard errorCount == errorsBefore, let label else { return nil }
        return .button(label, role: role, isDefault: isDefault)
    }

    /// `{"title": <text>, "prompt"?: <text>, "secure"?: bool}`: a `TextField`, or a `SecureField`.
    mutating func readTextField(_ node: JSONNode, _ pointer: String) -> DialogControl? {
        func at(_ name: String) -> String { JSONPointer.appending(pointer, name) }
        guard let object = object(node, pointer, "\"textField\"") else { return nil }
        let members = members(of: object, at: pointer, allowed: Self.textFieldMembers, in: "a text field")
        let errorsBefore = errorCount
        let title = require(members, "title", in: node, at: pointer, "a text field needs a \"title\"")
            .flatMap { readText($0.node, at("title"), "\"title\"") }
        let prompt = members["prompt"].flatMap { readText($0.node, at("prompt"), "\"prompt\"") }
        let isSecure = members["secure"].flatMap { bool($0.node, at("secure"), "\"secure\"") } ?? false
        guard errorCount == errorsBefore, let title else { return nil }
        return DialogControl(content: .textField(title: title, prompt: prompt, isSecure: isSecure))
    }

    /// A button's label: a text, an image, a `Label` (a title and an icon), or other views with
    /// no text (`{"views": ["ProgressView"]}`).
    mutating func readLabel(_ node: JSONNode, _ pointer: String) -> ButtonLabel? {
        func at(_ name: String) -> String { JSONPointer.appending(pointer, name) }
        let expecting = "an object: a text ({\"key\": …}), {\"image\": name}, {\"title\": text, \"systemImage\": name} or {\"views\": [name, …]}"
        guard let object = object(node, pointer, "\"label\"", expecting: expecting) else { return nil }
        let members = members(of: object, at: pointer, allowed: Self.textMembers + ["title", "views"] + Self.imageForms, in: "a label")
        if let views = members["views"] {
            // Button { ProgressView() }: views with no text; nothing else goes beside them.
            if let other = members.values.filter({ $0.name != "views" }).min(by: { $0.nameOffset < $1.nameOffset }) {
                let later = other.nameOffset > views.nameOffset ? other : views
                report(.manifestConflictingForms, later.nameOffset, at(later.name),
                       "a label of \"views\" has no text, image or title beside it; \"\(other.name)\" does not go with \"views\"")
                return nil
            }
            guard let names = readViewNames(views.node, at("views"), "\"views\""),
                  case .array(let items) = views.node.value
            else { return nil }
            // A Text or a Label has text to show, so the label is one of the other forms.
            if let index = names.firstIndex(where: { $0 == "Text" || $0 == "Label" }) {
                let form = names[index] == "Text" ? "a text ({\"key\": …})" : "{\"title\": text, \"systemImage\": name}"
                report(.manifestInvalidValue, items[index].offset, JSONPointer.appending(at("views"), String(index)),
                       "\"views\" are views with no text; a label with a \(names[index]) is written \(form)")
                return nil
            }
            return .other(typeNames: names)
        }
        let textForm = Self.textForms.compactMap { members[$0] }.min { $0.nameOffset < $1.nameOffset }
        let images = Self.imageForms.compactMap { members[$0] }.sorted { $0.nameOffset < $1.nameOffset }
        let title = members["title"]

        if let textForm {
            // A text label: nothing of the other forms may be beside it.
            if let other = ([title].compactMap { $0 } + images).min(by: { $0.nameOffset < $1.nameOffset }) {
                report(.manifestConflictingForms, other.nameOffset, at(other.name),
                       "a label is a text (\"\(textForm.name)\"), an image, or a \"title\" with an icon; \"\(other.name)\" does not go with \"\(textForm.name)\"")
                return nil
            }
            return readText(members, node, pointer, "\"label\"").map { .text($0) }
        }
        for name in ["table", "arguments"] {
            guard let member = members[name] else { continue }
            report(.manifestUnknownMember, member.nameOffset, at(name),
                   "\"\(name)\" goes with \"key\" in a text; a \(title == nil ? "label image" : "Label's title") takes it inside \"title\"")
            return nil
        }
        if images.count > 1 {
            report(.manifestConflictingForms, images[1].nameOffset, at(images[1].name),
                   "a label has one icon: \"image\" (an asset) or \"systemImage\" (an SF Symbol), not both")
            return nil
        }
        let image: Image? = images.first.flatMap { member in
            guard let name = string(member.node, at(member.name), "\"\(member.name)\"") else { return nil }
            guard !name.isEmpty else {
                report(.manifestInvalidValue, member.node.offset, at(member.name), "\"\(member.name)\" must name an image")
                return nil
            }
            return member.name == "systemImage" ? Image(systemName: name) : Image(name)
        }
        if let title {
            let text = readText(title.node, at("title"), "\"title\"")
            guard !images.isEmpty else {
                report(.manifestMissingForm, node.offset, pointer, "a Label needs \"systemImage\" or \"image\" beside its \"title\"")
                return nil
            }
            guard let text, let image else { return nil }
            return .label(title: text, icon: image)
        }
        guard !images.isEmpty else {
            report(.manifestMissingForm, node.offset, pointer,
                   "\"label\" needs a text (\"key\", \"verbatim\" or \"resource\"), \"image\", \"systemImage\", \"title\" with an icon, or \"views\"")
            return nil
        }
        return image.map { .image($0) }
    }
}
