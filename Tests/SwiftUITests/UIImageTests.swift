import SwiftUI
import TesselateTesting
import XCTest

/// UIImage answers sizes as Tesselate's images lay out, reads a picture's size from its data, and
/// `Image(uiImage:)` shows it as SwiftUI's `Image` would.
final class UIImageTests: XCTestCase {
    override func setUp() {
        ImageAssets.register("UIImageTestsAvatar", size: CGSize(width: 120, height: 80))
    }

    override func tearDown() {
        ImageAssets.unregister("UIImageTestsAvatar")
    }

    func testNamedImagesComeFromTheAssets() {
        let avatar = UIImage(named: "UIImageTestsAvatar")
        XCTAssertEqual(avatar?.size, CGSize(width: 120, height: 80))
        XCTAssertEqual(avatar?.scale, 3, "the default device's scale outside a host")
        XCTAssertNil(UIImage(named: "UIImageTestsMissing"), "a name no asset has is nil, as in UIKit")
        XCTAssertEqual(UIImage(named: "UIImageTestsAvatar", in: nil, compatibleWith: UITraitCollection(displayScale: 2))?.scale, 2)
    }

    @MainActor func testSymbolsAreSizedAsSwiftUIsAtTheBodySize() async {
        let star = UIImage(systemName: "star.fill")
        XCTAssertNotNil(star)
        XCTAssertTrue(star?.isSymbolImage == true)
        XCTAssertNil(UIImage(systemName: ""))
        let host = ViewHost(Image(systemName: "star.fill").font(.system(size: 17)), size: CGSize(width: 100, height: 100))
        let frame = host.find(.kind(.image))?.frame().size ?? .zero
        XCTAssertEqual(star?.size.width ?? 0, frame.width, accuracy: 1e-9)
        XCTAssertEqual(star?.size.height ?? 0, frame.height, accuracy: 1e-9)
    }

    @MainActor func testPicturesFromDataHaveTheirPixelSize() async throws {
        let png = ViewHost(Color.red, size: CGSize(width: 30, height: 20), displayScale: 1).png()
        let picture = try XCTUnwrap(UIImage(data: png))
        XCTAssertEqual(picture.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(UIImage(data: png, scale: 2)?.size, CGSize(width: 15, height: 10))
        XCTAssertEqual(picture.pngData(), png, "a PNG's own data comes back")
        // A JPEG's size is in its start-of-frame segment.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x48, 0x00, 0x64, 0x03])
        XCTAssertEqual(UIImage(data: jpeg)?.size, CGSize(width: 100, height: 72))
        let gif = Data("GIF89a".utf8) + Data([0x0A, 0x00, 0x05, 0x00])
        XCTAssertEqual(UIImage(data: gif)?.size, CGSize(width: 10, height: 5))
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
        XCTAssertEqual(UIImage().size, .zero)
    }

    @MainActor func testImageFromUIImageLaysOutAsSwiftUIsImage() async {
        let host = ViewHost(
            VStack(spacing: 0) {
                Image(uiImage: UIImage(named: "UIImageTestsAvatar")!).id("asset")
                Image(uiImage: UIImage(data: ViewHost(Color.red, size: CGSize(width: 30, height: 20), displayScale: 1).png())!).id(
                    "picture")
                Image(uiImage: UIImage(systemName: "heart")!).id("symbol")
            }, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.find(.id("asset"))?.frame().size, CGSize(width: 120, height: 80))
        XCTAssertEqual(host.find(.id("picture"))?.frame().size, CGSize(width: 30, height: 20))
        XCTAssertEqual(host.find(.id("asset"))?.attributes.first, "\"UIImageTestsAvatar\"")
        XCTAssertEqual(host.find(.id("symbol"))?.attribute(\.systemName), "heart")
        XCTAssertEqual(host.find(.id("picture"))?.attribute(\.size), CGSize(width: 30, height: 20))
    }

    @MainActor func testRenderingModeAndTint() async {
        let template = UIImage(named: "UIImageTestsAvatar")!.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        let tinted = UIImage(systemName: "heart")!.withTintColor(.systemRed, renderingMode: .alwaysOriginal)
        let host = ViewHost(
            VStack {
                Image(uiImage: template).id("template")
                Image(uiImage: tinted).id("tinted")
            }, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.find(.id("template"))?.attribute(\.renderingMode), .template)
        XCTAssertEqual(host.find(.id("tinted"))?.attribute(\.renderingMode), .original)
        XCTAssertEqual(host.find(.id("tinted"))?.attribute("tint"), "red")
    }

    @MainActor func testPNGDataDrawsOtherImages() async throws {
        let symbol = try XCTUnwrap(UIImage(systemName: "star.fill")?.pngData())
        let decoded = try DecodedPNG(symbol)
        let size = UIImage(systemName: "star.fill")!.size
        XCTAssertEqual(decoded.width, Int((size.width * 3).rounded()))
        XCTAssertEqual(decoded.height, Int((size.height * 3).rounded()))
        XCTAssertNil(UIImage().pngData(), "an empty image has nothing to encode")
    }
}

/// `ImageRenderer.uiImage`: the view's picture as a `UIImage` of the view's size in points.
final class ImageRendererUIImageTests: XCTestCase {
    @MainActor func testUIImageHasTheViewsSizeAndScale() async throws {
        let renderer = ImageRenderer(content: Color.green.frame(width: 12, height: 8))
        renderer.scale = 2
        let image = try XCTUnwrap(renderer.uiImage)
        XCTAssertEqual(image.size, CGSize(width: 12, height: 8))
        XCTAssertEqual(image.scale, 2)
        XCTAssertNotNil(image.pngData())
    }
}
