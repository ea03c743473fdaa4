import Foundation
import Tesselate

/// The image contexts begun and not yet ended, innermost last (UIKit keeps one stack a thread;
/// here one for the process, behind a lock).
private final class ImageContextStack: @unchecked Sendable {
    struct Context {
        var size: CGSize
        var opaque: Bool
        var scale: CGFloat
    }

    private let lock = NSLock()
    private var contexts: [Context] = []

    func push(_ context: Context) { lock.withLock { contexts.append(context) } }
    func pop() { lock.withLock { _ = contexts.popLast() } }
    var current: Context? { lock.withLock { contexts.last } }
}

private let imageContexts = ImageContextStack()

/// Begins a bitmap image context of `size` points, as UIKit's
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`; a `scale` of 0 is the main screen's (1 off the
/// main thread).
///
/// **Difference:** there is no Core Graphics context to draw into (Linux has none), so the
/// context records its size, opacity and scale, and nothing is drawn into it: the image
/// ``UIGraphicsGetImageFromCurrentImageContext()`` gives shows nothing, at the right size.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    // The main screen's scale, read on the main thread (UIScreen is main-actor isolated); 1 elsewhere.
    let screenScale = Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 1
    let scale = scale.isFinite && scale > 0 ? scale : screenScale
    imageContexts.push(.init(size: size, opaque: opaque, scale: scale))
}

/// Begins a transparent bitmap image context of `size` points at scale 1, as UIKit's
/// `UIGraphicsBeginImageContext(_:)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image of the current image context, as UIKit's
/// `UIGraphicsGetImageFromCurrentImageContext()`: an image of the context's size and scale
/// (showing nothing: nothing draws into a context here), or `nil` outside every context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = imageContexts.current else { return nil }
    let finite = { (length: CGFloat) in length.isFinite ? max(length, 0) : 0 }
    return UIImage(
        source: .empty, size: CGSize(width: finite(context.size.width), height: finite(context.size.height)), scale: context.scale)
}

/// Ends the current image context, as UIKit's `UIGraphicsEndImageContext()`; outside every
/// context it does nothing.
public func UIGraphicsEndImageContext() {
    imageContexts.pop()
}

extension UIView {
    /// Draws a snapshot of the view's hierarchy into the current context, as UIKit's
    /// `drawHierarchy(in:afterScreenUpdates:)`. UIKit answers `false` when the snapshot has no
    /// image data; here it never has (a `UIView` draws nothing), so it answers `false` and draws
    /// nothing.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}
