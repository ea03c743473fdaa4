import XCTest
import Tesselate
import TesselateTesting

/// Link, GroupBox, ContentUnavailableView, ControlGroup and Gauge: each lays out as its iOS
/// counterpart does (see LayoutRules) and a link opens its URL through `openURL`.
final class ContainerControlsTests: XCTestCase {
    @MainActor func testALinkOpensItsURLThroughOpenURL() async {
        let url = URL(string: "https://example.com/help")!
        let host = ViewHost(Link("Help", destination: url), size: CGSize(width: 300, height: 100))
        XCTAssertTrue(host.find(.kind(.link))!.attributes.contains("destination: https://example.com/help"))
        host.find(.text("Help"))?.tap()
        XCTAssertEqual(host.openedURLs, [url])

        struct Handled: View {
            @State var seen = ""
            var body: some View {
                VStack {
                    Link("Docs", destination: URL(string: "https://example.com/docs")!)
                    Text(seen).id("seen")
                }
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        seen = url.path; return .handled
                    })
            }
        }
        let handled = ViewHost(Handled(), size: CGSize(width: 300, height: 100))
        handled.find(.text("Docs"))?.tap()
        XCTAssertEqual(handled.find(.id("seen"))?.text, "/docs")
        XCTAssertEqual(handled.openedURLs, [])
    }

    @MainActor func testAGroupBoxPadsItsContentOnARoundedRectangle() async {
        let host = ViewHost(GroupBox("Storage") { Text("12 GB used") }, size: CGSize(width: 300, height: 300), displayScale: 1)
        let box = host.find(.kind(.roundedRectangle))!.frame()
        XCTAssertEqual(box.width, 300)
        XCTAssertEqual(host.find(.text("Storage"))!.frame().minX, 16)
        XCTAssertEqual(host.find(.text("Storage"))!.frame().minY, box.minY + 16)
    }

    @MainActor func testContentUnavailableViewCentresInTheSpace() async {
        let host = ViewHost(
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")),
            size: CGSize(width: 300, height: 400), displayScale: 1)
        let title = host.find(.text("No Mail"))!.frame(), description = host.find(.text("New mail appears here."))!.frame()
        XCTAssertEqual(title.midX, 150, accuracy: 0.5)
        XCTAssertGreaterThan(description.minY, title.maxY)
        XCTAssertLessThan(host.find(.kind(.image))!.frame().maxY, title.minY, "the icon is above the title")
        let search = ViewHost(ContentUnavailableView.search(text: "kiwi"), size: CGSize(width: 300, height: 400))
        XCTAssertNotNil(search.find(.text("No Results for “kiwi”")))
        XCTAssertNotNil(search.find(.text("Check the spelling or try a new search.")))
    }

    @MainActor func testAControlGroupSharesTheWidthAmongBorderedButtons() async {
        let host = ViewHost(
            ControlGroup {
                Button("Cut") {}; Button("Copy") {}
            }, size: CGSize(width: 301, height: 100), displayScale: 1)
        let buttons = host.findAll(.kind(.button))
        XCTAssertEqual(buttons.map { $0.frame().width }, [150, 150])
        XCTAssertTrue(buttons.allSatisfy { $0.attributes.contains("style: .bordered") })
    }

    @MainActor func testAGaugeIsALinearBarBetweenItsBoundsLabels() async {
        let host = ViewHost(
            Gauge(value: 30.0, in: 0...120) {
                Text("Speed")
            } currentValueLabel: {
                Text("30")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("120")
            },
            size: CGSize(width: 300, height: 200), displayScale: 1)
        XCTAssertTrue(host.find(.kind(.progressView))!.attributes.contains("value: 0.25"))
        XCTAssertEqual(host.find(.text("0"))!.frame().minX, 0)
        XCTAssertEqual(host.find(.text("120"))!.frame().maxX, 300)
        XCTAssertGreaterThan(host.find(.text("30"))!.frame().minY, host.find(.text("0"))!.frame().maxY)
    }
}
