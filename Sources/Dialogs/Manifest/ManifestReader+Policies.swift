import LocalizationCatalog

/// `"policies"` and the view-name lists of the manifest (see ``DialogManifest``).
extension ManifestReader {
    /// The Boolean settings of ``DialogPolicies`` a manifest may set, by their Swift names.
    static var policySettings: [(name: String, path: WritableKeyPath<DialogPolicies, Bool>)] { [
        ("alertDestructiveAddsCancel", \.alertDestructiveAddsCancel),
        ("cancelLeadsTwoButtonRow", \.cancelLeadsTwoButtonRow),
        ("closeRoleActsAsCancel", \.closeRoleActsAsCancel),
        ("dismissalTitleFollowsConfirmationDialog", \.dismissalTitleFollowsConfirmationDialog),
        ("labelTitleShownWhereOnlyTextIs", \.labelTitleShownWhereOnlyTextIs),
        ("standardOKIsDefault", \.standardOKIsDefault),
        ("standardTitlesFollowAppLocalization", \.standardTitlesFollowAppLocalization),
    ] }

    /// `{"labelTitleShownWhereOnlyTextIs": true, …}`: ``DialogPolicies/apple`` with the settings
    /// given; an unknown name or a value that is not a Boolean is reported and left out. The
    /// message for an unknown name lists the names a manifest can set, and says so when the name
    /// is a setting that is not a Boolean (`keptCancel`, `styles`), which a manifest cannot set.
    mutating func readPolicies(_ node: JSONNode, _ pointer: String) -> DialogPolicies {
        var policies = DialogPolicies.apple
        guard let object = object(node, pointer, "\"policies\"") else { return policies }
        let names = Self.policySettings.map(\.name)
        let allSettings = Set(Mirror(reflecting: DialogPolicies.apple).children.compactMap(\.label))
        var members: [String: JSONMember] = [:]
        for member in object.members {
            if names.contains(member.name) {
                // A later duplicate was reported by the parser; the first is read.
                if members[member.name] == nil { members[member.name] = member }
                continue
            }
            let problem = allSettings.contains(member.name)
                ? "\"\(member.name)\" is a setting of DialogPolicies that is not a Boolean, which a manifest cannot set"
                : "unknown member \"\(member.name)\" in \"policies\""
            let hint = Self.closest(member.name, in: names).map { "did you mean \"\($0)\"? " } ?? ""
            report(.manifestUnknownMember, member.nameOffset, JSONPointer.appending(pointer, member.name),
                   "\(problem); \(hint)a manifest can set \(Self.list(names))")
        }
        for setting in Self.policySettings {
            guard let member = members[setting.name] else { continue }
            if let value = bool(member.node, JSONPointer.appending(pointer, setting.name), "\"\(setting.name)\"") {
                policies[keyPath: setting.path] = value
            }
        }
        return policies
    }

    /// `["ProgressView", "Image"]`: the Swift type names of views, one or more, none empty.
    mutating func readViewNames(_ node: JSONNode, _ pointer: String, _ what: String) -> [String]? {
        guard let items = array(node, pointer, what) else { return nil }
        if items.isEmpty {
            report(.manifestInvalidValue, node.offset, pointer, "\(what) lists no view; leave it out instead")
            return nil
        }
        let limit = max(0, limits.maximumViewNames)
        if items.count > limit {
            report(.manifestLimitExceeded, items[limit].offset, JSONPointer.appending(pointer, String(limit)),
                   "\(what) lists \(items.count) views; at most \(limit) are read")
            return nil
        }
        var names: [String] = []
        for (index, item) in items.enumerated() {
            let itemPointer = JSONPointer.appending(pointer, String(index))
            guard let name = string(item, itemPointer, "a view name") else { return nil }
            guard !name.isEmpty else {
                report(.manifestInvalidValue, item.offset, itemPointer, "a view name must not be empty")
                return nil
            }
            names.append(name)
        }
        return names
    }
}
