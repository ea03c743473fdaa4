import Foundation

extension View {
    /// Positions this view in an invisible frame of the given size, as SwiftUI's
    /// `frame(width:height:alignment:)`.
    ///
    /// A given dimension is proposed to the view and is the frame's size; a `nil` dimension passes
    /// the proposal through and takes the view's size. The view is placed in the frame by
    /// `alignment`, and may overflow it. A negative or non-finite dimension is reported, as SwiftUI
    /// logs "Invalid frame dimension (negative or non-finite)"; a negative one is taken as 0 and a
    /// non-finite one as `nil` (measured behaviour of SwiftUI).
    @inlinable
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        ModifiedView(content: self, modifier: FixedFrame(width: width, height: height, alignment: alignment))
    }
}

@usableFromInline
struct FixedFrame: WrappingModifier {
    static var checksValues: Bool { true }
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    @usableFromInline nonisolated init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        func validated(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            if value.isFinite && value >= 0 { return value }
            resolver.report(
                .invalidFrameDimension,
                "Invalid frame dimension (negative or non-finite): \(formatNumber(value)); "
                    + (value.isFinite ? "taken as 0" : "ignored"), node: child)
            return value.isFinite ? 0 : nil
        }
        return FixedFrameNode(width: validated(width), height: validated(height), alignment: alignment)
    }
}

struct FixedFrameNode: WrapperBehavior {
    /// Three words, so that the node's behaviour is kept inline in its existential rather than in
    /// a heap box of its own (a `frame(width:height:)` is a node of its own in most trees): the
    /// lengths with NaN for `nil`, and the alignment boxed unless it is `.center`.
    private var storedWidth: CGFloat
    private var storedHeight: CGFloat
    private var otherAlignment: Boxed<Alignment>?

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        storedWidth = width ?? .nan
        storedHeight = height ?? .nan
        otherAlignment = alignment == .center ? nil : Boxed(alignment)
    }

    var width: CGFloat? { storedWidth.isNaN ? nil : storedWidth }
    var height: CGFloat? { storedHeight.isNaN ? nil : storedHeight }
    var alignment: Alignment { otherAlignment?.value ?? .center }

    var kindName: String { "frame" }
    /// Its spacing is its child's with edges reset (``spacing(child:)``), or a spacer's kept whole.
    var spacingShortcut: SpacingShortcut { .ordinaryWhenChildIs }

    var dumpAttributes: [DumpAttribute] {
        var attributes: [DumpAttribute] = []
        if let width { attributes.append(DumpAttribute("width", formatNumber(width))) }
        if let height { attributes.append(DumpAttribute("height", formatNumber(height))) }
        if alignment != .center { attributes.append(DumpAttribute("alignment", "\(alignment)")) }
        return attributes
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize {
        var range = ProposalRange.point(proposal)
        return sizeThatFits(proposal, child: child, range: &range)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine, range: inout ProposalRange) -> CGSize {
        sizeThatFits(proposal, child: engine.child(of: node), range: &range)
    }

    /// The size for `proposal`, and the proposals it holds for: a fixed length answers every
    /// proposal on its axis; an axis left free holds where the child's answer holds (see
    /// ``ProposalRange``).
    private func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild, range: inout ProposalRange) -> CGSize {
        if let width, let height {
            range = .any
            return CGSize(width: width, height: height)
        }
        let (size, held) = child.measure(childProposal(proposal))
        let lengths = 0...CGFloat.infinity
        range = ProposalRange(width: width == nil ? held.width : lengths, height: height == nil ? held.height : lengths)
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        child.aligned(childProposal(proposal), in: size, alignment)
    }

    /// The child's spacing with the fixed axes' edges reset, as SwiftUI's `_FrameLayout` does
    /// (for apps linked against its third semantics and later), but a ``Spacer``'s kept whole
    /// (its `requiresSpacingProjection`, as OpenSwiftUI reimplements SwiftUI): measured,
    /// `HStack { image; Spacer().frame(width: 10); column }` puts the column 10 after the image
    /// (GordianSeedTool-iOS, iOS 17; a reset would add 8 each side).
    func spacing(child: UnaryChild) -> ViewSpacing {
        if child.requiresSpacingProjection { return child.spacing }
        // Both axes reset: an ordinary view's spacing, whatever the child's (not asked for). An
        // ordinary spacing, reset, is ordinary too.
        if width != nil && height != nil || child.hasOrdinarySpacing { return ViewSpacing() }
        var spacing = child.spacing
        if width != nil { spacing.reset(.horizontal) }
        if height != nil { spacing.reset(.vertical) }
        return spacing
    }
}

extension LayoutEngine {
    /// The origin that puts `child`'s `alignment` guides on those of a container of `size`. On
    /// an axis where either is as long as ∞ (a probe) there is nothing to align: 0.
    func aligned(_ child: NodeIndex, _ proposal: ProposedViewSize, in size: CGSize, _ alignment: Alignment) -> CGPoint {
        self.alignment(of: child, proposal, in: size, alignment).origin
    }

    /// ``aligned(_:_:in:_:)``, and the child's size for `proposal`.
    func alignment(of child: NodeIndex, _ proposal: ProposedViewSize, in size: CGSize, _ alignment: Alignment) -> (
        origin: CGPoint, size: CGSize
    ) {
        let horizontalKey = alignment.horizontal.key, verticalKey = alignment.vertical.key
        if let horizontal = horizontalKey.sizeOnlyDefault, let vertical = verticalKey.sizeOnlyDefault,
            guideDependsOnSizeOnly(horizontalKey, of: child), guideDependsOnSizeOnly(verticalKey, of: child)
        {
            // SwiftUI's own guides, which the child's subtree does not set: values from the sizes
            // alone, without making the child's dimensions (every frame places its child here).
            let childSize = self.size(of: child, proposal)
            let x = horizontal.value(size.width) - horizontal.value(childSize.width)
            let y = vertical.value(size.height) - vertical.value(childSize.height)
            return (CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0), childSize)
        }
        let dimensions = dimensions(of: child, proposal)
        let container = ViewDimensions(size: size)
        let x = container[alignment.horizontal] - dimensions[alignment.horizontal]
        let y = container[alignment.vertical] - dimensions[alignment.vertical]
        return (CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0), CGSize(width: dimensions.width, height: dimensions.height))
    }
}
