import XCTest
import Tesselate
import TesselateTesting

/// Geometry assertions take a tolerance; their failures show the subtree around the view with
/// the view marked.
final class GeometryAssertionTests: XCTestCase {
    @MainActor private func host() -> ViewHost<Framed> { ViewHost(Framed(), size: CGSize(width: 400, height: 300), displayScale: 1) }

    @MainActor func testPassingAssertionsReportNothing() async {
        let host = host()
        let square = host.find(.id("square"))
        let failures = collectingFailures {
            assertFrame(square, x: 175, y: 125, width: 50, height: 50)
            assertFrame(square, x: 75.2, y: 25, width: 50, height: 50, in: .named("box"), accuracy: 0.5)
            assertSize(square, width: 50)
            assertCentered(square)
            assertCentered(square, in: host.find(.id("box")), axes: .horizontal)
            assertContained(square, in: host.find(.id("box")))
        }
        XCTAssertEqual(failures, [])
    }

    /// Truncation is the text layout's own answer: a wrapped text whose string has "…" in it is
    /// not truncated, a one-line text cut short is.
    @MainActor func testNotTruncatedReadsTheLayoutNotTheString() async {
        let host = ViewHost(
            VStack {
                Text("Wait… this sentence has an ellipsis and wraps onto more lines").id("wrapped")
                Text("A line far too long for its width").lineLimit(1).frame(width: 60).id("cut")
            }, size: CGSize(width: 120, height: 300), displayScale: 1)
        XCTAssertEqual(host.find(.text(containing: "Wait…"))?.isTruncated, false)
        XCTAssertEqual(collectingFailures { assertNotTruncated(host.find(.text(containing: "Wait…"))) }, [])
        XCTAssertEqual(host.find(.text(containing: "far too long"))?.isTruncated, true)
        XCTAssertEqual(collectingFailures { assertNotTruncated(host.find(.text(containing: "far too long"))) }.count, 1)
    }

    /// Describing a miss never traps, however far the view is (describing a view offset by 1e19
    /// was `Int(1e19)`), and drags by huge amounts are described too.
    @MainActor func testAFarAwayViewIsDescribedNotFatal() async {
        let host = ViewHost(
            Color.red.frame(width: 10, height: 10).id("far").offset(x: 1e19, y: -1e19), size: CGSize(width: 100, height: 100))
        let failures = collectingFailures {
            assertFrame(host.find(.id("far")), x: 0, y: 0, width: 10, height: 10)
            host.find(.id("far"))?.drag(by: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1e19))
        }
        XCTAssertEqual(failures.count, 2, "\(failures)")
        XCTAssertTrue(failures.first?.hasPrefix("assertFrame: frame (1e+15, -1e+15, 10×10)") == true, "\(failures)")
    }

    @MainActor func testAWrongFrameShowsTheSubtreeWithTheViewMarked() async {
        let host = host()
        let failures = collectingFailures { assertFrame(host.find(.id("square")), x: 170, y: 125, width: 50, height: 50) }
        XCTAssertEqual(
            failures,
            [
                """
                assertFrame: frame (175, 125, 50×50) ≠ expected (170, 125, 50×50) (accuracy 0.01)
                Tesselate dump v1 · window 400×300 @1x · subtree coordinateSpace/frame/ZStack
                ZStack  (175, 125, 50×50)
                └─ frame(width: 50, height: 50, id: "square")  (175, 125, 50×50)  ◀︎ expected (170, 125, 50×50)
                   └─ Color(green)  (175, 125, 50×50)

                """
            ])
    }

    @MainActor func testAnOffCentreViewSaysByHowMuch() async {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(width: 30).id("a"); Color.blue.frame(width: 10)
            }
            .frame(width: 100, height: 40), size: CGSize(width: 100, height: 40), displayScale: 1)
        let message = collectingFailures { assertCentered(host.find(.id("a")), axes: .horizontal) }.first ?? ""
        XCTAssertTrue(
            message.hasPrefix(
                "assertCentered: frame/HStack/frame[0] (30, 0, 30×40) is not centred in frame/HStack (30, 0, 40×40): "
                    + "midX 45 ≠ 50 (off by -5) (accuracy 0.5)"), message)
        XCTAssertTrue(message.contains("◀︎ not centred"), message)
    }

    @MainActor func testAssertingOnAMissingViewSaysSo() async {
        let failures = collectingFailures { assertSize(nil, width: 1) }
        XCTAssertEqual(failures, ["assertSize: no view (the query found none; see its failure)"])
    }
}
