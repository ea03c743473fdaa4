import Foundation
import Tesselate

extension Gallery {
    /// Views built on grids and custom layouts.
    static var layoutVariants: [Playground.Variant] {
        [
            Playground.Variant("Photo grid: adaptive columns of square thumbnails") { PhotoGrid() },
            Playground.Variant("Tag cloud: a flow Layout with a LayoutValueKey", size: CGSize(width: 393, height: 240)) { TagCloud() },
        ]
    }
}
