import Foundation

extension View {
    /// Draws this view as if turned by `angle` about `axis` in three dimensions and seen in
    /// perspective, as SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: a
    /// geometry effect, so layout is unchanged.
    ///
    /// The projection is Core Animation's, as SwiftUI builds it: about the point `anchor` of the
    /// view's frame (and `anchorZ` on the z-axis), a rotation about the axis (right-handed; about
    /// z it turns clockwise on screen, as `rotationEffect`), seen from a distance of the frame's
    /// longer side divided by `perspective` (`m34 = −perspective / max(width, height)`; 0 is no
    /// perspective). With Apple's example, 45° about the y-axis, the trailing side goes away from
    /// the viewer and is drawn smaller.
    ///
    /// Drawing: the PNG draws the true projection (the view's picture drawn flat, then each pixel
    /// taken from where the projection sends it, sampled bilinearly). The SVG and the character
    /// picture can only draw affine transforms: they draw the view through the affine map nearest
    /// the projection over the view's frame (least squares over its four corners), a
    /// parallelogram with the projected quadrilateral's centre and mean sides, so the far side is
    /// not drawn shorter than the near one. `frame(in: .global)` inside, and the testing library's
    /// frames, are the bounding boxes of the projected frames. **Differs:** in a right-to-left
    /// layout SwiftUI mirrors the rotation; a host does not. Parts of the view that the rotation
    /// takes behind the viewer are not drawn. A non-finite angle, axis component, `anchorZ` or
    /// `perspective` is reported and the view is drawn unturned.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        modified(
            Rotation3DEffect(
                angle: angle, axis: Rotation3DEffect.Axis(x: axis.x, y: axis.y, z: axis.z), anchor: anchor, anchorZ: anchorZ,
                perspective: perspective))
    }
}

/// A node whose subtree is drawn through a transform of its frame (`scaleEffect`,
/// `rotationEffect`, `rotation3DEffect`).
@MainActor
protocol DrawingTransformNode {
    /// The transform in window coordinates, for the (untransformed) frame `frame`.
    func projection(in frame: CGRect) -> Projection2D
}

extension TransformEffect: DrawingTransformNode {
    func projection(in frame: CGRect) -> Projection2D { Projection2D(transform(in: frame)) }
}

/// `rotation3DEffect`: a projection of the view's frame.
struct Rotation3DEffect: WrappingModifier, WrapperBehavior, DrawingTransformNode {
    static var checksValues: Bool { true }
    struct Axis: Equatable {
        var x: CGFloat, y: CGFloat, z: CGFloat
    }

    var angle: Angle
    var axis: Axis
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        let numbers = [CGFloat(angle.radians), axis.x, axis.y, axis.z, anchorZ, perspective, anchor.x, anchor.y]
        guard numbers.allSatisfy(\.isFinite) else {
            resolver.report(
                .invalidValue,
                "rotation3DEffect(\(attributesText)): a non-finite angle, axis, anchor or perspective; the view is drawn unturned",
                node: child)
            return Rotation3DEffect(angle: .zero, axis: Axis(x: 0, y: 0, z: 1), anchor: .center, anchorZ: 0, perspective: 1)
        }
        return self
    }

    var kindName: String { "rotation3DEffect" }

    var dumpAttributes: [DumpAttribute] {
        var attributes = [
            DumpAttribute(angle.description),
            DumpAttribute("axis", "(\(formatNumber(axis.x)), \(formatNumber(axis.y)), \(formatNumber(axis.z)))"),
        ]
        if anchor != .center { attributes.append(DumpAttribute("anchor", "\(anchor)")) }
        if anchorZ != 0 { attributes.append(DumpAttribute("anchorZ", formatNumber(anchorZ))) }
        if perspective != 1 { attributes.append(DumpAttribute("perspective", formatNumber(perspective))) }
        return attributes
    }

    private var attributesText: String { dumpAttributes.map(\.description).joined(separator: ", ") }

    /// The projection in window coordinates for the frame `frame` (see
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`), with `perspective` replaced by
    /// `usingPerspective` when given.
    func projection(in frame: CGRect, usingPerspective: CGFloat? = nil) -> Projection2D {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let side = max(frame.width, frame.height)
        guard length > 0, length.isFinite, side > 0, side.isFinite else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let cosine = CGFloat(cos(angle.radians)), sine = CGFloat(sin(angle.radians)), t = 1 - cosine
        // Rodrigues' rotation about the unit axis (column vectors, right-handed).
        let r00 = t * x * x + cosine, r01 = t * x * y - sine * z, r02 = t * x * z + sine * y
        let r10 = t * x * y + sine * z, r11 = t * y * y + cosine, r12 = t * y * z - sine * x
        let r20 = t * x * z - sine * y, r21 = t * y * z + sine * x, r22 = t * z * z + cosine
        // 1 / distance to the viewer: the frame's longer side over `perspective`.
        let k = (usingPerspective ?? perspective) / side
        let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
        // The rotated point, less the anchor: r = R · (x − ax, y − ay, −anchorZ).
        let cx = -r00 * ax - r01 * ay - r02 * anchorZ, cy = -r10 * ax - r11 * ay - r12 * anchorZ
        let cz = -r20 * ax - r21 * ay - r22 * anchorZ
        // W = 1 − k · r.z; the image is (r.x / W + ax, r.y / W + ay).
        let px = -k * r20, py = -k * r21, w = 1 - k * cz
        return Projection2D(
            a: r00 + ax * px, b: r10 + ay * px, c: r01 + ax * py, d: r11 + ay * py, tx: cx + ax * w, ty: cy + ay * w, px: px, py: py,
            w: w)
    }

    func projection(in frame: CGRect) -> Projection2D { projection(in: frame, usingPerspective: nil) }

    /// The affine transform the SVG and the character picture draw: the nearest to the projection
    /// over the frame, or, when part of the frame turns behind the viewer, the rotation without
    /// perspective.
    func affineTransform(in frame: CGRect) -> Transform2D {
        projection(in: frame).affineFit(over: frame) ?? projection(in: frame, usingPerspective: 0).affineFit(over: frame) ?? .identity
    }
}

extension Rotation3DEffect: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let exact = builder.engine.exactFrames[node] ?? frame
        let projection = projection(in: exact)
        return [
            .group(
                DrawGroup(
                    node: node, transform: affineTransform(in: exact), projection: projection.isAffine ? nil : projection,
                    items: builder.children(of: node)))
        ]
    }
}

extension LayoutEngine {
    /// The transform from layout to drawing for `node`: the drawing effects of its ancestors (and
    /// its own), innermost first. Layout frames are untransformed; SwiftUI's `frame(in: .global)`
    /// and the renderers see them through this.
    func drawingProjection(of node: NodeIndex) -> Projection2D {
        var projection = Projection2D.identity
        var current = node
        while current >= 0 {
            if let effect = tree[current].behavior as? any DrawingTransformNode, let frame = exactFrames[current] {
                projection = effect.projection(in: frame).concatenating(after: projection)
            }
            current = tree[current].parent
        }
        return projection
    }

    /// The frame `node` is drawn in: the bounding box of its layout frame through its drawing
    /// transform (the frame itself when part of it is turned behind the viewer).
    func drawnFrame(of node: NodeIndex) -> CGRect? {
        guard let frame = frames[node] else { return nil }
        let projection = drawingProjection(of: node)
        return projection.apply(frame) ?? frame
    }
}
