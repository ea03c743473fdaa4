import XCTest
import Tesselate
import TesselateTesting

/// An optional gesture is a gesture (SwiftUI: `extension Optional: Gesture where Wrapped:
/// Gesture`): `.gesture(flag ? DragGesture() : nil)` drags when there is a gesture and does
/// nothing when it is `nil`.
final class OptionalGestureTests: XCTestCase {
    private final class Log { var moves: [String] = [] }

    private struct Card: View {
        let log: Log
        @State var locked = false
        var body: some View {
            VStack {
                Color.blue.frame(width: 100, height: 100).id("card")
                    .gesture(locked ? nil : DragGesture().onEnded { log.moves.append("card \($0.translation.width)") })
                Button(locked ? "Unlock" : "Lock") { locked.toggle() }
            }
            .gesture(DragGesture().onEnded { log.moves.append("page \($0.translation.width)") })
        }
    }

    /// With a gesture the card takes the drag; with `nil` it recognizes nothing and the drag goes
    /// to the gesture around it, until the card has one again.
    @MainActor func testANilGestureRecognizesNothing() async {
        let log = Log()
        let host = ViewHost(Card(log: log), size: CGSize(width: 300, height: 300))
        host.find(.id("card"))?.drag(by: CGSize(width: 40, height: 0))
        host.find(.button("Lock"))?.tap()
        host.find(.id("card"))?.drag(by: CGSize(width: 30, height: 0))
        host.find(.button("Unlock"))?.tap()
        host.find(.id("card"))?.drag(by: CGSize(width: 20, height: 0))
        XCTAssertEqual(log.moves, ["card 40.0", "page 30.0", "card 20.0"])
    }

    /// The dump shows the wrapped gesture, or `nil`.
    @MainActor func testTheDumpNamesTheWrappedGesture() async {
        let some: TapGesture? = TapGesture(count: 2)
        let none: TapGesture? = nil
        let host = ViewHost(
            VStack {
                Color.red.gesture(some); Color.green.gesture(none)
            }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.findAll(.kind("gesture")).map { $0.attributes.first ?? "" }, ["TapGesture(count: 2)", "nil"])
    }
}
