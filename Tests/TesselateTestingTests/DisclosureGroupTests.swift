import XCTest
import Tesselate
import TesselateTesting

/// DisclosureGroup: a label row with a chevron that flips it; the content shows below when
/// expanded, through `isExpanded` or its own state. Source:
/// <https://developer.apple.com/documentation/swiftui/disclosuregroup>.
final class DisclosureGroupTests: XCTestCase {
    struct Details: View {
        @State var isExpanded = false
        var body: some View {
            VStack {
                DisclosureGroup("Advanced", isExpanded: $isExpanded) { Text("Hidden option") }.id("group")
                DisclosureGroup("Own") { Text("Own content") }.id("own")
                Text(isExpanded ? "open" : "closed").id("state")
            }
        }
    }

    @MainActor func testExpanding() async {
        let host = ViewHost(Details(), size: CGSize(width: 300, height: 300), displayScale: 1)
        XCTAssertTrue(host.findAll(.text("Hidden option")).isEmpty)
        XCTAssertEqual(host.find(.id("group"))?.frame().width, 300, "the label row spans the width")
        host.find(.id("group"))?.open()
        XCTAssertEqual(host.find(.id("state"))?.text, "open")
        XCTAssertGreaterThan(host.find(.text("Hidden option"))!.frame().minY, host.find(.text("Advanced"))!.frame().maxY)
        host.find(.text("Advanced"))?.tap()
        XCTAssertEqual(host.find(.id("state"))?.text, "closed", "tapping the label collapses it")
        host.find(.text("Own"))?.tap()
        XCTAssertNotNil(host.find(.text("Own content")), "a group without a binding keeps its own state")
        XCTAssertTrue(host.find(.id("own"))!.attributes.contains("isExpanded: true"))
    }
}
