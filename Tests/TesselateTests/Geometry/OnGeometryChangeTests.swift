import Tesselate
import XCTest

/// `onGeometryChange(for:of:action:)`: after a layout, the value made from the view's own geometry
/// is compared with the last one and the action runs when it differs, and once with the first
/// value (developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:); apps
/// read sizes into state with it, which works on iOS because the first value is delivered).
final class OnGeometryChangeTests: XCTestCase {
    final class Log { var entries: [String] = [] }

    struct Measured: View {
        var width: CGFloat
        let log: Log
        var body: some View {
            Color.red.frame(width: width, height: 20)
                .onGeometryChange(for: CGSize.self) {
                    $0.size
                } action: {
                    log.entries.append("\(Int($0.width))×\(Int($0.height))")
                }
                .padding(10)
        }
    }

    /// The first layout delivers the size; the same size again is no change; a new width is.
    @MainActor func testFirstValueAndChanges() async {
        let log = Log()
        let host = ViewHost(Measured(width: 50, log: log), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(log.entries, ["50×20"])
        host.rootView = Measured(width: 50, log: log)
        XCTAssertEqual(log.entries, ["50×20"], "the same geometry is no change")
        host.rootView = Measured(width: 80, log: log)
        XCTAssertEqual(log.entries, ["50×20", "80×20"])
    }

    /// The view's layout is unchanged: the observed view keeps its frame and no view is added.
    @MainActor func testLayoutIsUnchanged() async {
        let plain = ViewHost(Color.red.frame(width: 50, height: 20), size: CGSize(width: 200, height: 100))
        let observed = ViewHost(
            Color.red.frame(width: 50, height: 20).onGeometryChange(for: CGFloat.self) {
                $0.size.width
            } action: { _ in
            },
            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(observed.frames(kind: .color), plain.frames(kind: .color))
    }

    /// State set from the action lays the view out again with it: a label shows the measured
    /// height of a text, as apps do.
    struct HeightReader: View {
        @State private var height: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Hello")
                    .onGeometryChange(for: CGFloat.self) {
                        $0.size.height
                    } action: {
                        height = $0
                    }
                Text("\(Int(height))")
            }
        }
    }

    @MainActor func testStateFromTheActionIsShown() async {
        let host = ViewHost(HeightReader(), size: CGSize(width: 200, height: 200))
        let lineHeight = host.frames(kind: .text).first!.height
        XCTAssertGreaterThan(lineHeight, 0)
        XCTAssertTrue(host.dump().contains("\"\(Int(lineHeight))\""), host.dump())
    }

    /// The two-parameter form gets the old and new value; the first call has the first value as both.
    @MainActor func testOldAndNewValues() async {
        let log = Log()
        struct Pair: View {
            var x: CGFloat
            let log: Log
            var body: some View {
                Color.blue.frame(width: 10, height: 10).padding(.leading, x)
                    .onGeometryChange(for: CGFloat.self) {
                        $0.frame(in: .global).minX
                    } action: { old, new in
                        log.entries.append("\(Int(old))→\(Int(new))")
                    }
            }
        }
        let host = ViewHost(Pair(x: 0, log: log), size: CGSize(width: 100, height: 100))
        host.rootView = Pair(x: 20, log: log)
        XCTAssertEqual(log.entries.count, 2)
        XCTAssertEqual(log.entries.first.map { $0.split(separator: "→")[0] == $0.split(separator: "→")[1] }, true)
    }
}
