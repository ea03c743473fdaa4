import Tesselate

/// What the app tells its delegate as it launches, comes and goes, as UIKit's
/// `UIApplicationDelegate`.
///
/// UIKit's requirements are optional (Objective-C); here each has a default implementation that
/// answers as UIKit does when the delegate leaves it out, so a delegate implements the ones it
/// wants, as on iOS. No UIKit life cycle runs on Linux: nothing launches the app or calls these
/// methods but the code that holds the delegate (a test can call
/// `application(_:didFinishLaunchingWithOptions:)` with `UIApplication.shared`). UIKit's optional
/// `window` property is not a requirement: a delegate declares `var window: UIWindow?` as on iOS.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// The app is about to finish launching; answers whether it can open the URL or act on what
    /// it was launched with.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    /// The app finished launching; answers whether it can open the URL or act on what it was
    /// launched with.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is short of memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The app is asked to open `url`; answers whether it did.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The configuration to make a new scene with.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The person closed scenes of the app.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The app was registered for remote notifications with `deviceToken`.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// The app could not be registered for remote notifications.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// A remote notification arrived with data to fetch; the delegate calls `completionHandler`
    /// with what it fetched. (UIKit's `async` form, which answers the result, is an alternative of
    /// this one and compiles as a method of the delegate's own.)
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
}

extension UIApplicationDelegate {
    /// `true`, as UIKit takes a delegate that leaves it out.
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// `true`, as UIKit takes a delegate that leaves it out.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// `false`: a delegate that leaves it out opens no URL.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// A configuration with no name in the session's role (on iOS, the app's Info.plist names the
    /// default one).
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    /// Does nothing and does not call `completionHandler`, as UIKit calls no method a delegate
    /// leaves out.
    public func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {}
}

/// What a background fetch found, as UIKit's `UIBackgroundFetchResult`.
public enum UIBackgroundFetchResult: UInt, Hashable, Sendable {
    /// New data was fetched.
    case newData = 0
    /// There was nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}

extension UIApplication {
    /// What an app was launched with, as UIKit's `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that launched it.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification the app was launched for.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home Screen quick action the app was launched with.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity the app was launched to continue.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// How a URL is asked to be opened, as UIKit's `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The bundle identifier of the app that asked.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// Whether the file is opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// The annotation the asking app passed.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    }
}
