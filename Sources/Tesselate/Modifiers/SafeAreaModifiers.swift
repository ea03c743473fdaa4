import Foundation

/// Regions of the safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area of the device and of containers: the status bar, the home indicator, the
    /// content of `safeAreaInset`.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area under the software keyboard (``ViewHost/showKeyboard(height:)``).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Expands this view into the safe area, as SwiftUI's `ignoresSafeArea(_:edges:)`.
    ///
    /// Layout is unchanged for the view's parent; when the view is placed, each edge in `edges`
    /// that reaches the unsafe part of the safe area (the view's edge is at or beyond the safe
    /// edge) moves out to the edge of what `regions` leave unsafe, and the view is proposed that
    /// larger size, anchored at its top-leading corner. A view whose edge stops short of the safe
    /// edge does not move on that edge. Applied to a group, it applies to each view.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modified(IgnoresSafeArea(ignoring: SafeAreaIgnoring(regions: regions, edges: edges)))
    }

    /// Expands this view into the safe area on `edges`, as SwiftUI's `edgesIgnoringSafeArea(_:)`
    /// (deprecated in SwiftUI for `ignoresSafeArea(_:edges:)`, and the same as it with every region).
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modified(IgnoresSafeArea(ignoring: SafeAreaIgnoring(regions: .all, edges: edges)))
    }
}

/// `ignoresSafeArea`: marks each view of its content, which the engine extends when it places it
/// (``LayoutEngine/extendingIntoSafeArea(_:at:_:)``). It makes no node of its own, so a host
/// without a safe area lays out and dumps exactly as without the modifier; the dump shows
/// `ignoresSafeArea: …` on a view it extended.
struct IgnoresSafeArea: PrimitiveModifier {
    var ignoring: SafeAreaIgnoring

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        for node in nodes[start...] { resolver.tree[node].safeAreaIgnoring.append(ignoring) }
    }
}
