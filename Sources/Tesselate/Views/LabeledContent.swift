import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent`.
///
/// iOS's automatic style: the label at the leading edge and the content at the trailing edge in
/// the secondary style, with a `Spacer` between (at least 8 points apart), so the row takes the
/// width it is offered and, at its ideal size, is `label + 8 + content` wide. This is Tesselate's
/// reading of iOS (the row as `Form`s show it); outside a form it is not measured. Both are
/// centred vertically; at the accessibility Dynamic Type sizes the label is above the content
/// (``AutomaticLabeledContentStyle``). `labeledContentStyle(_:)` replaces the look
/// (``LabeledContentStyle``).
public struct LabeledContent<Label: View, Content: View> {
    let label: Label
    let content: Content
    public typealias Body = Never

    /// Content with a label of any view, as SwiftUI's `init(content:label:)`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

extension LabeledContent where Label == Text {
    /// Content with a localized title, as SwiftUI's `init(_:content:)`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Content with a string title, as SwiftUI's `init(_:content:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A localized title and a string value, as SwiftUI's `init(_:value:)`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A string title and a string value, as SwiftUI's `init(_:value:)`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent: View, PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let row = context.environment.labeledContentStyle.body(
            LabeledContentStyleConfiguration(label: .init(view: label), content: .init(view: content)))
        resolver.resolveContainer(NamedContainerNode(kindName: "LabeledContent"), content: row, context, into: &nodes)
    }
}
