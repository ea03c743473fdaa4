import Foundation

// SwiftUI's text fields of a value rather than a string: `init(_:value:format:prompt:)` (a
// `ParseableFormatStyle`, such as `.number`) and `init(_:value:formatter:)` (a `Formatter`).
// Apple: "For non-string types, it updates the value when the user commits their edits, such as
// by pressing the Return key." So the field shows the value formatted; typing edits a draft;
// Return (``ViewHost/submit(_:)``) or losing the focus parses the draft and writes the value. A
// draft that does not parse leaves the value as it was ("the text field leaves binding.value
// unchanged"; an optional value is set to `nil`), and the field shows the value formatted again.

extension TextField where Label == Text {
    /// A field that edits `value` through `format`, as SwiftUI's `init(_:value:format:prompt:)`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title: titleKey.key, text: .constant(""), prompt: prompt, axis: .horizontal)
        formatted = FormattedFieldValue(value, format)
    }

    /// A field titled with a string that edits `value` through `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title: String(title), text: .constant(""), prompt: prompt, axis: .horizontal)
        formatted = FormattedFieldValue(value, format)
    }

    /// A field that edits an optional `value` through `format`: an empty or unparsable draft sets
    /// it to `nil`, as SwiftUI's `init(_:value:format:prompt:)` for an optional value.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title: titleKey.key, text: .constant(""), prompt: prompt, axis: .horizontal)
        formatted = FormattedFieldValue(optional: value, format)
    }

    /// A field titled with a string that edits an optional `value` through `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(title: String(title), text: .constant(""), prompt: prompt, axis: .horizontal)
        formatted = FormattedFieldValue(optional: value, format)
    }

    /// A field that edits `value` through `formatter`, as SwiftUI's `init(_:value:formatter:)`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(title: titleKey.key, text: .constant(""), prompt: nil, axis: .horizontal)
        formatted = FormattedFieldValue(value, formatter)
    }

    /// A field titled with a string that edits `value` through `formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title: String(title), text: .constant(""), prompt: nil, axis: .horizontal)
        formatted = FormattedFieldValue(value, formatter)
    }

    /// A field with a prompt that edits `value` through `formatter`, as SwiftUI's
    /// `init(_:value:formatter:prompt:)`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title: titleKey.key, text: .constant(""), prompt: prompt, axis: .horizontal)
        formatted = FormattedFieldValue(value, formatter)
    }
}

extension TextField {
    /// A field with a label view that edits `value` through `format`, as SwiftUI's
    /// `init(value:format:prompt:label:)`. On iOS the label is not shown; a ``Text`` label is the
    /// placeholder when there is no prompt.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(title: textFieldTitle(label()), text: .constant(""), prompt: prompt, axis: .horizontal)
        formatted = FormattedFieldValue(value, format)
    }

    /// A field with a label view that edits `value` through `formatter`, as SwiftUI's
    /// `init(value:formatter:prompt:label:)`.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: textFieldTitle(label()), text: .constant(""), prompt: prompt, axis: .horizontal)
        formatted = FormattedFieldValue(value, formatter)
    }
}

/// How a field of a value shows it and writes it back.
struct FormattedFieldValue {
    /// The value as the field shows it when it is not being edited.
    var text: () -> String
    /// Parses a draft and writes the value (or does not, when it does not parse).
    var commit: (String) -> Void

    init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) where F.FormatOutput == String {
        text = { format.format(value.wrappedValue) }
        commit = { draft in
            if let parsed = try? format.parseStrategy.parse(draft) { value.wrappedValue = parsed }
        }
    }

    init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, _ format: F) where F.FormatOutput == String {
        text = { value.wrappedValue.map { format.format($0) } ?? "" }
        commit = { draft in value.wrappedValue = try? format.parseStrategy.parse(draft) }
    }

    init<V>(_ value: Binding<V>, _ formatter: Formatter) {
        text = { formatter.string(for: value.wrappedValue) ?? "" }
        commit = { draft in
            if let parsed = formatter.parsedValue(draft, as: V.self) { value.wrappedValue = parsed }
        }
    }
}

extension Formatter {
    /// The value of type `V` that `string` stands for, or `nil` when it does not parse. On Linux
    /// Foundation's `getObjectValue(_:for:errorDescription:)` is not public, so a
    /// `NumberFormatter` (to a number type) and a `DateFormatter` (to a `Date`) parse; other
    /// formatters show the value but leave it as it is.
    func parsedValue<V>(_ string: String, as type: V.Type) -> V? {
        if let dates = self as? DateFormatter { return dates.date(from: string) as? V }
        guard let numbers = self as? NumberFormatter, let number = numbers.number(from: string) else { return nil }
        switch type {
        case is Int.Type: return number.intValue as? V
        case is Int?.Type: return Int?.some(number.intValue) as? V
        case is Double.Type: return number.doubleValue as? V
        case is Double?.Type: return Double?.some(number.doubleValue) as? V
        case is Float.Type: return number.floatValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        case is Decimal.Type: return number.decimalValue as? V
        case is NSNumber.Type: return number as? V
        default: return nil
        }
    }
}

/// The title a label view gives a field: a ``Text`` label's string (the placeholder when there is
/// no prompt), else none.
func textFieldTitle<Label: View>(_ label: Label) -> String {
    (label as? Text)?.content ?? ""
}

/// A field of a value: a ``TextField`` of a draft, which Return or losing the focus commits.
struct FormattedTextField: View {
    let title: String
    let prompt: Text?
    let axis: Axis
    let callbacks: TextInputCallbacks
    let value: FormattedFieldValue
    /// What was typed since editing began; `nil` shows the value formatted.
    @State private var draft: String?

    var body: some View {
        let draft = $draft, value = value, callbacks = callbacks
        let commit: () -> Void = {
            if let typed = draft.wrappedValue { value.commit(typed) }
            draft.wrappedValue = nil
        }
        var field = TextField<Text>(
            title: title, text: Binding(get: { draft.wrappedValue ?? value.text() }, set: { draft.wrappedValue = $0 }),
            prompt: prompt, axis: axis)
        field.callbacks = TextInputCallbacks(
            onEditingChanged: { editing in
                if !editing { commit() }
                callbacks.onEditingChanged?(editing)
            },
            onCommit: {
                commit()
                callbacks.onCommit?()
            })
        return field
    }
}
