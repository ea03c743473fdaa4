import Foundation

/// A proxy for a subview of a ``Layout``, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
    // The engine outlives every proxy of its pass; unowned(unsafe) skips reference counting.
    unowned(unsafe) let engine: LayoutEngine
    let node: NodeIndex

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node == rhs.node && lhs.engine === rhs.engine
    }

    /// The size the subview chooses for `proposal`.
    @preconcurrency @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.size(of: node, proposal) }

    /// The subview's size and alignment guides for `proposal`.
    @preconcurrency @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: node, proposal)
    }

    /// The subview's layout priority (`layoutPriority(_:)`), 0 by default.
    @preconcurrency @MainActor public var priority: Double { engine.layoutPriority(of: node) }

    /// The spacing the subview prefers around it.
    @preconcurrency @MainActor public var spacing: ViewSpacing { engine.spacing(of: node) }

    /// Places the subview so that its `anchor` point is at `position`, sized for `proposal`.
    @preconcurrency @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.recordPlacement(node, at: position, anchor: anchor, proposal: proposal)
    }

    @MainActor var isSpacer: Bool { engine.tree[node].behavior.isSpacer }
}

/// The subviews of a ``Layout``, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    // The engine outlives every proxy of its pass; unowned(unsafe) skips reference counting.
    unowned(unsafe) let engine: LayoutEngine
    let nodes: Slice<NodeChildren>

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.elementsEqual(rhs.nodes) && lhs.engine === rhs.engine
    }

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(engine: engine, node: nodes[index]) }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(engine: engine, nodes: nodes[bounds]) }
}
