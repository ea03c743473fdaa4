import Foundation

extension PixelCanvas {
    /// The canvas blurred as by a Gaussian of standard deviation `sigma` pixels, approximated by
    /// three box blurs each way (the widths W3C's filter effects specify for `feGaussianBlur`:
    /// d = ⌊σ · 3√(2π)/4 + 0.5⌋). What lies outside the bounds counts as clear.
    func blurred(sigma: CGFloat) -> PixelCanvas {
        guard sigma.isFinite, sigma > 0, !bounds.isEmpty else { return self }
        let d = CheckedConversion.int(sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5, rounding: .down, clampedTo: 1...4_096)
        var result = self
        let width = bounds.width, height = bounds.height
        var line = [Float](), out = [Float]()
        for horizontal in [true, false] {
            let length = horizontal ? width : height, count = horizontal ? height : width
            line = [Float](repeating: 0, count: length * 4)
            out = line
            for index in 0..<count {
                for i in 0..<length {
                    let p = 4 * (horizontal ? index * width + i : i * width + index)
                    for c in 0..<4 { line[4 * i + c] = result.pixels[p + c] }
                }
                for _ in 0..<3 {
                    PixelCanvas.boxBlur(line, into: &out, length: length, size: d)
                    swap(&line, &out)
                }
                for i in 0..<length {
                    let p = 4 * (horizontal ? index * width + i : i * width + index)
                    for c in 0..<4 { result.pixels[p + c] = line[4 * i + c] }
                }
            }
        }
        return result
    }

    /// A running mean over `size` pixels centred on each (the extra pixel of an even size on the
    /// leading side).
    private static func boxBlur(_ line: [Float], into out: inout [Float], length: Int, size: Int) {
        let before = size / 2, after = size - before - 1
        let scale = 1 / Float(size)
        for c in 0..<4 {
            var sum: Float = 0
            for i in -before...after where i >= 0 && i < length { sum += line[4 * i + c] }
            for i in 0..<length {
                out[4 * i + c] = sum * scale
                let leaving = i - before, entering = i + after + 1
                if leaving >= 0 { sum -= line[4 * leaving + c] }
                if entering < length { sum += line[4 * entering + c] }
            }
        }
    }
}
