import Foundation

extension View {
    /// Masks this view with the alpha of `mask`, as SwiftUI's `mask(alignment:_:)`: the mask is
    /// proposed this view's size and placed by `alignment`, like an overlay, and is not drawn.
    /// Layout is unchanged.
    nonisolated public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        modified(Decoration(content: mask(), alignment: alignment, role: .mask))
    }

    /// Masks this view with the alpha of `mask`, as SwiftUI's `mask(_:)`.
    @_disfavoredOverload
    nonisolated public func mask<M: View>(_ mask: M) -> some View {
        modified(Decoration(content: mask, alignment: .center, role: .mask))
    }

    /// Clips this view's drawing to its frame, as SwiftUI's `clipped(antialiased:)`.
    nonisolated public func clipped(antialiased: Bool = false) -> some View {
        modified(ClipEffect(shape: Rectangle()))
    }

    /// Clips this view's drawing to `shape` in its frame, as SwiftUI's `clipShape(_:style:)`
    /// (`FillStyle(eoFill: true)` clips to the inside by the even-odd rule).
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modified(ClipEffect(shape: shape, eoFill: style.isEOFilled))
    }

    /// Clips this view's drawing to a rounded rectangle, as SwiftUI's `cornerRadius(_:antialiased:)`.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modified(ClipEffect(shape: RoundedRectangle(cornerRadius: radius)))
    }

    /// Blurs this view's drawing, as SwiftUI's `blur(radius:opaque:)`. Layout is unchanged; the
    /// SVG renderer blurs with a Gaussian filter of the radius, the character picture cannot and
    /// draws the view sharp.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modified(BlurEffect(radius: radius))
    }
}

/// How a shape's interior is decided, as SwiftUI's `FillStyle`: by the non-zero winding rule,
/// or by the even-odd rule with `eoFill` (a path inside another is then a hole). Antialiasing
/// is accepted and not modelled.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

struct ClipEffect: WrappingModifier, WrapperBehavior {
    var shape: any Shape
    var eoFill = false

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // A container-relative shape clips to the container shape around it.
        var clip = self
        clip.shape = replacingContainerRelative(shape, in: context.environment)
        clip.resolveWrapping(content: content, in: resolver, context, into: &nodes)
    }

    var kindName: String { "clipShape" }
    var dumpAttributes: [DumpAttribute] {
        if let rounded = shape as? RoundedRectangle {
            return [DumpAttribute("RoundedRectangle(cornerRadius: \(formatNumber(rounded.cornerSize.width)))")]
        }
        return [DumpAttribute(describedKindName(of: shape))] + describedAttributes(of: shape)
            + (eoFill ? [DumpAttribute("eoFill", "true")] : [])
    }

    /// The clip in `frame`.
    func clipPath(in frame: CGRect) -> Path {
        let path = shape.path(inFrame: frame)
        return eoFill ? Path(parts: [.evenOdd(path)]) : path
    }
}

struct BlurEffect: WrappingModifier, WrapperBehavior {
    static var checksValues: Bool { true }
    var radius: CGFloat

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        guard radius.isFinite else {
            resolver.report(.invalidValue, "blur(radius: \(formatNumber(radius))): not finite; taken as 0", node: child)
            return BlurEffect(radius: 0)
        }
        return self
    }

    var kindName: String { "blur" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute("radius", formatNumber(radius))] }
}
