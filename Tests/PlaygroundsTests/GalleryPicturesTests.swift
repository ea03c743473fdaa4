import XCTest
@testable import Playgrounds
import Tesselate
@testable import TesselateTesting

/// The gallery pictures in the README (`Sources/Tesselate/Tesselate.docc/Resources/gallery/`,
/// drawn by `scripts/gallery-pictures.sh`) are what Tesselate draws now: each screen's PNG at 2x
/// matches its picture within the image snapshots' tolerance. Run the script after a change that
/// moves or redraws these screens.
final class GalleryPicturesTests: XCTestCase {
    @MainActor func testTheReadmePicturesAreCurrent() async throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Tesselate/Tesselate.docc/Resources/gallery")
        let pictures = [
            ("SettingsScreen", 1), ("ContactsScreen", 1), ("ChatScreen", 1), ("ProfileScreen", 1), ("ControlsGallery", 1),
            ("SettingsScreen", 3), ("FeedScreen", 3), ("ControlsGallery", 2),
        ]
        for (playgroundName, number) in pictures {
            let name = "\(playgroundName)-\(number)"
            let playground = try XCTUnwrap(Playground.byNameOnly.first { $0.name == playgroundName }, name)
            let variant = try XCTUnwrap(playground.variants.dropFirst(number - 1).first, name)
            guard case .image(let data) = variant.output(variant.size, .png(scale: 2), Playground.Script()) else {
                return XCTFail("\(name): no picture")
            }
            let reference = try DecodedPNG(Data(contentsOf: folder.appendingPathComponent("\(name).png")))
            let now = try DecodedPNG(data)
            XCTAssertEqual([reference.width, reference.height], [now.width, now.height], name)
            guard reference.width == now.width, reference.height == now.height else { continue }
            let comparison = ImageComparison(reference: reference, actual: now)
            XCTAssertTrue(
                comparison.matches(pixels: now.width * now.height),
                "\(name): \(comparison.differing) pixels differ from the README's picture; run scripts/gallery-pictures.sh")
        }
    }
}
