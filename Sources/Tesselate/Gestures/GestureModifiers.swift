import Foundation

/// How a gesture attached to a view competes with the gestures of the views inside it.
package enum GesturePriority: String, Sendable {
    /// `gesture(_:)`, `onTapGesture`, `onLongPressGesture`: the innermost view's gesture (or
    /// button) that recognizes an action wins.
    case normal
    /// `simultaneousGesture(_:)`: runs along with whichever gesture wins.
    case simultaneous
    /// `highPriorityGesture(_:)`: wins over the gestures of the views inside it.
    case high
}

/// The node of a gesture attached to a view: it lays its content out as itself and carries the
/// gesture for the testing library, with whether the view is enabled (`disabled(_:)`).
struct GestureNode: WrapperBehavior {
    var name: String
    var priority: GesturePriority
    var mask: GestureMask
    var isEnabled: Bool
    var summary: String
    var makeRecognizer: @MainActor (GestureSpace) -> AnyGestureRecognizer

    var kindName: String { name }
    var dumpAttributes: [DumpAttribute] {
        var attributes = [DumpAttribute(summary)]
        if mask != .all {
            attributes.append(DumpAttribute("including", mask == .none ? ".none" : mask == .gesture ? ".gesture" : ".subviews"))
        }
        if !isEnabled { attributes.append(DumpAttribute("disabled", "true")) }
        return attributes
    }
    /// A gesture changes nothing in layout: a `Spacer`'s own priority survives it.
    var keepsChildPriority: Bool { true }
}

/// The modifier that attaches a gesture: each view of its content gets a gesture node, which
/// records whether the environment enables it.
struct GestureModifier<G: Gesture> {
    var name: String
    var gesture: G
    var priority: GesturePriority
    var mask: GestureMask
}

// The conformance in an extension: the memberwise initialiser stays nonisolated, so the
// nonisolated modifiers can make the value.
extension GestureModifier: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        var own = Array(nodes[start...])
        let gesture = gesture
        let node = GestureNode(
            name: name, priority: priority, mask: mask, isEnabled: context.environment.isEnabled,
            summary: gesture.gestureSummary
        ) { space in AnyGestureRecognizer(gesture.makeRecognizer(in: space) ?? .never) }
        resolver.wrapEach(&own, context) { _ in node }
        nodes.replaceSubrange(start..., with: own)
    }
}

extension View {
    /// Attaches `gesture` to this view, as SwiftUI's `gesture(_:including:)`: it wins over the
    /// views around it, and the gestures of the views inside it win over it.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modified(GestureModifier(name: "gesture", gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture` so that it runs along with the other gestures an action triggers, as
    /// SwiftUI's `simultaneousGesture(_:including:)`.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modified(GestureModifier(name: "simultaneousGesture", gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Attaches `gesture` so that it wins over the gestures of the views inside this one, as
    /// SwiftUI's `highPriorityGesture(_:including:)`.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modified(GestureModifier(name: "highPriorityGesture", gesture: gesture, priority: .high, mask: mask))
    }

    /// Runs `action` when this view is tapped `count` times, as SwiftUI's
    /// `onTapGesture(count:perform:)`. The testing library's `tap(count:)` performs it.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modified(
            GestureModifier(name: "onTapGesture", gesture: TapGesture(count: count).onEnded { action() }, priority: .normal, mask: .all))
    }

    /// Runs `action` with where this view was tapped, in `coordinateSpace`, as SwiftUI's
    /// `onTapGesture(count:coordinateSpace:perform:)`. The testing library taps the view's centre.
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        modified(
            GestureModifier(
                name: "onTapGesture",
                gesture: SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) },
                priority: .normal, mask: .all))
    }

    /// Runs `action` when this view is pressed for `minimumDuration`, as SwiftUI's
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`:
    /// `onPressingChanged` hears `true` when the press begins and `false` when it ends. The
    /// testing library's `longPress()` performs it.
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modified(
            GestureModifier(
                name: "onLongPressGesture",
                gesture: PressGesture(minimumDuration: minimumDuration, action: action, pressing: onPressingChanged),
                priority: .normal, mask: .all))
    }
}

/// The gesture of `onLongPressGesture`: pressing changes to `true`, the action runs once the
/// press lasted long enough, and pressing changes to `false`.
struct PressGesture {
    typealias Value = Bool
    var minimumDuration: Double
    var action: () -> Void
    var pressing: ((Bool) -> Void)?
}

// The conformance in an extension: `onLongPressGesture` makes the value outside the main actor.
extension PressGesture: PrimitiveGesture {
    func recognizer(in space: GestureSpace) -> GestureRecognizer<Bool> {
        let base = LongPressGesture(minimumDuration: minimumDuration).recognizer(in: space)
        let action = action, pressing = pressing
        return GestureRecognizer(
            accepts: base.accepts,
            change: { input in
                pressing?(true)
                return true
            },
            end: { input in
                action()
                pressing?(false)
                return true
            })
    }

    var summary: String { "LongPressGesture(minimumDuration: \(formatNumber(minimumDuration)))" }
}
