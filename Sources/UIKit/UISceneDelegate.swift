import Tesselate

/// What a scene tells its delegate as it connects, comes and goes, as UIKit's `UISceneDelegate`.
///
/// UIKit's requirements are optional (Objective-C); here each has a default implementation that
/// does nothing, so a delegate implements the ones it wants, as on iOS. No UIKit life cycle runs on
/// Linux: nothing calls these methods but the code that holds the delegate (a test can connect a
/// scene by calling `scene(_:willConnectTo:options:)` with a `UISceneSession` and
/// `UIScene.ConnectionOptions` it makes).
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    /// The scene is being added to the app: set up its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active and takes input.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing, as when a delegate does not implement it on iOS.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// The delegate of a scene with windows, as UIKit's `UIWindowSceneDelegate`.
///
/// UIKit's optional `window` property is not a requirement here (a Swift protocol cannot leave a
/// stored property optional): a delegate declares `var window: UIWindow?` as on iOS, and keeps the
/// window it makes with `UIWindow(windowScene:)`.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {}
