import Foundation

/// A container that gives its content its own size and position, as SwiftUI's `GeometryReader`.
///
/// As in SwiftUI it takes all the space it is offered (10 points along a `nil` dimension), offers
/// that size to its content and places the content at its top-leading corner (several views are
/// layered at the top-leading corner). The content is built from the reader's geometry in the
/// last layout: the host lays out again when that geometry changes, so once the host has settled
/// the proxy always describes the final layout.
public struct GeometryReader<Content: View> {
    public var content: (GeometryProxy) -> Content
    public typealias Body = Never

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // The reader's node has the context's identity: its NodeID keys what the last pass saw.
        let observed = resolver.host.observed
        let snapshot = observed.geometry[NodeID(rawValue: context.identity)] ?? .empty
        let node = resolver.makeNode(GeometryReaderNode(builtFrom: snapshot), context)
        let proxy = GeometryProxy(snapshot: snapshot, anchorGeometry: observed.geometry)
        let child = resolver.resolveSingle(
            content(proxy), context.content(of: node),
            implicitStack: LayoutBehavior(layout: ZStackLayout(alignment: .topLeading)))
        resolver.attach([child], to: node)
        nodes.append(node)
    }
}

struct GeometryReaderNode: WrapperBehavior, PassObserving {
    /// The geometry the content was built from.
    var builtFrom: GeometrySnapshot

    var kindName: String { "GeometryReader" }

    /// Greedy, as a shape: the proposal, 10 for `nil`; the content is proposed the reader's size
    /// and sits at its top-leading corner.
    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        child.placed(at: .zero, ProposedViewSize(size))
    }

    /// A reader has no spacing of its own preference (its content's is not taken up).
    func spacing(child: UnaryChild) -> ViewSpacing { ViewSpacing() }

    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String? { pass.recordGeometry(of: node, builtFrom: builtFrom) }
}

extension PassObservers {
    /// Keeps `node`'s geometry for the next pass (under its id), and says so when it is not the
    /// geometry the node's content was built from (a `GeometryReader`'s, a `visualEffect`'s).
    func recordGeometry(of node: NodeIndex, builtFrom: GeometrySnapshot) -> String? {
        let snapshot = snapshot(of: node)
        observed.geometry[tree[node].id] = snapshot
        guard snapshot != builtFrom else { return nil }
        let f = snapshot.frame
        return
            "\(tree[node].behavior.kindName) \(tree.path(to: node)) at (\(formatNumber(f.minX)), \(formatNumber(f.minY)), \(formatNumber(f.width))×\(formatNumber(f.height)))"
    }
}

/// A view's size and position, as SwiftUI's `GeometryProxy`.
///
/// Not isolated to the main actor, as in SwiftUI: `onGeometryChange`'s `@Sendable` transform
/// reads it (a proxy is a value: the geometry of one layout).
public struct GeometryProxy {
    /// Where the reader was in the layout its content was built from.
    let snapshot: GeometrySnapshot
    /// Where the anchor sources were in that layout.
    let anchorGeometry: [NodeID: GeometrySnapshot]

    /// The size of the reader.
    public var size: CGSize { snapshot.frame.size }

    /// The reader's safe-area insets: on each edge, how far the reader could extend into the
    /// safe area (the part of it that its frame reaches; see ``View/ignoresSafeArea(_:edges:)``).
    /// A reader that fills a device's safe area has the device's insets, outside its frame; one
    /// extended into them with `ignoresSafeArea()` has none; one inside a scroll view has none.
    /// Zero in a host made with `size:`, which has no safe area.
    public var safeAreaInsets: EdgeInsets { snapshot.safeAreaInsets }

    /// The reader's frame in `coordinateSpace`. A name that no ancestor declared gives the
    /// window frame, as SwiftUI falls back to the global space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The reader's frame in `coordinateSpace`.
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let frame = snapshot.frame
        switch coordinateSpace {
        case .global:
            return frame
        case .local:
            return CGRect(origin: .zero, size: frame.size)
        case .named(let name):
            guard let space = snapshot.frame(ofSpace: name) else { return frame }
            return frame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The bounds of the container that `coordinateSpace` names, in the reader's own coordinates,
    /// as SwiftUI's `bounds(of:)` (iOS 17); `nil` when no ancestor is that space (`.scrollView`
    /// outside a scroll view).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = snapshot.frame(ofSpace: coordinateSpace.name) else { return nil }
        return space.offsetBy(dx: -snapshot.frame.minX, dy: -snapshot.frame.minY)
    }

    /// The value of an anchor in the reader's coordinate space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let source = anchorGeometry[anchor.sourceKey]?.frame ?? .zero
        let local = source.offsetBy(dx: -snapshot.frame.minX, dy: -snapshot.frame.minY)
        return anchor.resolve(local)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension GeometryReader: View, PrimitiveView {}
