import Foundation

extension View {
    /// Sizes this view on `axes` to the nearest container, as SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`: the visible area of the enclosing `ScrollView`, or
    /// the window (Tesselate has no safe areas, navigation stacks or tabs to subtract).
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modified(ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes this view on `axes` to `span` of `count` equal parts of the nearest container with
    /// `spacing` between parts, as SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`:
    /// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
        alignment: Alignment = .center
    ) -> some View {
        modified(
            ContainerRelativeFrame(axes: axes, alignment: alignment, count: count, span: span, spacing: spacing) { length, _ in
                let parts = CGFloat(max(count, 1)), spanned = CGFloat(min(max(span, 1), max(count, 1)))
                return (length - spacing * (parts - 1)) / parts * spanned + spacing * (spanned - 1)
            })
    }

    /// Sizes this view on `axes` to what `length` computes from the nearest container's length on
    /// each axis, as SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center,
        _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modified(ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
    }
}

struct ContainerRelativeFrame {
    var axes: Axis.Set
    var alignment: Alignment
    var count = 1, span = 1, spacing: CGFloat = 0
    var length: (CGFloat, Axis) -> CGFloat
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension ContainerRelativeFrame: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if count < 1 || span < 1 || !spacing.isFinite {
            resolver.report(
                .invalidValue,
                "containerRelativeFrame(count: \(count), span: \(span), spacing: \(formatNumber(spacing))): "
                    + "count and span must be at least 1 and spacing finite", context)
        }
        // The container's size as the last pass saw it: the scroll view's viewport, else the window.
        let container = context.scrollContainer.flatMap { resolver.host.observed.scrollGeometry[$0]?.viewport } ?? resolver.host.window
        func computed(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis.set) else { return nil }
            let value = length(container[axis], axis)
            if value.isFinite && value >= 0 { return value }
            resolver.report(.invalidFrameDimension, "containerRelativeFrame computed \(formatNumber(value)); taken as 0", context)
            return 0
        }
        let frame = FixedFrameNode(width: computed(.horizontal), height: computed(.vertical), alignment: alignment)
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        var own = Array(nodes[start...])
        resolver.wrapEach(&own, context) { _ in
            ContainerRelativeFrameNode(frame: frame, container: context.scrollContainer, builtFrom: container)
        }
        nodes.replaceSubrange(start..., with: own)
    }
}

/// A frame sized from its container: lays out as a fixed frame, and after layout checks that
/// its scroll view's viewport is still the size it was built from (else the pass runs again).
struct ContainerRelativeFrameNode: WrapperBehavior, PassObserving {
    var frame: FixedFrameNode
    var container: NodeID?
    var builtFrom: CGSize

    var kindName: String { "containerRelativeFrame" }
    var dumpAttributes: [DumpAttribute] { frame.dumpAttributes }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize { frame.sizeThatFits(proposal, child: child) }
    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        frame.placement(size: size, proposal: proposal, child: child)
    }
    func spacing(child: UnaryChild) -> ViewSpacing { frame.spacing(child: child) }

    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String? {
        guard let container, let viewport = pass.observed.scrollGeometry[container]?.viewport, viewport != builtFrom else { return nil }
        return
            "containerRelativeFrame \(pass.tree.path(to: node)): container \(formatNumber(viewport.width))×\(formatNumber(viewport.height))"
    }
}
