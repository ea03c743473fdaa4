import Foundation

/// An opaque reference to a geometric value of a view, resolved in another view's coordinates
/// through `GeometryProxy`'s subscript, as SwiftUI's `Anchor`.
public struct Anchor<Value>: Equatable, Sendable, CustomStringConvertible {
    /// The view whose geometry the anchor refers to (its anchor-source node).
    let sourceKey: NodeID
    let source: Source

    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.sourceKey == rhs.sourceKey && lhs.source.id == rhs.source.id }

    func resolve(_ frame: CGRect) -> Value { source.resolve(frame) }

    public var description: String { "Anchor(\(source.id))" }

    /// What an anchor refers to in a view's bounds, as SwiftUI's `Anchor.Source`.
    public struct Source: Sendable {
        let resolve: @Sendable (CGRect) -> Value
        let id: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Self { Self(resolve: { $0 }, id: "bounds") }
    /// A rectangle in the view's local coordinates.
    public static func rect(_ r: CGRect) -> Self {
        Self(resolve: { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) }, id: "rect\(r)")
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point of the view given in unit coordinates.
    public static func unitPoint(_ p: UnitPoint) -> Self {
        Self(resolve: { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }, id: "unit\(p)")
    }
    /// A point in the view's local coordinates.
    public static func point(_ p: CGPoint) -> Self { Self(resolve: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }, id: "point\(p)") }
    public static var topLeading: Self { unitPoint(.topLeading) }
    public static var top: Self { unitPoint(.top) }
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    public static var leading: Self { unitPoint(.leading) }
    public static var center: Self { unitPoint(.center) }
    public static var trailing: Self { unitPoint(.trailing) }
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    public static var bottom: Self { unitPoint(.bottom) }
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension View {
    /// Sets a preference from an anchor of this view, as SwiftUI's
    /// `anchorPreference(key:value:transform:)`.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modified(AnchorPreference<A, K>(source: value, transform: { anchor, _ in transform(anchor) }, replaces: true))
    }

    /// Changes a preference with an anchor of this view, as SwiftUI's
    /// `transformAnchorPreference(key:value:transform:)`.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modified(
            AnchorPreference<A, K>(
                source: value,
                transform: { anchor, current in
                    var value = current ?? K.defaultValue
                    transform(&value, anchor)
                    return value
                }, replaces: false))
    }
}

/// Records where a view is after each layout (so anchors to it resolve) and sets a preference
/// made from an anchor to it.
struct AnchorPreference<A, K: PreferenceKey> {
    var source: Anchor<A>.Source
    var transform: (Anchor<A>, K.Value?) -> K.Value
    var replaces: Bool
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension AnchorPreference: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        var own = Array(nodes[start...])
        for position in own.indices {
            // The anchor refers to the anchor-source node about to wrap the view.
            let key = resolver.wrapperID(of: own[position])
            let anchor = Anchor<A>(sourceKey: key, source: source)
            let built = resolver.host.observed.geometry[key]
            var single = [own[position]]
            resolver.wrapEach(&single, context) { _ in AnchorSourceNode(builtFrom: built) }
            resolver.wrapEach(&single, context) { _ in
                PreferenceWriter<K>(operation: replaces ? .set(transform(anchor, nil)) : .transform { $0 = transform(anchor, $0) })
            }
            own[position] = single[0]
        }
        nodes.replaceSubrange(start..., with: own)
    }
}

/// Records the frame of the view an anchor refers to.
struct AnchorSourceNode: WrapperBehavior, PassObserving {
    var builtFrom: GeometrySnapshot?

    var kindName: String { "anchor" }

    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String? {
        let snapshot = GeometrySnapshot(frame: pass.engine.frames[node] ?? .zero, namedSpaces: [])
        pass.observed.geometry[pass.tree[node].id] = snapshot
        return snapshot == builtFrom ? nil : "anchor \(pass.tree.path(to: node)) moved"
    }
}
