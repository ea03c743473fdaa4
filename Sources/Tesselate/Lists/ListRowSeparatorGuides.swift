import Foundation

extension HorizontalAlignment {
    /// The guide a list row's separator starts at, as SwiftUI's `listRowSeparatorLeading`: the
    /// row content's leading edge unless the content gives it a value
    /// (`.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }` on the text of a row with an
    /// icon).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// The guide a list row's separator ends at, as SwiftUI's `listRowSeparatorTrailing`: the
    /// card's trailing edge unless the content gives it a value.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)

    enum ListRowSeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum ListRowSeparatorTrailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
}

extension ListSectionNode {
    /// Where the separator under `row` starts and ends: the content's explicit separator guides,
    /// else its leading edge and the card's trailing edge (`toContentEnd`: the trailing edge of
    /// the room the row offers its content, as on iOS 26 — a short button's separator still
    /// reaches the row's trailing margin, as home-assistant/iOS's About screen shows).
    func separatorSpan(_ row: NodeIndex, card: CGRect, toContentEnd: Bool, _ engine: LayoutEngine) -> ClosedRange<CGFloat>? {
        let content = engine.tree[row].children[0]
        guard let frame = engine.frames[content], let exact = engine.exactFrames[content] else { return nil }
        let proposal = engine.placedProposals[content] ?? ProposedViewSize(exact.size)
        func guide(_ alignment: HorizontalAlignment) -> CGFloat? {
            engine.explicitAlignment(of: content, alignment.key, size: exact.size, proposal: proposal).map { frame.minX + $0 }
        }
        let start = guide(.listRowSeparatorLeading) ?? frame.minX
        let offered = proposal.width.flatMap { $0.isFinite ? frame.minX + $0 : nil } ?? frame.maxX
        let end = min(guide(.listRowSeparatorTrailing) ?? (toContentEnd ? max(frame.maxX, offered) : card.maxX), card.maxX)
        return start <= end ? start...end : nil
    }
}
