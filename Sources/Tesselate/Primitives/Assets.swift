import Foundation

/// The image assets a test or a playground makes available to `Image(_:)`, by name: Tesselate's
/// stand-in for an asset catalog. An image is only a size here (in points, as
/// `UIImage.size`), which is all layout needs.
///
/// ```swift
/// ImageAssets.register("avatar", size: CGSize(width: 120, height: 120))
/// Image("avatar")   // 120×120
/// ```
///
/// Registrations are shared by every host in the process; registering a name again replaces its
/// size.
public enum ImageAssets {
    private static let store = AssetStore<CGSize>()

    /// Makes `Image(name)` an image of `size` points. A negative or non-finite dimension is taken
    /// as 0.
    public static func register(_ name: String, size: CGSize) {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        store.set(CGSize(width: valid(size.width), height: valid(size.height)), for: name)
        symbols.set(nil, for: name)
    }

    /// Makes `Image(name)` the symbol set `name` of an asset catalog (a custom SF Symbol): it is
    /// sized from the environment's font and image scale and drawn as a template, as
    /// `Image(systemName:)` sizes a symbol of its kind. What the `AssetCatalogSymbols` plugin
    /// registers for a `.symbolset`.
    public static func registerSymbol(_ name: String) {
        store.set(nil, for: name)
        symbols.set(true, for: name)
    }

    /// Removes the image or symbol `name`; `Image(name)` is then a missing asset again.
    public static func unregister(_ name: String) {
        store.set(nil, for: name)
        symbols.set(nil, for: name)
    }

    /// The size of the image `name`, or `nil` when no image has that name.
    public static func size(of name: String) -> CGSize? { store.value(for: name) }

    /// Whether `name` is a symbol set registered with ``registerSymbol(_:)``.
    public static func isSymbol(_ name: String) -> Bool { symbols.value(for: name) ?? false }

    private static let symbols = AssetStore<Bool>()
}

/// The named colours a test or a playground makes available to `Color(_:bundle:)`: Tesselate's
/// stand-in for an asset catalog's colour sets, with a light and a dark appearance.
///
/// ```swift
/// ColorAssets.register("Brand", color: Color(red: 0.9, green: 0.3, blue: 0.2))
/// ColorAssets.register("Ink", light: .black, dark: .white)
/// Color("Brand")
/// ```
///
/// The `AssetCatalogSymbols` package plugin registers a catalog's colour sets here.
public enum ColorAssets {
    private static let store = AssetStore<Color>()

    /// Makes `Color(name)` the colour `color` (drawn in its own dark appearance: a system colour
    /// or a UIKit dynamic colour changes in the dark, others do not).
    public static func register(_ name: String, color: Color) { store.set(color, for: name) }

    /// Makes `Color(name)` the colour set whose appearances are `light` and `dark`: drawn as
    /// `light` when the window's colour scheme is light and as `dark` when it is dark, as a
    /// colour set's "Any, Dark" appearances are. A system colour given as either is taken in
    /// that appearance (`dark: .red` is systemRed's dark value).
    public static func register(_ name: String, light: Color, dark: Color) {
        let light = light.resolved(dark: false), dark = dark.resolved(dark: true)
        store.set(Color(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, name: nil, dark: dark), for: name)
    }

    /// Removes the colour `name`.
    public static func unregister(_ name: String) { store.set(nil, for: name) }

    /// The colour `name`, or `nil` when none has that name.
    public static func color(named name: String) -> Color? { store.value(for: name) }
}

/// Values by name, safe to use from any thread.
final class AssetStore<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Value] = [:]

    func set(_ value: Value?, for name: String) {
        lock.lock()
        defer { lock.unlock() }
        values[name] = value
    }

    func value(for name: String) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return values[name]
    }
}
