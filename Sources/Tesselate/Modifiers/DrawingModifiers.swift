import Foundation

extension View {
    /// Moves this view by `x` and `y` when drawn, as SwiftUI's `offset(x:y:)`. Its parent lays it
    /// out where it was; the view and everything in it are placed moved.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modified(Offset(offset: CGSize(width: x, height: y)))
    }

    /// Moves this view by `offset` when drawn, as SwiftUI's `offset(_:)`.
    nonisolated public func offset(_ offset: CGSize) -> some View {
        modified(Offset(offset: offset))
    }

    /// Draws this view with `opacity` (0…1), as SwiftUI's `opacity(_:)`. Layout is unchanged.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        modified(Opacity(opacity: opacity))
    }

    /// Hides this view, as SwiftUI's `hidden()`: it keeps its place in layout but is not drawn.
    nonisolated public func hidden() -> some View {
        modified(Hidden())
    }
}

struct Offset: WrappingModifier, WrapperBehavior {
    static var checksValues: Bool { true }
    var offset: CGSize

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        guard offset.width.isFinite && offset.height.isFinite else {
            resolver.report(
                .invalidValue, "offset(\(formatNumber(offset.width)), \(formatNumber(offset.height))) is not finite; ignored", node: child)
            return Offset(offset: .zero)
        }
        return self
    }

    var kindName: String { "offset" }
    var dumpAttributes: [DumpAttribute] {
        [DumpAttribute("x", formatNumber(offset.width)), DumpAttribute("y", formatNumber(offset.height))]
    }

    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        child.placed(at: CGPoint(x: offset.width, y: offset.height), proposal)
    }
}

struct Opacity: WrappingModifier, WrapperBehavior {
    static var checksValues: Bool { true }
    var opacity: Double

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        guard opacity.isNaN else { return Opacity(opacity: min(max(opacity, 0), 1)) }
        resolver.report(.invalidValue, "opacity(nan): taken as 1", node: child)
        return Opacity(opacity: 1)
    }

    var kindName: String { "opacity" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute(formatNumber(opacity))] }
}

struct Hidden: WrappingModifier, WrapperBehavior {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }
    var kindName: String { "hidden" }
}
