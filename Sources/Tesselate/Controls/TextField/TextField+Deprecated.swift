import Foundation

// SwiftUI's deprecated text field initializers with `onEditingChanged` and `onCommit` actions
// (Apple now suggests `focused(_:equals:)` and `onSubmit(of:_:)`). `onEditingChanged(true)` runs
// when the field gains the focus (a tap, typing into it, a ``FocusState`` set to it) and
// `onEditingChanged(false)` when it loses it (Return, another field focused, the state cleared);
// `onCommit` runs on Return (``ViewHost/submit(_:)``, a newline typed into the field), before the
// `onSubmit` actions around the field (Apple does not say in which order they run).

extension TextField where Label == Text {
    /// A field with editing and commit actions, as SwiftUI's deprecated
    /// `init(_:text:onEditingChanged:onCommit:)`.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use FocusState<T> and View.focused(_:equals) for onEditingChanged, and View.onSubmit(of:_:) for onCommit"
    )
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(title: titleKey.key, text: text, prompt: nil, axis: .horizontal)
        callbacks = TextInputCallbacks(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field titled with a string, with editing and commit actions (deprecated in SwiftUI).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use FocusState<T> and View.focused(_:equals) for onEditingChanged, and View.onSubmit(of:_:) for onCommit"
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(title: String(title), text: text, prompt: nil, axis: .horizontal)
        callbacks = TextInputCallbacks(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field with an editing action, as SwiftUI's deprecated `init(_:text:onEditingChanged:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use FocusState<T> and View.focused(_:equals) for onEditingChanged")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title: titleKey.key, text: text, prompt: nil, axis: .horizontal)
        callbacks = TextInputCallbacks(onEditingChanged: onEditingChanged)
    }

    /// A field titled with a string, with an editing action (deprecated in SwiftUI).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use FocusState<T> and View.focused(_:equals) for onEditingChanged")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title: String(title), text: text, prompt: nil, axis: .horizontal)
        callbacks = TextInputCallbacks(onEditingChanged: onEditingChanged)
    }

    /// A field with a commit action, as SwiftUI's deprecated `init(_:text:onCommit:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for onCommit")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title: titleKey.key, text: text, prompt: nil, axis: .horizontal)
        callbacks = TextInputCallbacks(onCommit: onCommit)
    }

    /// A field titled with a string, with a commit action (deprecated in SwiftUI).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for onCommit")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title: String(title), text: text, prompt: nil, axis: .horizontal)
        callbacks = TextInputCallbacks(onCommit: onCommit)
    }

    /// A field of a value with editing and commit actions, as SwiftUI's deprecated
    /// `init(_:value:formatter:onEditingChanged:onCommit:)`.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use FocusState<T> and View.focused(_:equals) for onEditingChanged, and View.onSubmit(of:_:) for onCommit"
    )
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
        callbacks = TextInputCallbacks(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field titled with a string of a value, with editing and commit actions (deprecated in
    /// SwiftUI).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use FocusState<T> and View.focused(_:equals) for onEditingChanged, and View.onSubmit(of:_:) for onCommit"
    )
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(title, value: value, formatter: formatter)
        callbacks = TextInputCallbacks(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field of a value with a commit action, as SwiftUI's deprecated
    /// `init(_:value:formatter:onCommit:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for onCommit")
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
        callbacks = TextInputCallbacks(onCommit: onCommit)
    }

    /// A field titled with a string of a value, with a commit action (deprecated in SwiftUI).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for onCommit")
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
        callbacks = TextInputCallbacks(onCommit: onCommit)
    }
}

extension SecureField where Label == Text {
    /// A secure field with a commit action, as SwiftUI's deprecated `init(_:text:onCommit:)`:
    /// `onCommit` runs on Return, as a text field's does.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for onCommit")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title: titleKey.key, text: text, prompt: nil)
        callbacks = TextInputCallbacks(onCommit: onCommit)
    }

    /// A secure field titled with a string, with a commit action (deprecated in SwiftUI).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.onSubmit(of:_:) for onCommit")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title: String(title), text: text, prompt: nil)
        callbacks = TextInputCallbacks(onCommit: onCommit)
    }
}
