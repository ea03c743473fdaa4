import Foundation

/// The structure and behaviour of an app, as SwiftUI's `App`.
///
/// Declare an app as in SwiftUI, `@main` included:
///
/// ```swift
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// **Where Tesselate differs.** A library cannot run an iPhone's event loop on Linux. The app's
/// entry point, ``main()``, hosts the content of the app's first ``WindowGroup`` in an iPhone 16's
/// window, prints its dump and returns, so `swift run MyApp` shows the first screen as it would be
/// laid out. Tests host the same window with ``ViewHost/init(app:device:)`` and drive it as any
/// host. The other scenes compile and are not shown.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene that represents the body of this app.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Creates the app, as the system does once when it launches it.
    @MainActor @preconcurrency init()
}

extension App {
    /// The app's entry point, which `@main` calls.
    ///
    /// SwiftUI starts the app's event loop here and never returns. Tesselate makes the app, hosts
    /// its first window's content on an iPhone 16 (``Device/iPhone16``), prints the host's dump
    /// (`dump(proposals: false)`) and returns. An app with no window group
    /// prints a line saying so.
    @MainActor @preconcurrency public static func main() {
        print(launchDump(of: Self()))
    }

    /// What ``main()`` prints for `app`.
    @MainActor static func launchDump(of app: Self) -> String {
        guard let host = ViewHost(app: app, device: .iPhone16) else {
            return "\(Self.self) declares no WindowGroup: nothing to show."
        }
        return host.dump(proposals: false)
    }
}

extension ViewHost where Root == AnyView {
    /// Hosts the content of `app`'s first ``WindowGroup`` in the window of `device`, as the app
    /// would show it when launched; `nil` when the app declares no window group.
    ///
    /// ```swift
    /// let host = try XCTUnwrap(ViewHost(app: CounterApp(), device: .iPhone16))
    /// host.find(.button("Add"))?.tap()
    /// ```
    ///
    /// A Tesselate initializer: SwiftUI runs the app itself. The app's `body` is read again
    /// whenever an `@Observable` property it read changes (as SwiftUI updates an app's scenes),
    /// so scene modifiers such as `onChange(of:)` see the new values; the window keeps its
    /// views' state.
    public convenience init?<A: App>(app: A, device: Device = .iPhone16) {
        guard !app.body.sceneWindows.isEmpty else { return nil }
        self.init(AnyView(AppWindowRoot(app: app)), device: device)
    }
}

/// The content of an app's first window, made from the app's `body` each time the root's body
/// runs (the resolver tracks what the app's body reads).
struct AppWindowRoot<A: App>: View {
    let app: A

    var body: some View { app.body.sceneWindows.first?.content() }
}
