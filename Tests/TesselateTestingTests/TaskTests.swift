import XCTest
import Tesselate
import TesselateTesting

/// `task` runs when the view appears, on the main actor, and waits in virtual time: tests
/// advance the clock instead of sleeping.
final class TaskTests: XCTestCase {
    /// Loads after a second, then ticks every second.
    private struct Loader: View {
        @State var status = "loading"
        @State var ticks = 0

        var body: some View {
            Text("\(status) \(ticks)")
                .task {
                    try? await ViewTasks.sleep(for: .seconds(1))
                    status = "loaded"
                    while !Task.isCancelled {
                        guard (try? await ViewTasks.sleep(for: .seconds(1))) != nil else { return }
                        ticks += 1
                    }
                }
        }
    }

    @MainActor func testATaskWaitsInVirtualTime() async {
        let host = ViewHost(Loader())
        await host.runTasks()
        XCTAssertEqual(host.find(.kind("Text"))?.text, "loading 0")
        await host.advance(by: .milliseconds(999))
        XCTAssertEqual(host.find(.kind("Text"))?.text, "loading 0")
        await host.advance(by: .milliseconds(1))
        XCTAssertEqual(host.find(.kind("Text"))?.text, "loaded 0")
        await host.advance(by: .seconds(3))
        XCTAssertEqual(host.find(.kind("Text"))?.text, "loaded 3")
    }

    /// Shows the loader only while `shown` is true.
    private struct Switcher: View {
        var shown: Bool
        var body: some View {
            if shown { Loader() } else { Text("gone") }
        }
    }

    @MainActor func testATaskIsCancelledWhenItsViewDisappears() async {
        let host = ViewHost(Switcher(shown: true))
        await host.advance(by: .seconds(2))
        XCTAssertEqual(host.find(.kind("Text"))?.text, "loaded 1")
        host.rootView = Switcher(shown: false)
        await host.advance(by: .seconds(5))
        XCTAssertEqual(host.find(.kind("Text"))?.text, "gone")
        host.rootView = Switcher(shown: true)
        await host.runTasks()
        XCTAssertEqual(host.find(.kind("Text"))?.text, "loading 0", "a view that comes back starts afresh")
    }
}
