import Foundation

extension View {
    /// Whether this view and the views inside it receive touches, as SwiftUI's
    /// `allowsHitTesting(_:)`. The testing library refuses to act on a view inside one that does
    /// not (its interactions fail and name the view that turned hit testing off); in SwiftUI the
    /// touch would go to the views behind.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        modified(HitTestingNode(enabled: enabled))
    }

    /// Disables this view's controls and gestures (and those of the views inside it), as SwiftUI's
    /// `disabled(_:)`: `isEnabled` becomes false in the subtree; a `disabled(false)` inside
    /// cannot enable it again. The testing library's interactions on a disabled control or gesture
    /// fail with a message and do nothing.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
    }
}

/// The node of `allowsHitTesting(_:)`: it lays its content out as itself and tells the testing
/// library whether the subtree receives touches.
struct HitTestingNode: WrappingModifier, WrapperBehavior {
    var enabled: Bool

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "allowsHitTesting" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute("\(enabled)")] }
    var keepsChildPriority: Bool { true }
}

/// What the testing library reads of a gesture node.
package struct GestureHandle {
    package let kind: String
    package let priority: GesturePriority
    /// Whether the added gesture is enabled (`including:` has `.gesture`).
    package let includesGesture: Bool
    /// Whether the gestures of the views inside are enabled (`including:` has `.subviews`).
    package let includesSubviews: Bool
    /// Whether the view is enabled (no `disabled(true)` around it).
    package let isEnabled: Bool
    package let summary: String
    package let makeRecognizer: @MainActor (GestureSpace) -> AnyGestureRecognizer
}

extension LayoutSnapshot {
    /// The gesture attached at `node`, or `nil` for other nodes.
    package func gesture(of node: Int) -> GestureHandle? {
        guard let gesture = tree[node].behavior as? GestureNode else { return nil }
        return GestureHandle(
            kind: gesture.name, priority: gesture.priority, includesGesture: gesture.mask.contains(.gesture),
            includesSubviews: gesture.mask.contains(.subviews), isEnabled: gesture.isEnabled, summary: gesture.summary,
            makeRecognizer: gesture.makeRecognizer)
    }

    /// The modifier at `node` that keeps touches from the views inside, as SwiftUI's hit testing
    /// skips views that are not drawn: `"hidden()"`, or `"opacity(0)"`; `nil` for other nodes.
    package func hidesFromTouches(_ node: Int) -> String? {
        if tree[node].behavior is Hidden { return "hidden()" }
        if let opacity = tree[node].behavior as? Opacity, opacity.opacity == 0 { return "opacity(0)" }
        return nil
    }

    /// `false` when `node` is an `allowsHitTesting(false)`; `nil` for other nodes.
    package func allowsHitTesting(_ node: Int) -> Bool? { (tree[node].behavior as? HitTestingNode)?.enabled }

    /// Where the gesture at `node` is, for its locations.
    package func gestureSpace(of node: Int) -> GestureSpace {
        GestureSpace(frame: frame(of: node) ?? .zero) { [self] name in namedSpaceFrame(name, around: node) }
    }
}
