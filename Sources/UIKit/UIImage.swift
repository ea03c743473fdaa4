import Tesselate

/// An image, as UIKit's `UIImage`: an asset, an SF Symbol, or a picture decoded from data.
///
/// Tesselate has no pictures (as its `Image`): an image is its size, what it shows and how it is
/// drawn. `init(named:)` finds assets registered with Tesselate's `ImageAssets` (`nil` for a
/// name none has, as UIKit answers); `init(systemName:)` takes any symbol name but the empty one,
/// sized as a symbol at 17 points (Tesselate's symbol metrics); `init(data:)` reads a PNG's,
/// GIF's or JPEG's size from its header (`nil` for other data) without decoding its pixels.
/// SwiftUI's `Image(uiImage:)` shows it as Tesselate's `Image` shows the same asset or symbol, and
/// a picture as a placeholder of its size. ``pngData()`` gives back a PNG an image was made from,
/// else draws the image through Tesselate's PNG renderer.
open class UIImage: NSObject, @unchecked Sendable {
    enum Source: Hashable {
        case empty
        case named(String)
        case system(String)
        case data(Data)
    }

    let source: Source
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// Whether the image is drawn as a template or in its own colours.
    public let renderingMode: RenderingMode
    /// The colour a template image is drawn in (``withTintColor(_:)``).
    let tint: UIColor?

    init(source: Source, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil) {
        self.source = source
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.tint = tint
    }

    /// An empty image, 0×0.
    public override convenience init() {
        self.init(source: .empty, size: .zero, scale: 1)
    }

    /// The asset `name`, as UIKit's `init(named:)`: the size registered with Tesselate's
    /// `ImageAssets`, at the running screen's scale; `nil` for a name no asset has.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The asset `name`, as UIKit's `init(named:in:compatibleWith:)`; the bundle is not used, and
    /// the scale is the trait collection's when it specifies one.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? RunningWindow.factsFromAnyThread.displayScale
        // A catalog's symbol set (`ImageAssets.registerSymbol(_:)`) is a symbol image, as UIKit's.
        if ImageAssets.isSymbol(name) {
            self.init(source: .system(name), size: Image.symbolSize(of: name, pointSize: 17, displayScale: scale), scale: scale)
            return
        }
        guard let size = ImageAssets.size(of: name) else { return nil }
        self.init(source: .named(name), size: size, scale: scale)
    }

    /// The SF Symbol `name`, as UIKit's `init(systemName:)`, a template sized as the symbol
    /// at 17 points and the medium scale. UIKit answers `nil` for a name its symbol set lacks;
    /// Tesselate's table is not the whole set, so only the empty name answers `nil` (an unknown
    /// symbol is sized as one of its kind).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, compatibleWith: nil)
    }

    /// The SF Symbol `name`, as UIKit's `init(systemName:compatibleWith:)`, sized for the
    /// trait collection's scale when it specifies one.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty else { return nil }
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? RunningWindow.factsFromAnyThread.displayScale
        self.init(source: .system(name), size: Image.symbolSize(of: name, pointSize: 17, displayScale: scale), scale: scale)
    }

    /// A picture from encoded data, as UIKit's `init(data:)`: its size is its pixel size (scale 1),
    /// read from a PNG's, GIF's or JPEG's header; `nil` for data in none of these formats.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// A picture from encoded data at `scale` pixels per point, as UIKit's `init(data:scale:)`.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = ImageDataSize.pixelSize(of: data) else { return nil }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.init(
            source: .data(data), size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale), scale: scale)
    }

    /// A picture from the file at `path`, as UIKit's `init(contentsOfFile:)`: the file's data as
    /// ``init(data:)`` takes it; `nil` when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// This image drawn as a template or in its own colours, as UIKit's `withRenderingMode(_:)`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, size: size, scale: scale, renderingMode: renderingMode, tint: tint)
    }

    /// This image drawn in `color`, as UIKit's `withTintColor(_:)`: a template (a symbol, or an
    /// image made a template) is drawn in the colour.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(source: source, size: size, scale: scale, renderingMode: renderingMode, tint: color)
    }

    /// This image drawn in `color` with a rendering mode, as UIKit's
    /// `withTintColor(_:renderingMode:)`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, size: size, scale: scale, renderingMode: renderingMode, tint: color)
    }

    /// Whether the image is a symbol, as UIKit's `isSymbolImage`.
    open var isSymbolImage: Bool {
        if case .system = source { return true }
        return false
    }

    /// The image as a PNG, as UIKit's `pngData()`: the data of an image made from a PNG; for other
    /// images, Tesselate's drawing of it (the symbol, or the labelled placeholder of an asset or a
    /// picture) at its size and scale. `nil` for an empty image, and off the main thread (the
    /// renderer runs there).
    open func pngData() -> Data? {
        if case .data(let data) = source, ImageDataSize.isPNG(data) { return data }
        guard size.width > 0, size.height > 0, Thread.isMainThread else { return nil }
        let image = self.image, size = self.size, scale = self.scale
        return MainActor.assumeIsolated {
            ViewHost(image.resizable().frame(width: size.width, height: size.height), size: size, displayScale: scale).png()
        }
    }

    /// The Tesselate image a view shows for this one: what SwiftUI's `Image(uiImage:)` makes.
    package var image: Image {
        var image: Image
        switch source {
        case .empty: image = Image(pictureNamed: "UIImage", size: .zero)
        case .named(let name): image = Image(name)
        case .system(let name): image = Image(systemName: name)
        case .data: image = Image(pictureNamed: "UIImage", size: size)
        }
        switch renderingMode {
        case .automatic: break
        case .alwaysOriginal: image = image.renderingMode(.original)
        case .alwaysTemplate: image = image.renderingMode(.template)
        }
        return image.tinted(tint?.color)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return source == other.source && size == other.size && scale == other.scale && renderingMode == other.renderingMode
            && tint == other.tint
    }

    open override var hash: Int { source.hashValue }

    open override var description: String {
        "<UIImage> size {\(UIColor.format(Double(size.width))), \(UIColor.format(Double(size.height)))} scale \(UIColor.format(Double(scale)))"
    }
}

extension UIImage {
    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Hashable, Sendable {
        /// The context decides: symbols are templates, other images are drawn in their colours.
        case automatic = 0
        /// In the image's own colours.
        case alwaysOriginal = 1
        /// As a template, in the tint colour.
        case alwaysTemplate = 2
    }
}
