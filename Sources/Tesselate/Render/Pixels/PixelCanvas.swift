import Foundation

/// A colour with its components multiplied by its alpha, 0…1 each: what a canvas stores and
/// composites (sRGB components, composited without linearising, as iOS composites by default).
struct PremultipliedColor: Equatable {
    var red: Float, green: Float, blue: Float, alpha: Float

    static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    init(red: Float, green: Float, blue: Float, alpha: Float) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `color`, its components clamped to 0…1 (extended-range colours are drawn at the edge of
    /// sRGB) and non-finite ones taken as 0.
    init(_ color: Color) {
        func unit(_ value: Double) -> Float { value.isFinite ? Float(min(max(value, 0), 1)) : 0 }
        let alpha = unit(color.alpha)
        self.init(red: unit(color.red) * alpha, green: unit(color.green) * alpha, blue: unit(color.blue) * alpha, alpha: alpha)
    }
}

/// Pixels of premultiplied colour over `bounds` of a picture's pixel grid: the picture itself,
/// or a layer a group is drawn into before it is composited.
struct PixelCanvas {
    let bounds: PixelBounds
    /// Red, green, blue, alpha of each pixel, row by row.
    var pixels: [Float]

    init(bounds: PixelBounds, color: PremultipliedColor = .clear) {
        self.bounds = bounds
        let count = bounds.width * bounds.height
        guard color != .clear, count > 0 else {
            pixels = [Float](repeating: 0, count: count * 4)
            return
        }
        // The first pixel, then the filled part copied onto the rest, doubling each time, into
        // memory not zeroed first: a few dozen `memcpy` calls instead of a zero fill and four
        // checked stores a pixel (a 3x screen has 3.3 million pixels).
        pixels = [Float](unsafeUninitializedCapacity: count * 4) { pixels, initialized in
            let base = pixels.baseAddress!
            base[0] = color.red
            base[1] = color.green
            base[2] = color.blue
            base[3] = color.alpha
            var filled = 4
            while filled < count * 4 {
                let copied = min(filled, count * 4 - filled)
                (base + filled).initialize(from: base, count: copied)
                filled += copied
            }
            initialized = count * 4
        }
    }

    /// Paints `color` source-over through `mask` (its coverage scales the colour).
    mutating func paint(_ mask: CoverageMask, color: PremultipliedColor) {
        let area = mask.bounds.intersection(bounds)
        guard !area.isEmpty, color.alpha > 0 else { return }
        let width = bounds.width, maskWidth = mask.bounds.width
        mask.values.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for y in area.minY..<area.maxY {
                    let maskRow = (y - mask.bounds.minY) * maskWidth - mask.bounds.minX
                    let row = (y - bounds.minY) * width - bounds.minX
                    for x in area.minX..<area.maxX {
                        let k = coverage[maskRow + x]
                        guard k > 0 else { continue }
                        let i = 4 * (row + x), keep = 1 - color.alpha * k
                        pixels[i] = color.red * k + pixels[i] * keep
                        pixels[i + 1] = color.green * k + pixels[i + 1] * keep
                        pixels[i + 2] = color.blue * k + pixels[i + 2] * keep
                        pixels[i + 3] = color.alpha * k + pixels[i + 3] * keep
                    }
                }
            }
        }
    }

    /// Paints the colour `shader` gives for each pixel's centre (x + 0.5, y + 0.5 in pixels)
    /// source-over through `mask`.
    mutating func paint(_ mask: CoverageMask, shader: (CGFloat, CGFloat) -> PremultipliedColor) {
        let area = mask.bounds.intersection(bounds)
        guard !area.isEmpty else { return }
        let width = bounds.width, maskWidth = mask.bounds.width
        for y in area.minY..<area.maxY {
            let maskRow = (y - mask.bounds.minY) * maskWidth - mask.bounds.minX
            let row = (y - bounds.minY) * width - bounds.minX
            for x in area.minX..<area.maxX {
                let coverage = mask.values[maskRow + x]
                guard coverage > 0 else { continue }
                let source = shader(CGFloat(x) + 0.5, CGFloat(y) + 0.5)
                let k = source.alpha * coverage
                guard k > 0 else { continue }
                let i = 4 * (row + x), keep = 1 - k
                pixels[i] = source.red * coverage + pixels[i] * keep
                pixels[i + 1] = source.green * coverage + pixels[i + 1] * keep
                pixels[i + 2] = source.blue * coverage + pixels[i + 2] * keep
                pixels[i + 3] = k + pixels[i + 3] * keep
            }
        }
    }

    /// The colour of pixel (x, y), clear outside the bounds.
    func color(x: Int, y: Int) -> PremultipliedColor {
        guard x >= bounds.minX, x < bounds.maxX, y >= bounds.minY, y < bounds.maxY else { return .clear }
        let i = 4 * ((y - bounds.minY) * bounds.width + x - bounds.minX)
        return PremultipliedColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }

    /// Composites `layer` onto the canvas with `mode`, each of its pixels weighted by
    /// `opacity` and by `weight` (a clip's coverage times a mask's alpha; 1 when `nil`).
    mutating func composite(_ layer: PixelCanvas, opacity: Float, weight: ((Int, Int) -> Float)?, mode: BlendMode) {
        let area = layer.bounds.intersection(bounds)
        guard !area.isEmpty, opacity > 0 else { return }
        for y in area.minY..<area.maxY {
            let layerRow = (y - layer.bounds.minY) * layer.bounds.width - layer.bounds.minX
            let row = (y - bounds.minY) * bounds.width - bounds.minX
            for x in area.minX..<area.maxX {
                let j = 4 * (layerRow + x)
                guard layer.pixels[j + 3] > 0 else { continue }
                let k = opacity * (weight?(x, y) ?? 1)
                guard k > 0 else { continue }
                let source = PremultipliedColor(
                    red: layer.pixels[j] * k, green: layer.pixels[j + 1] * k, blue: layer.pixels[j + 2] * k, alpha: layer.pixels[j + 3] * k)
                let i = 4 * (row + x)
                let backdrop = PremultipliedColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
                let result = mode == .normal ? PixelBlending.sourceOver(source, backdrop) : PixelBlending.blend(source, backdrop, mode)
                pixels[i] = result.red
                pixels[i + 1] = result.green
                pixels[i + 2] = result.blue
                pixels[i + 3] = result.alpha
            }
        }
    }

    /// The canvas as 8-bit RGB on `background` (what shows through where the canvas is not opaque).
    func rgbBytes(on background: PremultipliedColor) -> [UInt8] {
        let count = bounds.width * bounds.height
        // Rounded by adding 2^23: a Float that large has no fraction bits, so the sum's low
        // mantissa bits are the level (no conversion that could trap, no call to round).
        @inline(__always) func byte(_ value: Float) -> UInt8 {
            UInt8(truncatingIfNeeded: (min(max(value, 0), 1) * 255 + 8_388_608).bitPattern & 0xFF)
        }
        // Written through buffer pointers into uninitialised memory: no zero fill first and no
        // bounds check a byte (both buffers hold exactly `count` pixels).
        return [UInt8](unsafeUninitializedCapacity: count * 3) { bytes, initialized in
            pixels.withUnsafeBufferPointer { pixels in
                precondition(pixels.count == count * 4, "PixelCanvas: pixels do not match the bounds")
                for i in 0..<count {
                    let keep = 1 - pixels[4 * i + 3]
                    bytes[3 * i] = byte(pixels[4 * i] + background.red * keep)
                    bytes[3 * i + 1] = byte(pixels[4 * i + 1] + background.green * keep)
                    bytes[3 * i + 2] = byte(pixels[4 * i + 2] + background.blue * keep)
                }
            }
            initialized = count * 3
        }
    }
}
