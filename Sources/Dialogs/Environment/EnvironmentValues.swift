/// The part of SwiftUI's environment that dialog flows use, read with `@Environment(\.dismiss)`.
/// The test host provides it while it evaluates a view.
public struct EnvironmentValues {
    /// Dismisses the presentation the view is in, as SwiftUI's `DismissAction` does; in the test
    /// host this is a programmatic dismissal attempt (which a `dismissalConfirmationDialog` may
    /// interrupt on macOS, but not on iOS).
    public var dismiss = DismissAction {}
    /// Whether controls are enabled (`.disabled(true)` turns it off for its content).
    public var isEnabled = true

    public init() {}
}

/// SwiftUI's `DismissAction`: call it as a function (`dismiss()`).
public struct DismissAction {
    let perform: () -> Void

    public init(_ perform: @escaping () -> Void) { self.perform = perform }

    public func callAsFunction() { perform() }
}

/// SwiftUI's `@Environment(\.keyPath)`: a value from the environment of the view's place.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

/// Where the graph puts the environment for a view's `@Environment` properties.
final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// What the graph needs of an `@Environment` found by reflection.
protocol EnvironmentProperty {
    func install(_ values: EnvironmentValues)
}

extension Environment: EnvironmentProperty {
    func install(_ values: EnvironmentValues) { box.values = values }
}
