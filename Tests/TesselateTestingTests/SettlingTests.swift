import XCTest
import Tesselate
import TesselateTesting

/// Settling runs the update loop to a stable state; a host that never settles fails the test
/// with the trace of what kept changing. `onAppear` and `onChange` run for real.
final class SettlingTests: XCTestCase {
    /// Counts up once on appearing, then once more for every change it sees: never stable.
    private struct Restless: View {
        @State var n = 0
        var body: some View {
            Text("\(n)")
                .onAppear { n += 1 }
                .onChange(of: n) { n += 1 }
        }
    }

    /// Counts up on appearing, then stops at 3 by way of onChange.
    private struct Calm: View {
        @State var n = 0
        var body: some View {
            Text("n = \(n)")
                .onAppear { n = 1 }
                .onChange(of: n) { if n < 3 { n += 1 } }
        }
    }

    @MainActor func testASettlingHostRunsItsCallbacksAndCountsPasses() async {
        let host = ViewHost(Calm())
        XCTAssertTrue(collectingFailures { XCTAssertEqual(assertSettles(host), 4) }.isEmpty)
        XCTAssertEqual(host.find(.kind(.text))?.text, "n = 3")
        XCTAssertEqual(host.settle(), 0, "nothing changed since")
        assertNoDiagnostics(host)
    }

    @MainActor func testAHostThatNeverSettlesFailsWithTheCycleTrace() async {
        let host = ViewHost(Restless())
        let failures = collectingFailures { assertSettles(host) }
        XCTAssertEqual(failures.count, 1)
        let message = failures.first ?? ""
        XCTAssertTrue(message.hasPrefix("The host did not settle: the update did not settle in 16 passes. Changes by pass:"), message)
        XCTAssertTrue(message.hasSuffix("pass 16: onChange onChange: 14 → 15; Restless.n = 16"), message)
    }

    @MainActor func testDiagnosticsFailTheNoDiagnosticsAssertion() async {
        let host = ViewHost(Color.red.frame(width: -5, height: 10))
        let failures = collectingFailures { assertNoDiagnostics(host) }
        XCTAssertEqual(
            failures,
            ["The host has 1 diagnostic:\n  warning: frame/Color: Invalid frame dimension (negative or non-finite): -5; taken as 0"])
    }
}
