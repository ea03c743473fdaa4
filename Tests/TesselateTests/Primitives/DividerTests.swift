import XCTest

@testable import Tesselate

/// `Divider`: a line across the space it is offered, vertical in an `HStack`, a pixel thick and
/// thicker at the larger accessibility sizes (iOS 17.0.1, bitwarden's apps: three pixels at
/// `.accessibility5`).
final class DividerTests: XCTestCase {
    @MainActor private func frame(_ view: some View, scale: CGFloat = 3) -> CGRect? {
        let host = ViewHost(view, size: CGSize(width: 300, height: 200), displayScale: scale)
        return host.nodes(kind: "Divider").first.flatMap { host.frame(of: $0) }
    }

    // A pixel thick: a third of a point at 3x, half at 2x; as wide as offered in a VStack, as
    // tall as offered in an HStack.
    @MainActor func testAPixelThickAcrossTheOfferedSpace() async {
        XCTAssertEqual(frame(VStack { Divider() })?.width ?? 0, 300, accuracy: 1e-9)
        XCTAssertEqual(frame(VStack { Divider() })?.height ?? 0, 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(frame(VStack { Divider() }, scale: 2)?.height ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(frame(HStack { Divider() })?.width ?? 0, 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(frame(HStack { Divider() })?.height ?? 0, 200, accuracy: 1e-9)
    }

    // Body text's scale rounded to whole pixels: one up to .xxxLarge (23/17), two at
    // .accessibility1 (28/17), three at .accessibility5 (53/17 = 3.118) as measured.
    @MainActor func testThickerAtTheLargerAccessibilitySizes() async {
        func thickness(_ size: DynamicTypeSize) -> CGFloat {
            frame(VStack { Divider() }.dynamicTypeSize(size))?.height ?? 0
        }
        XCTAssertEqual(thickness(.medium), 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(thickness(.xxxLarge), 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(thickness(.accessibility1), 2.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(thickness(.accessibility5), 1, accuracy: 1e-9)
    }
}
