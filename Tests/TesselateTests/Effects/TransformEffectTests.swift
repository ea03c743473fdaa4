import XCTest
@testable import Tesselate

/// Drawing effects change drawing, not layout; scale and rotation change `frame(in: .global)` of
/// what is inside them, as in SwiftUI.
final class TransformEffectTests: XCTestCase {
    private struct GlobalFrameKey: PreferenceKey {
        static let defaultValue: CGRect = .zero
        static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
    }

    /// Reports the global frame its background reader sees into `frame`.
    private struct Probe: View {
        var scale: CGFloat
        var anchor: UnitPoint
        var onFrame: (CGRect) -> Void
        var body: some View {
            Color.red.frame(width: 100, height: 40)
                .background { GeometryReader { Color.clear.preference(key: GlobalFrameKey.self, value: $0.frame(in: .global)) } }
                .scaleEffect(scale, anchor: anchor)
                .onPreferenceChange(GlobalFrameKey.self, perform: onFrame)
        }
    }

    @MainActor func testScaleEffectScalesGlobalFramesNotLayout() async {
        var seen = CGRect.null
        let host = ViewHost(Probe(scale: 0.5, anchor: .bottom) { seen = $0 }, size: CGSize(width: 200, height: 100), displayScale: 1)
        // Layout: the 100×40 view is centred in the window, whatever the scale.
        XCTAssertEqual(host.frames(kind: .scaleEffect).first, CGRect(x: 50, y: 30, width: 100, height: 40))
        // Drawing: scaled by 0.5 around the bottom centre (100, 70).
        XCTAssertEqual(seen, CGRect(x: 75, y: 50, width: 50, height: 20))
        XCTAssertEqual(host.engine.drawnFrame(of: host.nodes(kind: .color)[0]), CGRect(x: 75, y: 50, width: 50, height: 20))
    }

    @MainActor func testZeroScaleCollapsesToTheAnchor() async {
        var seen = CGRect.null
        let host = ViewHost(Probe(scale: 0, anchor: .topLeading) { seen = $0 }, size: CGSize(width: 200, height: 100), displayScale: 1)
        XCTAssertEqual(seen, CGRect(x: 50, y: 30, width: 0, height: 0))
        XCTAssertEqual(host.diagnostics, [])
    }

    @MainActor func testNonFiniteEffectsAreReported() async {
        let host = ViewHost(
            VStack {
                Color.red.scaleEffect(CGFloat.nan)
                Color.red.rotationEffect(.degrees(.infinity))
                Color.red.blur(radius: .nan)
            }, displayScale: 1)
        XCTAssertEqual(host.diagnostics.count, 3, "\(host.diagnostics)")
    }

    @MainActor func testRotationBoundingBox() async {
        let host = ViewHost(
            Color.red.frame(width: 100, height: 40).rotationEffect(.degrees(90)), size: CGSize(width: 200, height: 200), displayScale: 1)
        let drawn = host.engine.drawnFrame(of: host.nodes(kind: .color)[0])!
        XCTAssertEqual(drawn.minX, 80, accuracy: 1e-9)
        XCTAssertEqual(drawn.minY, 50, accuracy: 1e-9)
        XCTAssertEqual(drawn.width, 40, accuracy: 1e-9)
        XCTAssertEqual(drawn.height, 100, accuracy: 1e-9)
    }

    /// A mask is laid out like an overlay (proposed the view's size) and does not change layout.
    @MainActor func testMaskIsLaidOutLikeAnOverlay() async {
        let host = ViewHost(
            Color.red.frame(width: 100, height: 40)
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)),
            size: CGSize(width: 200, height: 100), displayScale: 1)
        XCTAssertEqual(host.frames(kind: .mask).first, CGRect(x: 50, y: 30, width: 100, height: 40))
        XCTAssertEqual(host.frames(kind: .linearGradient).first, CGRect(x: 50, y: 30, width: 100, height: 40))
    }

    @MainActor func testGradientColours() async {
        let gradient = LinearGradient(
            stops: [.init(color: .black, location: 0), .init(color: .clear, location: 1)],
            startPoint: .leading, endPoint: .trailing)
        XCTAssertEqual(gradient.color(at: CGPoint(x: 25, y: 5), in: CGSize(width: 100, height: 10)).alpha, 0.75, accuracy: 1e-9)
        let radial = RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10)
        XCTAssertEqual(radial.color(at: CGPoint(x: 15, y: 10), in: CGSize(width: 20, height: 20)).red, 0.5, accuracy: 1e-9)
    }
}
