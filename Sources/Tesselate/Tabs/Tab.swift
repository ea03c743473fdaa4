import Foundation

/// A tab of a ``TabView``, as SwiftUI's iOS 18 `Tab`: its content, shown when it is selected,
/// and its label in the tab bar.
///
/// Differs from SwiftUI: a `Tab` is a view (SwiftUI's is `TabContent`, built by
/// `TabContentBuilder`), so tabs are written the same way but can also be mixed with views and
/// `tabItem`; it stands for `content.tabItem { label }.tag(value)`. `TabSection`, `role:` and
/// customization are missing.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab selected when the tab view's selection is `value`, with a custom label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

/// The label of a tab made from a title and a symbol, as SwiftUI's `DefaultTabLabel`.
public struct DefaultTabLabel: View {
    let title: Text
    let systemImage: String

    public var body: some View {
        Label {
            title
        } icon: {
            Image(systemName: systemImage)
        }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled with a localized key and a symbol, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(titleKey), systemImage: systemImage) }
    }

    /// A tab titled with a string and a symbol, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(title), systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled with a localized key and a symbol, in a tab view without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = DefaultTabLabel(title: Text(titleKey), systemImage: systemImage)
    }

    /// A tab titled with a string and a symbol, in a tab view without a selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = DefaultTabLabel(title: Text(title), systemImage: systemImage)
    }
}
