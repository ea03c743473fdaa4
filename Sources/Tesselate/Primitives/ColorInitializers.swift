import Foundation

extension Color {
    /// The colour space of a colour's components, as SwiftUI's `Color.RGBColorSpace`.
    ///
    /// Tesselate draws in sRGB: `sRGBLinear` components are gamma-encoded to sRGB; `displayP3`
    /// components are used as sRGB ones (the wider gamut is not modelled).
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3

        /// A component of this space as an sRGB component.
        func sRGB(_ value: Double) -> Double {
            guard self == .sRGBLinear else { return value }
            let magnitude = abs(value)
            let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return value < 0 ? -encoded : encoded
        }
    }

    /// A colour from hue, saturation and brightness in 0…1, as SwiftUI's
    /// `init(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // A hue that is not finite is red (0), as a hue of 0 or 1 is.
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let whole = CheckedConversion.int(h, clampedTo: 0...6)
        let sector = whole % 6, f = h - Double(whole)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(r, g, b, opacity, name: nil)
    }

    /// The named colour `name`, as SwiftUI's `init(_:bundle:)` for a colour set. Names come from
    /// ``ColorAssets`` (with the set's dark appearance, when it has one); `bundle` is ignored. An
    /// unregistered name is clear, and the host reports it when the colour is shown
    /// (``Diagnostic/Code/invalidValue``).
    public init(_ name: String, bundle: Bundle? = nil) {
        if let color = ColorAssets.color(named: name) {
            self.init(color.red, color.green, color.blue, color.alpha, name: name, darkVariant: color.darkVariant)
        } else {
            self.init(0, 0, 0, 0, name: Color.missingPrefix + quoted(name))
        }
    }

    static let missingPrefix = "missing "

    /// Whether this is a named colour no asset defines.
    var isMissingAsset: Bool { alpha == 0 && name?.hasPrefix(Color.missingPrefix + "\"") == true }

    /// Reports a named colour that no asset defines, as SwiftUI logs "No color named … found".
    @MainActor func reportIfMissing(_ resolver: Resolver, _ context: ResolveContext) {
        guard isMissingAsset, let name else { return }
        resolver.report(
            .invalidValue,
            "No color named \(name.dropFirst(Color.missingPrefix.count)) found: register it with "
                + "ColorAssets.register(_:color:); it is drawn clear", context)
    }
}
