import Foundation

extension SVGRenderer {
    /// An elliptical gradient: SVG's radial gradient in the unit square, stretched over the
    /// frame by its `gradientTransform` (as SwiftUI stretches the square), its stops placed
    /// between the start and end radius fractions.
    mutating func ellipticalPaint(_ gradient: EllipticalGradient, _ frame: CGRect, white: Bool) -> String {
        let start = gradient.startRadiusFraction, end = gradient.endRadiusFraction
        guard end > 0, end.isFinite, start.isFinite, frame.width > 0, frame.height > 0 else {
            return colorPaint(gradient.gradient.color(at: 1), white: white)
        }
        let id = makeID("gradient")
        let transform = [frame.width, 0, 0, frame.height, frame.minX, frame.minY].map(svgNumber).joined(separator: " ")
        definitions.append(
            "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"matrix(\(transform))\" "
                + "cx=\"\(svgNumber(gradient.center.x))\" cy=\"\(svgNumber(gradient.center.y))\" r=\"\(svgNumber(end))\">")
        definitions += stops(gradient.gradient, white: white) { (start + $0 * (end - start)) / end }
        definitions.append("</radialGradient>")
        return "fill=\"url(#\(id))\""
    }

    /// An angular gradient, which SVG cannot describe: a pattern holding a PNG of the gradient
    /// over the frame, two pixels a point (at most 1 024 pixels on a side), computed as the PNG
    /// renderer computes each pixel.
    mutating func conicPaint(_ gradient: AngularGradient, _ frame: CGRect, white: Bool) -> String {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else {
            return colorPaint(gradient.gradient.color(at: 0), white: white)
        }
        func pixels(_ length: CGFloat) -> Int {
            CheckedConversion.int(length * 2, rounding: .up, clampedTo: 1...1_024, substitute: 1)
        }
        let width = pixels(frame.width), height = pixels(frame.height)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        func byte(_ value: Double) -> UInt8 {
            let unit = value.isFinite ? min(max(value, 0), 1) : 0
            let level = CheckedConversion.int(unit * 255, rounding: .toNearestOrAwayFromZero, clampedTo: 0...255)
            return UInt8(truncatingIfNeeded: level)
        }
        for y in 0..<height {
            for x in 0..<width {
                let point = CGPoint(
                    x: (CGFloat(x) + 0.5) * frame.width / CGFloat(width), y: (CGFloat(y) + 0.5) * frame.height / CGFloat(height))
                var color = gradient.color(at: point, in: frame.size)
                if white { color = Color(white: 1, opacity: color.alpha) }
                let i = 4 * (y * width + x)
                bytes[i] = byte(color.red)
                bytes[i + 1] = byte(color.green)
                bytes[i + 2] = byte(color.blue)
                bytes[i + 3] = byte(color.alpha)
            }
        }
        let png = Data(PNGEncoder.encode(width: width, height: height, channels: 4, pixels: bytes)).base64EncodedString()
        let id = makeID("gradient")
        let box =
            "x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(frame.minY))\" width=\"\(svgNumber(frame.width))\" height=\"\(svgNumber(frame.height))\""
        definitions.append(
            "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" \(box)><image \(box) preserveAspectRatio=\"none\" "
                + "href=\"data:image/png;base64,\(png)\"/></pattern>")
        return "fill=\"url(#\(id))\""
    }
}
