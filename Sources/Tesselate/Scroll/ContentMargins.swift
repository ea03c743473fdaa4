import Foundation

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement` (iOS 17).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String

    /// A scroll view's content and its scroll indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// A scroll view's content, not its indicators.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// A scroll view's indicators, not its content.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// The content margins scroll views in a subtree add, by edge (`nil`: the system's, none).
struct ContentMargins: Hashable, Sendable {
    var content = OptionalInsets()
    var indicators = OptionalInsets()

    struct OptionalInsets: Hashable, Sendable {
        var top, leading, bottom, trailing: CGFloat?

        mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets?) {
            if edges.contains(.top) { top = insets?.top }
            if edges.contains(.leading) { leading = insets?.leading }
            if edges.contains(.bottom) { bottom = insets?.bottom }
            if edges.contains(.trailing) { trailing = insets?.trailing }
        }

        /// The margins in points, 0 where none is set.
        var insets: EdgeInsets { EdgeInsets(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0) }
    }

    mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets?, for placement: ContentMarginPlacement) {
        if placement != .scrollIndicators { content.set(edges, insets) }
        if placement != .scrollContent { indicators.set(edges, insets) }
    }
}

struct ContentMarginsKey: EnvironmentKey { static let defaultValue = ContentMargins() }

extension EnvironmentValues {
    /// The content margins set with `contentMargins` for the scroll views in the subtree.
    var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Adds `insets` on `edges` to the content margins of the scroll views in this view, as
    /// SwiftUI's `contentMargins(_:_:for:)` (iOS 17): a `ScrollView` insets its content by its
    /// safe area plus these margins (at rest the content starts that far in; scrolled to the end
    /// it ends that far from the end; across its axis the content is narrower by them).
    ///
    /// Tesselate applies the margins to `ScrollView`s (and the lazy stacks and grids in them);
    /// lists and forms keep their style's margins, and scroll indicators are not drawn, so the
    /// `scrollIndicators` placement changes nothing visible.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        transformEnvironment(\.contentMargins) { $0.set(edges, insets, for: placement) }
    }

    /// Adds `length` points on `edges` to the content margins of the scroll views in this view,
    /// as SwiftUI's `contentMargins(_:_:for:)`; `nil` takes the system's margins again (none).
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        transformEnvironment(\.contentMargins) { margins in
            margins.set(edges, length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }, for: placement)
        }
    }

    /// Adds `length` points on every edge to the content margins of the scroll views in this
    /// view, as SwiftUI's `contentMargins(_:for:)`.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

/// The content margins of a scroll view: its content inset by them, as padding would inset it.
struct ContentMarginsNode: WrapperBehavior {
    var padding: PaddingNode

    var kindName: String { "contentMargins" }
    var dumpAttributes: [DumpAttribute] { padding.dumpAttributes }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize { padding.sizeThatFits(proposal, child: child) }

    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        padding.placement(size: size, proposal: proposal, child: child)
    }

    func spacing(child: UnaryChild) -> ViewSpacing { ViewSpacing() }
}

extension Resolver {
    /// The node of the content margins in `context`'s environment for the scroll view `node`,
    /// made before its content (a parent comes before its children), or `nil` when there are
    /// none. Margins are checked as a padding's insets are (``checkedInsets(_:of:node:)``).
    func contentMarginsNode(of node: NodeIndex, _ context: ResolveContext) -> NodeIndex? {
        let insets = context.environment.contentMargins.content.insets
        guard insets != EdgeInsets() else { return nil }
        let checked = checkedInsets(insets, of: "contentMargins", node: node)
        return makeNode(ContentMarginsNode(padding: PaddingNode(insets: checked)), context.content(of: node, part: 1))
    }
}
