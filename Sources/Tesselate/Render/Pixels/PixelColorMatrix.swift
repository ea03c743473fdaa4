import Foundation

extension PixelCanvas {
    /// Every pixel through `matrix` (unpremultiplied, clamped, premultiplied again). Pixels that
    /// stay transparent stay transparent unless the matrix gives them alpha.
    mutating func apply(_ matrix: ColorMatrix) {
        let m = matrix.values.map(Float.init)
        let addsAlpha = m[19] > 0
        pixels.withUnsafeMutableBufferPointer { pixels in
            for i in stride(from: 0, to: pixels.count, by: 4) {
                let alpha = pixels[i + 3]
                guard alpha > 0 || addsAlpha else { continue }
                let r = alpha > 0 ? pixels[i] / alpha : 0, g = alpha > 0 ? pixels[i + 1] / alpha : 0
                let b = alpha > 0 ? pixels[i + 2] / alpha : 0
                func row(_ k: Int) -> Float {
                    let v = m[5 * k] * r + m[5 * k + 1] * g + m[5 * k + 2] * b + m[5 * k + 3] * alpha + m[5 * k + 4]
                    return v.isFinite ? min(max(v, 0), 1) : 0
                }
                let a = row(3)
                pixels[i] = row(0) * a
                pixels[i + 1] = row(1) * a
                pixels[i + 2] = row(2) * a
                pixels[i + 3] = a
            }
        }
    }
}
