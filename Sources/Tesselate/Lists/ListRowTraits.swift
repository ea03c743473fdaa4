import Foundation

/// What a row of a list says about itself, set with the `listRow…` modifiers: traits of the view
/// (modifiers applied after them keep them, as `layoutPriority`), read by the list when it makes
/// the row. A `ForEach` passes them to each of its rows.
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: AnyView?
    var separatorTop = Visibility.automatic
    var separatorBottom = Visibility.automatic
    var separatorTint: Color?
    /// `onDelete`, `onMove` and the row's offset in its `ForEach`.
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
    var hasSwipeActions = false

    static let key = ObjectIdentifier(ListRowTraits.self)
}

extension ResolvedNode {
    /// The list-row traits of the view.
    var listRowTraits: ListRowTraits { layoutValues[ListRowTraits.key] as? ListRowTraits ?? ListRowTraits() }
}

/// Changes the list-row traits of each view of its content.
struct ListRowTraitWriter {
    var change: (inout ListRowTraits) -> Void
}

// Declared apart, so that making the modifier is not main-actor isolated (as SwiftUI's
// modifiers are `nonisolated`); resolving it is.
extension ListRowTraitWriter: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        for node in nodes[start...] {
            var traits = resolver.tree[node].listRowTraits
            change(&traits)
            resolver.tree[node].layoutValues[ListRowTraits.key] = traits
        }
    }
}

extension View {
    /// Sets the insets of this view's content in its list row, as SwiftUI's `listRowInsets(_:)`
    /// (`nil`: the style's, 11 above and below and the layout margin on the sides).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modified(ListRowTraitWriter { $0.insets = insets })
    }

    /// Puts `view` behind this view's list row, filling the row, as SwiftUI's
    /// `listRowBackground(_:)`. In a card it is clipped to the card's corners.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        modified(ListRowTraitWriter { $0.background = view.map { AnyView($0) } })
    }

    /// Shows or hides the separators above and below this view's list row, as SwiftUI's
    /// `listRowSeparator(_:edges:)`. The style decides what `automatic` shows.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modified(
            ListRowTraitWriter { traits in
                if edges.contains(.top) { traits.separatorTop = visibility }
                if edges.contains(.bottom) { traits.separatorBottom = visibility }
            })
    }

    /// Colours the separators of this view's list row, as SwiftUI's
    /// `listRowSeparatorTint(_:edges:)` (`nil`: the style's). Tesselate draws one tint per row.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modified(ListRowTraitWriter { $0.separatorTint = color })
    }

    /// Adds swipe actions to this view's list row, as SwiftUI's
    /// `swipeActions(edge:allowsFullSwipe:content:)`. Tesselate has no swiping: the actions are not
    /// shown; the dump marks the row.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View {
        modified(ListRowTraitWriter { $0.hasSwipeActions = true })
    }

    /// Sets the spacing between this section (or every section of this list) and its neighbours,
    /// as SwiftUI's `listSectionSpacing(_:)`: on a section, each section applies half its spacing
    /// above and below, and one without spacing takes its neighbour's.
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modified(SectionSpacingWriter(spacing: spacing))
    }

    /// Sets the spacing between sections to `spacing` points, as SwiftUI's `listSectionSpacing(_:)`.
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }
}

/// `listSectionSpacing`: the list-wide value in the environment, and a trait of each section it
/// is applied to.
struct SectionSpacingWriter: PrimitiveModifier {
    var spacing: ListSectionSpacing
    static let key = ObjectIdentifier(SectionSpacingWriter.self)

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        var context = context
        context.environment.listSectionSpacing = spacing
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        for node in nodes[start...] { resolver.tree[node].layoutValues[SectionSpacingWriter.key] = spacing }
    }
}
