import Foundation
import Tesselate

extension Gallery {
    /// Views built on images, labels and colours.
    static var imageVariants: [Playground.Variant] { [] }
}
