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

    public var body: some View { style.body(configuration) }

    private var configuration: GroupBoxStyleConfiguration {
        GroupBoxStyleConfiguration(label: .init(view: label), content: .init(view: content), hasLabel: Label.self != EmptyView.self)
    }
}

/// A group box is a `GroupBox` node around what its style built, so that dumps and queries
/// (`.type(GroupBox<…>.self)`, `.kind(.groupBox)`) find it.
extension GroupBox: PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveContainer(
            NamedContainerNode(kindName: "GroupBox"), content: context.environment.groupBoxStyle.body(configuration), context,
            into: &nodes)
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
