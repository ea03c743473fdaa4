import Tesselate

/// A colour, as UIKit's `UIColor`: fixed components, a system colour that adapts to the light and
/// dark appearances, or a dynamic colour whose provider answers per trait collection.
///
/// UIKit keeps colours in its colour spaces and resolves dynamic ones when they are drawn. Here a
/// colour is Tesselate's `Color`: components are extended sRGB (`displayP3` components are taken as
/// sRGB, as `Color.RGBColorSpace.displayP3` is), and a system colour is the very `Color` a SwiftUI
/// view gets for it (`UIColor.systemRed` is `Color.red`, `UIColor.label` is `Color.primary`), so
/// both resolve alike in a host's light and dark appearance. A dynamic colour is resolved for the
/// light and the dark appearance when SwiftUI's `Color(uiColor:)` takes it, and for the traits
/// given to ``resolvedColor(with:)``.
///
/// `cgColor` and `ciColor` do not exist: Linux has no Core Graphics or Core Image.
///
/// The public initializers are `required`, so that an extension can make `Self(red:…)` or
/// `Self { traits in … }` as Swift allows for UIKit's Objective-C initializers; a subclass that
/// declares its own designated initializer must then declare them too, which UIKit does not ask.
open class UIColor: NSObject, @unchecked Sendable {
    enum Storage {
        /// A Tesselate colour: fixed, or a system colour that the host resolves by name, or one
        /// that carries its dark variant.
        case color(Color)
        /// A colour from a provider, resolved per trait collection.
        case dynamic((UITraitCollection) -> UIColor)
    }

    let storage: Storage
    /// UIKit's name for a system colour (`systemRed`), for ``description``.
    let systemName: String?

    package init(color: Color, systemName: String? = nil) {
        storage = .color(color)
        self.systemName = systemName
    }

    /// A colour from red, green and blue components and an opacity, as UIKit's
    /// `init(red:green:blue:alpha:)`. Components are extended sRGB and not clamped (as on iOS 10 and
    /// later); `alpha` is clamped to 0…1.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .color(Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: UIColor.clamped(alpha)))
        systemName = nil
    }

    /// A grey from a white level and an opacity, as UIKit's `init(white:alpha:)`.
    public required init(white: CGFloat, alpha: CGFloat) {
        storage = .color(Color(.sRGB, white: Double(white), opacity: UIColor.clamped(alpha)))
        systemName = nil
    }

    /// A colour from hue, saturation and brightness in 0…1, as UIKit's
    /// `init(hue:saturation:brightness:alpha:)` (Tesselate's `Color(hue:saturation:brightness:)`).
    public required init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        storage = .color(
            Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: UIColor.clamped(alpha)))
        systemName = nil
    }

    /// A colour from Display P3 components, as UIKit's `init(displayP3Red:green:blue:alpha:)`.
    /// Tesselate draws in sRGB and takes the components as sRGB ones, as SwiftUI's
    /// `Color(.displayP3, …)` does here.
    public required init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .color(
            Color(.displayP3, red: Double(displayP3Red), green: Double(green), blue: Double(blue), opacity: UIColor.clamped(alpha)))
        systemName = nil
    }

    /// A colour whose provider answers for each trait collection, as UIKit's
    /// `init(dynamicProvider:)`. The provider is called when the colour is resolved: by
    /// ``resolvedColor(with:)``, by the component getters (with ``UITraitCollection/current``),
    /// and twice (light, dark) when SwiftUI's `Color(uiColor:)` takes the colour.
    public required init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        systemName = nil
    }

    /// The colour named `name` in the app's asset catalog, as UIKit's `init(named:)`: the colour
    /// registered with Tesselate's `ColorAssets`, `nil` when none has that name (as UIKit answers
    /// for a name its catalog lacks).
    public required convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour named `name`, as UIKit's `init(named:in:compatibleWith:)`; the bundle and the
    /// traits are not used (a colour set registered with a dark appearance adapts as a dynamic
    /// colour does, resolved by ``resolvedColor(with:)``).
    public required convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard ColorAssets.color(named: name) != nil else { return nil }
        self.init(color: Color(name))
    }

    static func clamped(_ alpha: CGFloat) -> Double { alpha.isNaN ? 0 : Double(min(max(alpha, 0), 1)) }

    /// The Tesselate colour a view draws for this colour: what SwiftUI's `Color(uiColor:)` makes.
    /// A dynamic colour becomes its light resolution carrying its dark one.
    package var color: Color {
        switch storage {
        case .color(let color): return color
        case .dynamic:
            let light = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).color.resolved(dark: false)
            let dark = resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).color.resolved(dark: true)
            guard light != dark else { return light }
            return Color(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, name: nil, dark: dark)
        }
    }

    /// This colour for the traits of `traitCollection`, as UIKit's `resolvedColor(with:)`: a
    /// system or dynamic colour answers for the collection's `userInterfaceStyle` (the light
    /// appearance when it is unspecified), as a colour that no longer changes; a fixed colour is
    /// itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .color(let color):
            let resolved = color.resolved(dark: traitCollection.userInterfaceStyle == .dark)
            return resolved == color.resolved(dark: false) && resolved == color.resolved(dark: true) && systemName == nil
                ? self : UIColor(color: resolved)
        case .dynamic(let provider):
            return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// This colour with another opacity, as UIKit's `withAlphaComponent(_:)`: a system or dynamic
    /// colour keeps adapting, each appearance with opacity `alpha`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let opacity = UIColor.clamped(alpha)
        switch storage {
        case .color(let color):
            let light = color.resolved(dark: false), dark = color.resolved(dark: true)
            func faded(_ color: Color) -> Color {
                Color(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: opacity)
            }
            guard light != dark else { return UIColor(color: faded(light)) }
            let lightFaded = faded(light)
            return UIColor(
                color: Color(
                    red: lightFaded.red, green: lightFaded.green, blue: lightFaded.blue, alpha: opacity, name: nil, dark: faded(dark)))
        case .dynamic(let provider):
            return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
    }

    /// The components of this colour in the current traits, as UIKit's
    /// `getRed(_:green:blue:alpha:)`: always `true` here (every colour has sRGB components).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = currentComponents
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// The grey level and opacity of this colour, as UIKit's `getWhite(_:alpha:)`: `true` for a
    /// grey (equal components), `false` otherwise.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = currentComponents
        guard color.red == color.green, color.green == color.blue else { return false }
        white?.pointee = CGFloat(color.red)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// The hue, saturation, brightness and opacity of this colour, as UIKit's
    /// `getHue(_:saturation:brightness:alpha:)`; always `true`.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = currentComponents
        let maximum = max(color.red, color.green, color.blue), minimum = min(color.red, color.green, color.blue)
        let delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == color.red {
                h = (color.green - color.blue) / delta
            } else if maximum == color.green {
                h = 2 + (color.blue - color.red) / delta
            } else {
                h = 4 + (color.red - color.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? delta / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// The colour's components in the current traits (``UITraitCollection/current``), as the
    /// component getters answer.
    var currentComponents: Color {
        resolvedColor(with: UITraitCollection.current).color.resolved(dark: false)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (storage, other.storage) {
        case (.color(let a), .color(let b)): return a == b
        default: return false
        }
    }

    open override var hash: Int {
        switch storage {
        case .color(let color): return color.hashValue
        case .dynamic: return ObjectIdentifier(self).hashValue
        }
    }

    /// UIKit's description: the colour space and components of a fixed colour
    /// (`UIExtendedSRGBColorSpace 1 0 0 1`), the name of a system colour.
    open override var description: String {
        if let systemName { return "<UIDynamicSystemColor: name = \(systemName)Color>" }
        switch storage {
        case .color(let color):
            let values = [color.red, color.green, color.blue, color.alpha].map { UIColor.format($0) }
            return "UIExtendedSRGBColorSpace " + values.joined(separator: " ")
        case .dynamic: return "<UIDynamicProviderColor>"
        }
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(format: "%.0f", rounded) : String(format: "%g", rounded)
    }
}
