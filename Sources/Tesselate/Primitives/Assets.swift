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
    }

    /// Removes the image `name`; `Image(name)` is then a missing asset again.
    public static func unregister(_ name: String) { store.set(nil, for: name) }

    /// The size of the image `name`, or `nil` when no image has that name.
    public static func size(of name: String) -> CGSize? { store.value(for: name) }
}

/// The named colours a test or a playground makes available to `Color(_:bundle:)`: Tesselate's
/// stand-in for an asset catalog's colour sets (one appearance: the light one).
///
/// ```swift
/// ColorAssets.register("Brand", color: Color(red: 0.9, green: 0.3, blue: 0.2))
/// Color("Brand")
/// ```
public enum ColorAssets {
    private static let store = AssetStore<Color>()

    /// Makes `Color(name)` the colour `color`.
    public static func register(_ name: String, color: Color) { store.set(color, for: name) }

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
