import Foundation

/// A group of rows with an optional header and footer, as SwiftUI's `Section`.
///
/// In a ``List`` or a ``Form`` a section is a card of rows (its look comes from the list style:
/// LayoutRules.md, "Lists and forms"); its header and footer are drawn in the style's fonts (a
/// grouped list's header in uppercase footnote). Anywhere else, as in SwiftUI, a section shows its
/// header, content and footer one after the other, as a `Group` would.
public struct Section<Parent: View, Content: View, Footer: View> {
    let header: Parent
    let content: Content
    let footer: Footer
    public typealias Body = Never

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// A section with a header and a footer (deprecated in SwiftUI for `init(content:header:footer:)`).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        guard let metrics = context.listMetrics else {
            // Outside a list: the parts in a row, as a Group.
            resolver.resolve(header, context.appending(.part(0)), into: &nodes)
            resolver.resolve(content, context.appending(.part(1)), into: &nodes)
            resolver.resolve(footer, context.appending(.part(2)), into: &nodes)
            return
        }
        let section = resolver.makeNode(ListSectionNode(metrics: metrics, hasHeader: false, hasFooter: false), context)
        var children: [NodeIndex] = []
        var headerContext = context.content(of: section, part: 0)
        metrics.headerEnvironment(&headerContext.environment)
        let header = resolver.resolveLabel(self.header, headerContext)
        var rowsContext = context.content(of: section, part: 1)
        rowsContext.lazyContainer = context.lazyContainer
        var footerContext = context.content(of: section, part: 2)
        metrics.footerEnvironment(&footerContext.environment)
        let footer = resolver.resolveLabel(self.footer, footerContext)
        if let header { children.append(header) }
        children += resolver.resolveListRows(content, rowsContext, metrics: metrics)
        if let footer { children.append(footer) }
        resolver.tree[section].behavior = ListSectionNode(metrics: metrics, hasHeader: header != nil, hasFooter: footer != nil)
        resolver.attach(children, to: section)
        nodes.append(section)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header (deprecated in SwiftUI for `init(content:header:)`).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer (deprecated in SwiftUI for `init(content:footer:)`).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section whose header is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Resolver {
    /// Resolves a section's header or footer as one node, `nil` when it makes none.
    func resolveLabel<V: View>(_ view: V, _ context: ResolveContext) -> NodeIndex? {
        var nodes: [NodeIndex] = []
        resolve(view, context, into: &nodes)
        if nodes.isEmpty { return nil }
        if nodes.count == 1 { return nodes[0] }
        let stack = makeNode(LayoutBehavior(layout: VStackLayout(alignment: .leading)), context)
        attach(nodes, to: stack)
        return stack
    }

    /// Resolves the content of a section (or a list's loose rows): each view it makes is a row.
    func resolveListRows<V: View>(_ view: V, _ context: ResolveContext, metrics: ListMetrics) -> [NodeIndex] {
        var rowContext = context
        rowContext.environment.isListRow = true
        rowContext.listMetrics = nil
        var nodes: [NodeIndex] = []
        resolve(view, rowContext, into: &nodes)
        return nodes.map { makeListRow($0, metrics: metrics, context) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Section: View, PrimitiveView {}
