import Foundation

/// The layout of a ``ZStack``, as SwiftUI's `ZStackLayout`: every child is proposed the stack's
/// proposal, the children are aligned on the stack's alignment guides, and the stack takes the
/// extent of them all.
public struct ZStackLayout: Layout, NamedLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

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
        let origins = guides.map { CGPoint(x: -$0.x - low.x, y: -$0.y - low.y) }
        return (origins, CGSize(width: high.x - low.x, height: high.y - low.y))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        layout(subviews, proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = layout(subviews, proposal).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
        }
    }

    var kindName: String { "ZStack" }
    var dumpAttributes: [String] { alignment == .center ? [] : ["alignment: \(alignment)"] }
}
