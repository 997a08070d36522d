/// A JSON document tree (RFC 8259) that keeps what a lossless rewrite needs: object members in
/// file order (duplicates included), numbers as written, and the byte offset of every value and
/// member name in the source's UTF-8 text (`-1` for values created by an edit).
///
/// Shapes: `object` (ordered members), `array`, `string` (decoded), `number` (the literal text,
/// e.g. `-1.50e3`, so it is written back unchanged), `bool`, `null`.
public enum JSONValue: Sendable, Hashable {
    case object(JSONObject)
    case array([JSONNode])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// The JSON type name used in diagnostics ("object", "string", …).
    public var typeName: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}

/// A value and where it starts (the byte offset of its first character, `-1` when synthesised).
public struct JSONNode: Sendable, Hashable {
    public var value: JSONValue
    public var offset: Int

    public init(_ value: JSONValue, offset: Int = -1) {
        self.value = value
        self.offset = offset
    }
}

/// One `"name" : value` pair; `nameOffset` is the offset of the name's opening quote.
public struct JSONMember: Sendable, Hashable {
    public var name: String
    public var nameOffset: Int
    public var node: JSONNode

    public init(name: String, nameOffset: Int = -1, node: JSONNode) {
        self.name = name
        self.nameOffset = nameOffset
        self.node = node
    }
}

/// An object's members in file order. Lookups return the first member of a name (readers report
/// later duplicates, see `json.duplicate-member`).
public struct JSONObject: Sendable, Hashable {
    public var members: [JSONMember]

    public init(_ members: [JSONMember] = []) { self.members = members }

    public var isEmpty: Bool { members.isEmpty }

    /// The first member named `name`.
    public func member(_ name: String) -> JSONMember? {
        members.first { $0.name == name }
    }

    /// The value of the first member named `name`. Setting replaces that member's value in place
    /// (keeping its position), or inserts a new member at the position Xcode's key order gives
    /// (`XcodeKeyOrder`) when there is none; setting nil removes every member of that name.
    public subscript(name: String) -> JSONNode? {
        get { member(name)?.node }
        set {
            guard let newValue else {
                members.removeAll { $0.name == name }
                return
            }
            if let index = members.firstIndex(where: { $0.name == name }) {
                members[index].node = newValue
            } else {
                let index = members.firstIndex { XcodeKeyOrder.areInIncreasingOrder(name, $0.name) } ?? members.count
                members.insert(JSONMember(name: name, node: newValue), at: index)
            }
        }
    }
}

extension JSONNode {
    /// The node at `path` (member names; array indices as decimal strings), or nil.
    public subscript(path: [String]) -> JSONNode? {
        var node = self
        for component in path {
            switch node.value {
            case .object(let object):
                guard let next = object[component] else { return nil }
                node = next
            case .array(let items):
                guard let index = Int(component), items.indices.contains(index) else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

    /// Sets the value at `path`, creating missing objects on the way (members inserted in Xcode's
    /// key order). Returns false, changing nothing, when the path crosses a non-object value.
    @discardableResult
    public mutating func setValue(_ value: JSONValue, at path: [String]) -> Bool {
        guard let first = path.first else {
            self.value = value
            return true
        }
        guard case .object(var object) = self.value else { return false }
        var child = object[first] ?? JSONNode(.object(JSONObject()))
        guard child.setValue(value, at: Array(path.dropFirst())) else { return false }
        // Release the tree's reference before writing back, so the member array is not copied.
        self.value = .null
        object[first] = child
        self.value = .object(object)
        return true
    }
}
