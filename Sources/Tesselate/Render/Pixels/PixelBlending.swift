import Foundation

/// How a layer's pixel combines with the pixel below it: source-over for `.normal`, the W3C
/// "Compositing and Blending Level 1" formulas for the blend modes (separable and not, as
/// CoreGraphics' modes of the same names), Porter–Duff for `sourceAtop`, `destinationOver` and
/// `destinationOut`, and CoreGraphics' `plusLighter`/`plusDarker` (the sum, clamped; one minus
/// the sum of the inverses, clamped).
enum PixelBlending {
    @inline(__always) static func sourceOver(_ s: PremultipliedColor, _ b: PremultipliedColor) -> PremultipliedColor {
        let keep = 1 - s.alpha
        return PremultipliedColor(
            red: s.red + b.red * keep, green: s.green + b.green * keep, blue: s.blue + b.blue * keep, alpha: s.alpha + b.alpha * keep)
    }

    static func blend(_ s: PremultipliedColor, _ b: PremultipliedColor, _ mode: BlendMode) -> PremultipliedColor {
        let alpha = s.alpha + b.alpha * (1 - s.alpha)
        switch mode {
        case .normal: return sourceOver(s, b)
        case .sourceAtop:
            return map(s, b, alpha: b.alpha) { cs, cb in cs * b.alpha + cb * (1 - s.alpha) }
        case .destinationOver:
            return map(s, b, alpha: alpha) { cs, cb in cs * (1 - b.alpha) + cb }
        case .destinationOut:
            return map(s, b, alpha: b.alpha * (1 - s.alpha)) { _, cb in cb * (1 - s.alpha) }
        case .plusLighter:
            return map(s, b, alpha: min(1, s.alpha + b.alpha)) { cs, cb in min(1, cs + cb) }
        case .plusDarker:
            return map(s, b, alpha: alpha) { cs, cb in max(0, alpha - ((b.alpha - cb) + (s.alpha - cs))) }
        case .hue, .saturation, .color, .luminosity:
            let source = unpremultiplied(s), backdrop = unpremultiplied(b)
            let mixed = nonSeparable(source, backdrop, mode)
            let both = s.alpha * b.alpha
            return PremultipliedColor(
                red: s.red * (1 - b.alpha) + b.red * (1 - s.alpha) + both * mixed.0,
                green: s.green * (1 - b.alpha) + b.green * (1 - s.alpha) + both * mixed.1,
                blue: s.blue * (1 - b.alpha) + b.blue * (1 - s.alpha) + both * mixed.2, alpha: alpha)
        default:
            let both = s.alpha * b.alpha
            let sa = s.alpha, ba = b.alpha
            return map(s, b, alpha: alpha) { cs, cb in
                let source = sa > 0 ? cs / sa : 0, backdrop = ba > 0 ? cb / ba : 0
                return cs * (1 - ba) + cb * (1 - sa) + both * separable(backdrop, source, mode)
            }
        }
    }

    private static func map(
        _ s: PremultipliedColor, _ b: PremultipliedColor, alpha: Float, _ channel: (Float, Float) -> Float
    ) -> PremultipliedColor {
        PremultipliedColor(red: channel(s.red, b.red), green: channel(s.green, b.green), blue: channel(s.blue, b.blue), alpha: alpha)
    }

    /// B(Cb, Cs) of a separable mode, for unpremultiplied components.
    static func separable(_ cb: Float, _ cs: Float, _ mode: BlendMode) -> Float {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return separable(cs, cb, .hardLight)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: return cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : separable(cb, 2 * cs - 1, .screen)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    private typealias RGB = (Float, Float, Float)

    private static func unpremultiplied(_ c: PremultipliedColor) -> RGB {
        c.alpha > 0 ? (c.red / c.alpha, c.green / c.alpha, c.blue / c.alpha) : (0, 0, 0)
    }

    /// B(Cb, Cs) of `hue`, `saturation`, `color` and `luminosity`.
    private static func nonSeparable(_ cs: RGB, _ cb: RGB, _ mode: BlendMode) -> RGB {
        switch mode {
        case .hue: return setLuminosity(setSaturation(cs, saturation(cb)), luminosity(cb))
        case .saturation: return setLuminosity(setSaturation(cb, saturation(cs)), luminosity(cb))
        case .color: return setLuminosity(cs, luminosity(cb))
        default: return setLuminosity(cb, luminosity(cs))
        }
    }

    private static func luminosity(_ c: RGB) -> Float { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
    private static func saturation(_ c: RGB) -> Float { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setLuminosity(_ c: RGB, _ l: Float) -> RGB {
        let d = l - luminosity(c)
        let moved = (c.0 + d, c.1 + d, c.2 + d)
        let lum = luminosity(moved), low = min(moved.0, moved.1, moved.2), high = max(moved.0, moved.1, moved.2)
        func clip(_ x: Float) -> Float {
            var x = x
            if low < 0 { x = lum + (x - lum) * lum / max(lum - low, 1e-6) }
            if high > 1 { x = lum + (x - lum) * (1 - lum) / max(high - lum, 1e-6) }
            return x
        }
        return (clip(moved.0), clip(moved.1), clip(moved.2))
    }

    private static func setSaturation(_ c: RGB, _ s: Float) -> RGB {
        let high = max(c.0, c.1, c.2), low = min(c.0, c.1, c.2)
        guard high > low else { return (0, 0, 0) }
        func scaled(_ x: Float) -> Float { (x - low) * s / (high - low) }
        return (scaled(c.0), scaled(c.1), scaled(c.2))
    }
}
