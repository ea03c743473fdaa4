import Foundation

/// What a stack answers across its axis to a proposal of 0 across, known without measuring.
///
/// Proposed 0 across, a stack proposes every child 0 across; when each answers 0 across whatever
/// it is offered along (a `VStack` of texts offered no width), and its guide is its size's
/// (SwiftUI's own guides, no explicit value below it), every guide is at 0 and the stack is 0
/// across. An `HStack` probing such a `VStack` with a width of 0 knows the answer's width, the
/// child's least, without asking (`StackAlgorithm.lengths`), nor the `VStack` its texts.
extension StackAlgorithm {
    /// The most the stack answers along its axis to a proposal of 0 across it, when it answers
    /// 0 across to every such proposal (``NodeBehavior/acrossWhenZero(along:_:_:)``): its
    /// children's most, and the spacing between them, none negative. `nil` otherwise.
    func acrossWhenZero(along axis: Axis, _ subviews: LayoutSubviews) -> CGFloat? {
        guard axis == self.axis.other, !fillsCrossAxis, alignment.hasSizeOnlyDefault else { return nil }
        let engine = subviews.engine
        var most: CGFloat = 0
        for node in subviews.nodes {
            guard engine.guideDependsOnSizeOnly(alignment, of: node), let child = engine.acrossWhenZero(node, along: axis) else {
                return nil
            }
            most += child
        }
        if subviews.count > 1 {
            let scratch = engine.scratch
            let mark = scratch.mark
            defer { scratch.release(to: mark) }
            let gaps = scratch.allocate(CGFloat.self, count: subviews.count)
            self.gaps(subviews, into: gaps)
            for gap in gaps {
                guard gap >= 0 && gap.isFinite else { return nil }
                most += gap
            }
        }
        return most <= 1e13 ? most : nil
    }
}
