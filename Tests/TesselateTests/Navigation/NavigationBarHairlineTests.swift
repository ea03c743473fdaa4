import XCTest

@testable import Tesselate

/// Before iOS 26 a navigation bar with its background shows a hairline under it, as wide as the
/// background: through the safe areas at the sides in landscape (iOS 17, bitwarden/ios's opaque
/// bar on an 844 × 390 iPhone: 0…844 under 47-point insets).
final class NavigationBarHairlineTests: XCTestCase {
    @MainActor func testTheHairlineRunsThroughTheSideSafeAreas() async {
        let host = ViewHost(
            NavigationStack {
                Text("Page")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.visible, for: .navigationBar)
            }, device: .iPhone16.landscape, os: .iOS18)
        let hairlines = host.drawnShapes().filter { $0.color == NavigationMetrics.barHairlineColor }
        XCTAssertEqual(hairlines.count, 1)
        XCTAssertEqual(hairlines.first?.frame.minX ?? -1, 0, accuracy: 0.001)
        XCTAssertEqual(hairlines.first?.frame.maxX ?? -1, 852, accuracy: 0.001)
    }
}
