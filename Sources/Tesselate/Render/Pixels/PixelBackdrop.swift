import Foundation

/// A material's backdrop: what is already drawn under a shape filled with a `Material`, blurred,
/// put back through the shape's coverage before the material's tint is painted over it — how iOS
/// draws a material (a blur of what is behind, then a translucent tint).
///
/// The blur is a Gaussian of ``Material/backdropBlur`` points (**chosen**: Apple publishes
/// neither its materials' blur radii nor their tints; see SwiftUIParity.md). Only what the canvas
/// holds is blurred: a material inside a group drawn in a layer of its own (opacity, a blend
/// mode) blurs the group's own pixels, and past the canvas's edges its edge pixels repeat (as a
/// bar at the window's edge blurs what is under it, not a dark border).
extension PixelCanvas {
    mutating func paintBackdrop(_ mask: CoverageMask, blur sigma: CGFloat) {
        let area = mask.bounds.intersection(bounds)
        guard !area.isEmpty, sigma.isFinite, sigma > 0 else { return }
        // The region the blur reads: the area and three deviations around it.
        let reach = CheckedConversion.int(3 * sigma, rounding: .up, clampedTo: 1...4_096)
        let source = PixelBounds(minX: area.minX - reach, minY: area.minY - reach, maxX: area.maxX + reach, maxY: area.maxY + reach)
        let blurred = cropped(to: source).blurred(sigma: sigma)
        let maskWidth = mask.bounds.width
        for y in area.minY..<area.maxY {
            let maskRow = (y - mask.bounds.minY) * maskWidth - mask.bounds.minX
            let row = (y - bounds.minY) * bounds.width - bounds.minX
            let blurredRow = (y - blurred.bounds.minY) * blurred.bounds.width - blurred.bounds.minX
            for x in area.minX..<area.maxX {
                let k = mask.values[maskRow + x]
                guard k > 0 else { continue }
                let i = 4 * (row + x), j = 4 * (blurredRow + x)
                for c in 0..<4 { pixels[i + c] += (blurred.pixels[j + c] - pixels[i + c]) * k }
            }
        }
    }

    /// The pixels of `region` as a canvas of their own; where it reaches past the canvas, the
    /// canvas's edge pixels repeat.
    func cropped(to region: PixelBounds) -> PixelCanvas {
        var result = PixelCanvas(bounds: region)
        guard !region.isEmpty, !bounds.isEmpty else { return result }
        for y in region.minY..<region.maxY {
            let row = (min(max(y, bounds.minY), bounds.maxY - 1) - bounds.minY) * bounds.width
            let to = 4 * (y - region.minY) * region.width
            for x in region.minX..<region.maxX {
                let from = 4 * (row + min(max(x, bounds.minX), bounds.maxX - 1) - bounds.minX), at = to + 4 * (x - region.minX)
                for c in 0..<4 { result.pixels[at + c] = pixels[from + c] }
            }
        }
        return result
    }
}
