import Foundation

extension View {
    /// Sets this view's value for a horizontal alignment guide, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`. Containers aligning on `g` use the value; containers
    /// around them pass it on, merged as the guide's `AlignmentID` merges values.
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modified(AlignmentGuide(key: g.key, computeValue: computeValue))
    }

    /// Sets this view's value for a vertical alignment guide, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`.
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modified(AlignmentGuide(key: g.key, computeValue: computeValue))
    }
}

struct AlignmentGuide {
    var key: AlignmentKey
    var computeValue: (ViewDimensions) -> CGFloat
}

// Declared apart, so that making the modifier is not main-actor isolated (as SwiftUI's
// modifiers are `nonisolated`); resolving it is.
extension AlignmentGuide: WrappingModifier, WrapperBehavior {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "alignmentGuide" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute(key.description)] }
    var ownExplicitKeys: [AlignmentKey] { [key] }

    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> CGFloat?
    {
        let child = engine.child(of: node)
        guard key == self.key else { return child.explicitAlignment(key, size: size, proposal: proposal) }
        let value = computeValue(child.dimensions(proposal))
        guard value.isFinite else {
            // A view as long as ∞ (a greedy view probed with ∞) has no finite guide: a guide
            // computed from its length is ∞ or NaN there, and the container treats it as ∞.
            if size[key.axis].isFinite {
                engine.report(node, .invalidAlignmentGuide, "alignmentGuide(\(key)) computed \(formatNumber(value)); ignored")
            }
            return nil
        }
        return value
    }
}
