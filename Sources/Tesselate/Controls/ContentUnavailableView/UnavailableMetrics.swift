import Foundation

/// The sizes of ``ContentUnavailableView``'s parts, measured on iOS 26 (nadvitek/gitlabourer's
/// `searchViewEmpty` recordings, 1x, `ContentUnavailableView.search` at the small, large and
/// xxxLarge Dynamic Type sizes on 375 and 428 points): the magnifying glass's ink is 41, 46 and
/// 56 points, the Czech title's ink ("Žádné výsledky", from the caron's top to the descender of
/// its y) starts 18, 18 and 20 below it and ends 6, 4 and 3 above the description's, and the
/// description is a `subheadline` (its ink 253 and 286 points wide where a body line is 288 and
/// 319). iOS 18 is not measured and takes the same numbers.
enum UnavailableMetrics {
    /// The icon's point size: 44.6, 50 and 60 points at the small, large and xxxLarge sizes (the
    /// glyph's ink at those sizes, 0.919 em for the magnifying glass: 41 × 41, 46 × 46 and, at
    /// 1x, 55 wide and 56 tall, which 60 points take within half a point), and between and beyond them
    /// linear in the body style's size. The icon does not follow a single text style (its growth
    /// from small to large is body's, from large to xxxLarge title 1's), so sizes that were not
    /// recorded (xSmall, medium, xLarge, xxLarge) are interpolated, and the accessibility sizes
    /// keep xxxLarge's (**chosen**: no recording).
    static func iconSize(_ dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let body = min(dynamicTypeSize, .xxxLarge).pointSize(of: .body)
        return body <= 17 ? 50 + (body - 17) * 2.7 : 50 + (body - 17) * (10.0 / 6)
    }

    /// The widest the label and the description get: the xxxLarge description wraps after
    /// "nebo" on both the 375- and the 428-point screen (its first line 269 wide, the full line
    /// about 383), and a large one stays on one 286-point line, so the limit lies between 286 and
    /// about 334 points whatever the screen; 310 is the middle of that range (**chosen** within
    /// the measured bounds).
    static let textWidth: CGFloat = 310

    /// From the icon to the title, frame to frame: with SF Pro's glyph bounds (the caron 0.92 em
    /// above the baseline, 0.22 em above the cap height) the title's ink lands where the
    /// recordings have it at all three sizes. (An earlier fit placed ink without the accents at
    /// the caron's top: 8 here and 8 below, the title 6 points too high.)
    static let titleGap: CGFloat = 14

    /// From the title to the description, frame to frame (the description's ink is where the
    /// recordings have it at all three sizes).
    static let descriptionGap: CGFloat = 2
}
