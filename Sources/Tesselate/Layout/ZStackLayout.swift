import Foundation

/// The layout of a ``ZStack``, as SwiftUI's `ZStackLayout`: every child is proposed the stack's
/// proposal, the children are aligned on the stack's alignment guides, and the stack takes the
/// extent of them all.
public struct ZStackLayout: Layout, NamedLayout {
    public var alignment: Alignment

    public nonisolated init(alignment: Alignment = .center) { self.alignment = alignment }

    /// Each child's size and origin, and the stack's size.
    func layout(_ subviews: Subviews, _ proposal: ProposedViewSize) -> (origins: [CGPoint], size: CGSize) {
        guard !subviews.isEmpty else { return ([], .zero) }
        var guides: [CGPoint] = []
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            let guide = CGPoint(x: d[alignment.horizontal], y: d[alignment.vertical])
            guides.append(guide)
            low = CGPoint(x: min(low.x, -guide.x), y: min(low.y, -guide.y))
            high = CGPoint(x: max(high.x, d.width - guide.x), y: max(high.y, d.height - guide.y))
        }
        var origins = guides.map { CGPoint(x: -$0.x - low.x, y: -$0.y - low.y) }
        var size = CGSize(width: high.x - low.x, height: high.y - low.y)
        // A child that takes an infinite length (a greedy view proposed ∞) makes the stack
        // infinite on that axis, as SwiftUI's ZStack answers ∞ then (R1.5, R6.1); its guides are
        // infinite too, so align nothing on that axis instead of computing ∞ − ∞.
        if !size.width.isFinite || !low.x.isFinite {
            size.width = .infinity
            for i in origins.indices { origins[i].x = 0 }
        }
        if !size.height.isFinite || !low.y.isFinite {
            size.height = .infinity
            for i in origins.indices { origins[i].y = 0 }
        }
        return (origins, size)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        layout(subviews, proposal).size
    }

    /// Each child is placed with the stack's own final size as its proposal, not the stack's
    /// proposal, and aligned again at the size it then takes (probes Z1–Z4, A5n: at nil the
    /// children are measured at nil and placed at the union size, so a `Color` fills the stack).
    /// If the children then span more or less than `bounds`, their extent is aligned in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placing = ProposedViewSize(bounds.size)
        let (origins, size) = layout(subviews, placing)
        let container = ViewDimensions(size: bounds.size), extent = ViewDimensions(size: size)
        var shift = CGPoint(
            x: container[alignment.horizontal] - extent[alignment.horizontal],
            y: container[alignment.vertical] - extent[alignment.vertical])
        if !shift.x.isFinite { shift.x = 0 }
        if !shift.y.isFinite { shift.y = 0 }
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + shift.x + origin.x, y: bounds.minY + shift.y + origin.y), proposal: placing)
        }
    }

    var kindName: String { "ZStack" }
    var dumpAttributes: [DumpAttribute] { alignment == .center ? [] : [DumpAttribute("alignment", "\(alignment)")] }
}
