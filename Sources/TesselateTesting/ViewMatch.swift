import Foundation
import Tesselate

/// A view found in a host: what it is, where it is, how it was laid out, and its neighbours.
///
/// A match describes the host as it was when it was found. Interactions (``tap(file:line:)``, …)
/// act on the same view in the host's current state and settle the host; find the view again to
/// read its new geometry.
@MainActor
public struct ViewMatch: CustomStringConvertible {
    let host: any InspectableHost
    let snapshot: LayoutSnapshot
    let node: Int

    init(host: any InspectableHost, snapshot: LayoutSnapshot, node: Int) {
        self.host = host
        self.snapshot = snapshot
        self.node = node
    }

    /// The kind as the dump names it: `Text`, `HStack`, `frame`, `Button`, …
    public var kind: ViewKind { ViewKind(snapshot.kind(of: node)) }
    /// The user's view type whose `body` made this view directly, if any.
    public var userType: Any.Type? { snapshot.userTypes(of: node).last }
    /// The user's view types whose bodies made this view, outermost first.
    public var userTypes: [Any.Type] { snapshot.userTypes(of: node) }
    /// The string of a `Text`; for any other view, the strings of the texts inside it joined by
    /// spaces (a button's label); `nil` when there is none.
    public var text: String? {
        if let own = snapshot.text(of: node) { return own }
        let texts = snapshot.preorder(from: node).compactMap { snapshot.text(of: $0) }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }
    /// Whether this `Text`, as placed, is cut short with "…" (`nil` for other views).
    public var isTruncated: Bool? { snapshot.isTruncated(node) }
    /// The view's identity in its host, the same from one update to the next.
    public var nodeID: NodeID { snapshot.id(of: node) }
    /// The explicit `.id(_:)`, if the view has one (the view it was applied to has it, not the
    /// modifiers applied after it).
    public var id: AnyHashable? { snapshot.explicitID(of: node) }
    /// The `accessibilityIdentifier(_:)`, if the view has one.
    public var accessibilityIdentifier: String? { snapshot.accessibilityIdentifier(of: node) }
    /// The parameters the dump shows: `"タイトル"`, `lineLimit: 1`, `shows: "タイ…"`, …
    public var attributes: [String] { snapshot.dumpAttributes(of: node).map(\.description) }
    /// The value of the parameter the dump shows as `label: value` (`"shows"`, `"lineLimit"`,
    /// `"id"`, …), as the dump prints it; `nil` when the view has none.
    public func attribute(_ label: String) -> String? { snapshot.dumpAttributes(of: node).first { $0.label == label }?.value }
    /// The path of kinds from the root that identifies the view: `VStack/HStack[1]/Text`.
    public var path: String { snapshot.path(to: node) }
    /// Whether layout placed the view.
    public var isPlaced: Bool { snapshot.frame(of: node) != nil }

    /// The frame in `space`, rounded to pixels as drawn: `.global` (the window), `.local` (the
    /// view itself) or `.named(_:)` (an ancestor's `coordinateSpace(name:)`; the window when no
    /// ancestor has the name, as in SwiftUI). `.zero` if the view was not placed.
    public func frame(in space: CoordinateSpace = .global) -> CGRect {
        guard let frame = snapshot.frame(of: node) else { return .zero }
        switch space {
        case .global: return frame
        case .local: return CGRect(origin: .zero, size: frame.size)
        case .named(let name):
            guard let parent = snapshot.parent(of: node), let space = snapshot.namedSpaceFrame(name, around: parent) else { return frame }
            return frame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The frame in `space`, as SwiftUI's `GeometryProxy.frame(in:)` takes it.
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The frame in window coordinates before rounding to pixels.
    public var exactFrame: CGRect? { snapshot.exactFrame(of: node) }
    /// The proposal the view was placed with.
    public var proposal: ProposedViewSize? { snapshot.placedProposal(of: node) }
    /// The size the view chose for that proposal (before rounding to pixels).
    public var size: CGSize { snapshot.exactFrame(of: node)?.size ?? .zero }
    /// Every proposal the view answered in the last layout pass and the size it chose, in order.
    public var answers: [(proposal: ProposedViewSize, size: CGSize)] { snapshot.answers(of: node) }

    /// The views directly inside this one, in order.
    public var children: [ViewMatch] { snapshot.children(of: node).map(match) }
    /// The view this one is inside (a modifier's node counts), `nil` for the root.
    public var parent: ViewMatch? { snapshot.parent(of: node).map(match) }
    /// The views that contain this one, nearest first.
    public var ancestors: [ViewMatch] {
        var result: [ViewMatch] = []
        var current = snapshot.parent(of: node)
        while let next = current {
            result.append(match(next))
            current = snapshot.parent(of: next)
        }
        return result
    }

    /// The dump of this view's subtree (``DumpOptions/subtreeID`` is ignored).
    public func dump(_ options: DumpOptions = DumpOptions(properties: .layout)) -> String {
        snapshot.dump(options, from: node)
    }

    /// The view's dump line: `Text("タイトル", lineLimit: 1)  (162.5, 14.5, 68×21)`.
    public nonisolated var description: String {
        MainActor.assumeIsolated { snapshot.describe(node, [.attributes, .frames]) }
    }

    private func match(_ other: Int) -> ViewMatch { ViewMatch(host: host, snapshot: snapshot, node: other) }

    /// The same view in the host's current state (the node with the same ``nodeID``), or `nil`
    /// when the view is gone.
    func current() -> ViewMatch? {
        let now = host.layoutSnapshot
        return now.node(for: nodeID).map { ViewMatch(host: host, snapshot: now, node: $0) }
    }
}
