import Tesselate

/// The traits of an interface, as UIKit's `UITraitCollection`: its appearance, size classes,
/// idiom, scale and text size.
///
/// UIKit gives each view and screen its own collection. Here ``current`` is the running host's
/// (its colour scheme, its device's size classes and idiom, its scale and Dynamic Type size; the
/// default device's outside every host), and a collection made with one trait leaves the others
/// unspecified, as UIKit's do.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(
        style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified, scale: CGFloat = 0,
        category: UIContentSizeCategory = .unspecified
    ) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        preferredContentSizeCategory = category
    }

    /// A collection with no trait specified.
    public override convenience init() { self.init(style: .unspecified) }

    /// A collection with only an appearance, as UIKit's `init(userInterfaceStyle:)`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// A collection with only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }

    /// A collection with only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    /// A collection with only an idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// A collection with only a display scale.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

    /// A collection with only a text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }

    /// The traits of `traitCollections` merged, as UIKit's `init(traitsFrom:)`: for each trait,
    /// the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            style: last(\.userInterfaceStyle, unspecified: .unspecified),
            horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
            vertical: last(\.verticalSizeClass, unspecified: .unspecified), idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            scale: last(\.displayScale, unspecified: 0), category: last(\.preferredContentSizeCategory, unspecified: .unspecified))
    }

    /// Whether the collection has every trait `trait` specifies with the same value, as UIKit's
    /// `containsTraits(in:)`.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// The traits of the running host's window (see the type's discussion), or the collection
    /// ``performAsCurrent(_:)`` made current. Off the main thread, where no host runs, the default
    /// device's.
    public class var current: UITraitCollection {
        if let overridden = UITraitCollection.overridden { return overridden }
        return UITraitCollection(facts: RunningWindow.factsFromAnyThread)
    }

    /// Runs `actions` with this collection as ``current``, as UIKit's `performAsCurrent(_:)`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try UITraitCollection.$overridden.withValue(self) { try actions() }
    }

    @TaskLocal static var overridden: UITraitCollection?

    /// The traits of a host's window.
    convenience init(facts: HostWindowFacts) {
        let device = facts.device ?? RunningWindow.defaultDevice
        self.init(
            style: facts.colorScheme == .dark ? .dark : .light,
            horizontal: UIUserInterfaceSizeClass(sizeClass: device.horizontalSizeClass),
            vertical: UIUserInterfaceSizeClass(sizeClass: device.verticalSizeClass),
            idiom: device.isPad ? .pad : .phone, scale: facts.displayScale,
            category: UIContentSizeCategory(dynamicTypeSize: facts.dynamicTypeSize))
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// Compact or regular, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified = 0, compact = 1, regular = 2

    init(sizeClass: UserInterfaceSizeClass) {
        self = sizeClass == .regular ? .regular : .compact
    }
}

/// The kind of interface, as UIKit's `UIUserInterfaceIdiom`. Tesselate's devices are phones and
/// pads.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}
