import XCTest
import Tesselate
import TesselateTesting

/// `AsyncImage`: a host loads nothing, so the image is loading (`.empty`) until the test answers
/// its URL with `respondToImage(url:pixelSize:)` or `failImage(url:error:)`. Source:
/// <https://developer.apple.com/documentation/swiftui/asyncimage>: "Until the image loads, the
/// view displays a standard placeholder that fills the available space"; "If the operation fails,
/// SwiftUI continues to display the placeholder".
final class AsyncImageTests: XCTestCase {
    private let icon = URL(string: "https://example.com/icon.png")!

    /// The default look: the placeholder fills its frame until the image loads; then the image is
    /// shown at its size (pixels over the scale), smaller than the frame.
    @MainActor func testTheDefaultLookIsAPlaceholderThenTheImage() async throws {
        let host = ViewHost(AsyncImage(url: icon, scale: 2).frame(width: 200, height: 200), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.requestedImageURLs, [icon])
        XCTAssertEqual(host.pendingImageURLs, [icon])
        XCTAssertFalse(host.exists(.kind("Image")))
        XCTAssertEqual(try XCTUnwrap(host.find(.kind("Color"))?.frame()).size, CGSize(width: 200, height: 200))
        host.respondToImage(url: icon, pixelSize: CGSize(width: 120, height: 80))
        XCTAssertEqual(host.pendingImageURLs, [])
        XCTAssertFalse(host.exists(.kind("Color")))
        XCTAssertEqual(try XCTUnwrap(host.find(.kind("Image"))?.frame()).size, CGSize(width: 60, height: 40))
    }

    /// A failed load keeps the default placeholder.
    @MainActor func testAFailedLoadKeepsThePlaceholder() async {
        let host = ViewHost(AsyncImage(url: icon).frame(width: 50, height: 50), size: CGSize(width: 300, height: 300))
        host.failImage(url: icon)
        XCTAssertTrue(host.exists(.kind("Color")))
        XCTAssertFalse(host.exists(.kind("Image")))
    }

    /// `content:placeholder:`: the placeholder until the image loads, then the content made with
    /// the image (here resizable, filling the frame).
    @MainActor func testContentAndPlaceholder() async throws {
        let view = AsyncImage(url: icon) { image in
            image.resizable()
        } placeholder: {
            ProgressView()
        }
        .frame(width: 50, height: 50)
        let host = ViewHost(view, size: CGSize(width: 300, height: 300))
        XCTAssertTrue(host.exists(.kind("ProgressView")))
        host.respondToImage(url: icon, pixelSize: CGSize(width: 512, height: 512))
        XCTAssertFalse(host.exists(.kind("ProgressView")))
        XCTAssertEqual(try XCTUnwrap(host.find(.kind("Image"))?.frame()).size, CGSize(width: 50, height: 50))
    }

    /// The phase form sees `.empty`, then `.success` or `.failure` with the error given.
    @MainActor func testPhases() async {
        struct Broken: Error, CustomStringConvertible { var description: String { "offline" } }
        let other = URL(string: "https://example.com/other.png")!
        func phaseView(_ url: URL) -> some View {
            AsyncImage(url: url, transaction: Transaction(animation: .default)) { phase in
                switch phase {
                case .empty: Text("loading \(url.lastPathComponent)")
                case .success(let image): image
                case .failure(let error): Text("failed: \(String(describing: error))")
                @unknown default: EmptyView()
                }
            }
        }
        let host = ViewHost(
            VStack {
                phaseView(icon); phaseView(other)
            }, size: CGSize(width: 300, height: 300))
        XCTAssertTrue(host.exists(.text("loading icon.png")))
        XCTAssertTrue(host.exists(.text("loading other.png")))
        host.failImage(url: other, error: Broken())
        XCTAssertTrue(host.exists(.text("failed: offline")))
        XCTAssertTrue(host.exists(.text("loading icon.png")))
        host.respondToImage(url: icon, pixelSize: CGSize(width: 10, height: 10))
        XCTAssertEqual(host.findAll(.kind("Image")).count, 1)
    }

    /// A nil URL stays empty and asks for nothing.
    @MainActor func testANilURLStaysEmpty() async {
        let host = ViewHost(AsyncImage(url: nil) { Text($0.image == nil ? "empty" : "image") }, size: CGSize(width: 300, height: 300))
        XCTAssertTrue(host.exists(.text("empty")))
        XCTAssertEqual(host.requestedImageURLs, [])
    }
}
