import Tesselate

/// The device, as UIKit's `UIDevice`.
///
/// UIKit answers for the device it runs on. Here ``current`` answers for the running host's device
/// (see `UIScreen`): an iPad is `.pad`, any other device `.phone`; outside every host, and for a
/// host made without a device, the default device (an iPhone 16).
@MainActor @preconcurrency
public final class UIDevice {
    private init() {}

    private static let shared = UIDevice()

    /// The running host's device, as UIKit's `current`.
    public class var current: UIDevice { shared }

    private var device: Device { RunningWindow.device }

    /// The kind of interface: `.pad` for an iPad, `.phone` otherwise.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.isPad ? .pad : .phone }

    /// The device's name: the generic name iOS 16 and later answer without the user-assigned name
    /// entitlement ("iPhone", "iPad").
    public var name: String { model }

    /// The model: "iPhone" or "iPad".
    public var model: String { device.isPad ? "iPad" : "iPhone" }

    /// The model, localized (English here): "iPhone" or "iPad".
    public var localizedModel: String { model }

    /// The operating system's name: "iOS" (an iPad may answer "iPadOS" on the device).
    public var systemName: String { "iOS" }

    /// The release the running host models: "18.0" for iOS 18, "26.0" for iOS 26.
    public var systemVersion: String { "\(RunningWindow.facts.os.major).0" }

    /// How the device is held: `.portrait`, or `.landscapeLeft` for a host's device in landscape
    /// (for a host with no device, its window's shape says).
    public var orientation: UIDeviceOrientation {
        let facts = RunningWindow.facts
        if let device = facts.device { return device.orientation == .landscape ? .landscapeLeft : .portrait }
        return facts.size.width > facts.size.height ? .landscapeLeft : .portrait
    }

    /// Whether the device runs apps side by side: an iPad.
    public var isMultitaskingSupported: Bool { device.isPad }

    /// Orientation notifications are always generated here; the calls keep count as UIKit does.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    private var orientationNotificationRequests = 0

    public func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
        isGeneratingDeviceOrientationNotifications = true
    }

    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
        isGeneratingDeviceOrientationNotifications = orientationNotificationRequests > 0
    }

    /// Posted when the device turns, as UIKit's `orientationDidChangeNotification`: a host posts
    /// it (on the default notification centre, `object` nil) when a test turns its device
    /// (`host.device = .iPhone16.landscape`).
    public nonisolated static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
