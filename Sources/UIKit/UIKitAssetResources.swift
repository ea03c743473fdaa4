import Tesselate

extension UIColor {
    /// The colour of an asset catalog's colour set, as UIKit's `init(resource:)`: what
    /// ``init(named:)`` finds by the resource's name, adapting to the light and dark appearances
    /// as the set does. UIKit's resource always names a colour its catalog has; a name none has
    /// (a resource made by hand) is clear here, as SwiftUI's `Color(_:)` draws it.
    public convenience init(resource: ColorResource) {
        self.init(color: Color(resource))
    }
}

extension UIImage {
    /// The image of an asset catalog's image set or symbol set, as UIKit's `init(resource:)`:
    /// what ``init(named:)`` finds by the resource's name (a symbol set is a symbol image). UIKit's
    /// resource always names an image its catalog has; a name none has (a resource made by hand)
    /// is an empty image here, 0×0.
    public convenience init(resource: ImageResource) {
        if let image = UIImage(named: resource.name) {
            self.init(source: image.source, size: image.size, scale: image.scale)
        } else {
            self.init()
        }
    }
}
