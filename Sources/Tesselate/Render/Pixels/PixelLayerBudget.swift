import Foundation

/// How many pixels a picture's layers may hold at once: three times the picture's own, what one
/// shadow over the whole window needs (its layer, the shadow and the blurred shadow). A group
/// with an effect (opacity, a shadow, a blur, a mask, a blend mode, a projection) is drawn into
/// a layer of its own bounds, and nested groups hold their layers together; the budget keeps the
/// memory of any picture under four canvases whatever the nesting. A group whose layers do not
/// fit is drawn straight onto its parent without its effects and counted, and
/// ``ViewHost/png(scale:)`` reports the count.
final class PixelLayerBudget {
    private(set) var pixelsLeft: Int
    /// How many groups were drawn without their effects because their layers did not fit.
    private(set) var refused = 0

    init(pixels: Int) { pixelsLeft = pixels }

    /// Reserves `pixels` for a layer until ``release(_:)``; `false`, counted, when they do not fit.
    func reserve(_ pixels: Int) -> Bool {
        guard pixels <= pixelsLeft else {
            refused += 1
            return false
        }
        pixelsLeft -= pixels
        return true
    }

    func release(_ pixels: Int) { pixelsLeft += pixels }
}
