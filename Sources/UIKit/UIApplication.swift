import Tesselate

/// The app, as UIKit's `UIApplication`.
///
/// UIKit's application opens URLs in other apps, badges the app's icon and owns the scenes. Here
/// ``shared`` acts for the running host (see `UIScreen`): ``open(_:options:completionHandler:)``
/// records the URL as the environment's `openURL` does (`ViewHost.openedURLs`), the badge number
/// is recorded (`ViewHost.applicationIconBadgeNumber`), and the host's window is the one window
/// of the one connected scene. For code that runs for no host, the records are
/// `UIKitRecords.unhosted`'s.
///
/// `sendAction(_:to:from:for:)` does not exist: it takes a `Selector`, and `#selector` needs the
/// Objective-C runtime, which Linux lacks. To dismiss the keyboard, call `endEditing(true)` on the
/// window (`UIApplication.shared.windows.first?.endEditing(true)`), which takes the focus from the
/// host's focused text field.
@MainActor @preconcurrency
public final class UIApplication: UIResponder {
    private override init() { super.init() }

    private static let sharedApplication = UIApplication()

    /// The app, as UIKit's `shared`.
    public class var shared: UIApplication { sharedApplication }

    /// The URL of the app's page in Settings, as UIKit's `openSettingsURLString`.
    public nonisolated static let openSettingsURLString = "app-settings:"

    /// The schemes ``canOpenURL(_:)`` accepts: those iOS opens in its own apps (Safari, Mail,
    /// Phone, Messages, FaceTime, Settings, Maps).
    public nonisolated static let systemSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "app-settings", "maps",
    ]

    /// Whether an app can open `url`, as UIKit's `canOpenURL(_:)`: `true` for the schemes iOS's own
    /// apps open (``systemSchemes``); `false` for other schemes (no other app is installed on a
    /// host).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return UIApplication.systemSchemes.contains(scheme)
    }

    /// Opens `url`, as UIKit's `open(_:options:completionHandler:)`: records it for the test
    /// (`ViewHost.openedURLs` of the running host), then calls `completion` with whether an app
    /// opens it (``canOpenURL(_:)``).
    public func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        RunningHost.currentOrStandalone.recordOpenedURL(url)
        completion?(canOpenURL(url))
    }

    /// Opens `url` and answers whether an app opened it, as UIKit's `open(_:options:) async`.
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        RunningHost.currentOrStandalone.recordOpenedURL(url)
        return canOpenURL(url)
    }

    /// The number on the app's icon, as UIKit's `applicationIconBadgeNumber`: recorded for the
    /// running host (`ViewHost.applicationIconBadgeNumber`).
    public var applicationIconBadgeNumber: Int {
        get { UIKitRecords.running.applicationIconBadgeNumber }
        set { UIKitRecords.running.setBadgeNumber(newValue) }
    }

    /// Whether the screen stays on, as UIKit's `isIdleTimerDisabled`: kept for the running host
    /// (`UIKitRecords.isIdleTimerDisabled`).
    public var isIdleTimerDisabled: Bool {
        get { UIKitRecords.running.isIdleTimerDisabled }
        set { UIKitRecords.running.setIdleTimerDisabled(newValue) }
    }

    /// The app's delegate, as UIKit's `delegate`. UIKit sets it when it launches the app; nothing
    /// launches the app here, so it is `nil` until code sets it, and nothing calls it (see
    /// `UIApplicationDelegate`). Kept weakly (UIKit does not retain it either).
    public weak var delegate: (any UIApplicationDelegate)?

    /// Whether the app is in the foreground: `.active` (a host shows its views).
    public var applicationState: State { .active }

    /// The scenes: the running host's one window scene.
    public var connectedScenes: Set<UIScene> { [HostScene.scene] }

    /// The app's windows: the running host's window.
    public var windows: [UIWindow] { HostScene.scene.windows }

    /// The key window: the running host's window.
    public var keyWindow: UIWindow? { HostScene.scene.keyWindow }

    /// Whether the app is in the foreground or the background, as UIKit's `UIApplication.State`.
    public enum State: Int, Hashable, Sendable {
        case active = 0, inactive, background
    }

    /// The options of ``open(_:options:completionHandler:)``, as UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Opens the URL only if an app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    // The app's life-cycle notifications. Tesselate's hosts do not post them (a host's scene is
    // always active); a test can post them itself.

    /// Posted when the app becomes active, as UIKit's `didBecomeActiveNotification`.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is short of memory.
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the person takes a screenshot.
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}
