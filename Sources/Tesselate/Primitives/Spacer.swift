import Foundation

/// A flexible space, as SwiftUI's `Spacer`.
///
/// In a stack it grows along the stack's axis from `minLength` (8 points when `nil`) and is 0
/// across it; outside a stack it grows along both axes. A stack inserts no spacing next to it and
/// gives it the lowest priority (−∞), so other views get their minimums first. (SwiftUICore's
/// `SpacerLayoutComputer` as reimplemented by OpenSwiftUI; measured by public probes of SwiftUI.)
public struct Spacer {
    public var minLength: CGFloat?
    public typealias Body = Never

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        var minimum = minLength ?? ViewSpacing.defaultDistance
        if !minimum.isFinite {
            resolver.report(.invalidValue, "Spacer(minLength: \(formatNumber(minimum))): not finite; taken as the default, 8", context)
            minimum = ViewSpacing.defaultDistance
        }
        let node = resolver.makeNode(SpacerNode(minLength: minimum, axis: context.stackAxis), context)
        resolver.tree[node].layoutPriority = -.infinity
        nodes.append(node)
    }
}

struct SpacerNode: NodeBehavior {
    var minLength: CGFloat
    /// The axis of the enclosing stack, or `nil` outside a stack.
    var axis: Axis?

    var kindName: String { "Spacer" }
    var dumpAttributes: [DumpAttribute] {
        minLength == ViewSpacing.defaultDistance ? [] : [DumpAttribute("minLength", formatNumber(minLength))]
    }
    var isSpacer: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        func grow(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? -.infinity, minLength) }
        guard let axis else { return CGSize(width: grow(proposal.width), height: grow(proposal.height)) }
        return CGSize(along: axis, grow(proposal[axis]), cross: 0)
    }

    /// A spacer grows to what it is offered along its axis (along both, outside a stack).
    func answersInfinityForInfinity(along axis: Axis) -> Bool { self.axis == nil || self.axis == axis }

    /// In a stack, the answer holds for every cross length (it is 0 across whatever it is offered).
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine, range: inout ProposalRange) -> CGSize {
        if let axis { range[axis.other] = -CGFloat.infinity...CGFloat.infinity }
        return sizeThatFits(proposal, node, engine)
    }

    /// Zero along its stack's axis; across it, nothing at all, not even a view's zero in the text
    /// categories, so `HStack { Text(…); Spacer() }` meets the text below as its text does (the
    /// row under a title is its texts' line gap lower, not a view's distance to a text).
    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing {
        var spacing = ViewSpacing()
        spacing.plainTextEdges = []
        if let axis {
            if axis == .horizontal { spacing.leading = 0; spacing.trailing = 0 } else { spacing.top = 0; spacing.bottom = 0 }
        }
        return spacing
    }
}

/// A thin line that separates content, as SwiftUI's `Divider`.
///
/// In an `HStack` it is vertical, otherwise horizontal; it spans the space it is offered across
/// its length and is one pixel thick (`1 / displayScale` points, a hairline as on iOS), thicker at
/// the larger accessibility sizes (a pixel scaled as body text is, rounded: three at
/// `.accessibility5`).
public struct Divider {
    public typealias Body = Never
    public init() {}

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        nodes.append(
            resolver.makeNode(
                DividerNode(
                    axis: context.stackAxis == .horizontal ? .vertical : .horizontal,
                    thickness: Divider.thickness(in: context.environment)), context))
    }

    /// A pixel scaled as body text is and rounded to whole pixels: one pixel up to `.xxxLarge`,
    /// three at `.accessibility5` (body 53 points for 17: 3.118 pixels). Measured on iOS 17.0.1:
    /// about twenty `Divider`s in bitwarden/ios and bitwarden/authenticator-ios, one pixel (1/3
    /// point) at medium and three at `.accessibility5`, while UIKit's hairlines (the bars', the
    /// search bar's) stay one pixel there. No recording between them: at `.accessibility1`–`4`
    /// the rounding's two or three pixels are unmeasured (one point at every accessibility size
    /// would fit the same two recordings).
    static func thickness(in environment: EnvironmentValues) -> CGFloat {
        let bodyScale = environment.dynamicTypeSize.pointSize(of: .body) / DynamicTypeSize.large.pointSize(of: .body)
        return environment.pixelLength * max(1, bodyScale.rounded())
    }
}

struct DividerNode: NodeBehavior {
    /// The direction of the line.
    var axis: Axis
    var thickness: CGFloat

    var kindName: String { "Divider" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute(axis.description)] }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        CGSize(along: axis, proposal[axis] ?? 10, cross: thickness)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Spacer: View, PrimitiveView {}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Divider: View, PrimitiveView {}
