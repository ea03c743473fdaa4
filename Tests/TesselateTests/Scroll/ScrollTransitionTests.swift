import XCTest

@testable import Tesselate

/// `scrollTransition`: the effect of the phase a view is in, from where it sits in its scroll
/// view's visible region; identity while it is wholly visible.
@MainActor
final class ScrollTransitionTests: XCTestCase {
    struct Feed: View {
        var configuration: ScrollTransitionConfiguration = .interactive
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { index in
                        Text("Row \(index)").frame(maxWidth: .infinity).frame(height: 100)
                            .scrollTransition(configuration) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.5)
                            }
                    }
                }
            }
        }
    }

    /// The opacity each row is drawn with, in row order.
    private func opacities(_ host: ViewHost<some View>) -> [Double] {
        host.nodes(kind: ViewKind("opacity")).map { node in
            Double(host.tree[node].behavior.dumpAttributes.first.map { $0.description } ?? "") ?? .nan
        }
    }

    func testRowsInViewAreIdentityAndOthersTakeTheEdgeEffect() async throws {
        let host = ViewHost(Feed(configuration: .animated), size: CGSize(width: 300, height: 350))
        let shown = opacities(host)
        XCTAssertEqual(Array(shown.prefix(4)), [1, 1, 1, 0.2], "rows 0–2 are wholly visible; row 3 is half visible")
        host.scroll(to: CGPoint(x: 0, y: 300))
        let scrolled = opacities(host)
        XCTAssertEqual(Array(scrolled.prefix(7)), [0.2, 0.2, 0.2, 1, 1, 1, 0.2], "row 3 to 5 now in view: \(scrolled)")
    }

    func testAnInteractiveTransitionMovesWithTheVisibleShare() async throws {
        let host = ViewHost(Feed(), size: CGSize(width: 300, height: 350))
        let shown = opacities(host)
        XCTAssertEqual(shown[3], 0.6, accuracy: 0.001, "half of row 3 is visible: halfway from 0.2 to 1")
        XCTAssertEqual(shown[4], 0.2, accuracy: 0.001, "row 4 is hidden")
        let thresholdHalf = ViewHost(Feed(configuration: .interactive.threshold(.visible(0.5))), size: CGSize(width: 300, height: 350))
        XCTAssertEqual(opacities(thresholdHalf)[3], 1, "half visible meets a half threshold")
    }

    func testOutsideAScrollViewTheViewIsIdentityAndLayoutIsUnchanged() async throws {
        let host = ViewHost(
            Text("Alone").scrollTransition { content, phase in content.offset(x: phase.value * 100) }, size: CGSize(width: 200, height: 100)
        )
        let plain = ViewHost(Text("Alone"), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frames(kind: .text), plain.frames(kind: .text))
        XCTAssertEqual(ScrollTransitionPhase.topLeading.value, -1)
        XCTAssertEqual(ScrollTransitionPhase.bottomTrailing.value, 1)
    }
}
