import Foundation

/// A box around related content with an optional label, as SwiftUI's `GroupBox`, drawn by the
/// environment's ``GroupBoxStyle`` (iOS's look: ``DefaultGroupBoxStyle``).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// A box of `content` titled with `label`.
    @MainActor public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        style.body(
            GroupBoxStyleConfiguration(
                label: .init(view: label), content: .init(view: content), hasLabel: Label.self != EmptyView.self))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` without a label.
    @MainActor public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled with a localized key.
    @MainActor public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box of `content` titled `title`.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
