import Foundation

/// One level of the safe area: a container (in window coordinates) and the insets, per region,
/// that are unsafe inside it. The host's window is the outermost level (the device's status bar
/// and home indicator in `container`, the keyboard in `keyboard`); `safeAreaInset` and
/// `safeAreaPadding` add a level for the view they modify, in its frame.
struct SafeAreaLevel: Equatable {
    var container: CGRect
    /// The insets of the `.container` region (device edges, bars, `safeAreaInset` content).
    var containerInsets = EdgeInsets()
    /// The insets of the `.keyboard` region, measured from the container's edges.
    var keyboardInsets = EdgeInsets()

    /// The unsafe length on `edge` for `regions`: the largest of the regions' insets.
    func inset(_ edge: Edge, _ regions: SafeAreaRegions) -> CGFloat {
        var length: CGFloat = 0
        if regions.contains(.container) { length = max(length, containerInsets[edge]) }
        if regions.contains(.keyboard) { length = max(length, keyboardInsets[edge]) }
        return length
    }

    /// The safe rectangle for `regions`.
    func safeRect(_ regions: SafeAreaRegions = .all) -> CGRect {
        let top = inset(.top, regions), leading = inset(.leading, regions)
        return CGRect(
            x: container.minX + leading, y: container.minY + top,
            width: max(0, container.width - leading - inset(.trailing, regions)),
            height: max(0, container.height - top - inset(.bottom, regions)))
    }
}

/// The safe area a view is placed in, as SwiftUI propagates it down the layout: the levels
/// above the view, outermost first.
///
/// SwiftUI's rule, as Tesselate reads it (`_SafeAreaRegionsIgnoringLayout` in OpenSwiftUI: the
/// child of `ignoresSafeArea` is proposed its frame outset by the view's safe-area insets and
/// anchored at its top-leading corner; Apple's documentation: the modifier "expands the safe
/// area of a view"): an edge of a view *reaches* the unsafe part of a level when it is at or
/// beyond that level's safe edge; a view that reaches it may extend to the container's edge,
/// and from there into the next level out. A view whose edge stops short of the safe edge has no
/// inset on that edge. So a root filling the safe area has the window's insets (outside its
/// frame), a view extended into them has none left, and a view in the middle has none.
struct SafeAreaChain: Equatable {
    var levels: [SafeAreaLevel] = []

    var isEmpty: Bool { levels.isEmpty }

    func adding(_ level: SafeAreaLevel) -> SafeAreaChain {
        var copy = self
        copy.levels.append(level)
        return copy
    }

    /// How far each edge of `frame` moves out when the view ignores `regions` on `edges`: up to
    /// the safe edge of the regions it does not ignore, level by level while it reaches the
    /// container's edge.
    func extent(of frame: CGRect, ignoring regions: SafeAreaRegions, edges: Edge.Set = .all) -> EdgeInsets {
        let kept = SafeAreaRegions.all.subtracting(regions)
        var result = EdgeInsets()
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            // Positions along the edge's outward direction: larger is further out.
            let start = edge.outward(frame)
            var position = start
            for level in levels.reversed() {
                let outer = edge.outward(level.container)
                // Not reaching the unsafe part of this level: no inset here or further out.
                guard position >= outer - level.inset(edge, .all) - SafeAreaChain.tolerance else { break }
                position = max(position, outer - level.inset(edge, kept))
                guard position >= outer - SafeAreaChain.tolerance else { break }
            }
            result[edge] = position - start
        }
        return result
    }

    /// Edges closer than this (in points) touch: layout runs in exact floating point, so equal
    /// edges are equal up to rounding noise.
    static let tolerance: CGFloat = 0.001
}

/// An `ignoresSafeArea(_:edges:)` applied to a view.
struct SafeAreaIgnoring: Equatable {
    var regions: SafeAreaRegions
    var edges: Edge.Set
}

/// A node that gives its children a safe area other than its own (`safeAreaInset` adds a level
/// for its primary view; a scroll view's content has none): it implements
/// ``NodeBehavior/safeArea(forChild:of:inherited:_:)``, which other nodes leave to its default.
@MainActor
protocol SafeAreaProviding: NodeBehavior {
    func safeArea(forChild child: NodeIndex, of node: NodeIndex, inherited: SafeAreaChain?, _ engine: LayoutEngine) -> SafeAreaChain?
}

extension SafeAreaProviding {
    var providesSafeArea: Bool { true }
}

extension Edge {
    /// The coordinate of this edge of `rect`, signed so that larger is further out.
    func outward(_ rect: CGRect) -> CGFloat {
        switch self {
        case .top: -rect.minY
        case .leading: -rect.minX
        case .bottom: rect.maxY
        case .trailing: rect.maxX
        }
    }
}

extension EdgeInsets {
    subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// Whether every inset is zero.
    var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }

    /// The edges with a non-zero inset, as the dump prints them: `top 59, bottom 34`.
    var nonZeroDescription: String {
        Edge.allCases.filter { self[$0] != 0 }.map { "\($0) \(formatNumber(self[$0]))" }.joined(separator: ", ")
    }
}

extension CGRect {
    /// This rectangle grown by `insets` on each side.
    func outset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX - insets.leading, y: minY - insets.top,
            width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }
}

extension LayoutEngine {
    /// The safe-area insets of `node` as placed: how far it could extend into the safe area on
    /// each edge (what `GeometryProxy.safeAreaInsets` reports).
    func safeAreaInsets(of node: NodeIndex) -> EdgeInsets {
        guard let chain = safeArea(of: node), !chain.isEmpty, let frame = exactFrames[node] else { return EdgeInsets() }
        return chain.extent(of: frame, ignoring: .all)
    }

    /// Where `node` goes once its `ignoresSafeArea` modifiers have extended it: its origin moved
    /// out and its proposal grown by what each modifier (outermost first) extends, as SwiftUI's
    /// ignoring layout proposes its frame outset by the insets, anchored at the top-leading corner.
    func extendingIntoSafeArea(_ node: NodeIndex, at origin: CGPoint, _ proposal: ProposedViewSize) -> (CGPoint, ProposedViewSize) {
        guard let chain = safeArea(of: node), !chain.isEmpty else { return (origin, proposal) }
        var origin = origin, proposal = proposal, total = EdgeInsets()
        for ignoring in tree[node].safeAreaIgnoring.reversed() {
            let frame = CGRect(origin: origin, size: size(of: node, proposal))
            let extent = chain.extent(of: frame, ignoring: ignoring.regions, edges: ignoring.edges)
            guard !extent.isZero else { continue }
            origin = CGPoint(x: origin.x - extent.leading, y: origin.y - extent.top)
            proposal = ProposedViewSize(
                width: proposal.width.map { $0 + extent.horizontal },
                height: proposal.height.map { $0 + extent.vertical })
            for edge in Edge.allCases { total[edge] += extent[edge] }
        }
        if !total.isZero { safeAreaExtensions[node] = Boxed(total) }
        return (origin, proposal)
    }
}
