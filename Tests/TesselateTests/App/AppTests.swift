import Observation
import XCTest

@testable import Tesselate

/// `App`, `Scene`, `WindowGroup` and `ViewHost(app:device:)`: an app declared as SwiftUI apps are
/// (the `@main` of `Sources/ExampleApp` builds with every `swift build`) compiles, and a host
/// shows its first window as the app would launch.
final class AppTests: XCTestCase {
    @Observable final class Counter {
        var count = 0
    }

    struct CounterView: View {
        @Environment(Counter.self) private var counter
        var body: some View {
            VStack {
                Text("Count: \(counter.count)")
                Button("Add") { counter.count += 1 }.id("add")
            }
        }
    }

    /// An app as SwiftUI apps are written, minus `@main` (a test bundle has its own entry point).
    struct CounterApp: App {
        @State var counter = Counter()
        var body: some Scene {
            WindowGroup("Counter") {
                CounterView()
            }
            .environment(counter)
            WindowGroup(id: "about") { Text("About") }
        }
    }

    /// The first window group's content, in an iPhone 16's window, with the scene's environment.
    @MainActor func testAHostShowsTheFirstWindow() async throws {
        let host = try XCTUnwrap(ViewHost(app: CounterApp()))
        XCTAssertEqual(host.device, .iPhone16)
        XCTAssertTrue(host.dump().contains(#"Text("Count: 0""#), host.dump())
        XCTAssertFalse(host.dump().contains("About"), host.dump())
        XCTAssertTrue(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    /// The hosted window is a live host: it updates when the app's model changes.
    @MainActor func testTheWindowFollowsTheAppsModel() async throws {
        let app = CounterApp()
        let host = try XCTUnwrap(ViewHost(app: app, device: .iPhoneSE3))
        XCTAssertEqual(host.size, CGSize(width: 375, height: 667))
        app.counter.count = 1
        XCTAssertTrue(host.dump().contains(#"Text("Count: 1""#), host.dump())
    }

    struct Settings: Scene {
        var body: some Scene { WindowGroup { Text("Settings") } }
    }

    struct ComposedApp: App {
        var showsSettings = true
        var body: some Scene {
            if showsSettings {
                Settings()
            }
            WindowGroup { Text("Main") }
        }
    }

    /// Custom scenes are read through their bodies; an `if` in the builder is honoured.
    @MainActor func testScenesComposeInOrder() async throws {
        let first = try XCTUnwrap(ViewHost(app: ComposedApp()))
        XCTAssertTrue(first.dump().contains(#"Text("Settings""#), first.dump())
        let second = try XCTUnwrap(ViewHost(app: ComposedApp(showsSettings: false)))
        XCTAssertTrue(second.dump().contains(#"Text("Main""#), second.dump())
    }

    struct WindowlessApp: App {
        var body: some Scene { EmptyScene() }
    }

    struct EmptyScene: Scene {
        var body: some Scene { _TupleScene(()) }
    }

    /// An app without a window group has nothing to host.
    @MainActor func testAnAppWithoutWindowsHasNoHost() async {
        XCTAssertNil(ViewHost(app: WindowlessApp()))
        XCTAssertEqual(WindowlessApp.launchDump(of: WindowlessApp()), "WindowlessApp declares no WindowGroup: nothing to show.")
    }

    /// What `main()` prints: the dump of the first window on an iPhone 16.
    @MainActor func testMainPrintsTheFirstWindowsDump() async throws {
        let dump = CounterApp.launchDump(of: CounterApp())
        XCTAssertTrue(dump.hasPrefix("Tesselate dump v1 · window 393×852 @3x · safe area (59, 0, 34, 0)"), dump)
        XCTAssertEqual(dump, try XCTUnwrap(ViewHost(app: CounterApp())).dump(proposals: false))
    }
}
