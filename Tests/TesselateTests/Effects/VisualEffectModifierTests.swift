import XCTest

@testable import Tesselate

/// `visualEffect(_:)` (iOS 17): effects made from the view's own geometry proxy, which never
/// change layout (developer.apple.com/documentation/swiftui/view/visualeffect(_:): "offset by its
/// own size, causing its top left corner to appear where the bottom right corner was").
@MainActor
final class VisualEffectModifierTests: XCTestCase {
    private let size = CGSize(width: 300, height: 300)

    /// Apple's example: offset by its own size. The view keeps its frame; its drawing moves.
    func testOffsetByItsOwnSize() async {
        let host = ViewHost(
            Color.red.frame(width: 60, height: 40)
                .visualEffect { content, proxy in content.offset(x: proxy.size.width, y: proxy.size.height) },
            size: size)
        let plain = ViewHost(Color.red.frame(width: 60, height: 40), size: size)
        XCTAssertEqual(host.frames(kind: ViewKind("visualEffect")), plain.frames(kind: ViewKind("frame")), "layout is unchanged")
        let drawn = host.frames(kind: .color)
        XCTAssertEqual(drawn, [CGRect(x: 180, y: 170, width: 60, height: 40)], "drawn one size down and right of (120, 130)")
    }

    /// The proxy's frame in the window: an effect made from the view's position, as a parallax.
    func testTheProxyHasTheViewsPositionInTheWindow() async {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                Color.blue.frame(width: 50, height: 50)
                    .visualEffect { content, proxy in content.opacity(proxy.frame(in: .global).minY / 1000) }
            }
            .frame(maxHeight: .infinity, alignment: .top),
            size: size)
        let opacity = host.nodes(kind: ViewKind("opacity")).first.map { host.tree[$0].behavior.dumpAttributes.first?.description }
        XCTAssertEqual(opacity, "0.1", "the blue square's top is at 100 in the window")
    }

    /// Each effect of the chain applies, in order: a scale then a rotation.
    func testEveryStepOfTheChainApplies() async {
        let host = ViewHost(
            Text("Hi").visualEffect { content, _ in content.scaleEffect(2).rotationEffect(.degrees(90)).blur(radius: 3) },
            size: size)
        let dump = host.dump()
        for kind in ["scaleEffect", "rotationEffect", "blur"] { XCTAssertTrue(dump.contains(kind), "\(kind) in \(dump)") }
    }
}
