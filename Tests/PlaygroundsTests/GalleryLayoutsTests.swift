import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

/// The gallery's grid and custom-layout views (Playgrounds/Gallery), written as plain SwiftUI.
final class GalleryLayoutsTests: XCTestCase {
    /// PhotoGrid: an adaptive column of at least 100 with spacing 2 in 393 points fits
    /// ⌊(393 + 2) / (100 + 2)⌋ = 3 columns of (393 − 2 × 2) / 3 = 129.667 (objc.io's measured rule,
    /// LayoutRules "Lazy grids"); `aspectRatio(1, contentMode: .fill)` makes each thumbnail square;
    /// rows are 2 apart.
    @MainActor func testPhotoGrid() async {
        let host = ViewHost(PhotoGrid())
        let thumbnails = host.findAll(.kind(.aspectRatio))
        XCTAssertEqual(thumbnails.count, 14)
        guard thumbnails.count == 14 else { return }
        let side: CGFloat = (393 - 4) / 3
        for thumbnail in thumbnails.prefix(4) {
            XCTAssertEqual(thumbnail.size.width, side, accuracy: 0.01)
            XCTAssertEqual(thumbnail.size.height, side, accuracy: 0.01)
        }
        XCTAssertEqual(thumbnails[1].frame().minX - thumbnails[0].frame().minX, side + 2, accuracy: 0.34)
        XCTAssertEqual(thumbnails[3].frame().minY - thumbnails[0].frame().minY, side + 2, accuracy: 0.34)
        XCTAssertEqual(thumbnails[3].frame().minX, thumbnails[0].frame().minX, accuracy: 0.01, "three columns")
        assertNoDiagnostics(host)
    }

    /// TagCloud: the flow layout puts tags 8 apart on a line while they fit in the 361 points
    /// the padding leaves, then starts a new line 8 below; the tag whose layout value asks for
    /// it (`#text`) starts a line of its own.
    @MainActor func testTagCloud() async {
        let host = ViewHost(TagCloud(), size: CGSize(width: 393, height: 240))
        guard let swift = host.find(.id("swift")), let swiftui = host.find(.id("swiftui")), let text = host.find(.id("text")),
            let grids = host.find(.id("grids"))
        else { return XCTFail(host.dump()) }
        XCTAssertEqual(swiftui.frame().minX - swift.frame().maxX, 8, accuracy: 0.34)
        XCTAssertEqual(swiftui.frame().minY, swift.frame().minY)
        XCTAssertEqual(text.frame().minX, swift.frame().minX, accuracy: 0.01, "a line of its own")
        XCTAssertGreaterThan(text.frame().minY, grids.frame().minY)
        for tag in host.findAll(.kind(.background)) {
            XCTAssertLessThanOrEqual(tag.frame().maxX, 393 - 16 + 0.01, "within the padding")
        }
        assertNoDiagnostics(host)
    }
}
