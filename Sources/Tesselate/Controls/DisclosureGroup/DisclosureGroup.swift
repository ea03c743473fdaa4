import Foundation

/// A view that shows or hides its content behind a label, as SwiftUI's `DisclosureGroup` on
/// iOS outside a list, drawn by the environment's ``DisclosureGroupStyle``.
///
/// Layout (``DefaultDisclosureGroupStyle``): a row of the label, a spacer and a chevron (a 12×17
/// glyph, the picker's provisional size), drawn as a button in the tint that flips the group;
/// when expanded, the content below it in a leading-aligned `VStack`. Its expansion is `isExpanded` when given, its own state
/// otherwise. The testing library expands it with `open()`, or taps its label.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false

    /// A group with its own expansion, collapsed at first.
    @MainActor public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    /// A group expanded when `isExpanded` is.
    @MainActor public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        DisclosureControl(label: label, content: content, isExpanded: isExpanded ?? $ownExpansion)
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled with a localized key, with its own expansion.
    @MainActor public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled `label`, with its own expansion.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group titled with a localized key, expanded when `isExpanded` is.
    @MainActor public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled `label`, expanded when `isExpanded` is.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// The group's control node.
struct DisclosureControl<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let isExpanded = self.isExpanded
        let expanded = isExpanded.wrappedValue
        let shown = context.environment.disclosureGroupStyle.body(
            DisclosureGroupStyleConfiguration(label: .init(view: label), content: .init(view: content), isExpanded: isExpanded))
        resolver.resolveControl(
            kind: .disclosureGroup, attributes: [DumpAttribute("isExpanded", "\(expanded)")],
            action: .open { isExpanded.wrappedValue = true },
            content: shown, context, into: &nodes)
    }
}
