import Tesselate

/// The device's screen, as UIKit's `UIScreen`.
///
/// UIKit answers for the screen of the device it runs on. Here ``main`` answers for the running
/// host (the one whose update or interaction is running, and the tasks its views started): its
/// device's screen, or for a host made with a size and no device, its window and scale; outside
/// every host, the default device's (an iPhone 16: 393×852 points at 3x).
@MainActor @preconcurrency
public final class UIScreen {
    private init() {}

    private static let shared = UIScreen()

    /// The screen of the running host, as UIKit's `main`.
    public class var main: UIScreen { shared }

    /// The screen's rectangle in points, as held (a device in landscape is wider than tall), as
    /// UIKit's `bounds`.
    public var bounds: CGRect {
        let facts = RunningWindow.facts
        return CGRect(origin: .zero, size: facts.device?.windowSize ?? facts.size)
    }

    /// Pixels per point, as UIKit's `scale`.
    public var scale: CGFloat { RunningWindow.facts.displayScale }

    /// The screen's rectangle in pixels, held in portrait whatever the orientation, as UIKit's
    /// `nativeBounds`.
    public var nativeBounds: CGRect {
        let facts = RunningWindow.facts
        let points = facts.device?.portraitSize ?? facts.size
        return CGRect(x: 0, y: 0, width: points.width * facts.displayScale, height: points.height * facts.displayScale)
    }

    /// The physical pixels per point, as UIKit's `nativeScale`: the scale (Tesselate's devices
    /// draw at their native scale).
    public var nativeScale: CGFloat { scale }

    /// The screen's traits (see `UITraitCollection.current`).
    public var traitCollection: UITraitCollection { UITraitCollection(facts: RunningWindow.facts) }
}
