// The `alert` overloads of SwiftUI's `View` (apple-semantics.md §1.1), each a line over the
// presentation drivers in DialogAttachment.swift. Documented behaviour (every alert page):
// "If no actions are present, the system includes a standard "OK" action. No default cancel
// action is provided." "All actions in an alert dismiss the alert after the action runs."
// Closures run when the alert is presented, with the data frozen then.

extension View {
    /// `alert`: presented while `isPresented` is true. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleKey), isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `alert`: presented while `isPresented` is true, with a message. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// `alert`: presented while `isPresented` is true and `data` is not nil; the data is frozen at presentation. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleKey), isPresented: isPresented, data: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `alert`: presented while `isPresented` is true and `data` is not nil, with a message; the data is frozen at presentation. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleKey), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// `alert`: presented while the binding's value is non-nil; an action sets it to nil. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleKey), item: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `alert`: presented while the binding's value is non-nil, with a message; an action sets it to nil. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleKey), item: data, actions: actions, message: message)
    }

    /// `alert`: presented while `isPresented` is true. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attach(.alert, title: Text(title), isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `alert`: presented while `isPresented` is true, with a message. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attach(.alert, title: Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// `alert`: presented while `isPresented` is true and `data` is not nil; the data is frozen at presentation. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.alert, title: Text(title), isPresented: isPresented, data: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `alert`: presented while `isPresented` is true and `data` is not nil, with a message; the data is frozen at presentation. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.alert, title: Text(title), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// `alert`: presented while the binding's value is non-nil; an action sets it to nil. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.alert, title: Text(title), item: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `alert`: presented while the binding's value is non-nil, with a message; an action sets it to nil. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.alert, title: Text(title), item: data, actions: actions, message: message)
    }

    /// `alert`: presented while `isPresented` is true. Title: a `Text` for the title.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attach(.alert, title: title, isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `alert`: presented while `isPresented` is true, with a message. Title: a `Text` for the title.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attach(.alert, title: title, isPresented: isPresented, actions: actions, message: message)
    }

    /// `alert`: presented while `isPresented` is true and `data` is not nil; the data is frozen at presentation. Title: a `Text` for the title.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.alert, title: title, isPresented: isPresented, data: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `alert`: presented while `isPresented` is true and `data` is not nil, with a message; the data is frozen at presentation. Title: a `Text` for the title.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.alert, title: title, isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// `alert`: presented while the binding's value is non-nil; an action sets it to nil. Title: a `Text` for the title.
    public func alert<A: View, T>(_ title: Text, item data: Binding<T?>, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.alert, title: title, item: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `alert`: presented while the binding's value is non-nil, with a message; an action sets it to nil. Title: a `Text` for the title.
    public func alert<A: View, M: View, T>(_ title: Text, item data: Binding<T?>, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.alert, title: title, item: data, actions: actions, message: message)
    }

    /// `alert`: presented while `isPresented` is true. Title: a `LocalizedStringResource` for the title.
    public func alert<A: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleResource), isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `alert`: presented while `isPresented` is true, with a message. Title: a `LocalizedStringResource` for the title.
    public func alert<A: View, M: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleResource), isPresented: isPresented, actions: actions, message: message)
    }

    /// `alert`: presented while `isPresented` is true and `data` is not nil; the data is frozen at presentation. Title: a `LocalizedStringResource` for the title.
    public func alert<A: View, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleResource), isPresented: isPresented, data: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `alert`: presented while `isPresented` is true and `data` is not nil, with a message; the data is frozen at presentation. Title: a `LocalizedStringResource` for the title.
    public func alert<A: View, M: View, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleResource), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// `alert`: presented while the binding's value is non-nil; an action sets it to nil. Title: a `LocalizedStringResource` for the title.
    public func alert<A: View, T>(_ titleResource: LocalizedStringResource, item data: Binding<T?>, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleResource), item: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `alert`: presented while the binding's value is non-nil, with a message; an action sets it to nil. Title: a `LocalizedStringResource` for the title.
    public func alert<A: View, M: View, T>(_ titleResource: LocalizedStringResource, item data: Binding<T?>, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.alert, title: Text(titleResource), item: data, actions: actions, message: message)
    }
}
