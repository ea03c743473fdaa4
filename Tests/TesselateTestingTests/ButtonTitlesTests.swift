import XCTest
import Tesselate
import TesselateTesting

// ButtonTitles.swift: buttons made from a title and an SF Symbol, with and without a role.

final class ButtonTitlesTests: XCTestCase {
    /// `Button(_:systemImage:action:)` is a button labelled `Label(title, systemImage:)`: found
    /// by its title, tapped, it runs its action; the role form carries its role.
    @MainActor func testAButtonWithASystemImageIsLabelledWithALabel() async {
        final class Log { var taps: [String] = [] }
        let log = Log()
        let title = "Copy"
        let host = ViewHost(
            VStack {
                Button("Copy Link", systemImage: "link") { log.taps.append("link") }
                Button(title, systemImage: "doc.on.doc") { log.taps.append("copy") }
                Button("Delete", systemImage: "trash", role: .destructive) { log.taps.append("delete") }
                Button(title + " All", systemImage: "doc", role: .cancel) { log.taps.append("all") }
            }, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.findAll(.kind(.label)).count, 4)
        XCTAssertNotNil(host.find(.button("Copy Link"))?.find(.kind(.image)))
        host.find(.text("Copy Link"))?.tap()
        host.find(.text("Copy"))?.tap()
        host.find(.text("Delete"))?.tap()
        XCTAssertEqual(log.taps, ["link", "copy", "delete"])
        XCTAssertEqual(host.find(.button("Delete"))?.attribute("role"), ".destructive")
        XCTAssertEqual(host.find(.button("Copy All"))?.attribute("role"), ".cancel")
    }
}
