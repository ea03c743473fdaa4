import Foundation
import Tesselate

extension Gallery {
    /// Views built on shapes, strokes and drawing modifiers.
    static var shapeVariants: [Playground.Variant] { [] }
}
