// The `confirmationDialog` overloads of SwiftUI's `View` (apple-semantics.md §1.1). Documented
// behaviour: "Dialogs include a standard dismiss action by default. If you provide a button
// with a role of cancel, that button takes the place of the default dismiss action." "All
// actions in a confirmation dialog will dismiss the dialog after the action runs."

extension View {
    /// `confirmationDialog`: presented while `isPresented` is true. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleKey), visibility: titleVisibility, isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while `isPresented` is true, with a message. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleKey), visibility: titleVisibility, isPresented: isPresented, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while `isPresented` is true and `data` is not nil; the data is frozen at presentation. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleKey), visibility: titleVisibility, isPresented: isPresented, data: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while `isPresented` is true and `data` is not nil, with a message; the data is frozen at presentation. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleKey), visibility: titleVisibility, isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while the binding's value is non-nil; an action sets it to nil. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleKey), visibility: titleVisibility, item: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while the binding's value is non-nil, with a message; an action sets it to nil. Title: a localized string key for the title (looked up as `Text(_:tableName:bundle:comment:)` does).
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleKey), visibility: titleVisibility, item: data, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while `isPresented` is true. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(title), visibility: titleVisibility, isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while `isPresented` is true, with a message. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(title), visibility: titleVisibility, isPresented: isPresented, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while `isPresented` is true and `data` is not nil; the data is frozen at presentation. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(title), visibility: titleVisibility, isPresented: isPresented, data: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while `isPresented` is true and `data` is not nil, with a message; the data is frozen at presentation. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(title), visibility: titleVisibility, isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while the binding's value is non-nil; an action sets it to nil. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(title), visibility: titleVisibility, item: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while the binding's value is non-nil, with a message; an action sets it to nil. Title: a string shown as the title without localization.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(title), visibility: titleVisibility, item: data, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while `isPresented` is true. Title: a `Text` for the title.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: title, visibility: titleVisibility, isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while `isPresented` is true, with a message. Title: a `Text` for the title.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: title, visibility: titleVisibility, isPresented: isPresented, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while `isPresented` is true and `data` is not nil; the data is frozen at presentation. Title: a `Text` for the title.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: title, visibility: titleVisibility, isPresented: isPresented, data: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while `isPresented` is true and `data` is not nil, with a message; the data is frozen at presentation. Title: a `Text` for the title.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: title, visibility: titleVisibility, isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while the binding's value is non-nil; an action sets it to nil. Title: a `Text` for the title.
    public func confirmationDialog<A: View, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: title, visibility: titleVisibility, item: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while the binding's value is non-nil, with a message; an action sets it to nil. Title: a `Text` for the title.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: title, visibility: titleVisibility, item: data, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while `isPresented` is true. Title: a `LocalizedStringResource` for the title.
    public func confirmationDialog<A: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping () -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleResource), visibility: titleVisibility, isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while `isPresented` is true, with a message. Title: a `LocalizedStringResource` for the title.
    public func confirmationDialog<A: View, M: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping () -> A, @ContentBuilder message: @escaping () -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleResource), visibility: titleVisibility, isPresented: isPresented, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while `isPresented` is true and `data` is not nil; the data is frozen at presentation. Title: a `LocalizedStringResource` for the title.
    public func confirmationDialog<A: View, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleResource), visibility: titleVisibility, isPresented: isPresented, data: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while `isPresented` is true and `data` is not nil, with a message; the data is frozen at presentation. Title: a `LocalizedStringResource` for the title.
    public func confirmationDialog<A: View, M: View, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleResource), visibility: titleVisibility, isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// `confirmationDialog`: presented while the binding's value is non-nil; an action sets it to nil. Title: a `LocalizedStringResource` for the title.
    public func confirmationDialog<A: View, T>(_ titleResource: LocalizedStringResource, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping (T) -> A) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleResource), visibility: titleVisibility, item: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }

    /// `confirmationDialog`: presented while the binding's value is non-nil, with a message; an action sets it to nil. Title: a `LocalizedStringResource` for the title.
    public func confirmationDialog<A: View, M: View, T>(_ titleResource: LocalizedStringResource, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ContentBuilder actions: @escaping (T) -> A, @ContentBuilder message: @escaping (T) -> M) -> DialogModifierView<Self> {
        attach(.confirmationDialog, title: Text(titleResource), visibility: titleVisibility, item: data, actions: actions, message: message)
    }
}
