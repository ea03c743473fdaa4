import XCTest
import Tesselate
import TesselateTesting

/// ShareLink as on iOS (<https://developer.apple.com/documentation/swiftui/sharelink>): a button
/// labelled "Share" with the `square.and.arrow.up` symbol; a host records what tapping it shares.
final class ShareLinkTests: XCTestCase {
    static let article = URL(string: "https://example.com/article")!

    @MainActor func testTappingRecordsTheShare() async {
        let host = ViewHost(
            VStack {
                ShareLink(item: Self.article, subject: Text("Read this"), message: Text("Found it"))
                ShareLink("Send quote", item: "To be or not to be")
                ShareLink(item: Self.article) { Image(systemName: "paperplane") }
            }, size: CGSize(width: 300, height: 300))
        XCTAssertNotNil(host.find(.text("Share")))
        XCTAssertEqual(host.findAll(.kind(.image)).first?.attribute(\.systemName).map { $0.contains("square.and.arrow.up") }, true)
        host.tap(.button("Share"))
        host.tap(.button("Send quote"))
        host.findAll(.kind(.image)).last?.tap()  // the custom label: the button is inside the link
        XCTAssertEqual(
            host.shares,
            [
                Share(items: [.url(Self.article)], subject: "Read this", message: "Found it"),
                Share(items: [.string("To be or not to be")]),
                Share(items: [.url(Self.article)]),
            ])
        XCTAssertEqual(host.shares.last?.description, "Share([https://example.com/article])")
    }

    @MainActor func testSeveralItems() async {
        let other = URL(string: "https://example.com/b")!
        let host = ViewHost(ShareLink(items: [Self.article, other]), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.find(.kind(.shareLink))?.attribute("items"), "[https://example.com/article, https://example.com/b]")
        host.tap(.button("Share"))
        XCTAssertEqual(host.shares.first?.items, [.url(Self.article), .url(other)])
    }
}
