import Foundation

/// A control that edits a string, as SwiftUI's `TextField`.
///
/// One line high (the font's line height, plus the border's insets with `.roundedBorder`) and as
/// wide as it is offered; offered no width, as wide as its text or, when empty, its placeholder
/// (the `prompt`, else the title). With `axis: .vertical` it wraps its text and grows in height
/// within its `lineLimit` (a range's lower bound is reserved). Type into it with
/// ``ViewHost/typeText(_:into:)`` and related methods, which focus it first (see ``FocusState``);
/// Return runs its `onSubmit` actions (``ViewHost/submit(_:)``). A field of a value
/// (`init(_:value:format:prompt:)`, `init(_:value:formatter:)`) edits a draft and writes the
/// value when editing ends (see `TextField+Value.swift`). The deprecated `onEditingChanged` and
/// `onCommit` forms are in `TextField+Deprecated.swift`. iOS input modifiers (`keyboardType`, …)
/// are recorded in the dump.
public struct TextField<Label: View> {
    let title: String
    let text: Binding<String>
    let prompt: Text?
    let axis: Axis
    var callbacks = TextInputCallbacks()
    /// For a field of a value: how the value is shown and parsed (`text` is unused).
    var formatted: FormattedFieldValue?
    public typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let formatted {
            let field = FormattedTextField(title: title, prompt: prompt, axis: axis, callbacks: callbacks, value: formatted)
            resolver.resolve(field, context.appending(.type(ObjectIdentifier(FormattedTextField.self))), into: &nodes)
            return
        }
        resolver.resolveTextInput(
            .textField, title: title, prompt: prompt?.content, text: text, axis: axis, callbacks: callbacks, context, into: &nodes)
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized key, as SwiftUI's `init(_:text:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.key, text: text, prompt: nil, axis: .horizontal)
    }

    /// A field with a title and a prompt, as SwiftUI's `init(_:text:prompt:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: titleKey.key, text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field that grows along `axis`, as SwiftUI's `init(_:text:axis:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey.key, text: text, prompt: nil, axis: axis)
    }

    /// A field with a prompt that grows along `axis`, as SwiftUI's `init(_:text:prompt:axis:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: titleKey.key, text: text, prompt: prompt, axis: axis)
    }

    /// A field titled with a string value, as SwiftUI's `init(_:text:)` for `StringProtocol`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.init(title: String(title), text: text, prompt: prompt, axis: axis)
    }
}

extension TextField {
    /// A field with a label view, as SwiftUI's `init(text:prompt:label:)`. On iOS the label is not
    /// shown beside the field; a ``Text`` label is the placeholder when there is no prompt (as
    /// the title of `init(_:text:)` is).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: textFieldTitle(label()), text: text, prompt: prompt, axis: .horizontal)
    }

    /// A field with a label view that grows along `axis`, as SwiftUI's
    /// `init(text:prompt:axis:label:)`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(title: textFieldTitle(label()), text: text, prompt: prompt, axis: axis)
    }
}

/// A field whose text is hidden, as SwiftUI's `SecureField`: laid out as a one-line
/// ``TextField`` showing a bullet per character.
public struct SecureField<Label: View> {
    let title: String
    let text: Binding<String>
    let prompt: Text?
    /// The deprecated initializer's commit action (TextField+Deprecated.swift).
    var callbacks = TextInputCallbacks()
    public typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveTextInput(
            .secureField, title: title, prompt: prompt?.content, text: text, axis: .horizontal, callbacks: callbacks, context, into: &nodes)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled with a localized key, as SwiftUI's `init(_:text:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: titleKey.key, text: text, prompt: prompt)
    }

    /// A secure field titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: String(title), text: text, prompt: prompt)
    }
}

/// A view that edits multiline text, as SwiftUI's `TextEditor`.
///
/// Greedy: it takes the size it is offered on both axes and scrolls text that does not fit (the
/// dump says how tall the content is). Offered no size, it is as big as its text. Its text is
/// inset by ``TextInputMetrics/editorInsets`` (UITextView's defaults), so text measured with
/// ``TextMeasurement`` at the editor's width minus 10 is what it shows.
public struct TextEditor {
    let text: Binding<String>
    public typealias Body = Never

    /// An editor of `text`, as SwiftUI's `init(text:)`.
    public init(text: Binding<String>) { self.text = text }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveTextInput(.textEditor, title: "", prompt: nil, text: text, axis: .vertical, context, into: &nodes)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension TextField: View, PrimitiveView {}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension SecureField: View, PrimitiveView {}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension TextEditor: View, PrimitiveView {}
