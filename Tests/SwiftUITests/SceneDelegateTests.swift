import SwiftUI
import TesselateTesting
import XCTest

/// An iOS 13 app's `SceneDelegate` and `AppDelegate` compile unchanged; a test that calls them as
/// UIKit would sees the window the delegate made become the scene's key window, with a hosting
/// controller that keeps the SwiftUI view.
final class SceneDelegateTests: XCTestCase {
    struct ContentView: View {
        var body: some View { Text("Hello") }
    }

    /// A scene delegate as Xcode's iOS 13 template writes it.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var activations = 0

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            if let windowScene = scene as? UIWindowScene {
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UIHostingController(rootView: ContentView())
                self.window = window
                window.makeKeyAndVisible()
            }
        }

        func sceneDidBecomeActive(_ scene: UIScene) { activations += 1 }
    }

    /// An app delegate as the same template writes it: it implements some methods and leaves the
    /// others to their defaults.
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var launched = false

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
            -> Bool
        {
            launched = true
            return true
        }

        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }

        /// UIKit's `async` form of the background-fetch notification.
        func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
            -> UIBackgroundFetchResult
        { .noData }
    }

    @MainActor func testConnectingASceneMakesTheDelegatesWindowKey() async throws {
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let hostWindow = try XCTUnwrap(scene.keyWindow)
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        let window = try XCTUnwrap(delegate.window)
        XCTAssertTrue(window.windowScene === scene)
        XCTAssertTrue(scene.keyWindow === window, "makeKeyAndVisible() makes the delegate's window key")
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertFalse(hostWindow.isKeyWindow)
        XCTAssertTrue(scene.windows.contains { $0 === window })
        XCTAssertTrue(scene.windows.first === hostWindow, "the host's window stays the first")
        XCTAssertEqual(window.frame.size, UIScreen.main.bounds.size, "a window in a scene is as big as the scene's")
        let hosting = try XCTUnwrap(window.rootViewController as? UIHostingController<ContentView>)
        XCTAssertTrue(ViewHost(hosting.rootView).exists(.text("Hello")), "the root view is the one given")
        delegate.sceneDidBecomeActive(scene)
        delegate.sceneWillResignActive(scene)
        XCTAssertEqual(delegate.activations, 1, "methods a delegate leaves out do nothing")
        window.windowScene = nil
        XCTAssertFalse(scene.windows.contains { $0 === window }, "a window taken out of its scene leaves its windows")
        XCTAssertTrue(scene.keyWindow === hostWindow)
    }

    @MainActor func testAppDelegateMethodsAnswerAsUIKitsDefaults() async {
        let delegate = AppDelegate()
        let app = UIApplication.shared
        XCTAssertNil(app.delegate, "nothing launches the app on Linux")
        app.delegate = delegate
        defer { app.delegate = nil }
        XCTAssertTrue(app.delegate === delegate)
        XCTAssertTrue(delegate.application(app, didFinishLaunchingWithOptions: nil))
        XCTAssertTrue(delegate.launched)
        XCTAssertTrue(delegate.application(app, willFinishLaunchingWithOptions: [.url: URL(string: "myapp://x")!]))
        XCTAssertFalse(delegate.application(app, open: URL(string: "myapp://x")!, options: [:]), "an app that leaves it out opens no URL")
        let session = UISceneSession()
        XCTAssertEqual(session.role, .windowApplication)
        XCTAssertNotEqual(session.persistentIdentifier, UISceneSession().persistentIdentifier)
        let configuration = delegate.application(app, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        XCTAssertEqual(configuration.name, "Default Configuration")
        XCTAssertEqual(configuration.role, .windowApplication)
        delegate.application(app, didDiscardSceneSessions: [session])
        delegate.applicationWillTerminate(app)
        let fetched = await delegate.application(app, didReceiveRemoteNotification: [:])
        XCTAssertEqual(fetched, .noData)
        var called = false
        delegate.application(app, didReceiveRemoteNotification: [:]) { _ in called = true }
        XCTAssertFalse(called, "the completion-handler form a delegate leaves out does nothing")
    }

    @MainActor func testTheHostSceneHasASessionAndConnectionOptionsCarryURLs() async throws {
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first)
        XCTAssertTrue(scene.session.scene === scene)
        XCTAssertEqual(scene.session.role, .windowApplication)
        XCTAssertTrue(scene.session === scene.session, "one session per scene")
        let url = URL(string: "myapp://item/3")!
        let options = UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: url)], sourceApplication: "com.example")
        XCTAssertEqual(options.urlContexts.map(\.url), [url])
        XCTAssertEqual(options.sourceApplication, "com.example")
    }
}
