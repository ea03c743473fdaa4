import XCTest
@testable import Tesselate

/// The layout explorer page is self-contained and carries, for each precomputed width, the
/// picture and every view with its frame, proposals and diagnostics.
final class HTMLPageTests: XCTestCase {
    private struct Card: View {
        var body: some View {
            VStack(spacing: 8) {
                Text("Title").font(.headline)
                HStack {
                    Color.red.frame(width: -1, height: 20); Color.blue
                }
            }
            .padding()
        }
    }

    private func pageData(_ html: String) throws -> [String: Any] {
        let open = try XCTUnwrap(html.range(of: "<script id=\"data\" type=\"application/json\">"))
        let close = try XCTUnwrap(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let json = html[open.upperBound..<close.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @MainActor func testThePageCarriesEveryLayoutAndView() async throws {
        let host = ViewHost(Card(), size: CGSize(width: 393, height: 300))
        let html = host.html(widths: [320, 393])
        let data = try pageData(html)
        let layouts = try XCTUnwrap(data["layouts"] as? [[String: Any]])
        XCTAssertEqual(layouts.map { $0["width"] as? Double }, [320, 393])
        XCTAssertEqual(data["start"] as? Int, 1, "the window's own width is shown first")
        let nodes = try XCTUnwrap(layouts[1]["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.count, host.tree.count)
        let text = try XCTUnwrap(nodes.first { ($0["line"] as? String)?.contains("Text(\"Title\"") == true })
        let frame = try XCTUnwrap(host.frames(kind: .text).first)
        XCTAssertEqual(
            text["frame"] as? [Double], [frame.minX, frame.minY, frame.width, frame.height].map { Double(formatNumber($0)) ?? .nan },
            "the dump's numbers")
        XCTAssertFalse((text["answers"] as? [String] ?? []).isEmpty)
        XCTAssertTrue(nodes.contains { !(($0["diagnostics"] as? [String]) ?? []).isEmpty }, "the negative frame is reported on its view")
        let picture = try DecodedPNG(XCTUnwrap((layouts[0]["png"] as? String).flatMap { Data(base64Encoded: $0) }))
        XCTAssertEqual([picture.width, picture.height], [640, 600], "the 320-point layout's picture at 2 pixels a point")
        XCTAssertEqual(host.size.width, 393, "the host is back at its own width")
    }

    @MainActor func testThePageLoadsNothingFromOutside() async throws {
        let html = ViewHost(Card(), size: CGSize(width: 393, height: 300)).html()
        XCTAssertFalse(html.contains("<script src"))
        XCTAssertFalse(html.contains("<link"))
        XCTAssertFalse(html.contains("http"))
        XCTAssertEqual(try (pageData(html)["layouts"] as? [Any])?.count, 4, "320, 375, 393 and 430 points")
    }
}
