import Foundation

/// A colour set of an asset catalog, as DeveloperToolsSupport's `ColorResource`: what Xcode's
/// generated asset symbols (`ColorResource.brandOrange`) are, and what `Color(_:)` takes.
///
/// On Linux the `AssetCatalogSymbols` package plugin generates these symbols from a target's
/// `.xcassets` folders, named as Xcode names them, and registers each colour set's light and
/// dark components with ``ColorAssets`` when the first of them is used. A resource is its name:
/// `Color(.brandOrange)` is `Color("BrandOrange")`. The bundle is kept for equality, as Apple's
/// resources compare it, and not otherwise used (assets are registered by name, process-wide).
public struct ColorResource: Hashable, Sendable {
    /// The asset's name in its catalog (with its namespace folders: `Icons/Logo`).
    package let name: String
    package let bundle: Bundle

    /// The colour set `name` of `bundle`'s asset catalog, as DeveloperToolsSupport's
    /// `init(name:bundle:)`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set or a symbol set of an asset catalog, as DeveloperToolsSupport's `ImageResource`:
/// what Xcode's generated asset symbols (`ImageResource.logo`) are, and what `Image(_:)` takes.
///
/// The `AssetCatalogSymbols` package plugin generates these symbols and registers each image
/// set's size with ``ImageAssets`` (its picture's pixel size over its scale), and each symbol set
/// as a symbol, when the first of them is used. A resource is its name: `Image(.logo)` is
/// `Image("Logo")`.
public struct ImageResource: Hashable, Sendable {
    /// The asset's name in its catalog (with its namespace folders: `Icons/Logo`).
    package let name: String
    package let bundle: Bundle

    /// The image set or symbol set `name` of `bundle`'s asset catalog, as DeveloperToolsSupport's
    /// `init(name:bundle:)`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour of a colour set, as SwiftUI's `init(_:)` for a `ColorResource`: the colour
    /// `Color(_:bundle:)` finds by the resource's name. It is drawn in the set's dark
    /// appearance when the window's colour scheme is dark. A name no colour set has is clear
    /// and reported when shown, as `Color(_:bundle:)` is.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Image {
    /// The image of an image set or a symbol set, as SwiftUI's `init(_:)` for an
    /// `ImageResource`: what `Image(_:bundle:)` shows for the resource's name (a symbol set is
    /// sized and tinted as a symbol). Its accessibility label is the name.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
