import Foundation
import Tesselate

extension Gallery {
    /// Views built on shapes, strokes and drawing modifiers.
    static var shapeVariants: [Playground.Variant] {
        [
            Playground.Variant("Chat bubbles with a Path tail", size: CGSize(width: 393, height: 260)) { ChatThreadView() },
            Playground.Variant("Progress ring: trim and rotation", size: CGSize(width: 393, height: 220)) {
                ProgressRingView(progress: 0.7)
            },
            Playground.Variant("Tag chips with capsule borders", size: CGSize(width: 393, height: 120)) { TagChipsView() },
            Playground.Variant("Card with shadow and rounded corners", size: CGSize(width: 393, height: 280)) { RecipeCardView() },
            Playground.Variant("Dashed-border drop zone", size: CGSize(width: 393, height: 260)) { DropZoneView() },
            Playground.Variant("Segmented control from shapes", size: CGSize(width: 393, height: 100)) { ShapeSegmentedControl() },
            Playground.Variant("Order timeline: circles and lines", size: CGSize(width: 393, height: 240)) { OrderTimelineView() },
            Playground.Variant("Badges with offset and position", size: CGSize(width: 393, height: 120)) { NotificationBadgesView() },
        ]
    }
}
