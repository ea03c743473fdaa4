import Foundation

extension View {
    /// Scales this view's drawing by `s` around `anchor`, as SwiftUI's `scaleEffect(_:anchor:)`.
    /// Layout is unchanged; what is inside (its `frame(in: .global)` included) is scaled.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Scales this view's drawing by `scale.width` and `scale.height` around `anchor`.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales this view's drawing by `x` and `y` around `anchor`, as SwiftUI's
    /// `scaleEffect(x:y:anchor:)`. A scale of 0 collapses the drawing to the anchor; a negative
    /// one mirrors it, as in SwiftUI. A non-finite scale is reported and taken as 1.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modified(TransformEffect(kind: .scale(x, y), anchor: anchor))
    }

    /// Rotates this view's drawing by `angle` around `anchor`, as SwiftUI's
    /// `rotationEffect(_:anchor:)`. Layout is unchanged.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modified(TransformEffect(kind: .rotation(angle), anchor: anchor))
    }

    /// Draws this view through `transform`, in the view's own coordinates (the origin its
    /// top-leading corner), as SwiftUI's `transformEffect(_:)`. Layout is unchanged. A transform
    /// with a value that is not finite is taken as the identity, with a diagnostic.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modified(TransformEffect(kind: .affine(transform.transform2D), anchor: .topLeading))
    }
}

/// A drawing transform around an anchor of the view's frame.
struct TransformEffect: WrappingModifier, WrapperBehavior {
    static var checksValues: Bool { true }
    enum Kind: Equatable {
        case scale(CGFloat, CGFloat)
        case rotation(Angle)
        /// `transformEffect(_:)`: in the view's own coordinates.
        case affine(Transform2D)
    }

    var kind: Kind
    var anchor: UnitPoint

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        switch kind {
        case .scale(let x, let y) where !x.isFinite || !y.isFinite:
            resolver.report(
                .invalidValue, "scaleEffect(x: \(formatNumber(x)), y: \(formatNumber(y))): a non-finite scale is taken as 1", node: child)
            return TransformEffect(kind: .scale(x.isFinite ? x : 1, y.isFinite ? y : 1), anchor: anchor)
        case .rotation(let angle) where !angle.radians.isFinite:
            resolver.report(.invalidValue, "rotationEffect(\(angle)): a non-finite angle is taken as 0", node: child)
            return TransformEffect(kind: .rotation(.zero), anchor: anchor)
        case .affine(let t) where ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite):
            resolver.report(.invalidValue, "transformEffect: a transform that is not finite is taken as the identity", node: child)
            return TransformEffect(kind: .affine(.identity), anchor: anchor)
        default:
            return self
        }
    }

    var kindName: String {
        switch kind {
        case .scale: "scaleEffect"
        case .rotation: "rotationEffect"
        case .affine: "transformEffect"
        }
    }

    var dumpAttributes: [DumpAttribute] {
        var attributes: [DumpAttribute]
        switch kind {
        case .scale(let x, let y):
            attributes =
                x == y ? [DumpAttribute(formatNumber(x))] : [DumpAttribute("x", formatNumber(x)), DumpAttribute("y", formatNumber(y))]
        case .rotation(let angle): attributes = [DumpAttribute(angle.description)]
        case .affine(let t):
            return [DumpAttribute([t.a, t.b, t.c, t.d, t.tx, t.ty].map { formatNumber($0) }.joined(separator: ", "))]
        }
        if anchor != .center { attributes.append(DumpAttribute("anchor", "\(anchor)")) }
        return attributes
    }

    /// The transform in window coordinates, for a view whose (untransformed) frame is `frame`.
    func transform(in frame: CGRect) -> Transform2D {
        let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        switch kind {
        case .scale(let x, let y): return .scale(x, y, around: point)
        case .rotation(let angle): return .rotation(angle, around: point)
        case .affine(let t):
            let toLocal = Transform2D(tx: -frame.minX, ty: -frame.minY), toWindow = Transform2D(tx: frame.minX, ty: frame.minY)
            return toWindow.concatenating(after: t.concatenating(after: toLocal))
        }
    }
}
