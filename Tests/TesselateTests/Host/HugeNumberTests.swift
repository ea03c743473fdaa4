import XCTest
@testable import Tesselate

/// Finite numbers too large for a screen: a frame, offset, padding, window, font or custom layout
/// answer of 1e300 or more is finite where it enters, but pixel rounding (× the scale) or adding
/// an origin made ∞ and NaN of it, after the checks for non-finite input. Every length and
/// position is checked where it reaches a frame (``LayoutEngine/maximumLength``, 10¹⁵), so
/// every frame stays finite, the dumps show no `inf` or `nan`, and a diagnostic names the view.
final class HugeNumberTests: XCTestCase {
    /// A layout that answers `size` whatever it is offered and places its subviews at `origin`.
    struct Answering: Layout {
        var size: CGSize
        var origin: CGPoint
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: origin, proposal: .unspecified) }
        }
    }

    /// Every frame finite, no `inf`/`nan` in the text and JSON dumps or the SVG, the JSON readable, and a
    /// diagnostic about the view with id "bad".
    @MainActor private func assertContained<V: View>(
        _ view: V, size: CGSize = CGSize(width: 300, height: 300), _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let host = ViewHost(view, size: size)
        XCTAssertNil(LayoutFuzzTests.frameProblem(host), "\(name)\n\(host.dump())", file: file, line: line)
        let dump = host.dump(), json = host.jsonDump()
        // (A diagnostic's message says what the bad number was.)
        let diagnostic = #"^\s*("message"|warning:|error:)"#
        for text in [dump, json, host.svg()] {
            let lines = text.split(separator: "\n").filter { $0.range(of: diagnostic, options: .regularExpression) == nil }
            let bad = lines.filter { $0.range(of: #"\b(inf|nan)\b"#, options: [.regularExpression, .caseInsensitive]) != nil }
            XCTAssertEqual(bad, [], "\(name):\n\(text)", file: file, line: line)
        }
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.utf8)), name, file: file, line: line)
        XCTAssertFalse(host.diagnostics.isEmpty, "\(name): no diagnostic\n\(dump)", file: file, line: line)
    }

    @MainActor func testHugeSizesAndPositionsStayFinite() async {
        let huge: CGFloat = 1e308
        assertContained(Color.red.frame(width: huge, height: 10), "frame(width: 1e308)")
        assertContained(Color.red.frame(width: 10, height: 10).offset(x: 1e300), "offset(x: 1e300)")
        assertContained(Color.red.frame(width: 10, height: 10).padding(1e307), "padding(1e307)")
        assertContained(Color.red.frame(width: 10, height: 10).position(x: huge, y: -huge), "position(x: 1e308)")
        assertContained(Text("Big").font(.system(size: huge)), "a font of 1e308 points")
        assertContained(Answering(size: CGSize(width: huge, height: huge), origin: .zero) { Color.red }, "a layout answering 1e308")
        assertContained(
            Answering(size: CGSize(width: 50, height: 50), origin: CGPoint(x: CGFloat.nan, y: huge)) { Color.red },
            "a layout placing at NaN")
        assertContained(Color.red.frame(width: 10, height: 10).offset(x: huge).offset(x: huge), "two offsets of 1e308")
    }

    @MainActor func testAHugeWindow() async {
        assertContained(Color.red, size: CGSize(width: 1e308, height: 1e308), "a window of 1e308")
    }

    /// The diagnostic names the view at fault: the layout that placed its subview at NaN places
    /// the subview, which the diagnostic names, at the layout's origin.
    @MainActor func testAPlacementAtNaNIsReportedOnTheView() async {
        let host = ViewHost(
            Answering(size: CGSize(width: 50, height: 50), origin: CGPoint(x: CGFloat.nan, y: 20)) {
                Color.red.frame(width: 10, height: 10).id("bad")
            },
            size: CGSize(width: 100, height: 100), displayScale: 1)
        let diagnostic = host.diagnostics.first { $0.message.contains("was placed at (NaN, 20)") }
        XCTAssertNotNil(diagnostic, "\(host.diagnostics)")
        XCTAssertEqual(diagnostic?.node, host.node(id: "bad").map { host.tree[$0].id })
        XCTAssertEqual(host.frame(id: "bad"), CGRect(x: 0, y: 20, width: 10, height: 10))
    }
}
