import Tesselate

extension ImageRenderer {
    /// The picture of the view as a `UIImage`, as SwiftUI's `uiImage`: its size is the view's in
    /// points, its scale the renderer's, its `pngData()` the PNG Tesselate drew; `nil` when the
    /// view chooses no size.
    public var uiImage: UIImage? {
        pngData.flatMap { UIImage(data: $0, scale: scale.isFinite && scale > 0 ? scale : 1) }
    }
}
