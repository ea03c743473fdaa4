import TesselateTesting
import XCTest

@testable import Playgrounds
import Tesselate

/// The playgrounds' previews (`Playgrounds/Previews.swift` and the gallery's
/// `Playgrounds/Gallery/AppsGallery.swift`), as `swift run playgrounds --previews`
/// lists and shows them.
final class PreviewsTests: XCTestCase {
    /// The `#Preview`s in source order, then the providers' previews.
    @MainActor func testThePreviewsAreListed() async {
        XCTAssertEqual(
            Playground.previews.map(\.name),
            [
                "Reading list", "Calculator display", "Editor with text", "Title bar that fits", "Zooming pager",
                "Zooming pager, landscape", "Reading list, provider",
            ])
    }

    /// Each preview is hosted as its traits say, and lays out without a diagnostic.
    @MainActor func testEachPreviewIsHostedAsItsTraitsSay() async throws {
        let hosts = Dictionary(uniqueKeysWithValues: Playground.previews.map { ($0.name, ViewHost(preview: $0)) })
        XCTAssertEqual(hosts["Calculator display"]?.device, .iPhone16)
        XCTAssertEqual(hosts["Title bar that fits"]?.size, CGSize(width: 393, height: 50))
        XCTAssertEqual(hosts["Zooming pager, landscape"]?.device, .iPhone16.landscape)
        let editor = try XCTUnwrap(hosts["Editor with text"])
        XCTAssertEqual(editor.size.height, 84 + 1.0 / 3, accuracy: 0.001)
        XCTAssertTrue(editor.dump().contains(#"TextEditor(text: "Hello")"#), editor.dump())
        for (name, host) in hosts { XCTAssertEqual(host.diagnostics, [], name) }
    }

    /// `--previews --list` names them with where they are declared and how they are shown.
    @MainActor func testTheListNamesPlaceAndLayout() async {
        XCTAssertEqual(
            previewList(Playground.previews),
            [
                "Reading list: Playgrounds/AppsGallery.swift:39 · iPhone 16",
                "Calculator display: Playgrounds/Previews.swift:6 · iPhone 16",
                "Editor with text: Playgrounds/Previews.swift:10 · size that fits",
                "Title bar that fits: Playgrounds/Previews.swift:16 · 393×50",
                "Zooming pager: ZoomingPager_Previews · iPhone 16",
                "Zooming pager, landscape: ZoomingPager_Previews · iPhone 16 (landscape)",
                "Reading list, provider: ReadingListView_Previews · iPhone 16",
            ])
        XCTAssertEqual(runPreviews(names: ["No such preview"], listOnly: true, output: .dump(proposals: false)), 2)
    }

    /// `--explain`, `--audit`, `--mcp` and `--previews --json` are the testing library's
    /// `PreviewCommand` with the playgrounds' previews, which lists them as `--previews --list` does.
    @MainActor func testExplainAuditAndJSONAreThePreviewCommand() async {
        var lines: [String] = []
        XCTAssertEqual(PreviewCommand(previews: Playground.previews).run(["--list"]) { lines.append($0) }, 0)
        XCTAssertEqual(lines.joined(separator: "\n"), previewList(Playground.previews).joined(separator: "\n"))
        XCTAssertEqual(runPlaygrounds(["--explain", "Calculator display", "--view", "TextField"]), 0)
        XCTAssertEqual(runPlaygrounds(["--audit", "No such preview"]), 1)
        XCTAssertEqual(runPlaygrounds(["--previews", "--list", "--json"]), 0)
        XCTAssertEqual(runPlaygrounds(["CalculatorDisplay", "--json"]), 2, "JSON is for previews")
    }
}
