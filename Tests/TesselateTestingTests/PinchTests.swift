import Tesselate
import TesselateTesting
import XCTest

/// `MagnifyGesture`/`RotateGesture` (and their deprecated forms) driven by `magnify(by:)` and
/// `rotate(by:)`: each step reaches `onChanged`/`updating`, the end `onEnded`.
final class PinchTests: XCTestCase {
    struct Photo: View {
        @State var scale: CGFloat = 1
        @State var angle = Angle.zero
        @GestureState var live: CGFloat = 1
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .scaleEffect(scale * live)
                .rotationEffect(angle)
                .gesture(
                    MagnifyGesture()
                        .updating($live) { value, state, _ in state = value.magnification }
                        .onEnded { scale *= $0.magnification }
                )
                .simultaneousGesture(RotateGesture().onEnded { angle = .degrees(angle.degrees + $0.rotation.degrees) })
                .id("photo")
            Text("\(Int(scale * 100))% \(Int(angle.degrees))°").id("label")
        }
    }

    @MainActor func testPinchAndTurn() async {
        let host = ViewHost(Photo())
        XCTAssertTrue(host.find(.id("photo"))?.magnify(by: 2) == true)
        XCTAssertEqual(host.find(.id("label"))?.text, "200% 0°")
        XCTAssertTrue(host.find(.id("photo"))?.rotate(by: .degrees(90)) == true)
        XCTAssertEqual(host.find(.id("label"))?.text, "200% 90°")
        XCTAssertFalse(host.find(.id("photo"))?.magnify(by: 1.005) == true, "under the minimum scale delta nothing starts")
    }

    @MainActor func testTheDeprecatedFormsGiveTheirValues() async {
        final class Log { var scale: CGFloat = 0; var angle = Angle.zero }
        let log = Log()
        let host = ViewHost(
            Color.red.frame(width: 50, height: 50)
                .gesture(MagnificationGesture().onEnded { log.scale = $0 })
                .simultaneousGesture(RotationGesture().onEnded { log.angle = $0 })
                .id("square"))
        host.find(.id("square"))?.magnify(by: 0.5)
        host.find(.id("square"))?.rotate(by: .degrees(-30))
        XCTAssertEqual(log.scale, 0.5, accuracy: 1e-9)
        XCTAssertEqual(log.angle.degrees, -30, accuracy: 1e-9)
    }
}
