import Foundation

/// An object that makes an image of a view, as SwiftUI's `ImageRenderer` (iOS 16).
///
/// The view is laid out at the size it chooses for ``proposedSize`` (its ideal size for
/// `.unspecified`, the default) and drawn by Tesselate's own PNG renderer at ``scale`` pixels a
/// point, as ``ViewHost/png(scale:)`` draws a window. The UIKit-shaped module's `uiImage` gives
/// the picture as a `UIImage` (its `pngData()` the PNG). **Differs:** SwiftUI leaves the
/// background transparent unless ``isOpaque``; Tesselate's picture is opaque, on the window's
/// white. `cgImage` and `render(rasterizationScale:renderer:)` are missing (Linux has no Core
/// Graphics).
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// Sends before any of the renderer's properties changes (a view observing the renderer
    /// draws the new picture), as SwiftUI's renderer does.
    public let objectWillChange = ObservableObjectPublisher()
    /// The view to draw.
    public var content: Content { willSet { objectWillChange.send() } }
    /// The size offered to the view (default `.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified { willSet { objectWillChange.send() } }
    /// Pixels a point (default 1). A scale that is not a positive number draws at 1.
    public var scale: CGFloat = 1 { willSet { objectWillChange.send() } }
    /// Whether the picture has no transparency (kept; Tesselate's is always opaque).
    public var isOpaque = false { willSet { objectWillChange.send() } }

    /// A renderer of `view`, as SwiftUI's `init(content:)`.
    public init(content view: Content) { content = view }

    /// The size the view chooses for ``proposedSize``, in points.
    package var renderedSize: CGSize { host().size }

    /// The picture of the view as a PNG, `nil` when the view chooses no size (nothing to draw).
    package var pngData: Data? {
        let host = host()
        guard host.size.width > 0, host.size.height > 0 else { return nil }
        return host.png(scale: scale.isFinite && scale > 0 ? scale : 1)
    }

    /// A host whose window is the view at the size it chooses.
    private func host() -> ViewHost<AnyView> {
        let limit: CGFloat = 4096
        func offered(_ length: CGFloat?) -> CGFloat? { length.map { $0.isFinite && $0 >= 0 ? min($0, limit) : limit } }
        let width = offered(proposedSize.width), height = offered(proposedSize.height)
        let view = AnyView(content.fixedSize(horizontal: width == nil, vertical: height == nil))
        let host = ViewHost(view, size: CGSize(width: width ?? limit, height: height ?? limit), displayScale: 1)
        let snapshot = host.layoutSnapshot
        if let root = snapshot.root, let frame = snapshot.frame(of: root) {
            host.size = CGSize(width: min(frame.width, limit), height: min(frame.height, limit))
        }
        return host
    }
}
