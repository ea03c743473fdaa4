import XCTest
import Tesselate
import TesselateTesting

/// `ImageRenderer`: the view at the size it chooses for the proposed size, drawn by Tesselate's
/// PNG renderer at the renderer's scale. Source: <https://developer.apple.com/documentation/swiftui/imagerenderer>.
final class ImageRendererTests: XCTestCase {
    /// The PNG's width and height in pixels, from its header.
    private func pixelSize(_ png: Data) -> (Int, Int) {
        let bytes = [UInt8](png)
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    /// Unspecified: the view's ideal size, times the scale in pixels.
    @MainActor func testTheViewIsDrawnAtItsIdealSize() async throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 40, height: 30))
        XCTAssertEqual(renderer.renderedSize, CGSize(width: 40, height: 30))
        XCTAssertEqual(pixelSize(try XCTUnwrap(renderer.pngData)).0, 40)
        renderer.scale = 3
        let (width, height) = pixelSize(try XCTUnwrap(renderer.pngData))
        XCTAssertEqual(width, 120)
        XCTAssertEqual(height, 90)
    }

    /// A proposed size is offered to the view, which chooses within it (a flexible view takes it).
    @MainActor func testAProposedSizeIsOffered() async {
        let renderer = ImageRenderer(content: Color.blue)
        renderer.proposedSize = ProposedViewSize(width: 50, height: 20)
        XCTAssertEqual(renderer.renderedSize, CGSize(width: 50, height: 20))
        let text = ImageRenderer(content: Text("Hi"))
        text.proposedSize = ProposedViewSize(width: 200, height: nil)
        XCTAssertEqual(
            text.renderedSize.height, TextMeasurement("Hi").size.height, accuracy: 1, "one line, rounded to whole pixels at scale 1")
        XCTAssertLessThan(text.renderedSize.width, 200, "the text chooses its own width")
    }

    /// The picture shows the view's colours.
    @MainActor func testThePictureShowsTheView() async throws {
        let renderer = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4))
        let png = try XCTUnwrap(renderer.pngData)
        let decoded = try DecodedPNG(png)
        XCTAssertEqual(Array(decoded.pixels.prefix(3)), [255, 0, 0])
    }

    /// A view that chooses no size gives no picture.
    @MainActor func testAnEmptyViewGivesNoPicture() async {
        XCTAssertNil(ImageRenderer(content: EmptyView()).pngData)
    }
}

extension ImageRendererTests {
    /// The renderer tells its observers before a property changes, as SwiftUI's does.
    @MainActor func testChangingAPropertyIsPublished() async {
        let renderer = ImageRenderer(content: Text("Hi"))
        var sent = 0
        let subscription = renderer.objectWillChange.sink { sent += 1 }
        renderer.scale = 2
        renderer.proposedSize = ProposedViewSize(width: 100, height: nil)
        XCTAssertEqual(sent, 2)
        subscription.cancel()
    }
}
