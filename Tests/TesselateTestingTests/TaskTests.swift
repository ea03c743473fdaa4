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
        XCTAssertEqual(host.find(.kind(.text))?.text, "loading 0")
        await host.advance(by: .milliseconds(999))
        XCTAssertEqual(host.find(.kind(.text))?.text, "loading 0")
        await host.advance(by: .milliseconds(1))
        XCTAssertEqual(host.find(.kind(.text))?.text, "loaded 0")
        await host.advance(by: .seconds(3))
        XCTAssertEqual(host.find(.kind(.text))?.text, "loaded 3")
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
        XCTAssertEqual(host.find(.kind(.text))?.text, "loaded 1")
        host.rootView = Switcher(shown: false)
        await host.advance(by: .seconds(5))
        XCTAssertEqual(host.find(.kind(.text))?.text, "gone")
        host.rootView = Switcher(shown: true)
        await host.runTasks()
        XCTAssertEqual(host.find(.kind(.text))?.text, "loading 0", "a view that comes back starts afresh")
    }

    /// A button whose action starts a task that waits, as "Save" buttons do.
    private struct Saver: View {
        @State var status = "idle"
        var body: some View {
            Button(status) {
                Task {
                    status = "saving"
                    try? await ViewTasks.sleep(for: .seconds(2))
                    status = "saved"
                }
            }
        }
    }

    /// A task started by a tapped button's action waits on its host's clock, as one started by
    /// `task` does.
    @MainActor func testATaskStartedByATapWaitsInItsHostsTime() async {
        let host = ViewHost(Saver())
        host.tap(.kind(.button))
        await host.runTasks()
        XCTAssertEqual(host.find(.kind(.text))?.text, "saving")
        await host.advance(by: .seconds(2))
        XCTAssertEqual(host.find(.kind(.text))?.text, "saved")
    }

    @MainActor func testEachHostHasItsOwnClock() async {
        let a = ViewHost(Loader()), b = ViewHost(Loader())
        await a.advance(by: .seconds(2))
        XCTAssertEqual(a.find(.kind(.text))?.text, "loaded 1")
        XCTAssertEqual(b.find(.kind(.text))?.text, "loading 0", "advancing a does not wake b's sleepers")
        XCTAssertEqual(a.now, .seconds(2))
        XCTAssertEqual(b.now, .zero)
        await b.advance(by: .seconds(1))
        XCTAssertEqual(b.find(.kind(.text))?.text, "loaded 0")
        XCTAssertEqual(a.find(.kind(.text))?.text, "loaded 1", "nor b's a's")
    }

    /// Shows the virtual time its task saw after waking.
    private struct Clock: View {
        @State var seen = "not yet"
        var body: some View {
            Text(seen).task {
                try? await ViewTasks.sleep(for: .milliseconds(1500))
                seen = "\(ViewTasks.now)"
            }
        }
    }

    @MainActor func testATaskReadsItsHostsTimeAndTheTestNone() async {
        let host = ViewHost(Clock())
        await host.advance(by: .seconds(2))
        XCTAssertEqual(host.find(.kind(.text))?.text, "\(Duration.milliseconds(1500))", "the time the task woke at")
        XCTAssertEqual(ViewTasks.now, .zero, "the test runs for no host")
    }

    /// Where a task writes what happened to it.
    @MainActor private final class Log {
        var events: [String] = []
    }

    /// A reference that does not keep its object alive.
    private final class Unretained<Object: AnyObject> {
        weak var object: Object?
        init(_ object: Object?) { self.object = object }
    }

    /// Waits ten seconds, then notes whether it woke or was cancelled.
    private struct LongWait: View {
        let log: Log
        var body: some View {
            Color.red.task {
                do {
                    try await ViewTasks.sleep(for: .seconds(10))
                    log.events.append("woke")
                } catch {
                    log.events.append("cancelled")
                }
            }
        }
    }

    @MainActor func testAHostGoingAwayCancelsItsTasks() async {
        let log = Log()
        var host: ViewHost<LongWait>? = ViewHost(LongWait(log: log))
        await host?.advance(by: .seconds(1))
        XCTAssertEqual(log.events, [])
        let gone = Unretained(host)
        host = nil
        XCTAssertNil(gone.object, "its tasks do not keep the host alive")
        for _ in 0..<100 where log.events.isEmpty { await Task.yield() }
        XCTAssertEqual(log.events, ["cancelled"])
    }

    /// A task that loops on a sleep of no time never lets time pass: `advance(by:)` used to never
    /// return. It wakes such a task a bounded number of times, fails the test saying why, and
    /// moves the clock on.
    @MainActor func testAnAdvanceReturnsWhenATaskNeverLetsTimePass() async {
        struct Spinner: View {
            @State var spins = 0
            var body: some View {
                Text("\(spins)").task {
                    while (try? await ViewTasks.sleep(for: .zero)) != nil { spins += 1 }
                }
            }
        }
        let host = ViewHost(Spinner())
        let failures = await collectingFailures { await host.advance(by: .seconds(1)) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.contains("without time passing") == true, "\(failures)")
        XCTAssertEqual(host.now, .seconds(1))
    }

    /// Two tasks advancing one host's clock at once: the second waits for the first, and the
    /// clock moves by both (one of the advances was lost).
    @MainActor func testAdvancesFromTwoTasksAtOnceBothCount() async {
        let host = ViewHost(Loader())
        await host.runTasks()
        async let first: Void = host.advance(by: .seconds(2))
        async let second: Void = host.advance(by: .seconds(3))
        _ = await (first, second)
        XCTAssertEqual(host.now, .seconds(5))
        XCTAssertEqual(host.find(.kind(.text))?.text, "loaded 4")
    }
}
