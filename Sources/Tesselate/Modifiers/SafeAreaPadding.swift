import Foundation

extension View {
    /// Adds `insets` to the safe area of this view, as SwiftUI's `safeAreaPadding(_:)`.
    ///
    /// SwiftUI builds it from a `safeAreaInset` of an empty view on each edge, so the view is laid
    /// out as with `padding(_:)` and its safe area grows by the insets: a scroll view keeps its
    /// content inset by them but shows it out to the padded edges, and a view that ignores the safe
    /// area extends over them.
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modified(SafeAreaPadding(insets: insets))
    }

    /// Adds `length` points (16 when `nil`, iOS's default padding) to the safe area on `edges`.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modified(SafeAreaPadding(insets: EdgeInsets(edges, length ?? Padding.defaultLength)))
    }

    /// Adds `length` points to the safe area on every edge.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

struct SafeAreaPadding: WrappingModifier {
    static var checksValues: Bool { true }
    var insets: EdgeInsets

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        SafeAreaPaddingNode(padding: PaddingNode(insets: resolver.checkedInsets(insets, of: "padding", node: child)))
    }
}

/// Laid out as ``PaddingNode``; the child's safe area is the node's frame less the insets.
struct SafeAreaPaddingNode: WrapperBehavior, SafeAreaProviding {
    var padding: PaddingNode

    var kindName: String { "safeAreaPadding" }
    var dumpAttributes: [DumpAttribute] { padding.dumpAttributes }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize { padding.sizeThatFits(proposal, child: child) }
    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        padding.placement(size: size, proposal: proposal, child: child)
    }
    func spacing(child: UnaryChild) -> ViewSpacing { padding.spacing(child: child) }

    func safeArea(forChild child: NodeIndex, of node: NodeIndex, inherited: SafeAreaChain?, _ engine: LayoutEngine) -> SafeAreaChain? {
        guard let frame = engine.exactFrames[node] else { return inherited }
        return (inherited ?? SafeAreaChain()).adding(SafeAreaLevel(container: frame, containerInsets: padding.insets))
    }
}
