/// SwiftUI's `@State`: a value owned by a view, which survives the re-evaluation of `body`.
///
/// As in SwiftUI, the storage belongs to the view's place in the view tree, not to the struct
/// value: the test host links each `@State` it meets to the storage of that place, so a view
/// created again by its parent's `body` keeps its state. The initial value is used only the
/// first time a place is seen. Writing through `wrappedValue` works from a non-mutating context
/// (button actions in `body`), as in SwiftUI.
@propertyWrapper
public struct State<Value> {
    let cell: StateCell<Value>

    public init(wrappedValue: Value) { cell = StateCell(StateLocation(wrappedValue)) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { cell.location.value }
        nonmutating set { cell.location.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let cell = cell
        return Binding(get: { cell.location.value }, set: { cell.location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// `@State private var details: SaveDetails?` with no initial value starts as `nil`.
    public init() { self.init(wrappedValue: nil) }
}

/// Where a state value is stored; shared by every copy of the view at one place in the tree.
final class StateLocation<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A location's value without its type, for the test host.
protocol StateLocationValue {
    var anyValue: Any { get }
}

extension StateLocation: StateLocationValue {
    var anyValue: Any { value }
}

/// The link from a `@State` to its location; the host re-points it to the place's location.
final class StateCell<Value> {
    var location: StateLocation<Value>
    init(_ location: StateLocation<Value>) { self.location = location }
}

/// What the host needs of a `@State` found by reflection.
protocol StateProperty {
    /// The current location, to remember for this place.
    var storage: AnyObject { get }
    /// Points this state at a location remembered for its place; false if the types differ.
    func link(to storage: AnyObject) -> Bool
    var currentValue: Any { get }
}

extension State: StateProperty {
    var storage: AnyObject { cell.location }

    func link(to storage: AnyObject) -> Bool {
        guard let location = storage as? StateLocation<Value> else { return false }
        cell.location = location
        return true
    }

    var currentValue: Any { cell.location.value }
}
