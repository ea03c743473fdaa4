import XCTest
import Tesselate
import TesselateTesting

/// `Timer.publish(every:on:in:).autoconnect()` ticks on the host's virtual clock: the test
/// advances it and the view receives the host's date.
final class TimerPublisherTests: XCTestCase {
    /// The dates a clock received.
    private final class Dates: @unchecked Sendable {
        var received: [Date] = []
    }

    /// Counts ticks and shows the milliseconds between the host's start and the last tick's date.
    private struct Clock: View {
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        let start: Date
        var dates = Dates()
        @State private var ticks = 0
        @State private var elapsed = 0

        var body: some View {
            Text(verbatim: "\(ticks) ticks, \(elapsed)ms")
                .onReceive(timer) { date in
                    dates.received.append(date)
                    ticks += 1
                    elapsed = Int((date.timeIntervalSince(start) * 1000).rounded())
                }
        }
    }

    private static let start = Date(timeIntervalSince1970: 1_000_000)

    @MainActor private func makeHost(_ timer: Publishers.Autoconnect<Timer.TimerPublisher>, dates: Dates = Dates()) -> ViewHost<Clock> {
        let host = ViewHost(Clock(timer: timer, start: Self.start, dates: dates))
        host.date = Self.start
        return host
    }

    @MainActor func testATimerTicksWhenTheHostsClockAdvances() async {
        let dates = Dates()
        let host = makeHost(Timer.publish(every: 1, on: .main, in: .common).autoconnect(), dates: dates)
        await host.runTasks()
        XCTAssertEqual(host.find(.kind(.text))?.text, "0 ticks, 0ms")
        await host.advance(by: .milliseconds(999))
        XCTAssertEqual(host.find(.kind(.text))?.text, "0 ticks, 0ms")
        await host.advance(by: .milliseconds(1))
        XCTAssertEqual(host.find(.kind(.text))?.text, "1 ticks, 1000ms")
        XCTAssertEqual(dates.received, [host.date], "the tick carries the host's date")
        await host.advance(by: .seconds(3))
        XCTAssertEqual(host.find(.kind(.text))?.text, "4 ticks, 4000ms", "each tick is due a second after the last")
    }

    /// A timer's interval is never a crash: as `Timer` documents, one that is not positive (NaN
    /// too) ticks every 0.1 ms; an infinite one never ticks.
    @MainActor func testIntervalsThatAreNotPositiveOrFinite() async {
        for interval in [Double.nan, 0, -1] {
            let host = makeHost(Timer.publish(every: interval, on: .main, in: .common).autoconnect())
            await host.runTasks()
            await host.advance(by: .milliseconds(1))
            XCTAssertEqual(host.find(.kind(.text))?.text, "10 ticks, 1ms", "every 0.1 ms for \(interval)")
        }
        let never = makeHost(Timer.publish(every: .infinity, on: .main, in: .common).autoconnect())
        await never.runTasks()
        await never.advance(by: .seconds(1_000_000))
        XCTAssertEqual(never.find(.kind(.text))?.text, "0 ticks, 0ms")
    }

    /// The clock while `shown`, else nothing.
    private struct Switcher: View {
        var shown: Bool
        let timer: Publishers.Autoconnect<Timer.TimerPublisher>
        var body: some View {
            if shown { Clock(timer: timer, start: TimerPublisherTests.start) } else { Text("gone") }
        }
    }

    @MainActor func testATimerStopsTickingWhenItsViewDisappears() async {
        let timer = Timer.publish(every: 1, tolerance: 0.1, on: .main, in: .default).autoconnect()
        let host = ViewHost(Switcher(shown: true, timer: timer))
        await host.advance(by: .seconds(2))
        XCTAssertEqual(host.find(.kind(.text))?.text?.hasPrefix("2 ticks"), true)
        host.rootView = Switcher(shown: false, timer: timer)
        await host.advance(by: .seconds(2))
        host.rootView = Switcher(shown: true, timer: timer)
        await host.advance(by: .seconds(1))
        XCTAssertEqual(host.find(.kind(.text))?.text?.hasPrefix("1 ticks"), true, "a new appearance subscribes anew, with new state")
    }

    /// Receives from a timer that is not connected.
    private struct Unconnected: View {
        let timer: Timer.TimerPublisher
        @State private var ticks = 0
        var body: some View {
            Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
        }
    }

    @MainActor func testATimerWithoutAutoconnectTicksOnlyWhileConnected() async {
        let timer = Timer.publish(every: 1, on: .main, in: .common)
        let host = ViewHost(Unconnected(timer: timer))
        await host.advance(by: .seconds(2))
        XCTAssertEqual(host.find(.kind(.text))?.text, "0")
        let connection = timer.connect()
        await host.advance(by: .seconds(2))
        XCTAssertEqual(host.find(.kind(.text))?.text, "2")
        connection.cancel()
        await host.advance(by: .seconds(2))
        XCTAssertEqual(host.find(.kind(.text))?.text, "2")
    }
}
