import Tesselate
import TesselateTesting
import XCTest

/// Outside a list a `NavigationLink` is a button in the environment's button style, as SwiftUI's:
/// the automatic style draws its label in the tint (in a stack, in a toolbar), `.plain` keeps the
/// label's colours; in a list row it is the row with a chevron, in the primary colour.
final class NavigationLinkStyleTests: XCTestCase {
    @MainActor func svg(_ view: some View) -> String { ViewHost(view, device: .iPhone16).svg() }

    /// The fill of the text line showing `word`.
    func fill(of word: String, in svg: String) -> String? {
        guard let line = svg.split(separator: "\n").first(where: { $0.contains(">\(word)</text>") }),
            let range = line.range(of: ##"fill="#[0-9a-f]{6}""##, options: .regularExpression)
        else { return nil }
        return String(line[range].dropFirst(6).dropLast())
    }

    @MainActor func testALinkOutsideAListIsTintedLikeAButton() async {
        let inStack = svg(NavigationStack { VStack { NavigationLink("Details") { Text("x") } } })
        XCTAssertEqual(fill(of: "Details", in: inStack), "#007aff")
        let inToolbar = svg(
            NavigationStack {
                Text("Page").navigationTitle("T").toolbar {
                    ToolbarItem(placement: .topBarLeading) { NavigationLink("Info") { Text("x") } }
                }
            })
        XCTAssertEqual(fill(of: "Info", in: inToolbar), "#007aff")
        let plain = svg(NavigationStack { VStack { NavigationLink("Details") { Text("x") }.buttonStyle(.plain) } })
        XCTAssertEqual(fill(of: "Details", in: plain), "#000000")
        let inList = svg(NavigationStack { List { NavigationLink("Details") { Text("x") } } })
        XCTAssertEqual(fill(of: "Details", in: inList), "#000000")
    }

    @MainActor func testATintedLinkStillPushes() async throws {
        let host = ViewHost(NavigationStack { VStack { NavigationLink("Details") { Text("Pushed") } } }, device: .iPhone16)
        try XCTUnwrap(host.find(.text("Details"))).tap()
        XCTAssertTrue(host.exists(.text("Pushed")))
    }
}
