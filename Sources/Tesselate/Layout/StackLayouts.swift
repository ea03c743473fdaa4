import Foundation

/// The layout of an ``HStack``, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout, NamedLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, spacing: spacing, alignment: alignment.key) }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        algorithm.size(subviews, proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        algorithm.place(subviews, in: bounds, proposal)
    }

    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing { algorithm.spacing(subviews) }

    var kindName: String { "HStack" }
    var dumpAttributes: [DumpAttribute] { stackAttributes(alignment.description, spacing) }
}

/// The layout of a ``VStack``, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, NamedLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, spacing: spacing, alignment: alignment.key) }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache { _StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        algorithm.size(subviews, proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        algorithm.place(subviews, in: bounds, proposal)
    }

    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing { algorithm.spacing(subviews) }

    var kindName: String { "VStack" }
    var dumpAttributes: [DumpAttribute] { stackAttributes(alignment.description, spacing) }
}

/// The cache of ``HStackLayout`` and ``VStackLayout``, named as SwiftUI's. SwiftUI's keeps the
/// last proposal and the stack's size for it; Tesselate's keeps nothing: sizing a stack takes no
/// allocation, and its children's answers are already kept by the layout engine for the pass.
public struct _StackLayoutCache {}

func stackAttributes(_ alignment: String, _ spacing: CGFloat?) -> [DumpAttribute] {
    var attributes: [DumpAttribute] = []
    if alignment != "center" { attributes.append(DumpAttribute("alignment", alignment)) }
    if let spacing { attributes.append(DumpAttribute("spacing", formatNumber(spacing))) }
    return attributes
}
