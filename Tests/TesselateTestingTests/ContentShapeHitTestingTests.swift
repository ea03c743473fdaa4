import XCTest
import Tesselate
import TesselateTesting

/// `contentShape` in hit testing, as SwiftUI does it: a gesture hears touches only on what its
/// views draw, unless a content shape gives the view a hit area of its own (the shape in the
/// view's frame); a view with a content shape is hit by the shape alone and covers what is below
/// it there. Only `.interaction` shapes count for touches (`.contextMenuPreview`, `.dragPreview`
/// shape previews). Sources: Apple's documentation of `contentShape(_:eoFill:)` ("Defines the
/// content shape for hit testing") and `ContentShapeKinds`.
final class ContentShapeHitTestingTests: XCTestCase {
    final class Log { var taps: [String] = [] }

    /// A row of a text and a spacer: its centre is in the spacer's empty area, which receives no
    /// touches; with `contentShape(Rectangle())` the whole row does.
    @MainActor func testARowIsTappableAcrossItsWidthOnlyWithAContentShape() async {
        let log = Log()
        let host = ViewHost(
            VStack(spacing: 0) {
                HStack {
                    Text("Plain"); Spacer()
                }.id("plain").onTapGesture { log.taps.append("plain") }
                HStack {
                    Text("Shaped"); Spacer()
                }.id("shaped").contentShape(Rectangle()).onTapGesture { log.taps.append("shaped") }
            }, size: CGSize(width: 300, height: 200), displayScale: 1)
        let failures = collectingFailures { host.find(.id("plain"))?.tap() }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.hasPrefix(
                "tap(): nothing of VStack/onTapGesture[0] is hit at the centre of VStack/onTapGesture[0]/HStack (150, ")
                == true, failures.first ?? "")
        XCTAssertTrue(failures.first?.contains("add contentShape(Rectangle())") == true, failures.first ?? "")
        host.find(.text("Plain"))?.tap()
        host.find(.id("shaped"))?.tap()
        XCTAssertEqual(log.taps, ["plain", "shaped"], "the text itself is hit; the shaped row is hit at its centre")
        // A background outside the gesture is below the row: a touch on the spacer reaches the
        // background, not the gesture; inside the gesture it is part of what the gesture hears.
        let backed = ViewHost(
            VStack(spacing: 0) {
                HStack {
                    Text("Outside"); Spacer()
                }.id("outside").onTapGesture { log.taps.append("outside") }.background(Color.gray)
                HStack {
                    Text("Inside"); Spacer()
                }.id("inside").background(Color.gray).onTapGesture { log.taps.append("inside") }
            }, size: CGSize(width: 300, height: 200), displayScale: 1)
        XCTAssertEqual(collectingFailures { backed.find(.id("outside"))?.tap() }.count, 1)
        backed.find(.id("inside"))?.tap()
        XCTAssertEqual(log.taps, ["plain", "shaped", "inside"])
    }

    /// `contentShape(Circle())` limits the hit area to the circle in the view's frame: a touch in
    /// a corner of the square misses, though the square draws there.
    @MainActor func testACircleShapeLimitsTheHitArea() async {
        let log = Log()
        let host = ViewHost(
            ZStack(alignment: .topLeading) {
                Color.blue.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { log.taps.append("circle") }
                Color.red.frame(width: 10, height: 10).id("corner")
            }, size: CGSize(width: 100, height: 100), displayScale: 1)
        let failures = collectingFailures { host.find(.id("corner"))?.tap() }
        XCTAssertEqual(failures.count, 1, "the corner view has no gesture of its own")
        XCTAssertEqual(log.taps, [])
        host.find(.kind(.contentShape))?.tap()
        XCTAssertEqual(log.taps, ["circle"], "the centre is inside the circle")
        // The same square, with a tap target in its corner, below it: the corner is outside the
        // circle, so the touch goes through to the view below.
        let through = ViewHost(
            ZStack(alignment: .topLeading) {
                Button("Below") { log.taps.append("below") }.frame(width: 20, height: 20)
                Color.blue.opacity(0.5).frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { log.taps.append("over") }
            }, size: CGSize(width: 100, height: 100), displayScale: 1)
        through.tap(.button("Below"))
        XCTAssertEqual(log.taps, ["circle", "below"])
    }

    /// A view with a content shape covers the views below it across the shape, even where it
    /// draws nothing (a clear overlay that catches touches).
    @MainActor func testAContentShapeCoversWhatIsBelow() async {
        let log = Log()
        let host = ViewHost(
            ZStack {
                Button("Below") { log.taps.append("below") }
                Color.clear.frame(width: 200, height: 80).contentShape(Rectangle()).id("catcher")
            }, size: CGSize(width: 300, height: 200), displayScale: 1)
        let failures = collectingFailures { host.tap(.button("Below")) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("is covered at its centre by ZStack/contentShape[1]") == true, failures.first ?? "")
        XCTAssertEqual(log.taps, [])
        let clear = ViewHost(
            ZStack {
                Button("Below") { log.taps.append("below") }
                Color.clear.frame(width: 200, height: 80)
            }, size: CGSize(width: 300, height: 200), displayScale: 1)
        clear.tap(.button("Below"))
        XCTAssertEqual(log.taps, ["below"], "a clear colour without a content shape lets the touch through")
    }

    /// Content shapes for other kinds (previews, hover) do not change hit testing; a content
    /// shape on a container is behind the container's own views; `eoFill` leaves a hole.
    @MainActor func testOnlyInteractionShapesCount() async {
        let log = Log()
        let host = ViewHost(
            VStack(spacing: 0) {
                HStack {
                    Text("Preview"); Spacer()
                }.id("preview").contentShape(.contextMenuPreview, Rectangle())
                    .onTapGesture { log.taps.append("preview") }
                HStack {
                    Text("Both"); Spacer()
                }.id("both").contentShape([.interaction, .dragPreview], Rectangle())
                    .onTapGesture { log.taps.append("both") }
                ZStack {
                    Button("Inside") { log.taps.append("inside") }
                }
                .frame(width: 200, height: 60).contentShape(Rectangle()).onTapGesture { log.taps.append("container") }
            }, size: CGSize(width: 300, height: 300), displayScale: 1)
        let failures = collectingFailures { host.find(.id("preview"))?.tap() }
        XCTAssertEqual(failures.count, 1, "a context-menu preview shape gives no hit area")
        host.find(.id("both"))?.tap()
        host.tap(.button("Inside"))
        XCTAssertEqual(log.taps, ["both", "inside"], "the button inside wins over the container's shape")
        let ring = ViewHost(
            ZStack {
                Button("Hole") { log.taps.append("hole") }
                Color.clear.frame(width: 200, height: 200)
                    .contentShape(
                        Path { path in
                            path.addRect(CGRect(x: 0, y: 0, width: 200, height: 200))
                            path.addRect(CGRect(x: 50, y: 50, width: 100, height: 100))
                        }, eoFill: true)
            }, size: CGSize(width: 300, height: 300), displayScale: 1)
        ring.tap(.button("Hole"))
        XCTAssertEqual(log.taps, ["both", "inside", "hole"], "the even-odd shape has a hole over the button")
    }
}
