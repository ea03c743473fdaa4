import Foundation

/// A colour matrix: 4 rows of 5 numbers, as SVG's `feColorMatrix type="matrix"` reads them.
/// Each row makes one output component from the input's unpremultiplied red, green, blue, alpha
/// and a constant: R' = m₀R + m₁G + m₂B + m₃A + m₄, and so on for G', B', A'. Components are 0…1
/// sRGB values (not linearised) and the results are clamped to 0…1, as SVG does with
/// `color-interpolation-filters="sRGB"`.
///
/// The matrices of SwiftUI's colour effects (`saturation`, `brightness`, `contrast`,
/// `grayscale`, `hueRotation`, `colorMultiply`, `colorInvert`) are W3C's Filter Effects
/// formulas where W3C has one (Filter Effects Module Level 1, §9 and §13: `saturate`,
/// `hue-rotate`, `grayscale`, `contrast`, `invert`); `brightness` adds its amount to each
/// colour component, as Apple documents for `GraphicsContext.Filter.brightness(_:)` ("An amount
/// to add to the pixel's color components", Core Image's `CIColorControls`), not W3C's
/// multiplying `brightness()`; `colorMultiply` multiplies each component by the colour's.
struct ColorMatrix: Equatable {
    var values: [Double]

    static let identity = ColorMatrix(values: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// W3C `saturate(s)`: 0 is grey, 1 leaves the colours, above 1 oversaturates.
    static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(values: [
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `amount` added to red, green and blue (1 makes every colour white).
    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(values: [1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// W3C `contrast(c)`: each colour component c·x + 0.5 − 0.5·c (0 is mid grey, 1 leaves the
    /// colours; a negative amount inverts them too, as Apple documents for `contrast(_:)`).
    static func contrast(_ c: Double) -> ColorMatrix {
        let offset = 0.5 - 0.5 * c
        return ColorMatrix(values: [c, 0, 0, 0, offset, 0, c, 0, 0, offset, 0, 0, c, 0, offset, 0, 0, 0, 1, 0])
    }

    /// W3C `grayscale(a)` (Rec. 709 luminance): 0 leaves the colours, 1 is fully grey.
    static func grayscale(_ a: Double) -> ColorMatrix {
        let k = 1 - min(max(a, 0), 1)
        return ColorMatrix(values: [
            0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0, 0,
            0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0, 0,
            0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// W3C `hue-rotate(θ)`.
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix(values: [
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Each component, alpha included, multiplied by `color`'s.
    static func multiply(_ color: Color) -> ColorMatrix {
        func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 1 }
        return ColorMatrix(values: [
            unit(color.red), 0, 0, 0, 0, 0, unit(color.green), 0, 0, 0, 0, 0, unit(color.blue), 0, 0, 0, 0, 0, unit(color.alpha), 0,
        ])
    }

    /// W3C `invert(1)`: each colour component 1 − x.
    static let inversion = ColorMatrix(values: [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// The matrix applied to an unpremultiplied colour, clamped to 0…1.
    func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
        func row(_ i: Int) -> Double {
            let v = values[5 * i] * r + values[5 * i + 1] * g + values[5 * i + 2] * b + values[5 * i + 3] * a + values[5 * i + 4]
            return v.isFinite ? min(max(v, 0), 1) : 0
        }
        return (row(0), row(1), row(2), row(3))
    }
}
