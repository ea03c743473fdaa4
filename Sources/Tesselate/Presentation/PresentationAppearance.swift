import Foundation

extension View {
    /// Asks the sheet this view is in for corners of `cornerRadius` points, as SwiftUI's
    /// `presentationCornerRadius(_:)` (iOS 16.4): the sheet's card and content are clipped to
    /// its top corners rounded by that radius; `nil` keeps the system's (10 points, see
    /// `PresentationMetrics`). A negative or non-finite radius is reported and the system's
    /// used. Drawing only: layout does not change. Outside a sheet it does nothing.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modified(PresentationConfigModifier(detents: []) { $0.cornerRadius = cornerRadius })
    }

    /// Sets the background of the sheet this view is in to `style`, as SwiftUI's
    /// `presentationBackground(_:)` (iOS 16.4): it fills the sheet's card in place of the
    /// system's background, behind the content and under the safe area's bottom edge, in the
    /// card's shape (a material blurs what is behind the sheet: the dimmed window). Outside a
    /// sheet it does nothing. The view form, `presentationBackground(alignment:content:)`, is
    /// not in Tesselate.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modified(PresentationConfigModifier(detents: []) { $0.background = style })
    }
}

extension PresentationConfig {
    /// The radius of the sheet's top corners: the one asked for when it is usable, else the
    /// system's.
    var sheetCornerRadius: CGFloat {
        guard let cornerRadius, cornerRadius.isFinite, cornerRadius >= 0 else { return PresentationMetrics.sheetCornerRadius }
        return cornerRadius
    }

    /// The radius of a floating sheet's corners (iOS 26): the one asked for when it is usable,
    /// else the system's.
    var floatingSheetCornerRadius: CGFloat {
        guard let cornerRadius, cornerRadius.isFinite, cornerRadius >= 0 else { return PresentationMetrics.floatingSheetCornerRadius }
        return cornerRadius
    }

    /// What is wrong with the corner radius asked for, if anything (for a diagnostic).
    var cornerRadiusProblem: String? {
        guard let cornerRadius, !(cornerRadius.isFinite && cornerRadius >= 0) else { return nil }
        return "presentationCornerRadius: \(formatNumber(cornerRadius)) is not a usable radius; the system's is used"
    }
}

extension PresentedLayerNode: DrawingNode {
    /// The backdrop, then what is presented; a sheet's card, content and grabber are clipped to
    /// the card's shape, its top corners rounded (Apple's Human Interface Guidelines, "Sheets":
    /// "The card's top corners are rounded"; the radius `presentationCornerRadius` asks for, else
    /// the system's), and a `presentationBackground` fills the card in place of its colour.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let children = builder.tree[node].children.array
        guard kind == .sheet, children.count > 1, let card = builder.engine.frames[children[1]] else {
            return builder.children(of: node)
        }
        // A floating card (iOS 26, below the large detent) is drawn scaled down inside the
        // window, rounded at every corner (the radius as drawn), and the window behind it dimmed
        // as behind an alert.
        let floats = cardRect(size: frame.size, builder.engine).floats
        let transform = floats ? floatingTransform(of: card, size: frame.size) : nil
        let clip =
            floats
            ? RoundedRectangle(cornerRadius: floatingCornerRadius / (transform?.a ?? 1), style: .continuous).path(in: card)
            : UnevenRoundedRectangle(topLeadingRadius: sheetCornerRadius, topTrailingRadius: sheetCornerRadius).path(in: card)
        let ground =
            sheetBackground.map { [DrawItem.shape(path: clip, fill: $0, frame: card)] }
            ?? (floats ? [DrawItem.shape(path: clip, fill: .color(.white), frame: card)] : builder.items(of: children[1]))
        let sheet = ground + children.dropFirst(2).flatMap { builder.items(of: $0) }
        let dimming =
            floats
            ? [DrawItem.shape(path: Path(frame), fill: .color(Color.black.opacity(PresentationMetrics.dimmingOpacity)), frame: frame)]
            : builder.items(of: children[0])
        return dimming + [.group(DrawGroup(node: children[1], transform: transform, clip: clip, items: sheet))]
    }
}
